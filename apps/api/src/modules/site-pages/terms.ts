import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { TTermsAccept, TTermsStatus } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { termsAcceptances } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { currentLegalVersions } from './pages.ts';
import { preparedPer } from '../../db/prepared.ts';

type TExecutor = Pick<TDatabase, 'insert'>;

/** Records an acceptance of these versions (inside the registration's transaction, or on its own). */
export async function recordAcceptance(db: TExecutor, userId: number, versions: { terms: number; privacy: number }, source: 'register' | 'prompt'): Promise<void> {
  await db.insert(termsAcceptances).values({ user_id: userId, terms_version: versions.terms, privacy_version: versions.privacy, source });
}

/** Asked for every page of a logged-in visitor: prepared once per database. */
const acceptedStatement = preparedPer((db) =>
  db
    .select({ id: termsAcceptances.id })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.user_id, sql.placeholder('userId')), gte(termsAcceptances.terms_version, sql.placeholder('terms')), gte(termsAcceptances.privacy_version, sql.placeholder('privacy'))))
    .limit(1)
    .prepare('terms_accepted'),
);

/** Whether the account accepted the versions in force (or newer: a version never goes down). */
export async function hasAcceptedCurrent(db: TDatabase, userId: number): Promise<boolean> {
  const current = await currentLegalVersions(db);
  const [row] = await acceptedStatement(db, null).execute({ userId, terms: current.terms, privacy: current.privacy });
  return row !== undefined;
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
