import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite, type TDatabaseHandle } from './db/client.ts';
import { advisoryLockRuns, withAdvisoryLock } from './db/advisory-lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { ALERT_DIGEST_LOCK_KEY } from './modules/alerts/digest.ts';
import { APPLICATION_DIGEST_LOCK_KEY } from './modules/applications/company-digest.ts';
import { DELIVERY_LOCK_KEY } from './modules/delivery/retry.ts';
import { STORAGE_CLEAN_UP_LOCK_KEY } from './modules/files/clean-up.ts';
import { JOB_EXPIRY_LOCK_KEY } from './modules/jobs/scheduler.ts';
import { UNREAD_MAIL_LOCK_KEY } from './modules/messages/unread-mail.ts';
import { MEMBER_DIGEST_LOCK_KEY } from './modules/applications/member-digest.ts';
import { SALARY_REPORTS_LOCK_KEY } from './modules/salaries/scheduler.ts';
import { SAVED_SEARCH_LOCK_KEY } from './modules/saved-searches/digest.ts';
import { createServerDatabase, isPgServerReachable, testApp } from './test/harness.ts';

/**
 * Issue 44: the in-process guard of withAdvisoryLock was kept per database, so schedules that start together skipped
 * each other (on the PostgreSQL server the start-up storage clean-up never ran). Every schedule runs at start and again
 * on time, with one process and with several, on both databases.
 */

const SCHEDULES = {
  'mail and SMS retries': DELIVERY_LOCK_KEY,
  'job expiry': JOB_EXPIRY_LOCK_KEY,
  'salary reports': SALARY_REPORTS_LOCK_KEY,
  'alert digests': ALERT_DIGEST_LOCK_KEY,
  'application digests': APPLICATION_DIGEST_LOCK_KEY,
  'unread-message mails': UNREAD_MAIL_LOCK_KEY,
  'member digests': MEMBER_DIGEST_LOCK_KEY,
  'saved candidate searches': SAVED_SEARCH_LOCK_KEY,
  'storage clean-up': STORAGE_CLEAN_UP_LOCK_KEY,
};
/** Schedules that run every SCHEDULER_INTERVAL_SECONDS (the storage clean-up's interval is hours, the retries' its own). */
const EVERY_INTERVAL = ['job expiry', 'alert digests', 'application digests', 'unread-message mails', 'member digests', 'saved candidate searches'] as const;

interface TFreshDriver {
  name: 'pglite' | 'postgres';
  open(): Promise<TDatabaseHandle & { drop?(): Promise<void> }>;
}
const drivers: TFreshDriver[] = [{ name: 'pglite', open: () => openPglite() }];
if (await isPgServerReachable()) drivers.push({ name: 'postgres', open: () => createServerDatabase('schedules') });

const runsNow = () => Object.fromEntries(Object.entries(SCHEDULES).map(([name, key]) => [name, advisoryLockRuns(key)]));

describe.each(drivers)('the advisory lock guard on $name', (driver) => {
  let database: TDatabaseHandle & { drop?(): Promise<void> };
  beforeAll(async () => {
    database = await driver.open();
  });
  afterAll(async () => {
    if (database?.drop) await database.drop();
    else await database?.close();
  });

  it('lets work under two different keys run at the same time', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withAdvisoryLock(database.db, 0x54575a7e, () => gate.then(() => 'first'));
    const second = await withAdvisoryLock(database.db, 0x54575a7f, async () => 'second');
    release();
    expect(second).toEqual({ locked: true, value: 'second' });
    expect(await first).toEqual({ locked: true, value: 'first' });
  });

  it('skips work under a key this process is already running', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withAdvisoryLock(database.db, 0x54575a7e, () => gate.then(() => 'first'));
    const second = await withAdvisoryLock(database.db, 0x54575a7e, async () => 'second');
    release();
    expect(second).toEqual({ locked: false });
    expect(await first).toEqual({ locked: true, value: 'first' });
    expect(await withAdvisoryLock(database.db, 0x54575a7e, async () => 'again')).toEqual({ locked: true, value: 'again' });
  });
});

describe.each(drivers)('the schedules on $name', (driver) => {
  // PGlite is one embedded session that one process opens; the server is shared by processes: three apps on it.
  const processes = driver.name === 'postgres' ? 3 : 1;
  let databases: Array<TDatabaseHandle & { drop?(): Promise<void> }> = [];
  let apps: FastifyInstance[] = [];
  let root: string;
  let before: Record<string, number>;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-schedules-'));
    const first = await driver.open();
    await prepareDatabase(first, { seedDemo: false });
    databases = [first];
    // Each process its own pool on the same database (on the server), as one process per core has.
    for (let index = 1; index < processes; index += 1) {
      const { openPostgres } = await import('./db/client.ts');
      databases.push(openPostgres((first as unknown as { url: string }).url));
    }
    before = runsNow();
    apps = await Promise.all(
      databases.map((database) =>
        testApp(database, { DATA_DIR: path.join(root, 'data'), SCHEDULER_INTERVAL_SECONDS: '5' }, { deliveryScheduler: true, jobScheduler: true, alertScheduler: true }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const database of databases.slice(1)) await database.close();
    if (databases[0]?.drop) await databases[0].drop();
    else await databases[0]?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it(`runs every schedule at start (${processes === 1 ? 'one process' : 'several processes'})`, { timeout: 90_000 }, async () => {
    await vi.waitFor(
      () => {
        const now = runsNow();
        for (const name of Object.keys(SCHEDULES)) expect({ name, ran: now[name]! > before[name]! }).toEqual({ name, ran: true });
      },
      { timeout: 75_000, interval: 100 },
    );
  });

  // Its own timeout above the wait's: a run on a busy machine can take most of the wait, and then the next must come.
  it('runs the schedules again on time, one interval after the last run', { timeout: 90_000 }, async () => {
    const atStart = runsNow();
    await vi.waitFor(
      () => {
        const now = runsNow();
        for (const name of EVERY_INTERVAL) expect({ name, again: now[name]! > atStart[name]! }).toEqual({ name, again: true });
      },
      // Five seconds after the runs at start, with room for a busy machine.
      { timeout: 75_000, interval: 200 },
    );
  });
});
