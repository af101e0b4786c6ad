import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { formatMessage, siteLink, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { runScheduledMail, sendScheduled, type TScheduledMail } from '../delivery/scheduled-mail.ts';
import { applicationNotices, applications, companies, jobs, users } from '../../db/schema/index.ts';
import { renderMail } from '../delivery/templates.ts';
import { applicantName } from './dto.ts';

/** At most one mail per job in this time (decision 024). */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;
/** The key of the advisory lock that lets one process at a time send the due digests ("TWZ" + 0x10). */
export const APPLICATION_DIGEST_LOCK_KEY = 0x54575a10;
/** Names listed in one mail; the rest are counted. */
const NAMES_SHOWN = 5;
const EPOCH = new Date(0);

type TDigestDeps = Pick<TAppDeps, 'db' | 'notifier' | 'now'> & { config: { publicUrl: string } };

const TEXTS = {
  en: {
    subject: '{count, plural, one {# new applicant} other {# new applicants}} for {job}',
    title: 'New applicants',
    body: '{count, plural, one {# new applicant} other {# new applicants}} applied for “{job}”:',
    more: '{count, plural, one {and # more.} other {and # more.}}',
    action: 'See the applicants',
  },
  ar: {
    subject: '{count, plural, one {متقدم جديد} two {متقدمان جديدان} few {# متقدمين جدد} many {# متقدمًا جديدًا} other {# متقدم جديد}} لوظيفة {job}',
    title: 'متقدمون جدد',
    body: 'تقدّم لوظيفة «{job}» {count, plural, one {متقدم جديد} two {متقدمان جديدان} few {# متقدمين جدد} many {# متقدمًا جديدًا} other {# متقدم جديد}}:',
    more: '{count, plural, one {وآخر غيرهم.} two {واثنان غيرهم.} few {و# آخرين غيرهم.} many {و# آخرًا غيرهم.} other {و# آخر غيرهم.}}',
    action: 'اعرض المتقدمين',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** Counts take their plural form in the company's language (decision 040). */
const fill = (locale: TLocale, template: string, values: Record<string, string>) => formatMessage(locale, template, values);

/**
 * Claims the next digest of a job: when its last mail is an hour old or more (or there was none) and
 * applications came since the last one, records this mail (`sent_at`, `covered_until`) and answers those
 * applications; otherwise nothing. The row lock makes two parallel claims one.
 */
async function claimDigest(deps: TDigestDeps, jobId: number, now: Date) {
  return deps.db.transaction(async (tx) => {
    await tx.insert(applicationNotices).values({ job_id: jobId, sent_at: EPOCH, covered_until: EPOCH }).onConflictDoNothing();
    const [notice] = await tx.select().from(applicationNotices).where(eq(applicationNotices.job_id, jobId)).for('update');
    if (!notice || notice.sent_at.getTime() > now.getTime() - DIGEST_EVERY_MS) return null;
    const fresh = await tx
      .select({ created_at: applications.created_at, cv_snapshot: applications.cv_snapshot })
      .from(applications)
      .where(and(eq(applications.job_id, jobId), isNull(applications.withdrawn_at), isNotNull(applications.user_id), gt(applications.created_at, notice.covered_until)))
      .orderBy(desc(applications.created_at));
    const newest = fresh[0];
    if (!newest) return null;
    await tx.update(applicationNotices).set({ sent_at: now, covered_until: newest.created_at }).where(eq(applicationNotices.job_id, jobId));
    return fresh;
  });
}

type TFresh = NonNullable<Awaited<ReturnType<typeof claimDigest>>>;

/**
 * The companies' mails of new applicants to a job (decision 024), declared to the scheduled-mail runner (decision
 * 162): at most once an hour per job, in the company account's language. Sent after each application too (the first
 * in an hour goes at once, sendJobDigest); the runner sends the ones that came within the hour.
 */
export const applicationDigests: TScheduledMail<TDigestDeps, number, TFresh> = {
  name: 'applicant-digests',
  lockKey: APPLICATION_DIGEST_LOCK_KEY,
  once: true,
  due: (deps, now) => dueJobIds(deps, now),
  key: (jobId) => jobId,
  claim: (deps, jobId, now) => claimDigest(deps, jobId, now),
  send: (deps, fresh, jobId) => mailJobDigest(deps, jobId, fresh),
};

/** Mails the company of a job its new applicants if its hour has passed: whether a mail went. */
export const sendJobDigest = async (deps: TDigestDeps, jobId: number) => (await sendScheduled(applicationDigests, deps, jobId, deps.now())).status === 'sent';

/** One run: the due digests, under the advisory lock (one process at a time). */
export const runApplicationDigests = (deps: TDigestDeps) => runScheduledMail(applicationDigests, deps, deps.now());

async function mailJobDigest(deps: TDigestDeps, jobId: number, fresh: TFresh) {
  const [owner] = await deps.db
    .select({ title: jobs.title, email: users.email, locale: users.locale })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!owner) return null;
  const locale = owner.locale as TLocale;
  const text = TEXTS[locale];
  const count = String(fresh.length);
  const names = fresh.slice(0, NAMES_SHOWN).map((row) => `• ${applicantName((row.cv_snapshot ?? {}) as Record<string, unknown>, locale) || '—'}`);
  const rest = fresh.length - NAMES_SHOWN;
  const values = { job: owner.title, count };
  const url = siteLink(deps.config.publicUrl, locale, `/company-jobs/${jobId}/applicants`);
  const paragraphs = [fill(locale, text.body, values), names.join('\n'), ...(rest > 0 ? [fill(locale, text.more, { count: String(rest) })] : [])];
  const mail = renderMail({ locale, title: text.title, paragraphs, action: { label: text.action, url } });
  await deps.notifier.mail({ to: owner.email, subject: fill(locale, text.subject, values), ...mail, locale, purpose: 'application_digest' });
  return { status: 'sent' as const };
}

/** Jobs with applications no mail told of yet whose hour has passed. */
async function dueJobIds(deps: TDigestDeps, now: Date): Promise<number[]> {
  const rows = await deps.db
    .selectDistinct({ job_id: applications.job_id })
    .from(applications)
    .leftJoin(applicationNotices, eq(applicationNotices.job_id, applications.job_id))
    .where(
      and(
        isNull(applications.withdrawn_at),
        isNotNull(applications.user_id),
        gt(applications.created_at, sql`coalesce(${applicationNotices.covered_until}, 'epoch'::timestamptz)`),
        or(isNull(applicationNotices.sent_at), lte(applicationNotices.sent_at, new Date(now.getTime() - DIGEST_EVERY_MS))),
      ),
    )
    .limit(500);
  return rows.map((row) => row.job_id);
}
