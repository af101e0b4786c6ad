import {
  TALENT_POOL_MEMBERS_MAX,
  TALENT_POOL_PAGE_SIZE,
  TALENT_POOLS_MAX,
  type TTalentPool,
  type TTalentPoolCreate,
  type TTalentPoolDetail,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound } from '../../errors.ts';
import { keyedWrite, recordKeyedWrite, type TKeyedWrite } from '../../idempotency-key.ts';
import type { TReader } from '../applications/dto.ts';
import { findCompanyVerification } from './queries.ts';
import { loadCards, toCandidateCard } from './candidate-cards.ts';
import { reachableSeeker } from './service.ts';
import {
  countPools,
  deleteMember,
  deletePoolRow,
  findApplied,
  findMembers,
  findPool,
  findPools,
  insertMember,
  insertPool,
  isMember,
  lockCompanyPools,
  lockPool,
  renamePoolRow,
  type TPoolWithCount,
} from './talent-pool-queries.ts';
import { isVisibleToCompanies } from './visibility.ts';
import { vocabularyOf } from '../search-engine/vocabulary.ts';
import { refreshStaleCandidates } from './search-index.ts';

/**
 * Talent pools (decision 028): a company's named lists of candidates. A candidate is saved only while the company
 * may see their CV (the employee call's rule); one who hides their CV later stays in the list as "unavailable",
 * without their CV, until the company takes them out. Another company's pool is 404.
 */

const NAME_UNIQUE = 'talent_pools_company_name_unique';

export const toPool = (row: TPoolWithCount, reader: TReader): TTalentPool => ({
  id: row.id,
  name: row.name,
  count: row.count,
  created_at: reader.formatDate(row.created_at) ?? '',
  updated_at: reader.formatDate(row.updated_at) ?? '',
});

async function ownPool(db: TDatabase, companyId: number, poolId: number): Promise<TPoolWithCount> {
  const pool = await findPool(db, companyId, poolId);
  if (!pool) throw notFound();
  return pool;
}

const nameTaken = () => new HttpError(422, 'validation_failed', { name: 'pool_name_taken' });

export async function listPools(deps: TAppDeps, companyId: number, reader: TReader): Promise<TTalentPool[]> {
  return (await findPools(deps.db, companyId)).map((row) => toPool(row, reader));
}

/**
 * A new list (names unique per company whatever their case), with its first candidate when one is given. With an
 * Idempotency-Key (`keyed`) a retry answers the list the first request made, not "name taken" (decision 095). Every
 * change answers the list as its transaction read it, never by a read after the commit.
 */
export async function createPool(deps: TAppDeps, companyId: number, input: TTalentPoolCreate, reader: TReader, keyed: TKeyedWrite): Promise<TTalentPool> {
  const name = input.name.trim();
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      if (input.seeker_id !== undefined && !(await reachableSeeker(deps, companyId, input.seeker_id))) throw notFound();
      try {
        return await deps.db.transaction(async (tx) => {
          const db = tx as unknown as TDatabase;
          // Counted under a lock of the company's row: parallel creations cannot pass the limit together.
          await lockCompanyPools(db, companyId);
          if ((await countPools(db, companyId)) >= TALENT_POOLS_MAX) throw new HttpError(422, 'validation_failed', { name: { key: 'pools_full', params: { max: TALENT_POOLS_MAX } } });
          const pool = await insertPool(db, companyId, name);
          if (input.seeker_id !== undefined) await insertMember(db, pool.id, input.seeker_id, deps.now());
          await recordKeyedWrite(db, keyed, pool.id);
          return toPool(await ownPool(db, companyId, pool.id), reader);
        });
      } catch (error) {
        if (isUniqueViolation(error, NAME_UNIQUE)) throw nameTaken();
        throw error;
      }
    },
    async (id) => toPool(await ownPool(deps.db, companyId, id), reader),
  );
}

