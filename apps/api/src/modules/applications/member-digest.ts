import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applications, companies, companyMemberJobs, companyMembers, jobs, users } from '../../db/schema/index.ts';
import { applicantName } from './dto.ts';
import { greetingName } from '../auth/user-dto.ts';
import type { TMailer } from '../delivery/mail.ts';
import { renderMemberDigestMail, type TDigestJob } from '../members/digest-mail.ts';
import { runScheduledMail, sendScheduled, type TScheduledMail } from '../delivery/scheduled-mail.ts';
import { unsubscribeLink } from '../delivery/unsubscribe.ts';

/** The key of the advisory lock that lets one process at a time send the members' digests ("TWZ" + 0x11). */
export const MEMBER_DIGEST_LOCK_KEY = 0x54575a11;
/** Asia/Riyadh is UTC+3 all year (no daylight saving): its 07:00 is 04:00 UTC. */
const MORNING_UTC_HOUR = 4;
const DAY_MS = 86_400_000;
/** Jobs listed in one mail, and applicants named per job; the rest are counted. */
const JOBS_SHOWN = 20;
const NAMES_SHOWN = 10;

export interface TMemberDigestDeps {
  db: TDatabase;
  mailer: TMailer;
  /** PUBLIC_URL: links in the mail point there. */
  publicUrl: string;
}

/** The latest 07:00 in Riyadh at or before `now`: a member's digest of a day is due from then. */
export function digestMorning(now: Date): Date {
  const morning = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), MORNING_UTC_HOUR));
  return morning.getTime() > now.getTime() ? new Date(morning.getTime() - DAY_MS) : morning;
}

function memberColumns() {
  return {
    id: companyMembers.id,
    company_id: companyMembers.company_id,
    role: companyMembers.role,
    digest_until: companyMembers.digest_until,
    created_at: companyMembers.created_at,
    email: users.email,
    locale: users.locale,
    first_name: users.first_name,
    ar_first_name: users.ar_first_name,
    en_first_name: users.en_first_name,
    company_ar: companies.foundation_name,
    company_en: companies.foundation_name_en,
  };
}
type TDigestMember = Awaited<ReturnType<typeof findDueMembers>>[number];

/**
 * Members whose digest is due at `now`: on, of an active account and a company not deleted, and not yet covered
 * since this morning's 07:00 in Riyadh (a member who joined after it waits for tomorrow's).
 */
