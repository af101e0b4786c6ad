import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Waits until the server answers. Start-up (migrations, the demo data, the search index) takes seconds on a quiet
 * machine and several times as long when other work keeps the cores busy: the ceiling only catches a server that hangs.
 */
async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url} in time:\n${log()}`);
}

/**
 * External sign-in stand-ins: one local OpenID Connect server (oauth2-mock-server) for Google and Apple, and a
 * tiny Facebook (dialog and Graph v11.0). Every ID token is a new person with a verified email, so each
 * journey signs up afresh.
 */
async function startProviders() {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  oidc.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (!('aud' in token.payload)) return;
    const id = randomBytes(5).toString('hex');
    Object.assign(token.payload, { sub: `e2e-${id}`, email: `oauth.${id}@example.com`, email_verified: true, given_name: 'لمى', family_name: 'الشمري' });
  });
  await oidc.start(0, '127.0.0.1');
  const facebook = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://facebook');
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v11.0/dialog/oauth') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://127.0.0.1/');
      back.searchParams.set('code', `fb-${randomBytes(5).toString('hex')}`);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/v11.0/oauth/access_token') return json({ access_token: `token-${url.searchParams.get('code')}`, token_type: 'bearer' });
    if (url.pathname === '/debug_token') {
      return json({ data: { app_id: 'e2e-facebook', is_valid: true, user_id: url.searchParams.get('input_token')?.replace(/^token-fb-/, '') } });
    }
    if (url.pathname === '/v11.0/me') {
      const id = url.searchParams.get('access_token')?.replace(/^token-fb-/, '') ?? '';
      return json({ id, name: 'Facebook Person', email: `fb.${id}@example.com` });
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => facebook.listen(0, '127.0.0.1', resolve));
  const facebookUrl = `http://127.0.0.1:${(facebook.address() as net.AddressInfo).port}`;
  const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    env: {
      GOOGLE_CLIENT_ID: 'e2e-google',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: oidc.issuer.url!,
      APPLE_CLIENT_ID: 'e2e-apple',
      APPLE_TEAM_ID: 'E2ETEAM',
      APPLE_KEY_ID: 'E2EKEY',
      APPLE_PRIVATE_KEY: appleKey.replace(/\n/g, '\\n'),
      APPLE_ISSUER: oidc.issuer.url!,
      FACEBOOK_APP_ID: 'e2e-facebook',
      FACEBOOK_APP_SECRET: 'e2e-facebook-secret',
      FACEBOOK_AUTH_URL: facebookUrl,
      FACEBOOK_GRAPH_URL: facebookUrl,
    },
    async stop() {
      await oidc.stop();
      await new Promise((resolve) => facebook.close(resolve));
    },
  };
}

/** The places the fake geocoder knows: an Arabic name for any Arabic query, an English one otherwise. */
const FAKE_PLACES = {
  ar: { display_name: 'برج المملكة، طريق الملك فهد، حي العليا، الرياض، المملكة العربية السعودية', lat: '24.711667', lon: '46.674167' },
  en: { display_name: 'Kingdom Centre, King Fahd Road, Al Olaya, Riyadh, Saudi Arabia', lat: '24.711667', lon: '46.674167' },
};

/**
 * A Nominatim-compatible stand-in (GET /search?format=jsonv2&q=...), so place search works without the internet.
 * A query containing "nowhere" finds nothing.
 */
async function startGeocoder() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://geocoder');
    if (url.pathname !== '/search') {
      res.writeHead(404);
      return res.end();
    }
    const q = url.searchParams.get('q') ?? '';
    const arabic = /[\u0600-\u06FF]/.test(q) || url.searchParams.get('accept-language') === 'ar';
    const places = /nowhere|لا مكان/i.test(q) ? [] : [arabic ? FAKE_PLACES.ar : FAKE_PLACES.en];
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(places));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Starts the real platform (web + API in one process) on a fresh embedded database, as `npm start` does. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web', process.env.WEB_BUILD_DIR || 'build', 'server/index.js'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  const port = await freePort();
  const providers = await startProviders();
  const geocoder = await startGeocoder();
  // Nothing listens there: the map's tiles cannot load, as when the tile server is down.
  const closedPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_ORIGIN: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Passkeys need a host name, not an address (decision 165): their journeys open the same server as localhost.
      PASSKEY_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // The demo data (companies, jobs, bank accounts and the demo administrator) is there, as after `npm start`.
      SEED_DEMO: 'true',
      OUTBOX_VIEWER: 'true',
      LOGIN_IP_MAX_PER_MINUTE: '10000',
      // Every registration sends its SMS code (decision 040), and the journeys all come from 127.0.0.1.
      SMS_IP_MAX_PER_HOUR: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A page whose answer has not begun in 8 s is answered 503 (decision 164): on a machine whose cores run the other
      // lane's tests too, a page of the sweep took longer now and then. The journeys wait as long as they need; the
      // deadline has its own tests (apps/api/src/load-shedding.test.ts).
      REQUEST_DEADLINE_MS: '60000',
      ...providers.env,
      GEOCODER_URL: geocoder.url,
      MAP_TILE_URL: `http://127.0.0.1:${closedPort}/{z}/{x}/{y}.png`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // A server that ends in the middle of the run fails every journey after it: its last words say why.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\nThe journeys' server ended during the run (${code ?? signal}). Its last output:\n${output.slice(-20_000)}\n`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`, child, () => output);
  project.provide('baseUrl', baseUrl);
  return async () => {
    stopping = true;
    // (A server that already ended, which the journeys then failed for, is not waited for: its 'exit' came and went,
    // and waiting for it again kept the lane running, its report unprinted, until CI's limit.)
    if (child.exitCode === null && child.signalCode === null) {
      const ended = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await ended;
    }
    await providers.stop();
    await geocoder.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
