import type { TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { PlainText, Section } from './section.tsx';

/** The ad's texts: the description (sanitised HTML), duties, qualifications and benefits, each when given. */
export function JobAd({ job }: { job: TJobPublic }) {
  const { t } = useI18n();
  return (
    <div className="plain-stack" data-gap="lg">
      {job.description && (
        <Section title={t('jobPage.description')} testId="job-description">
          {/* The API keeps only a small allow-list of tags (decision 011): this is its sanitised HTML. */}
          <div className="job-rich-text" dir="auto" lang={job.locale} dangerouslySetInnerHTML={{ __html: job.description }} />
        </Section>
      )}
      {job.duties && (
        <Section title={t('jobPage.duties')} testId="job-duties">
          <PlainText value={job.duties} lang={job.locale} />
        </Section>
      )}
      {job.qualifications && (
        <Section title={t('jobPage.qualifications')} testId="job-qualifications">
          <PlainText value={job.qualifications} lang={job.locale} />
        </Section>
      )}
      {job.benefits && (
        <Section title={t('jobPage.benefits')} testId="job-benefits">
          <PlainText value={job.benefits} lang={job.locale} />
        </Section>
      )}
    </div>
  );
}