export function findDueMembers(db: TDatabase, now: Date, limit: number) {
  const morning = digestMorning(now);
  return db
    .select(memberColumns())
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .innerJoin(companies, eq(companies.id, companyMembers.company_id))
    .where(
      and(
        eq(companyMembers.digest, 'on'),
        eq(users.status, 'active'),
        isNull(companies.deleted_at),
        lt(sql`coalesce(${companyMembers.digest_until}, ${companyMembers.created_at})`, sql`${morning.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(companyMembers.id))
    .limit(limit);
}

/**
 * Claims the member's day with one guarded UPDATE (`digest_until` still as read, the digest still on): of two runs
 * that read the same member (two app nodes), one moves `digest_until` to `now` and the other gets false.
 */
async function claimMemberDay(db: TDatabase, member: Pick<TDigestMember, 'id' | 'digest_until'>, now: Date): Promise<boolean> {
  const rows = await db
    .update(companyMembers)
    .set({ digest_until: now })
    .where(and(eq(companyMembers.id, member.id), eq(companyMembers.digest, 'on'), member.digest_until ? eq(companyMembers.digest_until, member.digest_until) : isNull(companyMembers.digest_until)))
    .returning({ id: companyMembers.id });
  return rows.length > 0;
}

/**
 * The applications that came to the member's jobs after `since` and up to `now`, not withdrawn, of seekers who
 * still have an account; the newest NAMES_SHOWN of each job with the job's count. Owners and recruiters: every job
 * of the company; viewers: the jobs shared with them (decision 126).
 */
async function newApplicants(db: TDatabase, member: TDigestMember, since: Date, now: Date) {
  const mine =
    member.role === 'viewer'
      ? inArray(jobs.id, db.select({ id: companyMemberJobs.job_id }).from(companyMemberJobs).where(eq(companyMemberJobs.member_id, member.id)))
      : undefined;
  const ranked = db
    .select({
      id: applications.id,
      job_id: applications.job_id,
      title: jobs.title,
      cv_snapshot: applications.cv_snapshot,
      match_score: applications.match_score,
      meets_requirements: applications.meets_requirements,
      rank: sql<number>`(row_number() over (partition by ${applications.job_id} order by ${applications.created_at} desc, ${applications.id} desc))::int`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${applications.job_id}))::int`.as('total'),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(
      and(
        eq(jobs.company_id, member.company_id),
        mine,
        isNull(applications.withdrawn_at),
        isNotNull(applications.user_id),
        gt(applications.created_at, since),
        lte(applications.created_at, now),
      ),
    )
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, NAMES_SHOWN)).orderBy(desc(ranked.job_id), asc(ranked.rank));
}

/**
 * The members' daily digests of new applicants (decision 126), declared to the scheduled-mail runner (decision 162).
 * The day is claimed first (claimMemberDay): a second run skips. The window is from the last digest (`digest_until`)
 * or, the first time, from joining but not more than a day back; nothing new: no mail, the window still moves on.
 */
export const memberDigests: TScheduledMail<TMemberDigestDeps, TDigestMember, { since: Date }, { status: 'sent'; applicants: number; mailOutboxId: number }> = {
  name: 'member-digests',
  lockKey: MEMBER_DIGEST_LOCK_KEY,
  due: (deps, now, limit) => findDueMembers(deps.db, now, limit),
  key: (member) => member.id,
  claim: async (deps, member, now) =>
    (await claimMemberDay(deps.db, member, now)) ? { since: member.digest_until ?? new Date(Math.max(member.created_at.getTime(), now.getTime() - DAY_MS)) } : null,
  send: (deps, { since }, member, now) => mailMemberDigest(deps, member, since, now),
};

/** One member's digest of the day (claimed first: `skipped` when another run had it). */
export const sendMemberDigest = (deps: TMemberDigestDeps, member: TDigestMember, now: Date) => sendScheduled(memberDigests, deps, member, now);

/** Sends every member's digest due at `now` under the advisory lock MEMBER_DIGEST_LOCK_KEY; a failing member is logged, the others go on. */
export const runMemberDigests = (deps: TMemberDigestDeps, now: Date, onError?: (memberId: number | string, error: unknown) => void) => runScheduledMail(memberDigests, deps, now, onError);

async function mailMemberDigest(deps: TMemberDigestDeps, member: TDigestMember, since: Date, now: Date) {
  const rows = await newApplicants(deps.db, member, since, now);
  if (rows.length === 0) return null;

  const locale = member.locale as TLocale;
  const page = (path: string) => siteLink(deps.publicUrl, locale, path);
  const byJob = new Map<number, TDigestJob & { applicants: TDigestJob['applicants'][number][] }>();
  for (const row of rows) {
    let job = byJob.get(row.job_id);
    if (!job) byJob.set(row.job_id, (job = { title: row.title, url: page(`/company-jobs/${row.job_id}/applicants`), total: row.total, applicants: [] }));
    job.applicants.push({
      name: applicantName((row.cv_snapshot ?? {}) as Record<string, unknown>, locale) || '—',
      match: row.match_score,
      meets: row.meets_requirements,
      url: page(`/company-jobs/${row.job_id}/applicants/${row.id}/cv`),
    });
  }
  const jobs = [...byJob.values()];
  const off = await unsubscribeLink(deps.db, deps.publicUrl, locale, 'member-digest', member.id);
  const mail = renderMemberDigestMail({
    locale,
    name: greetingName(member, locale),
    company: (locale === 'en' && member.company_en) || member.company_ar,
    jobs: jobs.slice(0, JOBS_SHOWN),
    moreJobs: Math.max(0, jobs.length - JOBS_SHOWN),
    jobsUrl: page('/company-jobs'),
    manageUrl: page('/company-team'),
    offUrl: off.pageUrl,
  });
  const delivery = await deps.mailer.send({
    to: member.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    locale,
    purpose: 'member_digest',
    headers: off.headers,
  });
  return { status: 'sent' as const, applicants: jobs.reduce((sum, job) => sum + job.total, 0), mailOutboxId: delivery.id };
}
