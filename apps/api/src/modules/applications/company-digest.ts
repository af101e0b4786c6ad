import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { formatMessage, siteLink, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { applicationNotices, applications, companies, jobs, users } from '../../db/schema/index.ts';
import { renderMail } from '../delivery/templates.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
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
async function claimDigest(deps: TDigestDeps, jobId: number) {
  const now = deps.now();
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

/**
 * Mails the company of a job its new applicants, in the company account's language, at most once an hour
 * (decision 024). Called after each application (the first in an hour goes at once) and by the scheduler
 * (the ones that came within the hour). Returns whether a mail went.
 */
export async function sendJobDigest(deps: TDigestDeps, jobId: number): Promise<boolean> {
  const fresh = await claimDigest(deps, jobId);
  if (!fresh) return false;
  const [owner] = await deps.db
    .select({ title: jobs.title, email: users.email, locale: users.locale })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.company_id))
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!owner) return false;
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
  return true;
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

/** One run: the due digests, under the advisory lock (one process at a time). */
export async function runApplicationDigests(deps: TDigestDeps): Promise<{ ran: boolean; sent: number }> {
  const outcome = await withAdvisoryLock(deps.db, APPLICATION_DIGEST_LOCK_KEY, async () => {
    let sent = 0;
    for (const jobId of await dueJobIds(deps, deps.now())) if (await sendJobDigest(deps, jobId)) sent += 1;
    return sent;
  });
  return outcome.locked ? { ran: true, sent: outcome.value } : { ran: false, sent: 0 };
}

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Sends the due applicant digests now and then every `config.schedulerIntervalMs` (to be started in compose.ts). */
export function startApplicationDigestScheduler(deps: TAppDeps, logger: TSchedulerLogger): TRepeating {
  return repeatEvery(
    'applicant-digests',
    deps.config.schedulerIntervalMs,
    async () => {
      const { sent } = await runApplicationDigests(deps);
      if (sent) logger.info({ sent }, 'applicant digests');
    },
    (error) => logger.error({ err: error }, 'applicant digests failed'),
  );
}
