import { and, desc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { JOB_PAGE_SIZE, type TJobTab, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { applications, cities, companies, jobOccupations, jobs, majors, occupations, payments, sectors, users, type TJobRow } from '../../db/schema/index.ts';
import type { TJobValues } from './rules.ts';
import { isLiveJob, riyadhToday } from './state.ts';

/** Payments still waiting: the job's checkout (pending) or a bank transfer under review. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'awaiting_review'] as const;

/** An active job whose deadline has passed: expired for every reader, whether or not the schedule has run. */
export const isPastDeadline = and(eq(jobs.status, 'active'), sql`(${jobs.deadline} is null or ${jobs.deadline} < ${riyadhToday})`)!;

/** The dashboard tabs (decision 011): active includes paused jobs; expired includes closed and unpublished jobs and active ones past their deadline. */
export function tabCondition(tab: TJobTab): SQL {
  switch (tab) {
    case 'active':
      // A paused job (decision 123) is still the company's running ad: shown here, marked paused.
      return or(isLiveJob, eq(jobs.status, 'paused'))!;
    case 'expired':
      // Unpublished by an administrator (decision 031): no longer live, with the reason mailed to the company.
      return or(inArray(jobs.status, ['expired', 'closed', 'unpublished']), isPastDeadline)!;
    case 'drafts':
      return eq(jobs.status, 'draft');
    case 'awaiting':
      // Held for review (decision 032) waits too: for an administrator, or for the company's changes.
      return inArray(jobs.status, ['awaiting_payment', 'awaiting_review', 'held']);
  }
}

const lookupName = (locale: TLocale, table: typeof majors | typeof sectors | typeof cities) => (locale === 'ar' ? table.name_ar : table.name_en);

type TLookupRef = { id: number | null; name: string | null } | null;

export interface TJobView {
  job: TJobRow;
  /** Left-joined lookups: drizzle types their columns one by one as nullable. */
  major: TLookupRef;
  sector: TLookupRef;
  city: TLookupRef;
  /** The job is active but its deadline has passed (the schedule may not have run yet). */
  is_past_deadline: boolean;
  open_payment_id: number | null;
}

/** A job as its company reads it: with the occupations search files it under (`job_occupations`), named in the reader's language. */
export interface TOwnJobView extends TJobView {
  occupations: Array<{ id: number; name: string }>;
  /** Anyone ever applied: its screening questions can only be added to (decision 118). */
  has_applications: boolean;
  /** The names of the member who created it and of the one who last changed it (decision 127); null once gone. */
  creator: TMemberNames | null;
  updater: TMemberNames | null;
}

/** Left-joined names: drizzle types their columns one by one as nullable. */
type TMemberNames = { [K in 'first_name' | 'last_name' | 'ar_first_name' | 'ar_last_name' | 'en_first_name' | 'en_last_name']: string | null };
const creator = alias(users, 'job_creator');
const updater = alias(users, 'job_updater');
/** An account's names, read through an alias of `users`. */
const namesOf = <T extends typeof creator | typeof updater>(table: T) => ({
  first_name: table.first_name,
  last_name: table.last_name,
  ar_first_name: table.ar_first_name,
  ar_last_name: table.ar_last_name,
  en_first_name: table.en_first_name,
  en_last_name: table.en_last_name,
});

/** The job's major, sector and city named in `locale` (left-joined by the caller), and whether its deadline has passed. */
export function lookupColumns(locale: TLocale) {
  return {
    major: { id: majors.id, name: lookupName(locale, majors) },
    sector: { id: sectors.id, name: lookupName(locale, sectors) },
    city: { id: cities.id, name: lookupName(locale, cities) },
    is_past_deadline: sql<boolean>`coalesce(${isPastDeadline}, false)`,
  };
}

function selectJobViews(db: TDatabase, locale: TLocale) {
  return db
    .select({
      job: jobs,
      ...lookupColumns(locale),
      open_payment_id: sql<number | null>`(select ${payments.id} from ${payments} where ${payments.job_id} = ${jobs.id} and ${payments.feature_days} is null and ${inArray(payments.status, [...OPEN_PAYMENT_STATUSES])} order by ${payments.id} desc limit 1)`,
      occupations: sql<Array<{ id: number; name: string }>>`(
        select coalesce(json_agg(json_build_object('id', ${occupations.id}, 'name', ${locale === 'ar' ? occupations.name_ar : occupations.name_en}) order by ${occupations.sort_order}, ${occupations.id}), '[]'::json)
        from ${jobOccupations} join ${occupations} on ${occupations.id} = ${jobOccupations.occupation_id}
        where ${jobOccupations.job_id} = ${jobs.id}
      )`,
      has_applications: sql<boolean>`exists (select 1 from ${applications} where ${applications.job_id} = ${jobs.id})`,
      creator: namesOf(creator),
      updater: namesOf(updater),
    })
    .from(jobs)
    .leftJoin(creator, eq(creator.id, jobs.created_by))
    .leftJoin(updater, eq(updater.id, jobs.updated_by))
    .leftJoin(majors, eq(majors.id, jobs.major_id))
    .leftJoin(sectors, eq(sectors.id, jobs.sector_id))
    .leftJoin(cities, eq(cities.id, jobs.city_id));
}

/** One of the company's jobs, or undefined (unknown, or another company's). */
export async function findOwnJobView(db: TDatabase, locale: TLocale, companyId: number, jobId: number): Promise<TOwnJobView | undefined> {
  const [row] = await selectJobViews(db, locale).where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId))).limit(1);
  return row;
}

