import { and, eq, sql } from 'drizzle-orm';
import type { TApplicationPreview, TProfileRequirement } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { applications, jobs, seekerProfiles, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { isPublishedJob } from '../jobs/published.ts';
import { MATCH_JOB_COLUMNS, matchCvColumns, matchCvOfColumns, matchJobOf } from './cv-snapshot.ts';
import { computeMatch, type TMatchCv } from './match.ts';
import { PROFILE_BASICS, missingFrom } from './profile-gate.ts';
import { listCvFiles } from '../profile/cv-files.ts';

/** The published job as the match reads it, with the seeker's application to it (its match, kept when applying). */
const jobStatement = preparedPer((db) =>
  db
    .select({
      ...MATCH_JOB_COLUMNS,
      // The id first: drizzle makes a joined object null when its first column is (withdrawn_at mostly is).
      application: { id: applications.id, withdrawn_at: applications.withdrawn_at, match_score: applications.match_score, match_reasons: applications.match_reasons },
    })
    .from(jobs)
    .leftJoin(applications, and(eq(applications.job_id, jobs.id), eq(applications.user_id, sql.placeholder('userId'))))
    .where(and(eq(jobs.id, sql.placeholder('jobId')), isPublishedJob))
    .limit(1)
    .prepare('preview_job'),
);

/** The seeker's account and CV as the minimum-profile check and the match read them. */
const seekerStatement = preparedPer((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ ...PROFILE_BASICS, ...matchCvColumns(userId) })
    .from(users)
    .leftJoin(seekerProfiles, eq(seekerProfiles.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('preview_seeker');
});

/** What the minimum profile lacks, and the CV as the match reads it (one statement). */
export async function readSeekerForPreview(db: TDatabase, userId: number): Promise<{ missing: TProfileRequirement[]; cv: TMatchCv }> {
  const [seeker] = await seekerStatement(db, null).execute({ userId });
  const cv = seeker
    ? matchCvOfColumns(seeker)
    : matchCvOfColumns({ major_id: null, city_id: null, expected_salary: null, major_ids: [], experiences: [], qualification_types: [], skills: [] });
  return { missing: missingFrom(seeker), cv };
}

/**
 * The job seeker's own view of a published job (404 otherwise): what their profile lacks to apply, and their
 * match score with its reasons: the one stored with their live application, else computed now from their CV. Two
 * prepared statements (decision 071), read side by side: most views are of jobs not applied to.
 */
export async function readApplicationPreview(deps: TAppDeps, userId: number, jobId: number): Promise<TApplicationPreview> {
  const { db } = deps;
  const [[job], seeker, cvFiles] = await Promise.all([
    jobStatement(db, null).execute({ userId, jobId }),
    readSeekerForPreview(db, userId),
    listCvFiles(db, userId, (date) => date?.toISOString() ?? null),
  ]);
  if (!job) throw notFound();
  const { application } = job;
  if (application && application.withdrawn_at === null) {
    const reasons = Array.isArray(application.match_reasons) ? application.match_reasons : [];
    return { missing_profile: seeker.missing, match: { score: application.match_score, reasons: reasons as TApplicationPreview['match']['reasons'], from: 'application' }, cv_files: cvFiles };
  }
  const match = computeMatch(matchJobOf(job), seeker.cv, deps.now());
  return { missing_profile: seeker.missing, match: { ...match, from: 'preview' }, cv_files: cvFiles };
}
