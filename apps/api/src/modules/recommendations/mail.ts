import { and, eq, lte, sql } from 'drizzle-orm';
import { formatMessage, siteLink, type TLocale, type TRecommendedJob } from '@tawzeef/contract';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { recommendationMails, users } from '../../db/schema/index.ts';
import { renderListMail } from '../delivery/templates.ts';
import { factsOf } from '../alerts/digest-mail.ts';
import type { TDigestDeps } from '../alerts/digest.ts';
import { recommendJobs } from './recommend.ts';
import { signMailToken, WEEK_MS } from './service.ts';

/** The key of the advisory lock that lets one process at a time send the weekly recommendations ("TWZ" + 0x70). */
export const RECOMMENDATION_MAIL_LOCK_KEY = 0x54575a70;
/** Jobs in one weekly mail. */
const MAIL_JOBS = 10;
const BATCH_SIZE = 200;

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

export type TRecommendationMailOutcome = 'sent' | 'empty' | 'skipped';

/**
 * One seeker's weekly mail, due at `due`: the week is claimed first with one guarded UPDATE (of two runs, one gets
 * it), then their recommendations are mailed; none: no mail, the week moves on all the same.
 */
export async function sendRecommendationMail(deps: TDigestDeps, row: { user_id: number; locale: TLocale; email: string; next_due_at: Date }, now: Date): Promise<TRecommendationMailOutcome> {
  const claimed = await deps.db
    .update(recommendationMails)
    .set({ last_sent_at: now, next_due_at: new Date(now.getTime() + WEEK_MS) })
    .where(and(eq(recommendationMails.user_id, row.user_id), eq(recommendationMails.next_due_at, row.next_due_at)))
    .returning({ user_id: recommendationMails.user_id });
  if (!claimed.length) return 'skipped';
  const { items } = await recommendJobs(deps.db, row.user_id, { locale: row.locale, limit: MAIL_JOBS, now, formatDate: (date) => (date ? date.toISOString() : null) });
  if (!items.length) return 'empty';
  const page = (path: string) => siteLink(deps.publicUrl, row.locale, path);
  const token = await signMailToken(deps.db, row.user_id);
  const mail = renderRecommendationMail(row.locale, items, {
    jobUrl: (id) => page(`/jobs/${id}?src=alert`),
    allUrl: page('/'),
    manageUrl: page('/profile'),
    unsubscribeUrl: page(`/recommended-jobs/unsubscribe?token=${encodeURIComponent(token)}`),
  });
  await deps.mailer.send({
    to: row.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    locale: row.locale,
    purpose: 'recommended_jobs',
    headers: { 'List-Unsubscribe': `<${deps.publicUrl}/api/v1/recommended-jobs/unsubscribe?token=${encodeURIComponent(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return 'sent';
}

/** Sends every weekly mail due at `now` (in batches), under the advisory lock; a failing one is reported and the others go on. */
export async function runRecommendationMails(deps: TDigestDeps, now: Date, onError?: (userId: number, error: unknown) => void): Promise<Record<TRecommendationMailOutcome, number>> {
  const outcome = await withAdvisoryLock(deps.db, RECOMMENDATION_MAIL_LOCK_KEY, async () => {
    const result = { sent: 0, empty: 0, skipped: 0 };
    const done = new Set<number>();
    for (;;) {
      const due = (
        await deps.db
          .select({ user_id: recommendationMails.user_id, locale: recommendationMails.locale, next_due_at: recommendationMails.next_due_at, email: users.email })
          .from(recommendationMails)
          .innerJoin(users, eq(users.id, recommendationMails.user_id))
          .where(and(lte(recommendationMails.next_due_at, now), eq(users.status, 'active'), sql`${users.email} is not null`))
          .orderBy(recommendationMails.next_due_at)
          .limit(BATCH_SIZE)
      ).filter((row) => !done.has(row.user_id));
      if (!due.length) break;
      for (const row of due) {
        done.add(row.user_id);
        try {
          result[await sendRecommendationMail(deps, { ...row, email: row.email! }, now)] += 1;
        } catch (error) {
          onError?.(row.user_id, error);
        }
      }
    }
    return result;
  });
  return outcome.locked ? outcome.value : { sent: 0, empty: 0, skipped: 0 };
}
