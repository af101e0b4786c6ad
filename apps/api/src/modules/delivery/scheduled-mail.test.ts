import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { openPostgres, type TDatabaseHandle } from '../../db/client.ts';
import type { TAppDeps } from '../../deps.ts';
import { createServerDatabase, isPgServerReachable, sharedPglite } from '../../test/harness.ts';
import { runScheduledMail, sendScheduled, startScheduledMails, type TScheduledMail } from './scheduled-mail.ts';

/**
 * The scheduled-mail runner itself (decision 162), with a declaration of its own over a table of its own: a period
 * is claimed once across runs and nodes, a failing row or declaration stops nothing else, and a run that failed is
 * tried again at the next turn. On both databases; on the server, two nodes are two pools on one database.
 */

const DAY_MS = 86_400_000;
const LOCK_KEY = 0x54575a7c;
type TRow = { id: number; due_at: Date };
type TDeps = { db: TDatabase; sent: number[] };

const rowsOf = async <T,>(db: TDatabase, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A declaration over `table`: due rows, a guarded claim that moves `due_at` a day on, a send that counts its mail. */
function declaration(table: string, overrides: Partial<TScheduledMail<TDeps, TRow, true>> = {}): TScheduledMail<TDeps, TRow, true> {
  const name = sql.identifier(table);
  return {
    name: `test-${table}`,
    lockKey: LOCK_KEY,
    batch: 2,
    due: (deps, now, limit) => rowsOf<TRow>(deps.db, sql`select id, due_at from ${name} where due_at <= ${now.toISOString()}::timestamptz order by id limit ${limit}`),
    key: (row) => row.id,
    claim: async (deps, row, now) => {
      const moved = await rowsOf(
        deps.db,
        sql`update ${name} set due_at = ${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz where id = ${row.id} and due_at = ${new Date(row.due_at).toISOString()}::timestamptz returning id`,
      );
      return moved.length ? true : null;
    },
    send: async (deps, _claimed, row) => {
      deps.sent.push(row.id);
      await deps.db.execute(sql`update ${name} set mails = mails + 1 where id = ${row.id}`);
      return { status: 'sent' };
    },
    ...overrides,
  };
}

interface TDriver {
  name: string;
  open(): Promise<{ db: TDatabase; second?: TDatabaseHandle; close(): Promise<void> }>;
}
const drivers: TDriver[] = [{ name: 'pglite', open: async () => ({ db: (await sharedPglite()).db, close: async () => undefined }) }];
if (await isPgServerReachable()) {
  drivers.push({
    name: 'postgres',
    open: async () => {
      const first = await createServerDatabase('runner');
      const second = openPostgres(first.url);
      return { db: first.db, second, close: async () => (await second.close(), await first.drop()) };
    },
  });
}

describe.each(drivers)('the scheduled-mail runner on $name', (driver) => {
  let opened: Awaited<ReturnType<TDriver['open']>>;
  const now = new Date('2026-03-01T04:00:00Z');
  beforeAll(async () => {
    opened = await driver.open();
  });
  afterAll(async () => opened?.close());

  /** A new table of `count` rows due at `now`. */
  async function table(count: number): Promise<string> {
    const name = `runner_${randomBytes(4).toString('hex')}`;
    await opened.db.execute(sql`create table ${sql.identifier(name)} (id int primary key, due_at timestamptz not null, mails int not null default 0)`);
    for (let id = 1; id <= count; id += 1) await opened.db.execute(sql`insert into ${sql.identifier(name)} (id, due_at) values (${id}, ${now.toISOString()}::timestamptz)`);
    return name;
  }
  const mailsOf = async (name: string) => (await rowsOf<{ id: number; mails: number }>(opened.db, sql`select id, mails from ${sql.identifier(name)} order by id`)).map((row) => row.mails);

  it('mails each due row once, in batches, and a second run at the same moment finds none due', async () => {
    const name = await table(5);
    const deps = { db: opened.db, sent: [] };
    expect(await runScheduledMail(declaration(name), deps, now)).toEqual({ ran: true, due: 5, sent: 5, empty: 0, skipped: 0, failed: 0 });
    expect(await runScheduledMail(declaration(name), deps, now)).toMatchObject({ ran: true, due: 0, sent: 0 });
    expect(await mailsOf(name)).toEqual([1, 1, 1, 1, 1]);
    // The next period, a day on, is due again.
    expect(await runScheduledMail(declaration(name), deps, new Date(now.getTime() + DAY_MS))).toMatchObject({ sent: 5 });
  });

  it('claims a period once when two runs, or two nodes, start together', async () => {
    const name = await table(6);
    const mail = declaration(name);
    // Two runners at once: on one process the lock lets one run (the other did nothing); on two nodes (two pools on
    // the server) whichever reads a row claimed by the other skips it.
    const second = opened.second?.db ?? opened.db;
    const runs = await Promise.all([runScheduledMail(mail, { db: opened.db, sent: [] }, now), runScheduledMail(mail, { db: second, sent: [] }, now)]);
    expect(runs.filter((run) => run.ran).length).toBeGreaterThanOrEqual(1);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(6);
    expect(await mailsOf(name)).toEqual([1, 1, 1, 1, 1, 1]);

    // Without the lock (two nodes that read the same row before either claimed it): the claim lets one through.
    const other = await table(1);
    const [row] = await declaration(other).due({ db: opened.db, sent: [] }, now, 1);
    const outcomes = await Promise.all([sendScheduled(declaration(other), { db: opened.db, sent: [] }, row!, now), sendScheduled(declaration(other), { db: second, sent: [] }, row!, now)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['sent', 'skipped']);
    expect(await mailsOf(other)).toEqual([1]);
  });

  it('goes on after a row that fails, which keeps its period claimed (not retried in a loop), and counts what had nothing new', async () => {
    const name = await table(4);
    const errors: Array<number | string> = [];
    const mail = declaration(name, {
      send: async (deps, _claimed, row) => {
        if (row.id === 2) throw new Error('the mail could not be rendered');
        if (row.id === 4) return null;
        deps.sent.push(row.id);
        return { status: 'sent' };
      },
    });
    const deps = { db: opened.db, sent: [] as number[] };
    expect(await runScheduledMail(mail, deps, now, (key) => errors.push(key))).toEqual({ ran: true, due: 4, sent: 2, empty: 1, skipped: 0, failed: 1 });
    expect(deps.sent).toEqual([1, 3]);
    expect(errors).toEqual([2]);
    expect(await runScheduledMail(mail, deps, now)).toMatchObject({ due: 0 });
  });

  it('runs each declaration on its own timer: one that fails stops no other, and is tried again at its next turn', async () => {
    const [good, flaky] = [await table(2), await table(2)];
    let failures = 1;
    const failing = declaration(flaky, {
      name: 'test-flaky',
      lockKey: LOCK_KEY + 1,
      due: async (deps, at, limit) => {
        if (failures-- > 0) throw new Error('the database went away');
        return declaration(flaky).due(deps, at, limit);
      },
    });
    const logged: string[] = [];
    const logger = { info: () => undefined, error: (_details: object, message: string) => void logged.push(message) };
    const app = { config: { schedulerIntervalMs: 20 }, now: () => now } as unknown as TAppDeps;
    const running = startScheduledMails(app, logger, [
      { mail: failing, deps: { db: opened.db, sent: [] } },
      { mail: declaration(good), deps: { db: opened.db, sent: [] } },
    ]);
    try {
      await vi.waitFor(async () => expect([await mailsOf(good), await mailsOf(flaky)]).toEqual([[1, 1], [1, 1]]), { timeout: 10_000, interval: 20 });
      expect(logged).toContain('test-flaky failed');
    } finally {
      await Promise.all(running.map((schedule) => schedule.stop()));
    }
  });
});
