// The start-up build of a search index (decision 195): one that fails is tried again, so that a server is not left
// "not ready" until a visitor searches.
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_LOGS } from '../../db/change-log.ts';
import { JobSearchIndex } from '../jobs/search-index.ts';
import { testDrivers } from '../../test/harness.ts';
import { liveIndexes } from './live-index.ts';

const [pglite] = await testDrivers();

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
