import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobAlerts } from '../apps/api/src/db/schema/index.ts';
import type { TChildServer, TLogRecord } from '../apps/api/src/test/child-server.ts';
import { openEvents } from '../apps/api/src/test/event-stream.ts';
import { ageMessages, completeCompanyProfile, dayFromToday, giveMinimumProfile, insertJob, insertLiveJob, jobOf } from '../apps/api/src/test/factories.ts';
import { confirmEmail, createServerDatabase, newAccount, verifyCompanyDirectly } from '../apps/api/src/test/harness.ts';
import { redisKeys, REDIS_SERVER_URL } from '../apps/api/src/test/redis.ts';
import { startS3Server } from '../apps/api/src/test/s3-server.ts';
import { filesUnder, multipartFile, pdfOf } from '../apps/api/src/test/uploads.ts';
import { tokenCookie } from '../apps/web/app/lib/server/cookies.server.ts';
import { portFor, request, requireEngines, startNginx, startNode, type TNginx } from './test/topology.ts';

/**
 * Issue 48 §4 (decision 119): nginx with the shipped deploy/nginx/tawzeef.conf in front of two app nodes that share
 * nothing but PostgreSQL (a fresh database), the S3 server and Redis (this run's own prefix): separate DATA_DIRs, no
 * shared disk, no shared memory. Each journey crosses the nodes, through nginx and through each node directly.
 */

type TNode = TChildServer & { dataDir: string };
const LOGIN_IP_MAX_PER_MINUTE = 6;
const SCHEDULER_INTERVAL_SECONDS = 5;
const METRICS_TOKEN = 'multinode-metrics-token-0123456789';
const redisPrefix = `tawzeef-multinode-${randomBytes(4).toString('hex')}:`;

