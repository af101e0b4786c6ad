import { enumLabel, formatMessage, type TJobCard, type TLocale } from '@tawzeef/contract';
import { renderListMail } from '../delivery/templates.ts';

export interface TDigestContent {
  locale: TLocale;
  /** The alert's keywords, if any (shown in the subject and the introduction). */
  keywords: string | null;
  /** The newest matching jobs (at most ALERT_DIGEST_MAX_JOBS). */
  jobs: readonly TJobCard[];
  /** How many new jobs matched in all (more than `jobs.length` when the digest is capped). */
  total: number;
  jobUrl: (id: number) => string;
  /** /find-jobs with the alert's search. */
  searchUrl: string;
  /** The alerts page, to change or pause this alert. */
  manageUrl: string;
  /** The unsubscribe page (GET shows a confirm button). */
  unsubscribeUrl: string;
}

export interface TDigestMail {
  subject: string;
  text: string;
  html: string;
}

const NEW_AR = '{n, plural, one {وظيفة جديدة تطابق} two {وظيفتان جديدتان تطابقان} few {# وظائف جديدة تطابق} many {# وظيفة جديدة تطابق} other {# وظيفة جديدة تطابق}}';

const COPY = {
  ar: {
    // Counts take their Arabic plural form (decision 040): «وظيفتان جديدتان»، «3 وظائف جديدة»، «14 وظيفة جديدة».
    subject: (n: number, keys: string | null) => formatMessage('ar', keys ? `${NEW_AR} «{keys}»` : `${NEW_AR} تنبيهك`, { n, keys: keys ?? '' }),
    intro: (n: number) => formatMessage('ar', `نُشرت ${NEW_AR} تنبيه الوظائف الخاص بك منذ رسالتنا الأخيرة:`, { n }),
    more: (shown: number, total: number) =>
      formatMessage('ar', 'هذه أحدث {shown, plural, one {وظيفة} two {وظيفتين} few {# وظائف} many {# وظيفة} other {# وظيفة}} من {total}. اطّلع على البقية في صفحة البحث.', { shown, total }),
    confidential: 'شركة سرية',
    salary: (from: string, to: string) => `${from} – ${to} ريال شهريًا`,
    salaryOne: (amount: string) => `${amount} ريال شهريًا`,
    viewAll: 'عرض كل الوظائف المطابقة',
    manage: 'إدارة تنبيهاتك',
    unsubscribe: 'إلغاء الاشتراك في هذا التنبيه',
    footer: 'وصلتك هذه الرسالة لأنك أنشأت تنبيه وظائف في توظيف.',
  },
  en: {
    subject: (n: number, keys: string | null) => `${n === 1 ? '1 new job' : `${n} new jobs`} ${keys ? `for “${keys}”` : 'matching your alert'}`,
    intro: (n: number) => (n === 1 ? 'A new job matching your job alert was posted since our last email:' : `${n} new jobs matching your job alert were posted since our last email:`),
    more: (shown: number, total: number) => `These are the newest ${shown} of ${total}. See the rest on the search page.`,
    confidential: 'Confidential company',
    salary: (from: string, to: string) => `SAR ${from} – ${to} a month`,
    salaryOne: (amount: string) => `SAR ${amount} a month`,
    viewAll: 'See all matching jobs',
    manage: 'Manage your job alerts',
    unsubscribe: 'Unsubscribe from this alert',
    footer: 'You received this email because you created a job alert on Tawzeef.',
  },
} as const;


function salaryLine(locale: TLocale, job: TJobCard): string | null {
  // Western digits in both languages, as on the site.
  const format = new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', { maximumFractionDigits: 0 });
  const copy = COPY[locale];
  if (job.salary_from !== null && job.salary_to !== null && job.salary_from !== job.salary_to) return copy.salary(format.format(job.salary_from), format.format(job.salary_to));
  const one = job.salary_from ?? job.salary_to;
  return one === null ? null : copy.salaryOne(format.format(one));
}

/** The facts line of a job: company (or confidential), place (city and work place, on site left unsaid), type, salary (also the weekly recommendations, decision 139). */
export function factsOf(locale: TLocale, job: TJobCard): string[] {
  const copy = COPY[locale];
  const place = [job.city?.name, job.work_place !== 'on_site' ? enumLabel(locale, 'work_place', job.work_place) : null].filter(Boolean).join(' · ');
  return [job.company?.name ?? copy.confidential, place, job.job_type ? enumLabel(locale, 'job_type', job.job_type) : null, salaryLine(locale, job)].filter(
    (part): part is string => Boolean(part),
  );
}

/**
 * The digest of one alert: a subject, an HTML part (`<html lang dir>`, right-to-left for Arabic, inline styles,
 * every interpolated string escaped, each title isolated with `dir="auto"` since jobs come in both languages) and
 * its plain-text alternative.
 */
export function renderDigestMail(content: TDigestContent): TDigestMail {
  const { locale, jobs, total } = content;
  const copy = COPY[locale];
  return renderListMail({
    locale,
    subject: copy.subject(total, content.keywords),
    intro: copy.intro(total),
    items: jobs.map((job) => ({ title: job.title, url: content.jobUrl(job.id), facts: factsOf(locale, job) })),
    more: total > jobs.length ? copy.more(jobs.length, total) : null,
    action: { label: copy.viewAll, url: content.searchUrl },
    footer: copy.footer,
    manage: { label: copy.manage, url: content.manageUrl },
    unsubscribe: { label: copy.unsubscribe, url: content.unsubscribeUrl },
  });
}
