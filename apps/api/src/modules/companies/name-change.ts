import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { companies, type TCompanyRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { forgetEmployers } from '../search-engine/employers.ts';
import { ownedBy } from '../members/access.ts';

/**
 * Names of a verified company wait for an administrator (decision 085). The public columns (`foundation_name`,
 * `foundation_name_en`) are always the approved names: every page, card, index and answer that names the company
 * reads them and nothing else, so nothing public changes until an administrator copies the requested pair over.
 */
export type TNameColumns = Pick<TCompanyRow, 'foundation_name' | 'foundation_name_en'>;
type TPendingColumns = Pick<TCompanyRow, 'pending_name_ar' | 'pending_name_en' | 'name_change_requested_at' | 'name_change_note'>;

/** What a profile save did to the names: asked for new ones, took a request back, or nothing of the kind. */
export type TNameRequest = 'requested' | 'withdrawn' | null;

const NO_REQUEST = { pending_name_ar: null, pending_name_en: null, name_change_requested_at: null } as const;

/** The names the company means as its own: the requested ones while a request waits, else the public ones. */
export function ownNames(company: TCompanyRow): { ar: string; en: string | null } {
  return company.name_change_requested_at && company.pending_name_ar !== null
    ? { ar: company.pending_name_ar, en: company.pending_name_en }
    : { ar: company.foundation_name, en: company.foundation_name_en };
}

/**
 * How a profile save's names apply. An unverified, pending or rejected company's names change at once (nothing
 * vouches for them) and any earlier request goes. A verified company's names that differ from its public ones
 * become the request (replacing one that waits); the public names again take the request back. The returned
 * changes replace the save's name fields.
 */
export function nameChangeOf(current: TCompanyRow, changes: Partial<TNameColumns>, now: Date): { set: Partial<TNameColumns & TPendingColumns>; request: TNameRequest } {
  const touched = changes.foundation_name !== undefined || changes.foundation_name_en !== undefined;
  if (!touched) return { set: {}, request: null };
  if (current.verification_status !== 'verified') {
    return { set: { ...pickNames(changes), ...(current.name_change_requested_at ? NO_REQUEST : {}) }, request: null };
  }
  const base = ownNames(current);
  const wanted = {
    ar: changes.foundation_name ?? base.ar,
    en: changes.foundation_name_en === undefined ? base.en : (changes.foundation_name_en ?? null),
  };
  const same = (names: { ar: string; en: string | null }) => names.ar === wanted.ar && (names.en ?? null) === wanted.en;
  if (same({ ar: current.foundation_name, en: current.foundation_name_en })) {
    return current.name_change_requested_at ? { set: NO_REQUEST, request: 'withdrawn' } : { set: {}, request: null };
  }
  if (current.name_change_requested_at && same(base)) return { set: {}, request: null };
  return { set: { pending_name_ar: wanted.ar, pending_name_en: wanted.en, name_change_requested_at: now, name_change_note: null }, request: 'requested' };
}

function pickNames(changes: Partial<TNameColumns>): Partial<TNameColumns> {
  const names: Partial<TNameColumns> = {};
  if (changes.foundation_name !== undefined) names.foundation_name = changes.foundation_name;
  if (changes.foundation_name_en !== undefined) names.foundation_name_en = changes.foundation_name_en;
  return names;
}

/** The company takes its waiting request back (409 when none waits: it may have been decided meanwhile). */
export async function withdrawNameChange(db: TDatabase, companyId: number, userId: number, now: Date): Promise<void> {
  const [row] = await db
    .update(companies)
    .set({ ...NO_REQUEST, updated_at: now })
    .where(and(eq(companies.id, companyId), ownedBy(userId), isNotNull(companies.name_change_requested_at)))
    .returning({ id: companies.id });
  if (!row) throw new HttpError(409, 'name_change_not_pending');
}

export type TNameDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** A decided request: the company after it, and the names it had asked for. */
export interface TNameDecided {
  company: TCompanyRow;
  requested: { ar: string; en: string | null };
}

/**
 * An administrator's decision on a waiting request, one guarded change: the row is locked, the request must still
 * wait (409 `name_change_not_pending` otherwise, so of racing decisions one wins), and approving copies the
 * requested pair into the public columns (the search change log follows them, decision 027), rejecting drops it
 * with the reason. 404 for an unknown company.
 */
export async function decideNameChange(db: TDatabase, companyId: number, decision: TNameDecision, now: Date): Promise<TNameDecided> {
  const decided = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update').limit(1);
    if (!current) throw notFound();
    if (!current.name_change_requested_at || current.pending_name_ar === null) throw new HttpError(409, 'name_change_not_pending');
    const requested = { ar: current.pending_name_ar, en: current.pending_name_en };
    const set =
      decision.decision === 'approve'
        ? { foundation_name: requested.ar, foundation_name_en: requested.en, name_change_note: null }
        : { name_change_note: decision.reason.trim() };
    const [company] = await tx
      .update(companies)
      .set({ ...set, ...NO_REQUEST, updated_at: now })
      .where(and(eq(companies.id, companyId), isNotNull(companies.name_change_requested_at)))
      .returning();
    if (!company) throw new HttpError(409, 'name_change_not_pending');
    return { company, requested };
  });
  // Searches read the approved name at once (decision 109).
  forgetEmployers(db);
  return decided;
}
