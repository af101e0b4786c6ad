import type { ReactNode } from 'react';
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { formatInteger, formatMonth, formatSar, parseCalendarDate } from '../../../lib/format.ts';
import { formatNoticePeriod } from '../sections/format.ts';
import { languageName } from '../import/language-name.ts';
import type { TPrintData } from './print-route.server.ts';
import './print.css';
import { PhoneText } from '../../../components/phone-text.tsx';

/** Month and year of a calendar date, the way CVs date their entries. */
function MonthOf({ value }: { value: string | null | undefined }) {
  const { locale } = useI18n();
  const date = parseCalendarDate(value);
  if (!date || !value) return null;
  return <time dateTime={value.slice(0, 10)}>{formatMonth(date.getUTCFullYear(), date.getUTCMonth() + 1, locale)}</time>;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="cv-section" data-testid={`cv-${testId}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Entry({ title, sub, when, children }: { title: ReactNode; sub?: ReactNode; when?: ReactNode; children?: ReactNode }) {
  return (
    <div className="cv-entry">
      <div className="cv-entry__head">
        <div>
          <h3 className="cv-entry__title">{title}</h3>
          {sub && <div className="cv-entry__sub">{sub}</div>}
        </div>
        {when && <div className="cv-entry__when">{when}</div>}
      </div>
      {children}
    </div>
  );
}

/** Text the person typed, in either language: isolated, in its own direction. */
const Free = ({ children }: { children: string | null | undefined }) => (children ? <p dir="auto" className="cv-text">{children}</p> : null);


/** The personal details the seeker chose to print (decision 038); nothing when they chose none. */
function PersonalDetails({ personal }: { personal: TPrintData['personal'] }) {
  const { t, locale } = useI18n();
  const birthdate = parseCalendarDate(personal.birthdate);
  const facts: Array<[string, ReactNode]> = [];
  if (personal.nationality) facts.push([t('cv.printOptions.print_nationality'), personal.nationality]);
  if (birthdate && personal.birthdate)
    facts.push([t('cv.printOptions.print_birthdate'), <time key="b" dateTime={personal.birthdate}>{new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(birthdate)}</time>]);
  if (personal.sex) facts.push([t('cv.printOptions.print_sex'), t(`enum.sex.${personal.sex}`)]);
  if (personal.driveLicence) facts.push([t('cv.print.driveLicence'), personal.driveLicence]);
  if (!facts.length) return null;
  return (
    <Section title={t('cv.print.personal')} testId="personal">
      <dl className="cv-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The printable CV: one A4 document in the page's language and direction; the toolbar never prints. */
export function CvDocument({ cv, options }: { cv: TPrintData; options?: ReactNode }) {
  const { t, locale, dir, prefix } = useI18n();
  const { job } = cv;
  const place = [cv.city, cv.country].filter(Boolean).join(t('cv.print.listSeparator'));
  const hasJob = Boolean(job.title || job.type || job.expectedSalary || job.noticePeriod !== null || job.target);
  return (
    <div className="cv-print">
      <Paper withBorder p="md" className="print-hidden cv-toolbar">
        <Group justify="space-between" gap="sm">
          <div>
            <Text fw={700}>{t('cv.print.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('cv.print.hint')}
            </Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to={withPrefix(prefix, '/profile')} variant="default">
              {t('cv.print.back')}
            </Button>
            <Button onClick={() => window.print()} data-testid="print-button">
              {t('cv.print.button')}
            </Button>
          </Group>
        </Group>
        {cv.completeness < 100 && (
          <Group gap="sm" mt="sm" wrap="nowrap">
            <Progress value={cv.completeness} flex={1} aria-label={t('cv.print.completeness', { ratio: cv.completeness })} />
            <Text size="sm" c="dimmed">
              {t('cv.print.completeness', { ratio: formatInteger(cv.completeness, locale) ?? cv.completeness })}
            </Text>
          </Group>
        )}
      </Paper>
      {options}

      <article className="cv-sheet" dir={dir} lang={locale} data-testid="cv-sheet">
        <header className="cv-head">
          {cv.photo && <img className="cv-photo" src={cv.photo.url ?? withPrefix(prefix, `/profile/file/${cv.photo.id}`)} alt="" />}
          <div className="cv-head__text">
            <h1 className="cv-name" data-testid="cv-name">
              <bdi>{cv.name}</bdi>
            </h1>
            {job.title && (
              <p className="cv-role">
                <bdi>{job.title}</bdi>
              </p>
            )}
            <ul className="cv-contact" aria-label={t('cv.print.contact')}>
              <li>
                <span className="cv-label">{t('cv.print.email')}</span> <bdi dir="ltr">{cv.email}</bdi>
              </li>
              {cv.phone && (
                <li>
                  <span className="cv-label">{t('cv.print.phone')}</span> <PhoneText phone={cv.phone} />
                </li>
              )}
              {place && (
                <li>
                  <span className="cv-label">{t('cv.print.location')}</span> {place}
                </li>
              )}
            </ul>
          </div>
        </header>

        <PersonalDetails personal={cv.personal} />

        {cv.summary && (
          <Section title={t('cv.print.summary')} testId="summary">
            <Free>{cv.summary}</Free>
          </Section>
        )}

        {hasJob && (
          <Section title={t('cv.print.desiredJob')} testId="job">
            <dl className="cv-facts">
              {job.title && (
                <div>
                  <dt>{t('cv.print.jobTitle')}</dt>
                  <dd>
                    <bdi>{job.title}</bdi>
                  </dd>
                </div>
              )}
              {job.type && (
                <div>
                  <dt>{t('cv.print.jobType')}</dt>
                  <dd>{t(`enum.job_type.${job.type as 'full_time'}`)}</dd>
                </div>
              )}
              {job.expectedSalary !== null && (
                <div>
                  <dt>{t('cv.print.expectedSalary')}</dt>
                  <dd>{formatSar(job.expectedSalary, locale)}</dd>
                </div>
              )}
              {job.noticePeriod !== null && (
                <div>
                  <dt>{t('cv.print.noticePeriod')}</dt>
                  <dd>{formatNoticePeriod(t, locale, job.noticePeriod)}</dd>
                </div>
              )}
            </dl>
            <Free>{job.target}</Free>
          </Section>
        )}

        {cv.experiences.length > 0 && (
          <Section title={t('cv.print.experience')} testId="experience">
            {cv.experiences.map((e) => (
              <Entry
                key={e.id}
                title={<bdi>{e.job_title}</bdi>}
                sub={
                  <>
                    <bdi>{e.company_name}</bdi>
                    {e.major && <span className="cv-muted"> · {e.major}</span>}
                  </>
                }
                when={
                  <>
                    <MonthOf value={e.start_date} /> – {e.is_current || !e.end_date ? t('cv.experience.present') : <MonthOf value={e.end_date} />}
                  </>
                }
              >
                <Free>{e.job_description}</Free>
              </Entry>
            ))}
          </Section>
        )}

        {cv.qualifications.length > 0 && (
          <Section title={t('cv.print.education')} testId="education">
            {cv.qualifications.map((q) => (
              <Entry
                key={q.id}
                title={
                  <>
                    {t(`enum.qualification_type.${q.qualification_type}`)}
                    {t('cv.print.inField')}
                    <bdi>{q.study_field}</bdi>
                  </>
                }
                sub={
                  <>
                    <bdi>{q.university}</bdi>
                    {q.graduation_degree && (
                      <span className="cv-muted">
                        {' · '}
                        {t('cv.qualification.degree')}: <bdi>{q.graduation_degree}</bdi>
                      </span>
                    )}
                  </>
                }
                when={q.graduation_date ? <MonthOf value={q.graduation_date} /> : formatMonth(q.graduated_year, q.graduated_month, locale)}
              >
                <Free>{q.description}</Free>
              </Entry>
            ))}
          </Section>
        )}

        {cv.skills.length > 0 && (
          <Section title={t('cv.print.skills')} testId="skills">
            <ul className="cv-skills">
              {cv.skills.map((s) => (
                <li key={s.id} className="cv-skill">
                  <bdi>{s.skill_name}</bdi> <span className="cv-muted">({t(`enum.skill_level.${s.level}`)})</span>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {cv.courses.length > 0 && (
          <Section title={t('cv.print.courses')} testId="courses">
            {cv.courses.map((c) => (
              <Entry
                key={c.id}
                title={<bdi>{c.title}</bdi>}
                when={
                  <>
                    {t(`enum.course_type.${c.type}`)} · {t('cv.print.hours', { hours: formatInteger(c.total_hours, locale) ?? c.total_hours })}
                  </>
                }
              />
            ))}
          </Section>
        )}

        {cv.languages.length > 0 && (
          <Section title={t('cv.print.languages')} testId="languages">
            <ul className="cv-skills">
              {cv.languages.map((l) => (
                <li key={l.id} className="cv-skill">
                  {languageName(l.language, locale)} <span className="cv-muted">({t(`cv.languages.level.${l.level}`)})</span>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {cv.memberships.length > 0 && (
          <Section title={t('cv.print.memberships')} testId="memberships">
            {cv.memberships.map((m) => (
              <Entry
                key={m.id}
                title={<bdi>{m.role_name}</bdi>}
                when={
                  <>
                    {t('cv.print.since')} <MonthOf value={m.member_from} />
                  </>
                }
              />
            ))}
          </Section>
        )}

        {cv.social.length > 0 && (
          <Section title={t('cv.print.social')} testId="social">
            <ul className="cv-links">
              {cv.social.map((s) => (
                <li key={s.network}>
                  <span className="cv-label">{t(`cv.print.social.${s.network}`)}</span>{' '}
                  <a href={s.url} dir="ltr">
                    <bdi>{s.url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}</bdi>
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </article>
    </div>
  );
}
