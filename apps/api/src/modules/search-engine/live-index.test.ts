// The start-up build of a search index (decision 195): one that fails is tried again, so that a server is not left
// "not ready" until a visitor searches; under load, a request does not wait for it past CONTENDED_WAIT_MS (decision 224).
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_LOGS } from '../../db/change-log.ts';
import { JobSearchIndex } from '../jobs/search-index.ts';
import { testDrivers } from '../../test/harness.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { CONTENDED_WAIT_MS, runArrived } from '../../arrival.ts';
import { liveIndexes } from './live-index.ts';
import { forgetVocabulary, VOCABULARY_TTL_MS, vocabularyOf, type TVocabulary } from './vocabulary.ts';

const [pglite] = await testDrivers();

/**
 * Holds the in-process database with a transaction that waits, once it has begun: every read waits behind it until
 * the returned release, which resolves when the transaction has ended.
 */
async function holdDatabase(database: TDatabaseHandle): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let begun!: () => void;
  const holding = new Promise<void>((resolve) => (begun = resolve));
  const transaction = database.db.transaction(async () => {
    begun();
    await held;
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}

describe('warming a live index', () => {
  it('tries a failed start-up build again until it is built', async () => {
    const database = await pglite!.open();
    let builds = 0;
    const indexes = liveIndexes(CHANGE_LOGS.jobs, async (db) => {
      builds += 1;
      // The first build fails as a busy pool's would (decision 164's deadline).
      if (builds === 1) throw new Error('timeout exceeded when trying to connect');
      return JobSearchIndex.build(db);
    });
    indexes.warm(database.db);
    await vi.waitFor(async () => expect(await indexes.state(database.db)).not.toBeNull(), { timeout: 20_000, interval: 50 });
    expect(builds).toBe(2);
  });
});

// Decision 224: a request that came under load waits for a build under way at most CONTENDED_WAIT_MS from its arrival.
describe('a request that comes while the index is built', () => {
  it('is answered busy once it has waited CONTENDED_WAIT_MS under load, while a request to a quiet process waits for the build', async () => {
    const database = await pglite!.open();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const indexes = liveIndexes(CHANGE_LOGS.jobs, async (db) => {
      await gate;
      return JobSearchIndex.build(db);
    });
    const within = (arrivedAgo: number, contended: boolean) =>
      new Promise<JobSearchIndex>((resolve, reject) => runArrived(performance.now() - arrivedAgo, () => void indexes.of(database.db, 0).then(resolve, reject), contended));
    const settled = <T>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

    const quiet = settled(within(CONTENDED_WAIT_MS + 1, false));
    const contended = await settled(within(CONTENDED_WAIT_MS + 1, true));
    expect(contended).toMatchObject({ error: { statusCode: 503, messageKey: 'server_busy' } });
    open();
    expect(await quiet).toMatchObject({ value: expect.any(JobSearchIndex) });
    // Built, a late request under load is answered from it at once.
    expect(await settled(within(CONTENDED_WAIT_MS * 5, true))).toMatchObject({ value: expect.any(JobSearchIndex) });
  });

  it('answers a request under load busy while the vocabulary is first read, and waits for it in a quiet process', async () => {
    const database = await pglite!.open();
    // Opening it read one (the demo jobs' occupations): forgotten, the next is a first read, as at a process's start.
    forgetVocabulary(database.db);
    const late = () => new Promise<TVocabulary>((resolve, reject) => runArrived(performance.now() - CONTENDED_WAIT_MS, () => void vocabularyOf(database.db).then(resolve, reject), true));
    // A transaction holds the in-process database meanwhile, so that the read takes as long as the test needs.
    const release = await holdDatabase(database);
    await expect(late()).rejects.toMatchObject({ statusCode: 503, messageKey: 'server_busy' });
    await release();
    const vocabulary = await vocabularyOf(database.db);
    expect(vocabulary.occupations.size).toBeGreaterThan(0);
    // Read, it is answered at once to a request under load.
    expect(await late()).toBe(vocabulary);
  });
});

describe('a stale vocabulary', () => {
  it('answers at once while it is read again behind it, and gives way to the new one when read', async () => {
    const database = await pglite!.open();
    forgetVocabulary(database.db);
    const start = Date.now();
    const old = await vocabularyOf(database.db, start);
    // A transaction holds the in-process database, so that the second read cannot end while the test looks.
    const release = await holdDatabase(database);
    const stale = start + VOCABULARY_TTL_MS;
    // Stale: the old one answers (the read it started waits for the transaction), and a second search starts no second read.
    expect(await vocabularyOf(database.db, stale)).toBe(old);
    expect(await vocabularyOf(database.db, stale + 1)).toBe(old);
    await release();
    await vi.waitFor(async () => expect(await vocabularyOf(database.db, stale + 2)).not.toBe(old), { timeout: 20_000, interval: 20 });
    const fresh = await vocabularyOf(database.db, stale + 3);
    expect(fresh.occupations.size).toBe(old.occupations.size);
    // The new one is fresh from when its read began: the same again until VOCABULARY_TTL_MS after that.
    expect(await vocabularyOf(database.db, stale + VOCABULARY_TTL_MS - 1)).toBe(fresh);
  });
});
