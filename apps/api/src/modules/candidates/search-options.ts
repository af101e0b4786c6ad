import { and, asc, eq } from 'drizzle-orm';
import type { TCandidateSearchOptions } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { jobs } from '../../db/schema/index.ts';
import { isLiveJob } from '../jobs/state.ts';
import { vocabularyOf } from '../search-engine/vocabulary.ts';
import type { TReader } from '../applications/dto.ts';
import { findCompanyVerification } from './queries.ts';
import { findPools } from './talent-pool-queries.ts';
import { toPool } from './talent-pools.ts';

/**
 * What the candidate search page's panel chooses from: every occupation of the search engine's vocabulary (named in
 * the reader's language, by name), the company's live jobs (to match candidates against) and its talent pools.
 */
export async function candidateSearchOptions(deps: TAppDeps, companyId: number, reader: TReader): Promise<TCandidateSearchOptions> {
  const { db } = deps;
  const [vocabulary, openJobs, pools, verification] = await Promise.all([
    vocabularyOf(db),
    db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(and(eq(jobs.company_id, companyId), isLiveJob)).orderBy(asc(jobs.title), asc(jobs.id)),
    findPools(db, companyId),
    findCompanyVerification(db, companyId),
  ]);
  const collator = new Intl.Collator(reader.locale);
  const occupations = [...vocabulary.occupations.values()]
    .map((occupation) => ({ id: occupation.id, name: reader.locale === 'ar' ? occupation.name_ar : occupation.name_en }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { occupations, jobs: openJobs, pools: pools.map((pool) => toPool(pool, reader)), company_verified: verification === 'verified' };
}
