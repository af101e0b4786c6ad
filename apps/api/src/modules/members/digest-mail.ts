import { formatMessage, type TLocale } from '@tawzeef/contract';
import { escapeHtml, mailButton, mailDocument } from '../delivery/templates.ts';

/** One new applicant in a member's digest. */
interface TDigestApplicant {
  name: string;
  /** 0..100 */
  match: number;
  /** The screening verdict: null when the job asked no knock-out question. */
  meets: boolean | null;
  url: string;
}

/** One job of a member's digest: its newest applicants (at most MEMBER_DIGEST_NAMES) and how many came in all. */
export interface TDigestJob {
  title: string;
  url: string;
  total: number;
  applicants: readonly TDigestApplicant[];
}

interface TMemberDigestContent {
  locale: TLocale;
  /** The member's first name, to greet them. */
  name: string;
  company: string;
  jobs: readonly TDigestJob[];
  /** Jobs with new applicants beyond the ones listed. */
  moreJobs: number;
  /** The company's jobs page. */
  jobsUrl: string;
  /** The team page, where the digest is switched on and off. */
  manageUrl: string;
  /** The page that turns the digest off without a login (its button POSTs the token). */
  offUrl: string;
}

const APPLICANTS_AR = '{n, plural, one {متقدم جديد} two {متقدمان جديدان} few {# متقدمين جدد} many {# متقدمًا جديدًا} other {# متقدم جديد}}';
const APPLICANTS_EN = '{n, plural, one {# new applicant} other {# new applicants}}';

const COPY = {
  ar: {
    subject: (n: number) => formatMessage('ar', `${APPLICANTS_AR} لوظائفك`, { n }),
    greeting: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (company: string) => `هؤلاء من تقدّموا لوظائفك في ${company} منذ رسالتنا الأخيرة:`,
    jobCount: (n: number) => formatMessage('ar', APPLICANTS_AR, { n }),
    more: (n: number) => formatMessage('ar', '{n, plural, one {ومتقدم آخر.} two {ومتقدمان آخران.} few {و# متقدمين آخرين.} many {و# متقدمًا آخر.} other {و# متقدم آخر.}}', { n }),
    moreJobs: (n: number) => formatMessage('ar', '{n, plural, one {ووظيفة أخرى فيها متقدمون جدد.} two {ووظيفتان أخريان فيهما متقدمون جدد.} few {و# وظائف أخرى فيها متقدمون جدد.} many {و# وظيفة أخرى فيها متقدمون جدد.} other {و# وظيفة أخرى فيها متقدمون جدد.}}', { n }),
    match: (n: number) => `التطابق ${n}٪`,
    meets: 'يستوفي المتطلبات',
    notMeets: 'لا يستوفي المتطلبات',
    jobsButton: 'اعرض وظائفك',
    footer: 'تصلك هذه الرسالة كل صباح فيه متقدمون جدد لأنك عضو في فريق توظيف منشأتك.',
    manage: 'إعدادات الفريق',
    off: 'أوقف هذه الرسالة اليومية',
  },
  en: {
    subject: (n: number) => formatMessage('en', `${APPLICANTS_EN} to your jobs`, { n }),
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (company: string) => `These people applied to your jobs at ${company} since our last email:`,
    jobCount: (n: number) => formatMessage('en', APPLICANTS_EN, { n }),
    more: (n: number) => formatMessage('en', '{n, plural, one {and # more.} other {and # more.}}', { n }),
    moreJobs: (n: number) => formatMessage('en', '{n, plural, one {# more job has new applicants.} other {# more jobs have new applicants.}}', { n }),
    match: (n: number) => `${n}% match`,
    meets: 'Meets the requirements',
    notMeets: 'Does not meet the requirements',
    jobsButton: 'See your jobs',
    footer: 'You get this email on mornings with new applicants because you are on your company’s hiring team on Tawzeef.',
    manage: 'Team settings',
    off: 'Stop this daily email',
  },
} as const;

