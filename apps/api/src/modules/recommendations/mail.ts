import { and, eq, lte, sql } from 'drizzle-orm';
import { formatMessage, siteLink, type TLocale, type TRecommendedJob } from '@tawzeef/contract';
import { runScheduledMail, type TScheduledMail } from '../delivery/scheduled-mail.ts';
import { unsubscribeLink } from '../delivery/unsubscribe.ts';
import { recommendationMails, users } from '../../db/schema/index.ts';
import { renderListMail } from '../delivery/templates.ts';
import { factsOf } from '../alerts/digest-mail.ts';
import type { TDigestDeps } from '../alerts/digest.ts';
import { recommendJobs } from './recommend.ts';
import { WEEK_MS } from './service.ts';

/** The key of the advisory lock that lets one process at a time send the weekly recommendations ("TWZ" + 0x71; 0x70 is the channels' dispatch). */
export const RECOMMENDATION_MAIL_LOCK_KEY = 0x54575a71;
/** Jobs in one weekly mail. */
const MAIL_JOBS = 10;

const COPY = {
  ar: {
    subject: (n: number) => formatMessage('ar', '{n, plural, one {وظيفة مقترحة} two {وظيفتان مقترحتان} few {# وظائف مقترحة} many {# وظيفة مقترحة} other {# وظيفة مقترحة}} لك هذا الأسبوع', { n }),
    intro: 'هذه الوظائف الأنسب لملفك بين الوظائف المتاحة الآن، الأعلى تطابقًا أولًا:',
    match: (score: number) => `التطابق ${score}٪`,
    viewAll: 'عرض كل الوظائف المقترحة',
    manage: 'إدارة الاقتراحات في ملفك',
    unsubscribe: 'إيقاف رسائل الاقتراحات الأسبوعية',
    footer: 'وصلتك هذه الرسالة لأنك فعّلت الاقتراحات الأسبوعية في توظيف.',
  },
  en: {
    subject: (n: number) => (n === 1 ? '1 job recommended for you this week' : `${n} jobs recommended for you this week`),
    intro: 'These open jobs match your profile best, the strongest match first:',
    match: (score: number) => `${score}% match`,
    viewAll: 'See all your recommended jobs',
    manage: 'Manage recommendations in your profile',
    unsubscribe: 'Stop the weekly recommendation emails',
    footer: 'You received this email because you turned on weekly recommendations on Tawzeef.',
  },
} as const;

/** The weekly mail of one seeker's recommendations (`<html lang dir>`, right to left in Arabic: renderListMail). */
export function renderRecommendationMail(locale: TLocale, items: readonly TRecommendedJob[], links: { jobUrl: (id: number) => string; allUrl: string; manageUrl: string; unsubscribeUrl: string }) {
  const copy = COPY[locale];
  return renderListMail({
    locale,
    subject: copy.subject(items.length),
    intro: copy.intro,
    items: items.map(({ job, score }) => ({ title: job.title, url: links.jobUrl(job.id), facts: [copy.match(score), ...factsOf(locale, job)] })),
    more: null,
    action: { label: copy.viewAll, url: links.allUrl },
    footer: copy.footer,
    manage: { label: copy.manage, url: links.manageUrl },
    unsubscribe: { label: copy.unsubscribe, url: links.unsubscribeUrl },
  });
}

type TDue = { user_id: number; locale: TLocale; email: string | null; next_due_at: Date };

/**
 * The weekly mail of each seeker's recommendations (decision 139), declared to the scheduled-mail runner (decision
 * 162): the week is claimed first with one guarded UPDATE (of two runs, one gets it), then their recommendations are
 * mailed; none: no mail, the week moves on all the same.
 */
export const weeklyRecommendationMails: TScheduledMail<TDigestDeps, TDue, true> = {
  name: 'recommendation-mails',
  lockKey: RECOMMENDATION_MAIL_LOCK_KEY,
  due: (deps, now, limit) =>
    deps.db
      .select({ user_id: recommendationMails.user_id, locale: recommendationMails.locale, next_due_at: recommendationMails.next_due_at, email: users.email })
      .from(recommendationMails)
      .innerJoin(users, eq(users.id, recommendationMails.user_id))
      .where(and(lte(recommendationMails.next_due_at, now), eq(users.status, 'active'), sql`${users.email} is not null`))
      .orderBy(recommendationMails.next_due_at)
      .limit(limit),
  key: (row) => row.user_id,
  claim: async (deps, row, now) => {
    const claimed = await deps.db
      .update(recommendationMails)
      .set({ last_sent_at: now, next_due_at: new Date(now.getTime() + WEEK_MS) })
      .where(and(eq(recommendationMails.user_id, row.user_id), eq(recommendationMails.next_due_at, row.next_due_at)))
      .returning({ user_id: recommendationMails.user_id });
    return claimed.length ? true : null;
  },
  send: async (deps, _claimed, row, now) => {
    const { items } = await recommendJobs(deps.db, row.user_id, { locale: row.locale, limit: MAIL_JOBS, now, formatDate: (date) => (date ? date.toISOString() : null) });
    if (!items.length) return null;
    const page = (path: string) => siteLink(deps.publicUrl, row.locale, path);
    const unsubscribe = await unsubscribeLink(deps.db, deps.publicUrl, row.locale, 'recommended-jobs', row.user_id);
    const mail = renderRecommendationMail(row.locale, items, { jobUrl: (id) => page(`/jobs/${id}?src=alert`), allUrl: page('/'), manageUrl: page('/profile'), unsubscribeUrl: unsubscribe.pageUrl });
    await deps.mailer.send({ to: row.email!, ...mail, locale: row.locale, purpose: 'recommended_jobs', headers: unsubscribe.headers });
    return { status: 'sent' };
  },
};

/** Sends every weekly mail due at `now` under the advisory lock; a failing one is reported and the others go on. */
export const runRecommendationMails = (deps: TDigestDeps, now: Date, onError?: (userId: number | string, error: unknown) => void) =>
  runScheduledMail(weeklyRecommendationMails, deps, now, onError);
