import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type TChildServer } from '../../apps/api/src/test/child-server.ts';
import { isPgServerReachable, PG_SERVER } from '../../apps/api/src/test/harness.ts';
import { isRedisReachable, REDIS_SERVER_URL } from '../../apps/api/src/test/redis.ts';
import { freePort } from '../../apps/api/src/test/uploads.ts';

/**
 * The multi-node topology of `npm run test:multinode` (decision 119) on this one machine: Debian's nginx, started as
 * an ordinary process with its prefix, pid, logs and temporary files in a folder of its own, with the shipped
 * `deploy/nginx/tawzeef.conf` (only its node lines and listen line replaced), in front of app nodes that are each
 * `apps/web/server.ts` as `npm start` runs it (NODE_ENV=production, the built web app).
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const SITE_TEMPLATE = path.join(REPO, 'deploy', 'nginx', 'tawzeef.conf');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Fails at once, naming what is missing, when an engine the topology shares is not on this machine. */
export async function requireEngines(): Promise<void> {
  const missing: string[] = [];
  if (!(await isPgServerReachable())) missing.push(`a PostgreSQL server at ${PG_SERVER} (TEST_PG_URL)`);
  if (!(await isRedisReachable())) missing.push(`Redis at ${REDIS_SERVER_URL}`);
  if (!fs.existsSync(NGINX)) missing.push(`nginx at ${NGINX} (Debian's nginx package; or NGINX_PATH)`);
  if (missing.length) throw new Error(`npm run test:multinode needs ${missing.join(', ')}`);
}

/** Ports from MULTINODE_BASE_PORT on (nginx, then the nodes) when set, so that a shared machine's ranges hold; free ones otherwise. */
const basePort = Number(process.env.MULTINODE_BASE_PORT) || 0;
export const portFor = async (index: number) => (basePort ? basePort + index : freePort());

/** The shipped site file with its example nodes replaced by `nodes` and its listen lines by one on 127.0.0.1:`port`. */
export function siteConfig(template: string, port: number, nodes: number[]): string {
  const nodeLine = /^(\s*)server 10\.0\.0\.\d+:3000 (.*);$/gm;
  const examples = [...template.matchAll(nodeLine)];
  if (examples.length !== 2) throw new Error(`${SITE_TEMPLATE}: expected two example node lines, found ${examples.length}`);
  const [first] = examples;
  const ours = nodes.map((node) => `${first![1]}server 127.0.0.1:${node} ${first![2]};`).join('\n');
  let replaced = false;
  const withNodes = template.replace(nodeLine, () => {
    if (replaced) return '';
    replaced = true;
    return ours;
  });
  const listens = /^\s*listen (80|\[::\]:80);$/gm;
  if ([...withNodes.matchAll(listens)].length !== 2) throw new Error(`${SITE_TEMPLATE}: expected "listen 80;" and "listen [::]:80;"`);
  let first80 = true;
  return withNodes.replace(listens, () => {
    if (!first80) return '';
    first80 = false;
    return `    listen 127.0.0.1:${port};`;
  });
}

export interface TNginx {
  url: string;
  port: number;
  directory: string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground on `port` in front of `nodes`. Its http block is the one Debian's nginx.conf has in what
 * matters here (gzip on, for types a node also compresses), so the site file must turn off what it does not want.
 */
export async function startNginx(port: number, nodes: number[]): Promise<TNginx> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-nginx-'));
  // Run as root, nginx's workers become "nobody": they must reach the temporary folders.
  fs.chmodSync(directory, 0o755);
  fs.writeFileSync(path.join(directory, 'tawzeef.conf'), siteConfig(fs.readFileSync(SITE_TEMPLATE, 'utf8'), port, nodes));
  const main = [
    'daemon off;',
    'worker_processes 2;',
    `pid ${directory}/nginx.pid;`,
    `error_log ${directory}/error.log info;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${directory}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${directory}/${kind}_temp;`),
    '  sendfile on;',
    '  gzip on;',
    '  gzip_types text/plain text/css application/json application/javascript text/xml application/xml text/javascript;',
    `  include ${directory}/tawzeef.conf;`,
    '}',
  ].join('\n');
  const conf = path.join(directory, 'nginx.conf');
  fs.writeFileSync(conf, `${main}\n`);
  const check = spawn(NGINX, ['-t', '-p', directory, '-c', conf, '-e', path.join(directory, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let checked = '';
  check.stderr!.on('data', (chunk: Buffer) => (checked += chunk.toString()));
  if ((await new Promise<number | null>((resolve) => check.once('exit', resolve))) !== 0) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${checked}`);
  }
  const child: ChildProcess = spawn(NGINX, ['-p', directory, '-c', conf, '-e', path.join(directory, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      fs.rmSync(directory, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr}`);
    }
  }
  return {
    url,
    port,
    directory,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGQUIT');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Whether something accepts connections on 127.0.0.1:`port` (waits for the answer, never a fixed time). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => setTimeout(() => resolve(false), 50));
  });
}

/** One app node: `apps/web/server.ts` in production on the shared PostgreSQL database, with its own DATA_DIR. */
export async function startNode(port: number, env: Record<string, string>): Promise<TChildServer & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-node-'));
  try {
    const server = await startServer('apps/web/server.ts', dataDir, { NODE_ENV: 'production', PORT: String(port), SERVER_PROCESSES: '1', API_ORIGIN: '', ...env });
    return { ...server, dataDir };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface TAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = { data: never; message: string }>(): T;
}

/**
 * A request from the client address `from` (127.0.0.0/8: every address of it is this machine's): sent from that
 * address to nginx, which tells the node; sent straight to a node, given as X-Forwarded-For as nginx would.
 */
export function request(
  base: string,
  method: string,
  pathAndQuery: string,
  options: { from: string; token?: string; json?: unknown; body?: Buffer; type?: string; headers?: Record<string, string>; viaProxy: boolean },
): Promise<TAnswer> {
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers: Record<string, string> = { 'x-locale': 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body) {
    headers['content-type'] = options.json !== undefined ? 'application/json' : (options.type ?? 'application/octet-stream');
    headers['content-length'] = String(body.length);
  }
  if (!options.viaProxy) headers['x-forwarded-for'] ??= options.from;
  const url = new URL(pathAndQuery, base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, localAddress: options.viaProxy ? options.from : undefined, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const data = Buffer.concat(chunks);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: data, json: () => JSON.parse(data.toString()) });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
