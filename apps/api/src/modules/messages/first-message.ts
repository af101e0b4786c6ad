import type { TAppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { reachableSeeker } from '../candidates/service.ts';
import { findCompanyVerification } from '../candidates/queries.ts';
import { findCompanyJob, isBlocked } from './queries.ts';

/**
 * Whether a company may write a first message to a job seeker, about one of its jobs or none (decision 029): the
 * seeker is one the company may see (visible, or applied to one of its jobs), a company that is not verified writes
 * only to its applicants, the job is the company's, and the seeker has not blocked it. Throws what starting the
 * conversation answers (404, 403, 422); the same check before a template is filled in for the new conversation.
 */
export async function checkFirstMessage(deps: Pick<TAppDeps, 'db'>, companyId: number, seekerId: number, jobId: number | null): Promise<void> {
  const reachable = await reachableSeeker(deps, companyId, seekerId);
  if (!reachable) throw notFound();
  if (reachable.applied.length === 0 && (await findCompanyVerification(deps.db, companyId)) !== 'verified') throw new HttpError(403, 'message_company_not_verified');
  if (jobId !== null && !(await findCompanyJob(deps.db, companyId, jobId))) throw new HttpError(422, 'validation_failed', { job_id: 'not_found_item' });
  if (await isBlocked(deps.db, seekerId, companyId)) throw new HttpError(403, 'messages_blocked');
}