export async function renamePool(deps: TAppDeps, companyId: number, poolId: number, name: string, reader: TReader): Promise<TTalentPool> {
  await ownPool(deps.db, companyId, poolId);
  try {
    return await deps.db.transaction(async (tx) => {
      const db = tx as unknown as TDatabase;
      await renamePoolRow(db, poolId, name.trim(), deps.now());
      return toPool(await ownPool(db, companyId, poolId), reader);
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) throw nameTaken();
    throw error;
  }
}

export async function deletePool(deps: TAppDeps, companyId: number, poolId: number): Promise<void> {
  await ownPool(deps.db, companyId, poolId);
  await deletePoolRow(deps.db, poolId);
}

/**
 * Saves a candidate the company may see to one of its pools (again is no change). With an Idempotency-Key a retry
 * answers the list as the first request left it (decision 095).
 */
export async function addCandidate(deps: TAppDeps, companyId: number, poolId: number, seekerId: number, reader: TReader, keyed: TKeyedWrite): Promise<TTalentPool> {
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      const [, reachable] = await Promise.all([ownPool(deps.db, companyId, poolId), reachableSeeker(deps, companyId, seekerId)]);
      if (!reachable) throw notFound();
      return deps.db.transaction(async (tx) => {
        const db = tx as unknown as TDatabase;
        // Counted under a lock of the pool's row: parallel additions cannot pass the limit together.
        const pool = await lockPool(db, companyId, poolId);
        if (!pool) throw notFound();
        if (!(await isMember(db, poolId, seekerId))) {
          if (pool.count >= TALENT_POOL_MEMBERS_MAX) throw new HttpError(422, 'validation_failed', { employee: { key: 'pool_full', params: { max: TALENT_POOL_MEMBERS_MAX } } });
          await insertMember(db, poolId, seekerId, deps.now());
        }
        await recordKeyedWrite(db, keyed, poolId);
        return toPool(await ownPool(db, companyId, poolId), reader);
      });
    },
    async (id) => toPool(await ownPool(deps.db, companyId, id), reader),
  );
}

/** Takes a candidate out of one of the company's pools (one not in it is no change), whether or not still visible. */
export async function removeCandidate(deps: TAppDeps, companyId: number, poolId: number, seekerId: number, reader: TReader): Promise<TTalentPool> {
  await ownPool(deps.db, companyId, poolId);
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as TDatabase;
    await deleteMember(db, poolId, seekerId, deps.now());
    return toPool(await ownPool(db, companyId, poolId), reader);
  });
}

/** A pool and a page of its candidates: each one's card while the company may see their CV, else "unavailable". */
export async function readPool(deps: TAppDeps, companyId: number, poolId: number, page: number, reader: TReader): Promise<TTalentPoolDetail> {
  const { db } = deps;
  const pool = await ownPool(db, companyId, poolId);
  const members = await findMembers(db, poolId, page, TALENT_POOL_PAGE_SIZE);
  const ids = members.map((member) => member.seeker_id);
  const [applied, verification] = await Promise.all([findApplied(db, companyId, ids), findCompanyVerification(db, companyId)]);
  // The employee call's rule (decision 024): visible to companies, or applied to one of this company's jobs.
  const available = members.filter((member) => member.type === 'USER' && member.status === 'active' && (isVisibleToCompanies(member) || applied.has(member.seeker_id)));
  // Cards are read from the search rows: bring the changed ones up to date first.
  await refreshStaleCandidates(db, deps.now());
  const [cards, vocabulary] = await Promise.all([loadCards(db, companyId, available.map((member) => member.seeker_id)), vocabularyOf(db)]);
  const byId = new Map(cards.map((card) => [Number(card.user_id), card]));
  const now = deps.now();
  return {
    pool: toPool(pool, reader),
    items: members.map((member) => {
      const card = available.includes(member) ? byId.get(member.seeker_id) : undefined;
      return {
        id: member.seeker_id,
        added_at: reader.formatDate(member.added_at) ?? '',
        available: card !== undefined,
        candidate: card ? toCandidateCard(card, verification === 'verified', reader, now, null, vocabulary) : null,
      };
    }),
    total: pool.count,
    page,
    page_size: TALENT_POOL_PAGE_SIZE,
  };
}
