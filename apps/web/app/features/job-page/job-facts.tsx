import type { ReactNode } from 'react';
import { SimpleGrid } from '../../components/grid.tsx';
import type { TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger, formatYearCount } from '../../lib/format.ts';
import { SalaryRange } from '../../components/job-card.tsx';
import { Section } from './section.tsx';
import { usePlace } from './use-place.ts';

/** A day, with its Hijri (Umm al-Qura) date beside it in Arabic. */
function Day({ value }: { value: string | null }) {
  const { locale } = useI18n();
  const day = formatDay(value, locale);
  if (!day || !value) return null;
  return (
    <time dateTime={value.slice(0, 10)}>
      {day.gregorian}
      {day.hijri && (
        <span className="job-page-dimmed job-page-hijri">
          {' '}
          ({day.hijri})
        </span>
      )}
    </time>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="job-page-fact" data-testid={testId}>
      <dt className="job-page-dimmed">{label}</dt>
      <dd className="job-page-fact-value">{children}</dd>
    </div>
  );
}

/** The job at a glance: place, type, work place, salary, experience, qualification, major, sector, openings, hours and dates. */
export function JobFacts({ job }: { job: TJobPublic }) {
  const { t, locale } = useI18n();
  const place = usePlace(job);
  return (
    <Section title={t('jobPage.factsTitle')} testId="job-facts">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" className="job-page-facts">
        <Fact label={t('jobPage.location')}>{place ?? '—'}</Fact>
        <Fact label={t('jobPage.jobType')}>{job.job_type ? t(`enum.job_type.${job.job_type}`) : '—'}</Fact>
        <Fact label={t('jobPage.workPlace')} testId="job-fact-work-place">{t(`enum.work_place.${job.work_place}`)}</Fact>
        <Fact label={t('jobPage.salary')} testId="job-fact-salary">
          {job.salary_from !== null || job.salary_to !== null ? <SalaryRange from={job.salary_from} to={job.salary_to} /> : t('jobPage.salaryNotStated')}
        </Fact>
        <Fact label={t('jobPage.experience')}>{job.experience_years === null ? '—' : job.experience_years === 0 ? t('jobPage.experienceNone') : formatYearCount(job.experience_years, locale)}</Fact>
        <Fact label={t('jobPage.qualification')}>{job.qualification_type ? t(`enum.qualification_type.${job.qualification_type}`) : t('jobPage.qualificationAny')}</Fact>
        {job.major && <Fact label={t('jobPage.major')}>{job.major.name}</Fact>}
        {job.sector && <Fact label={t('jobPage.sector')}>{job.sector.name}</Fact>}
        <Fact label={t('jobPage.openings')}>{formatInteger(job.applicants_num, locale)}</Fact>
        {job.working_hours && (
          <Fact label={t('jobPage.hours')} testId="job-fact-hours">
            <bdi>{job.working_hours}</bdi>
          </Fact>
        )}
        <Fact label={t('jobPage.deadline')} testId="job-fact-deadline">
          <Day value={job.deadline} />
        </Fact>
        <Fact label={t('jobPage.posted')} testId="job-fact-posted">
          <Day value={job.published_at} />
        </Fact>
      </SimpleGrid>
    </Section>
  );
}
