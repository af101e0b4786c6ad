import type { TCompanyReview } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TCompanyRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { companyExists, updateCompanyInState } from './queries.ts';

/** An admin's decision on a company's registration: verify or reject a pending one, or revoke a verified one's badge. */
export type TCompanyDecision = TCompanyReview | { decision: 'revoke'; reason: string };

/**
 * An admin's decision: one guarded UPDATE (`where status = 'pending'`, or `'verified'` to revoke), so of parallel
 * decisions exactly one changes the row. A revoked company is `rejected` with the reason, as a rejected
 * registration: it sends its registration again to be reviewed (decision 031). 404 for an unknown company, 409
 * when it is not in the state the decision starts from.
 */
export async function reviewCompany(db: TDatabase, adminId: number, companyId: number, review: TCompanyDecision, now: Date): Promise<TCompanyRow> {
  const set: Partial<TCompanyRow> =
    review.decision === 'verify'
      ? { verification_status: 'verified', verified_at: now, verified_by: adminId, verification_note: null }
      : { verification_status: 'rejected', verification_note: review.reason.trim(), verified_at: null, verified_by: null };
  const from = review.decision === 'revoke' ? 'verified' : 'pending';
  const row = await updateCompanyInState(db, companyId, from, { ...set, updated_at: now });
  if (row) return row;
  if (!(await companyExists(db, companyId))) throw notFound();
  throw new HttpError(409, from === 'verified' ? 'company_not_verified' : 'company_not_pending');
}
