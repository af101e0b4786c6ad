import type { TApplicationPreview } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { findPublishedJob } from '../jobs/published.ts';
import { matchJobOf, readMatchCv } from './cv-snapshot.ts';
import { computeMatch } from './match.ts';
import { missingProfile } from './profile-gate.ts';
import { findApplicationOf } from './queries.ts';

/**
 * The job seeker's own view of a published job (404 otherwise): what their profile lacks to apply, and their
 * match score with its reasons: the one stored with their live application, else computed now from their CV.
 */
export async function readApplicationPreview(deps: TAppDeps, userId: number, jobId: number): Promise<TApplicationPreview> {
  const { db } = deps;
  // The CV's match fields are read beside the rest (one statement): most views are of jobs not applied to.
  const [reachable, application, missing, cv] = await Promise.all([findPublishedJob(db, jobId), findApplicationOf(db, userId, jobId), missingProfile(db, userId), readMatchCv(db, userId)]);
  if (!reachable) throw notFound();
  if (application && application.withdrawn_at === null) {
    const reasons = Array.isArray(application.match_reasons) ? application.match_reasons : [];
    return { missing_profile: missing, match: { score: application.match_score, reasons: reasons as TApplicationPreview['match']['reasons'], from: 'application' } };
  }
  const match = computeMatch(matchJobOf(reachable.job), cv, deps.now());
  return { missing_profile: missing, match: { ...match, from: 'preview' } };
}