let database: Awaited<ReturnType<typeof createServerDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let nodeA: TNode;
let nodeB: TNode;
let nginx: TNginx;
let lastAddress = 0;
/** A client address of its own for each caller (127.0.0.0/8 is all this machine's), so no per-address limit meets another's. */
const newAddress = () => {
  lastAddress += 1;
  return `127.0.${100 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};
const direct = (node: TNode | TNginx) => ({ base: node.url, viaProxy: node === nginx });
const call = (to: TNode | TNginx, method: string, pathAndQuery: string, options: Omit<Parameters<typeof request>[3], 'viaProxy' | 'from'> & { from?: string } = {}) =>
  request(direct(to).base, method, pathAndQuery, { from: newAddress(), ...options, viaProxy: direct(to).viaProxy });

interface TAccount {
  id: number;
  token: string;
  email: string;
  password: string;
}
async function register(to: TNode, type: 'USER' | 'COMPANY'): Promise<TAccount> {
  const account = newAccount(type === 'COMPANY' ? { type, foundation_name: `Horizon ${randomBytes(3).toString('hex')}` } : {});
  const answer = await call(to, 'POST', '/api/v1/auth/register', { json: account });
  expect(answer.status, answer.body.toString()).toBe(201);
  const data = answer.json<{ data: { user: { id: number }; access_token: { token: string } } }>().data;
  return { id: data.user.id, token: data.access_token.token, email: account.email, password: account.password };
}

let company: TAccount & { companyId: number };
let seeker: TAccount;
let conversationId = 0;
let liveJobId = 0;

beforeAll(async () => {
  await requireEngines();
  [database, s3] = await Promise.all([createServerDatabase('multinode'), startS3Server()]);
  const [nginxPort, portA, portB] = [await portFor(0), await portFor(1), await portFor(2)];
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: 'true',
    REDIS_URL: REDIS_SERVER_URL,
    REDIS_PREFIX: redisPrefix,
    ...s3.env,
    METRICS_TOKEN,
    SCHEDULER_INTERVAL_SECONDS: String(SCHEDULER_INTERVAL_SECONDS),
    LOGIN_IP_MAX_PER_MINUTE: String(LOGIN_IP_MAX_PER_MINUTE),
    MESSAGES_PER_MINUTE: '1000',
  };
  // Both at once on the empty database: the migrations' advisory lock lets one migrate, the other then finds it done.
  const [a, b, proxy] = await Promise.allSettled([startNode(portA, env), startNode(portB, env), startNginx(nginxPort, [portA, portB])]);
  // What started is kept for afterAll to stop, even when something else did not.
  if (a.status === 'fulfilled') nodeA = a.value;
  if (b.status === 'fulfilled') nodeB = b.value;
  if (proxy.status === 'fulfilled') nginx = proxy.value;
  for (const outcome of [a, b, proxy]) if (outcome.status === 'rejected') throw outcome.reason;

  company = { ...(await register(nodeA, 'COMPANY')), companyId: 0 };
  await confirmEmail(database, company.id);
  company.companyId = await verifyCompanyDirectly(database, company.id);
  await completeCompanyProfile(database, company.companyId);
  seeker = await register(nodeB, 'USER');
  await giveMinimumProfile(database, seeker.id, { job_role_title: 'Accountant' });
  liveJobId = (await insertLiveJob(database, company.companyId, { title: 'Accountant' })).id;
  const started = await call(nodeA, 'POST', '/api/v1/conversations', { token: company.token, json: { seeker_id: seeker.id, job_id: liveJobId, body: 'Hello from Horizon' } });
  expect(started.status, started.body.toString()).toBe(201);
  conversationId = started.json<{ data: { conversation: { id: number } } }>().data.conversation.id;
}, 240_000);

afterAll(async () => {
  const stopped = [nodeA, nodeB].filter(Boolean).map(async (node) => {
    if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGTERM');
    await node.exited;
    fs.rmSync(node.dataDir, { recursive: true, force: true });
  });
  await Promise.all([...stopped, nginx?.stop()]);
  await Promise.all([s3?.close(), redisKeys(redisPrefix, { remove: true }), database?.drop()]);
}, 60_000);

/** Whether a node logged a request to `url` from the client address `address`. */
const logged = (node: TNode, url: string, address: string) =>
  node.waitForLog((record: TLogRecord) => {
    const req = record.req as { url?: string; remoteAddress?: string } | undefined;
    return req?.url === url && req.remoteAddress === address;
  }, 5_000);

describe('two app nodes behind nginx (deploy/nginx/tawzeef.conf)', () => {
  it('stores a CV uploaded through node A in the bucket, and hands it to the company through node B and nginx', async () => {
    const cv = pdfOf(40_000);
    const part = multipartFile(cv, 'seeker-cv.pdf');
    const upload = await call(nodeA, 'POST', '/api/v1/files?kind=cv', { token: seeker.token, body: part.body, type: part.type });
    expect(upload.status, upload.body.toString()).toBe(201);
    expect((await call(nodeA, 'PUT', '/api/v1/user/profile/cv', { token: seeker.token, json: { file_id: upload.json<{ data: { id: number } }>().data.id } })).status).toBe(200);
    const applied = await call(nodeA, 'POST', `/api/v1/jobs/${liveJobId}/applications`, { token: seeker.token, json: {} });
    expect(applied.status, applied.body.toString()).toBe(201);
    const applicationId = applied.json<{ data: { id: number } }>().data.id;

    for (const to of [nodeB, nginx]) {
      const file = await call(to, 'GET', `/api/v1/company/applications/${applicationId}/cv-file`, { token: company.token });
      expect(file.status).toBe(200);
      expect(file.body.equals(cv)).toBe(true);
    }
    // Another company is refused on either node.
    const stranger = await register(nodeB, 'COMPANY');
    expect((await call(nodeA, 'GET', `/api/v1/company/applications/${applicationId}/cv-file`, { token: stranger.token })).status).toBe(404);
    // No node's disk holds an upload; the bucket does.
    expect(filesUnder(path.join(nodeA.dataDir, 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(nodeB.dataDir, 'uploads'))).toEqual([]);
    expect(filesUnder(s3.directory).some((file) => file.includes('uploads'))).toBe(true);
  });

  it('passes the nodes’ own compression through, compressing nothing itself', async () => {
    const page = await call(nginx, 'GET', '/en/find-jobs', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    // A small JSON answer the node leaves whole (under 1 KB): nginx's own gzip (on in nginx.conf) stays off.
    const health = await call(nginx, 'GET', '/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('delivers a message sent through node A live on event streams held by node B and through nginx, the page’s own among them', async () => {
    const onB = await openEvents(`${nodeB.url}/api/v1/messages/events`, seeker.token);
    const throughNginx = await openEvents(`${nginx.url}/api/v1/messages/events`, seeker.token);
    // The page's own stream, as a browser's EventSource opens it with the session cookie (the web passes the API's on).
    const session = (await tokenCookie.serialize(seeker.token)).split(';')[0]!;
    const pageStream = await openEvents(`${nginx.url}/en/messages/events`, null, { cookie: session });
    const streams = [onB, throughNginx, pageStream];
    try {
      await Promise.all(streams.map((stream) => stream.waitFor((text) => text.includes('event: unread'))));
      const sent = await call(nodeA, 'POST', `/api/v1/conversations/${conversationId}/messages`, { token: company.token, json: { body: 'Are you free on Sunday?' } });
      expect(sent.status, sent.body.toString()).toBe(201);
      const messageId = (await database.db.query.messages.findFirst({ where: (message, { eq }) => eq(message.body, 'Are you free on Sunday?'), columns: { id: true } }))!.id;
      const announced = (text: string) => text.includes(`"message_id":${messageId}`);
      await Promise.all(streams.map((stream) => stream.waitFor(announced, 5_000)));
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('finds a job published through node A by search through node B within 2 seconds', async () => {
    const title = 'Aquarist';
    const job = await insertJob(database, company.companyId, { title });
    const payment = await call(nodeA, 'POST', `/api/v1/company/jobs/${job.id}/payments`, { token: company.token, json: { pay_type: 'online' } });
    expect(payment.status, payment.body.toString()).toBe(201);
    const { id: paymentId, redirect_url: redirectUrl } = payment.json<{ data: { id: number; redirect_url: string } }>().data;
    const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
    const card = new URLSearchParams({ name: 'Sara Alharbi', number: '4111 1111 1111 1111', expiry, cvc: '123' }).toString();
    const gateway = new URL(redirectUrl);
    const paid = await call(nodeA, 'POST', `${gateway.pathname}${gateway.search}`, { body: Buffer.from(card), type: 'application/x-www-form-urlencoded' });
    expect(paid.status).toBe(303);
    const confirmed = await call(nodeA, 'POST', `/api/v1/company/payments/${paymentId}/confirm`, { token: company.token });
    expect(confirmed.status, confirmed.body.toString()).toBe(200);
    const published = Date.now();
    const found = async (to: TNode) => {
      const answer = await call(to, 'GET', `/api/v1/jobs?q=${title}`);
      return answer.json<{ data: { items: Array<{ id: number }> } }>().data.items.some((item) => item.id === job.id);
    };
    await vi.waitFor(async () => expect(await found(nodeB)).toBe(true), { timeout: 2_000, interval: 50 });
    expect(Date.now() - published).toBeLessThan(2_000);
    expect(await found(nodeA)).toBe(true);
  });

  it('holds a lockout earned on node A on node B and through nginx', async () => {
    const locked = await register(nodeA, 'USER');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call(nodeA, 'POST', '/api/v1/auth/login', { json: { login: locked.email, password: 'Wrong-pass1' } });
      expect(wrong.status).toBe(401);
    }
    for (const to of [nodeB, nginx]) {
      const right = await call(to, 'POST', '/api/v1/auth/login', { json: { login: locked.email, password: locked.password } });
      expect(right.status).toBe(429);
    }
  });

  it('counts an address’s sign-in limit once across both nodes, from the address nginx passes on', async () => {
    const address = newAddress();
    const attempt = (to: TNode | TNginx, from: string, headers: Record<string, string> = {}) =>
      call(to, 'POST', '/api/v1/auth/login', { from, headers, json: { login: `nobody.${randomBytes(4).toString('hex')}@example.com`, password: 'Wrong-pass1' } });
    for (let i = 0; i < LOGIN_IP_MAX_PER_MINUTE; i += 1) expect((await attempt(nginx, address)).status).toBe(401);
    expect((await attempt(nginx, address)).status).toBe(429);
    // nginx spread them over both nodes, each of which saw the client's own address.
    await Promise.all([logged(nodeA, '/api/v1/auth/login', address), logged(nodeB, '/api/v1/auth/login', address)]);
    // Straight to node B, the same address is already over the limit; another address is not.
    expect((await attempt(nodeB, address)).status).toBe(429);
    // A client cannot borrow an address by sending X-Forwarded-For: nginx replaces it with the client's own.
    expect((await attempt(nginx, newAddress(), { 'x-forwarded-for': address })).status).toBe(401);
    expect((await redisKeys(redisPrefix)).some((key) => key.endsWith(address))).toBe(true);
  });

  it('runs each schedule once across both nodes', { timeout: 90_000 }, async () => {
    // Work each schedule finds due: a job past its deadline (expiry mails its company), an alert due with a live job
    // (a digest), a message unread for 11 minutes (a mail to its reader).
    const reader = await register(nodeB, 'USER');
    const expiring = await insertLiveJob(database, company.companyId, { title: 'Archivist', deadline: dayFromToday(-1) });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [alert] = await database.db
      .insert(jobAlerts)
      .values({ user_id: reader.id, email: reader.email, filters: {}, frequency: 'daily', locale: 'en', last_sent_at: hourAgo, next_due_at: new Date(Date.now() - 60_000) })
      .returning({ id: jobAlerts.id });
    await ageMessages(database, conversationId, 11 * 60_000);
    const setUp = Date.now() / 1000;

    // Each node ran every schedule at least once after the work was due (a run that ended an interval later began
    // after it): a schedule done by both would show twice.
    const SCHEDULES = ['job-expiry', 'job-alerts', 'applicant-digests', 'unread-message-mail', 'salary-reports'];
    const lastRuns = async (node: TNode) => {
      const text = (await call(node, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body.toString();
      return Object.fromEntries(SCHEDULES.map((name) => [name, Number(new RegExp(`^tawzeef_schedule_last_run_timestamp_seconds\\{schedule="${name}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0)]));
    };
    for (const node of [nodeA, nodeB]) {
      await vi.waitFor(async () => expect(Math.min(...Object.values(await lastRuns(node)))).toBeGreaterThan(setUp + SCHEDULER_INTERVAL_SECONDS), { timeout: 60_000, interval: 500 });
    }
    const sent = await database.db.query.mailOutbox.findMany({
      where: (mail, { inArray }) => inArray(mail.purpose, ['job_expired', 'job_alert', 'message_unread', 'application_digest']),
      columns: { purpose: true, to_address: true },
    });
    const counts = new Map<string, number>();
    for (const mail of sent) counts.set(`${mail.purpose} to ${mail.to_address}`, (counts.get(`${mail.purpose} to ${mail.to_address}`) ?? 0) + 1);
    const mails = [...counts].map(([to, count]) => ({ to, count }));
    expect(mails).toEqual(
      expect.arrayContaining([
        { to: `job_expired to ${company.email}`, count: 1 },
        { to: `job_alert to ${reader.email}`, count: 1 },
        { to: `message_unread to ${seeker.email}`, count: 1 },
      ]),
    );
    for (const mail of mails) expect(mail.count, mail.to).toBe(1);
    expect(await database.db.query.alertDeliveries.findMany({ where: (delivery, { eq }) => eq(delivery.alert_id, alert!.id) })).toHaveLength(1);
    expect((await jobOf(database, expiring.id)).status).toBe('expired');
  });

  it('loses no request and no write while node A shuts down under load through nginx', { timeout: 90_000 }, async () => {
    const outcomes: Array<{ what: string; status: number | string; phase: string }> = [];
    let phase = 'before';
    let stop = false;
    const sentBodies: string[] = [];
    const worker = async (index: number) => {
      const from = newAddress();
      for (let n = 0; !stop; n += 1) {
        const body = `load ${index}-${n} ${randomUUID()}`;
        const steps: Array<[string, () => Promise<{ status: number }>]> = [
          ['search', () => call(nginx, 'GET', '/api/v1/jobs?q=Accountant', { from })],
          ['page', () => call(nginx, 'GET', '/en/find-jobs?q=Accountant', { from })],
          ['message', () => call(nginx, 'POST', `/api/v1/conversations/${conversationId}/messages`, { from, token: company.token, json: { body }, headers: { 'idempotency-key': randomUUID() } })],
        ];
        const [what, send] = steps[n % steps.length]!;
        const seenIn = phase;
        try {
          const answer = await send();
          outcomes.push({ what, status: answer.status, phase: seenIn });
          if (what === 'message' && answer.status === 201) sentBodies.push(body);
        } catch (error) {
          outcomes.push({ what, status: (error as NodeJS.ErrnoException).code ?? String(error), phase: seenIn });
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, index) => worker(index));
    const served = (count: number) => vi.waitFor(() => expect(outcomes.length).toBeGreaterThanOrEqual(count), { timeout: 30_000, interval: 20 });
    await served(30);
    phase = 'draining';
    nodeA.child.kill('SIGTERM');
    expect(await nodeA.exited).toBe(0);
    phase = 'after';
    const afterStop = outcomes.length;
    await served(afterStop + 30);
    stop = true;
    await Promise.all(workers);

    const failures = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 201);
    // What nginx said of the nodes meanwhile: a failure's cause (a connection reset, closed or refused) is there.
    const upstreamLines = () =>
      fs
        .readFileSync(path.join(nginx.directory, 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => /upstream/.test(line))
        .slice(-10)
        .join('\n');
    expect(failures, failures.length ? upstreamLines() : undefined).toEqual([]);
    for (const what of ['search', 'page', 'message']) expect(outcomes.filter((outcome) => outcome.what === what && outcome.phase === 'after').length).toBeGreaterThan(0);
    // Every message answered 201 is stored, once.
    const stored = await database.db.query.messages.findMany({ where: (message, { and, eq, like }) => and(eq(message.conversation_id, conversationId), like(message.body, 'load %')), columns: { body: true } });
    expect(stored.map((row) => row.body).sort()).toEqual([...sentBodies].sort());
    // Node A had its share of the load before it went.
    await nodeA.waitForLog((record) => (record.req as { url?: string } | undefined)?.url === '/api/v1/jobs?q=Accountant', 1_000);
  });
});
