import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueAccount } from './support/session.ts';

/**
 * Graceful shutdown of the one process `npm start` runs (issue 16, decision 025): SIGTERM while a login form's
 * body is still arriving. The page action still reaches the API in the same process (an app that had started
 * closing would refuse it), answers its redirect, new connections are refused, and the process exits 0.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-web-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const connectOutcome = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('the web server on SIGTERM', () => {
  it('finishes a page action under way, refuses new connections and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', API_ORIGIN: '', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_SECONDS: '10' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const lines: string[] = [];
    const waiters = new Set<() => void>();
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      for (const wake of waiters) wake();
    });
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    const waitForLine = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!lines.some((line) => line.includes(text))) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
        void exited.then((code) => reject(new Error(`server exited with ${code} before «${text}»`)));
      });
    try {
      await waitForLine('Server listening');
      const account = uniqueAccount('shutdown');
      const registered = await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'USER', first_name: 'Test', last_name: 'Seeker', email: account.email, phone: account.phone, password: account.password, password_confirmation: account.password, accept_terms: true }),
      });
      expect(registered.status).toBe(201);

      const body = Buffer.from(new URLSearchParams({ login: account.email, password: account.password }).toString());
      const request = http.request(`http://127.0.0.1:${port}/en/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      });
      const outcome = new Promise<{ status?: number; cookie?: boolean; error?: string }>((resolve) => {
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode, cookie: (response.headers['set-cookie'] ?? []).length > 0 }));
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      });
      await new Promise<void>((resolve, reject) => request.write(body.subarray(0, 10), (error) => (error ? reject(error) : resolve())));
      child.kill('SIGTERM');
      await waitForLine('SIGTERM: refusing new connections');
      const deadline = Date.now() + 10_000;
      while ((await connectOutcome(port)) !== 'ECONNREFUSED') {
        if (Date.now() > deadline) throw new Error('still taking connections');
      }
      request.end(body.subarray(10));
      const answer = await outcome;
      expect(answer.status).toBeGreaterThanOrEqual(300);
      expect(answer.status).toBeLessThan(400);
      expect(answer.cookie).toBe(true);
      expect(await exited).toBe(0);
      // Fastify's request lines: the visitor's own requests, not the page's call to the API in the process; and
      // no warning of ours (a deprecated option) on the way.
      const requested = lines.filter((line) => line.includes('"incoming request"')).map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
      expect(requested).toEqual(expect.arrayContaining(['/api/v1/auth/register', '/en/login']));
      expect(requested.filter((url) => url.startsWith('/api/'))).toEqual(['/api/v1/auth/register']);
      expect(errors).not.toMatch(/Deprecation|Warning/);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