/** A page of the company's jobs in one dashboard tab, the latest changed first. */
export async function findOwnJobViews(db: TDatabase, locale: TLocale, companyId: number, tab: TJobTab, page: number): Promise<{ rows: TOwnJobView[]; total: number }> {
  const where = and(eq(jobs.company_id, companyId), tabCondition(tab));
  const [rows, [counted]] = await Promise.all([
    selectJobViews(db, locale).where(where).orderBy(desc(jobs.updated_at), desc(jobs.id)).limit(JOB_PAGE_SIZE).offset((page - 1) * JOB_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** How many of the company's jobs each tab holds. */
export async function countOwnJobsByTab(db: TDatabase, companyId: number): Promise<Record<TJobTab, number>> {
  const count = (tab: TJobTab) => sql<number>`(count(*) filter (where ${tabCondition(tab)}))::int`;
  const [row] = await db
    .select({ active: count('active'), expired: count('expired'), drafts: count('drafts'), awaiting: count('awaiting') })
    .from(jobs)
    .where(eq(jobs.company_id, companyId));
  return row ?? { active: 0, expired: 0, drafts: 0, awaiting: 0 };
}

/** The company's job locked for the rest of the transaction (FOR UPDATE), or undefined. */
export async function lockOwnJob(tx: TDatabase, companyId: number, jobId: number): Promise<TJobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId))).for('update').limit(1);
  return row;
}

/** Whether anyone ever applied to the job (a withdrawn application counts: it may be reopened). */
export async function hasApplications(tx: TDatabase, jobId: number): Promise<boolean> {
  const [row] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.job_id, jobId)).limit(1);
  return row !== undefined;
}

export async function hasPaymentIn(tx: TDatabase, jobId: number, statuses: readonly ('pending' | 'awaiting_review' | 'paid')[]): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.job_id, jobId), inArray(payments.status, [...statuses]))).limit(1);
  return row !== undefined;
}

/** The lookup ids among these that do not exist (their field names). */
export async function unknownLookups(
  db: TDatabase,
  ids: { major_id: number | null; sector_id: number | null; city_id: number | null; occupation_id: number | null },
): Promise<Array<'major_id' | 'sector_id' | 'city_id' | 'occupation_id'>> {
  const tables = { major_id: majors, sector_id: sectors, city_id: cities, occupation_id: occupations } as const;
  const fields = Object.keys(tables) as Array<keyof typeof tables>;
  const exists = async (field: keyof typeof tables) => {
    const id = ids[field];
    const table = tables[field];
    return id === null || (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  };
  const found = await Promise.all(fields.map(exists));
  return fields.filter((_, index) => !found[index]);
}

/** A new draft of the company's; returns its id. */
export async function insertDraft(db: TDatabase, companyId: number, values: TJobValues, now: Date, by: number): Promise<number> {
  // The member who created it is its first changer too (decision 127).
  const [row] = await db.insert(jobs).values({ ...values, company_id: companyId, status: 'draft', created_by: by, updated_by: by, created_at: now, updated_at: now }).returning({ id: jobs.id });
  return row!.id;
}

/** Writes the company's fields of a job, unless its state changed since it was read; `by` is the member who did (decision 127). */
export async function updateJobValues(tx: TDatabase, job: Pick<TJobRow, 'id' | 'status'>, values: TJobValues, now: Date, by: number): Promise<void> {
  await tx.update(jobs).set({ ...values, updated_by: by, updated_at: now }).where(and(eq(jobs.id, job.id), eq(jobs.status, job.status)));
}

/** Deletes a draft or unpaid job (held for review before payment included) that has no payment paid or under review; false when there is one (or the state changed). */
export async function deleteUnpaidJob(tx: TDatabase, jobId: number): Promise<boolean> {
  const deleted = await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        inArray(jobs.status, ['draft', 'awaiting_payment', 'held']),
        // A paid payment carries a tax invoice, which must outlive nothing less than the job.
        notExists(tx.select({ id: payments.id }).from(payments).where(and(eq(payments.job_id, jobs.id), inArray(payments.status, ['paid', 'awaiting_review'])))),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length > 0;
}

/** Whether the job exists and is the company's. */
export async function ownJobExists(db: TDatabase, companyId: number, jobId: number): Promise<boolean> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId))).limit(1);
  return row !== undefined;
}

/** The sector of the company's profile: a new job's sector unless the company chose one (decision 041). */
export async function findCompanySectorId(db: TDatabase, companyId: number): Promise<number | null> {
  const [row] = await db.select({ sector_id: companies.sector_id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.sector_id ?? null;
}