/** The facts of an applicant: match, then the screening verdict when the job asked a knock-out question. */
function factsOf(locale: TLocale, applicant: TDigestApplicant): string[] {
  const copy = COPY[locale];
  return [copy.match(applicant.match), ...(applicant.meets === null ? [] : [applicant.meets ? copy.meets : copy.notMeets])];
}

/**
 * A member's digest: the subject counts every new applicant, the body lists them per job (names isolated with
 * `dir="auto"`: applicants write in both languages), right to left in Arabic, every interpolated string escaped.
 */
export function renderMemberDigestMail(content: TMemberDigestContent): { subject: string; text: string; html: string } {
  const { locale, jobs } = content;
  const copy = COPY[locale];
  const total = jobs.reduce((sum, job) => sum + job.total, 0);
  const subject = copy.subject(total);
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#0b6e4f;">${escapeHtml(label)}</a>`;

  const applicantHtml = (applicant: TDigestApplicant) =>
    [
      '<li style="margin:0 0 6px 0;">',
      `<a href="${escapeHtml(applicant.url)}" dir="auto" style="font-weight:bold;color:#0b6e4f;text-decoration:none;">${escapeHtml(applicant.name)}</a>`,
      ` <span style="color:#52606d;">· ${factsOf(locale, applicant).map((part) => `<bdi>${escapeHtml(part)}</bdi>`).join(' · ')}</span>`,
      '</li>',
    ].join('');
  const jobHtml = (job: TDigestJob) =>
    [
      '<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb;">',
      `<a href="${escapeHtml(job.url)}" dir="auto" style="font-size:17px;font-weight:bold;color:#1f2933;text-decoration:none;">${escapeHtml(job.title)}</a>`,
      `<div style="margin:2px 0 8px 0;font-size:14px;color:#52606d;">${escapeHtml(copy.jobCount(job.total))}</div>`,
      `<ul style="margin:0;padding-inline-start:20px;font-size:15px;line-height:1.7;color:#1f2933;">${job.applicants.map(applicantHtml).join('')}</ul>`,
      ...(job.total > job.applicants.length ? [`<div style="font-size:14px;color:#52606d;">${escapeHtml(copy.more(job.total - job.applicants.length))}</div>`] : []),
      '</td></tr>',
    ].join('');

  const html = mailDocument({
    locale,
    title: subject,
    width: 600,
    content: [
      `<h1 style="margin:0 0 12px 0;font-size:21px;line-height:1.5;color:#1f2933;">${escapeHtml(subject)}</h1>`,
      `<p style="margin:0 0 8px 0;font-size:16px;line-height:1.7;color:#1f2933;">${escapeHtml(copy.greeting(content.name))} ${escapeHtml(copy.intro(content.company))}</p>`,
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">',
      ...jobs.map(jobHtml),
      '</table>',
      ...(content.moreJobs > 0 ? [`<p style="margin:16px 0 0 0;font-size:15px;line-height:1.7;color:#1f2933;">${escapeHtml(copy.moreJobs(content.moreJobs))}</p>`] : []),
      mailButton(content.jobsUrl, copy.jobsButton),
    ],
    footerHtml: `${escapeHtml(copy.footer)}<br>${link(content.manageUrl, copy.manage)} · ${link(content.offUrl, copy.off)}`,
  });

  const text = [
    subject,
    '',
    `${copy.greeting(content.name)} ${copy.intro(content.company)}`,
    '',
    ...jobs.flatMap((job) => [
      `${job.title} (${copy.jobCount(job.total)})`,
      `${job.url}`,
      ...job.applicants.flatMap((applicant) => [`- ${applicant.name} · ${factsOf(locale, applicant).join(' · ')}`, `  ${applicant.url}`]),
      ...(job.total > job.applicants.length ? [copy.more(job.total - job.applicants.length)] : []),
      '',
    ]),
    ...(content.moreJobs > 0 ? [copy.moreJobs(content.moreJobs), ''] : []),
    `${copy.jobsButton}: ${content.jobsUrl}`,
    '',
    '--',
    copy.footer,
    `${copy.manage}: ${content.manageUrl}`,
    `${copy.off}: ${content.offUrl}`,
    '',
  ].join('\n');
  return { subject, text, html };
}
