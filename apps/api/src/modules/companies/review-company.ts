import type { TCompanyReview } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TCompanyRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { companyExists, updatePendingCompany } from './queries.ts';

/**
 * An admin's decision on a pending company: one guarded UPDATE (`where status = 'pending'`), so of parallel
 * reviews exactly one changes the row. 404 for an unknown company, 409 when it is not waiting for review.
 */
export async function reviewCompany(db: TDatabase, adminId: number, companyId: number, review: TCompanyReview, now: Date): Promise<TCompanyRow> {
  const set: Partial<TCompanyRow> =
    review.decision === 'verify'
      ? { verification_status: 'verified', verified_at: now, verified_by: adminId, verification_note: null }
      : { verification_status: 'rejected', verification_note: review.reason.trim(), verified_at: null, verified_by: null };
  const row = await updatePendingCompany(db, companyId, { ...set, updated_at: now });
  if (row) return row;
  throw (await companyExists(db, companyId)) ? new HttpError(409, 'company_not_pending') : notFound();
}
