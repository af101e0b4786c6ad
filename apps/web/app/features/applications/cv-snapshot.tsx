import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TApplicantDetail } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { formatDay, formatMonth, formatSar, parseCalendarDate } from '../../lib/format.ts';
import { formatNoticePeriod } from '../profile/index.ts';
import './applications.css';

type TRecord = Record<string, unknown>;
const listOf = (value: unknown): TRecord[] => (Array.isArray(value) ? (value as TRecord[]) : []);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function MonthOf({ value }: { value: unknown }) {
  const { locale } = useI18n();
  const date = parseCalendarDate(typeof value === 'string' ? value : null);
  return date ? <>{formatMonth(date.getUTCFullYear(), date.getUTCMonth() + 1, locale)}</> : null;
}

/** The CV as it was when they applied: the facts a recruiter reads first, then experience, education and skills. */
export function CvSnapshot({ detail, title = 'applicants.cv.title' }: { detail: Pick<TApplicantDetail, 'cv_snapshot'>; title?: TMessageId }) {
  const { t, locale } = useI18n();
  const { cv, labels } = detail.cv_snapshot;
  const experiences = listOf(cv.experiences);
  const qualifications = listOf(cv.qualifications);
  const skills = listOf(cv.skills);
  const courses = listOf(cv.courses);
  const place = [labels.city, labels.country].filter(Boolean).join('، ');
  const salary = typeof cv.expected_salary === 'number' ? formatSar(cv.expected_salary, locale) : null;
  const birthdate = formatDay(textOf(cv.birthdate), locale);
  const sex = cv.sex === 'male' || cv.sex === 'female' ? cv.sex : null;
  const socialStatus = cv.social_status === 'single' || cv.social_status === 'married' ? cv.social_status : null;
  const facts: Array<[string, string | null]> = [
    [t('applicants.cv.desired'), textOf(cv.job_role_title)],
    [t('applicants.cv.expectedSalary'), salary],
    // 0 months reads "immediately available" (decision 039), else the months in the language's plural form.
    [t('applicants.cv.noticePeriod'), typeof cv.notice_period === 'number' ? formatNoticePeriod(t, locale, cv.notice_period) : null],
    [t('applicants.cv.location'), place || null],
    [t('applicants.cv.major'), labels.major],
    // The personal details below reach a company only when the seeker shows them to companies (decision 086).
    [t('applicants.cv.nationality'), labels.nationality],
    [t('applicants.cv.birthdate'), birthdate ? [birthdate.gregorian, birthdate.hijri].filter(Boolean).join(' · ') : null],
    [t('applicants.cv.sex'), sex ? t(`enum.sex.${sex}`) : null],
    [t('applicants.cv.socialStatus'), socialStatus ? t(`enum.social_status.${socialStatus}`) : null],
    [t('applicants.cv.driveLicence'), labels.drive_licence ?? null],
  ];
  const isEmpty = !textOf(cv.summary) && experiences.length === 0 && qualifications.length === 0 && skills.length === 0 && facts.every(([, v]) => !v);
  return (
    <Stack gap="sm" className="app-cv" data-testid="cv-snapshot">
      <Title order={3} size="h4">
        {t(title)}
      </Title>
      {isEmpty && <Text c="dimmed">{t('applicants.cv.empty')}</Text>}
      <dl>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      {textOf(cv.summary) && (
        <div>
          <Text fw={600}>{t('applicants.cv.summary')}</Text>
          <Text dir="auto" className="app-note">
            {textOf(cv.summary)}
          </Text>
        </div>
      )}
      {experiences.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.experience')}</Text>
          <ul>
            {experiences.map((e, i) => (
              <li key={i}>
                <bdi>{textOf(e.job_title)}</bdi> · <bdi>{textOf(e.company_name)}</bdi>{' '}
                <Text span size="sm" c="dimmed">
                  (<MonthOf value={e.start_date} /> – {e.is_current || !e.end_date ? t('applicants.cv.present') : <MonthOf value={e.end_date} />})
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      {qualifications.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.education')}</Text>
          <ul>
            {qualifications.map((q, i) => (
              <li key={i}>
                {t(`enum.qualification_type.${String(q.qualification_type) as 'bachelor'}`)} · <bdi>{textOf(q.study_field)}</bdi> · <bdi>{textOf(q.university)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      {skills.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.skills')}</Text>
          <Group gap={6} mt={4}>
            {skills.map((s, i) => (
              <Badge key={i} variant="outline" tt="none" color="gray">
                <bdi>{textOf(s.skill_name)}</bdi>
              </Badge>
            ))}
          </Group>
        </div>
      )}
      {courses.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.courses')}</Text>
          <ul>
            {courses.map((c, i) => (
              <li key={i}>
                <bdi>{textOf(c.title)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
