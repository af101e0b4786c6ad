import { and, desc, eq, gte, sql, type SQLWrapper } from 'drizzle-orm';
import { PRIVACY_PAGE_SLUG, TERMS_PAGE_SLUG, type TTermsAccept, type TTermsStatus } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { termsAcceptances } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { currentLegalVersions, legalVersionOf } from './pages.ts';

type TExecutor = Pick<TDatabase, 'insert'>;

/** Records an acceptance of these versions (inside the registration's transaction, or on its own). */
export async function recordAcceptance(db: TExecutor, userId: number, versions: { terms: number; privacy: number }, source: 'register' | 'prompt'): Promise<void> {
  await db.insert(termsAcceptances).values({ user_id: userId, terms_version: versions.terms, privacy_version: versions.privacy, source });
}

/**
 * Whether `userId` accepted the versions in force (or newer: a version never goes down), as a select expression: the
 * header of every page of a logged-in visitor reads it with the rest of what it shows (profile/header.ts).
 */
export const acceptedCurrentOf = (userId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from ${termsAcceptances} where ${and(
    eq(termsAcceptances.user_id, userId),
    gte(termsAcceptances.terms_version, legalVersionOf(TERMS_PAGE_SLUG)),
    gte(termsAcceptances.privacy_version, legalVersionOf(PRIVACY_PAGE_SLUG)),
  )})`;

/** Whether the account accepted the versions in force (or newer). */
export async function hasAcceptedCurrent(db: TDatabase, userId: number): Promise<boolean> {
  const [row] = await db.select({ accepted: acceptedCurrentOf(userId) }).from(sql`(select 1) as one`);
  return row?.accepted === true;
}

export async function termsStatus(db: TDatabase, userId: number, formatDate: (date: Date) => string): Promise<TTermsStatus> {
  const current = await currentLegalVersions(db);
  const [last] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.user_id, userId)).orderBy(desc(termsAcceptances.accepted_at), desc(termsAcceptances.id)).limit(1);
  const accepted = last !== undefined && last.terms_version >= current.terms && last.privacy_version >= current.privacy;
  return {
    terms_version: current.terms,
    privacy_version: current.privacy,
    accepted_terms_version: last?.terms_version ?? null,
    accepted_privacy_version: last?.privacy_version ?? null,
    accepted_at: last ? formatDate(last.accepted_at) : null,
    must_accept: !accepted,
  };
}

/** The person accepts the versions they were shown: older than those in force answers 409 (read the new text first). */
export async function acceptTerms(db: TDatabase, userId: number, input: TTermsAccept, formatDate: (date: Date) => string): Promise<TTermsStatus> {
  const current = await currentLegalVersions(db);
  if (input.terms_version !== current.terms || input.privacy_version !== current.privacy) throw new HttpError(409, 'terms_changed');
  if (!(await hasAcceptedCurrent(db, userId))) await recordAcceptance(db, userId, current, 'prompt');
  return termsStatus(db, userId, formatDate);
}
