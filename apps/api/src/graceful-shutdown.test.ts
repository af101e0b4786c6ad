import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openPglite } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { newAccount } from './test/harness.ts';
import { logStartsWith, startApiServer, type TChildServer } from './test/child-server.ts';
import { DRAIN_GRACE_MS } from './run.ts';

/**
 * Graceful shutdown (issue 16, decision 025): a real API server process on its embedded database gets SIGTERM
 * while a request's body is still arriving. The request finishes with its normal answer, new connections are
 * refused, the process exits 0, and the database it wrote reopens with everything in it. Past the limit, a
 * request that never finishes is cut and the process exits 1. Every wait is for a state, within a budget.
 */

/** Resolves with the error code of a new connection to the port (ECONNREFUSED once the server stopped listening). */
function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A registration whose body is sent in two parts: the second when `finish()` is called. */
function slowRegistration(url: string, account: Record<string, unknown>) {
  const body = Buffer.from(JSON.stringify(account));
  const request = http.request(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const outcome = new Promise<{ status?: number; error?: string; connection?: string }>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  const started = new Promise<void>((resolve, reject) => request.write(body.subarray(0, 20), (error) => (error ? reject(error) : resolve())));
  return { started, outcome, finish: () => request.end(body.subarray(20)) };
}

async function waitUntil(check: () => Promise<boolean>, budgetMs: number, what: string): Promise<void> {
  const deadline = Date.now() + budgetMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${budgetMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('graceful shutdown of a server process', () => {
  let root: string;
  const running: TChildServer[] = [];

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-shutdown-'));
  });
  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('finishes the request under way, refuses new connections, exits 0 and leaves a database that reopens with its data', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'clean');
    const server = await startApiServer(dataDir, { SHUTDOWN_TIMEOUT_SECONDS: '10' });
    running.push(server);
    const before = newAccount();
    const registered = await fetch(`${server.url}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(before) });
    expect(registered.status).toBe(201);

    const during = newAccount();
    const slow = slowRegistration(server.url, during);
    await slow.started;
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLog(logStartsWith('SIGTERM: refusing new connections'), 10_000);
    await waitUntil(async () => (await connectOutcome(server.port)) === 'ECONNREFUSED', 10_000, 'new connections refused');

    // The rest of the body arrives after the signal: the registration is answered as usual, and its connection ends.
    slow.finish();
    const outcome = await slow.outcome;
    expect(outcome).toEqual({ status: 201, connection: 'close' });
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);

    // The embedded database was closed cleanly: it opens again, with both accounts.
    const reopened = await openPglite(path.join(dataDir, 'pgdata'));
    try {
      const rows = await reopened.db.select({ email: users.email }).from(users).where(inArray(users.email, [String(before.email), String(during.email)]));
      expect(rows.map((row) => row.email).sort()).toEqual([String(before.email), String(during.email)].sort());
    } finally {
      await reopened.close();
    }
  });

  it('cuts a request that outlives the limit and exits 1', { timeout: 120_000 }, async () => {
    const server = await startApiServer(path.join(root, 'cut'), { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    running.push(server);
    const slow = slowRegistration(server.url, newAccount());
    await slow.started;
    server.child.kill('SIGTERM');
    // The body never completes: past the one-second limit its connection is cut and the process ends.
    expect(await server.exited).toBe(1);
    expect((await slow.outcome).error).toBe('ECONNRESET');
  });
});

describe('the drain and the proxy in front (decision 179)', () => {
  it('lets nginx close its idle connections to a node before the node closes those still idle at the end of its grace', () => {
    const conf = fs.readFileSync(new URL('../../../deploy/nginx/tawzeef.conf', import.meta.url), 'utf8');
    const upstream = /upstream tawzeef_nodes \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const timeout = /^\s*keepalive_timeout (\d+)s;/m.exec(upstream);
    expect(timeout, 'the upstream names its keepalive_timeout in seconds').not.toBeNull();
    // A second's margin for nginx's timers and the node's.
    expect(Number(timeout![1]) * 1000 + 1000).toBeLessThanOrEqual(DRAIN_GRACE_MS);
  });
});
