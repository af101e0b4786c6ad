import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { logStartsWith, startApiServer, startServer, type TChildServer, type TLogRecord } from './test/child-server.ts';
import { createServerDatabase } from './test/harness.ts';
import { freePort } from './test/uploads.ts';
import { workerExecArgv } from './run.ts';

/**
 * One process per core on the PostgreSQL server (decision 044): the primary prepares the database once and forks
 * SERVER_PROCESSES workers on one port; a worker that dies is replaced; SIGTERM to the primary shuts them all down.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-cluster-'));
let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
let server: TChildServer | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('several server processes on one port', () => {
  it('serves from SERVER_PROCESSES workers, replaces one that dies, and shuts all down on SIGTERM', { timeout: 300_000 }, async () => {
    database = await createServerDatabase('cluster');
    const metricsPort = await freePort();
    server = await startApiServer(dataDir, { DATABASE_URL: database.url, SERVER_PROCESSES: '2', SCHEDULER_INTERVAL_SECONDS: '5', METRICS_PORT: String(metricsPort) });
    const listening = (record: TLogRecord) => logStartsWith('Server listening')(record);
    const first = await server.waitForLog(listening, 150_000);
    const second = await server.waitForLog((record) => listening(record) && record.pid !== first.pid, 150_000);
    const workers = [first.pid as number, second.pid as number];
    // Each worker listened once warm (decision 228): ready (its job index built) before it took a request.
    const warmedBefore = async (listened: TLogRecord) => {
      const warm = await server!.waitForLog((record) => logStartsWith('warmed up before listening')(record) && record.pid === listened.pid, 1000);
      expect(warm.ready).toBe(true);
      expect(warm.time as number).toBeLessThanOrEqual(listened.time as number);
    };
    for (const listened of [first, second]) await warmedBefore(listened);
    expect(workers).not.toContain(server.child.pid);
    expect((await server.waitForLog(logStartsWith('starting 2 server processes'), 1000)).role).toBe('primary');
    // Each worker runs with the larger young generation (decision 075); the primary, which serves nothing, does not.
    const commandLine = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    for (const pid of workers) expect(commandLine(pid)).toContain('--max-semi-space-size=64');
    expect(commandLine(server.child.pid!)).not.toContain('--max-semi-space-size=64');

    // The database was prepared once, by the primary: the workers answer from it.
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${server.url}/api/v1/lookups/cities`)).status).toBe(200);
    // The primary serves every worker's metrics gathered on METRICS_PORT (decision 113): the 20 requests, whichever
    // worker answered each, and both workers' schedules.
    const gathered = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(gathered).toContain('tawzeef_http_requests_total{method="GET",route="/api/v1/lookups/:kind",status="200"} 20');
    expect(gathered).toMatch(/tawzeef_schedule_last_run_ok\{schedule="job-expiry"\}/);
    // A run at start can fail on a busy machine (every connection of the pool taken while both workers build their
    // indexes); the next run comes one interval later, and the gauge, the lowest of the two workers', then reads 1.
    await vi.waitFor(
      async () => expect(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).toMatch(/tawzeef_schedule_last_run_ok\{schedule="job-expiry"\} 1/),
      { timeout: 60_000, interval: 500 },
    );
    // Each worker becomes ready once its search index is built.
    await vi.waitFor(async () => expect((await fetch(`${server!.url}/api/ready`)).status).toBe(200), { timeout: 60_000, interval: 200 });
    // The workers built their indexes in turns the primary gave (decision 226): one build at a time on the machine.
    for (const pid of workers) await server.waitForLog((record) => logStartsWith('search index build: its turn')(record) && record.worker === pid && record.role === 'primary', 60_000);

    // A worker killed outright is replaced, and the port keeps answering meanwhile.
    process.kill(workers[0]!, 'SIGKILL');
    await server.waitForLog(logStartsWith('server process died'), 30_000);
    const replacement = await server.waitForLog((record) => listening(record) && !workers.includes(record.pid as number), 150_000);
    expect(alive(replacement.pid as number)).toBe(true);
    await warmedBefore(replacement);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // SIGTERM to the primary: every worker drains and closes, the primary exits 0.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await vi.waitFor(() => expect([workers[1]!, replacement.pid as number].filter(alive)).toEqual([]), { timeout: 30_000, interval: 100 });
  });

  it('shuts down on a SIGTERM that comes while the workers are still starting, and exits 0', { timeout: 300_000 }, async () => {
    database ??= await createServerDatabase('cluster');
    // Answered as soon as the primary has forked its workers, which are still loading: a message from the primary
    // may reach them before they can hear it.
    const late = await startServer('apps/api/src/server.ts', path.join(dataDir, 'late'), { DATABASE_URL: database.url, SERVER_PROCESSES: '2' }, logStartsWith('starting 2 server processes'));
    try {
      late.child.kill('SIGTERM');
      // The primary exits once its last worker has (before the fix, never: the workers served on).
      await vi.waitFor(() => expect(late.child.exitCode).not.toBeNull(), { timeout: 120_000, interval: 100 });
      expect(late.child.exitCode).toBe(0);
    } finally {
      late.child.kill('SIGKILL');
    }
  });
});

describe("a worker's Node options (decision 075)", () => {
  it('adds the young generation to the primary\'s own options, unless the operator named one or asked for none', () => {
    expect(workerExecArgv(['--import', 'tsx'], undefined, 64)).toEqual(['--import', 'tsx', '--max-semi-space-size=64']);
    expect(workerExecArgv([], '--max-old-space-size=4096', 32)).toEqual(['--max-semi-space-size=32']);
    expect(workerExecArgv(['--import', 'tsx'], '--enable-source-maps --max-semi-space-size=16', 64)).toEqual(['--import', 'tsx']);
    expect(workerExecArgv(['--max-semi-space-size=8'], undefined, 64)).toEqual(['--max-semi-space-size=8']);
    expect(workerExecArgv(['--import', 'tsx'], undefined, 0)).toEqual(['--import', 'tsx']);
  });
});
