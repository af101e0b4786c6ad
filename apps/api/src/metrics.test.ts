import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openPglite, type TDatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DRAINING_EVENT } from './run.ts';
import { repeatEvery } from './schedule.ts';
import { signUp, testApp } from './test/harness.ts';
import { newFileKey } from './modules/files/storage.ts';
import { freePort } from './test/uploads.ts';
import { mailOutbox } from './db/schema/outbox.ts';
import { files, whatsappOutbox } from './db/schema/index.ts';
import { warmJobSearchIndex } from './modules/jobs/search-index.ts';

/**
 * What a running process says of itself (decision 113, issue 48 §3): GET /metrics with METRICS_TOKEN, METRICS_PORT
 * alone, and GET /api/ready. The cluster's gathered figures are tested with the cluster (cluster.test.ts).
 */

const TOKEN = 'metrics-token-0123456789';

describe('metrics and readiness', () => {
  let database: TDatabaseHandle;
  let root: string;
  let app: FastifyInstance;
  let metricsPort: number;

  beforeAll(async () => {
    database = await openPglite();
    await prepareDatabase(database, { seedDemo: false });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-metrics-'));
    fs.mkdirSync(path.join(root, 'data', 'uploads'), { recursive: true });
    metricsPort = await freePort();
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };
  /** The value of one series (its name and labels exactly as printed), or undefined. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((item) => item.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('answers /metrics only with the token', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
  });

  it("counts requests by the route's pattern and status, with their latency, never by the URL itself", async () => {
    for (let n = 0; n < 3; n++) expect((await app.inject({ url: '/api/v1/lookups/countries', headers: { 'x-locale': 'en' } })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/jobs/${999_999}`, headers: { 'x-locale': 'en' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/no/such/place/42' })).statusCode).toBe(404);
    const text = await scrape();
    expect(valueOf(text, 'tawzeef_http_requests_total{method="GET",route="/api/v1/lookups/:kind",status="200"}')).toBe(3);
    expect(valueOf(text, 'tawzeef_http_requests_total{method="GET",route="/api/v1/jobs/:id",status="404"}')).toBe(1);
    expect(valueOf(text, 'tawzeef_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(valueOf(text, 'tawzeef_http_request_duration_seconds_count{method="GET",route="/api/v1/lookups/:kind",status="200"}')).toBe(3);
    expect(text).not.toContain('/no/such/place');
    // Node's own: memory and the event loop's delay.
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('says how big, how old and how far behind the job search index is, and how many mails wait', async () => {
    const before = await scrape();
    expect(before).not.toContain('tawzeef_search_index_rows{index="jobs"}');
    warmJobSearchIndex(database.db);
    await expect.poll(async () => valueOf(await scrape(), 'tawzeef_search_index_rows{index="jobs"}'), { timeout: 30_000 }).toBe(0);
    const text = await scrape();
    expect(valueOf(text, 'tawzeef_search_index_lag_changes{index="jobs"}')).toBe(0);
    expect(valueOf(text, 'tawzeef_search_index_age_seconds{index="jobs"}')).toBeGreaterThanOrEqual(0);

    const mailsBefore = valueOf(text, 'tawzeef_delivery_queue{channel="mail"}')!;
    await database.db.insert(mailOutbox).values({ to_address: 'someone@example.com', subject: 'Hello', text_body: 'Hello', html_body: '<p>Hello</p>', locale: 'en', purpose: 'metrics_test', status: 'failed', attempts: 1 });
    expect(valueOf(await scrape(), 'tawzeef_delivery_queue{channel="mail"}')).toBe(mailsBefore + 1);
    const whatsappBefore = valueOf(text, 'tawzeef_delivery_queue{channel="whatsapp"}')!;
    await database.db.insert(whatsappOutbox).values({ to_phone: '+966500000128', template: 'tawzeef_job_alert', body: 'Hello', locale: 'en', purpose: 'metrics_test', status: 'failed', attempts: 1 });
    expect(valueOf(await scrape(), 'tawzeef_delivery_queue{channel="whatsapp"}')).toBe(whatsappBefore + 1);
    expect(valueOf(text, 'tawzeef_message_streams_open')).toBe(0);
    expect(valueOf(text, 'tawzeef_limits_shared')).toBe(0);
  });

  it("records each schedule's last run and whether it succeeded", async () => {
    let fail = false;
    let runs = 0;
    const repeating = repeatEvery('metrics-test-schedule', 60_000, async () => {
      runs += 1;
      if (fail) throw new Error('failed on purpose');
    }, () => undefined);
    await expect.poll(() => runs).toBe(1);
    await expect.poll(async () => valueOf(await scrape(), 'tawzeef_schedule_last_run_ok{schedule="metrics-test-schedule"}')).toBe(1);
    await repeating.stop();
    fail = true;
    const failing = repeatEvery('metrics-test-schedule', 60_000, async () => {
      throw new Error('failed on purpose');
    }, () => undefined);
    await expect.poll(async () => valueOf(await scrape(), 'tawzeef_schedule_last_run_ok{schedule="metrics-test-schedule"}')).toBe(0);
    await failing.stop();
    expect(valueOf(await scrape(), 'tawzeef_schedule_last_run_timestamp_seconds{schedule="metrics-test-schedule"}')).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('serves no /metrics without METRICS_TOKEN or METRICS_PORT', async () => {
    const plain = await testApp(database, { DATA_DIR: path.join(root, 'data') });
    try {
      expect((await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('serves METRICS_PORT alone, without a token', async () => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('tawzeef_http_requests_total');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });

  it('is ready once every check holds, and says which one does not, in the caller’s language', async () => {
    warmJobSearchIndex(database.db);
    await expect.poll(async () => (await app.inject({ url: '/api/ready' })).statusCode, { timeout: 30_000 }).toBe(200);
    const ready = (await app.inject({ url: '/api/ready', headers: { 'x-locale': 'en' } })).json();
    expect(ready.data).toMatchObject({ status: 'ready', checks: { database: true, migrations: true, search_index: true, storage: true, accepting: true } });

    // A migration of this build not applied: not ready.
    const [last] = ((await database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`)) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> }).rows;
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    const behind = await app.inject({ url: '/api/ready', headers: { 'x-locale': 'en' } });
    expect(behind.statusCode).toBe(503);
    expect(behind.headers['retry-after']).toBe('5');
    expect(behind.json()).toEqual({ message: 'Not ready: the database has migrations still to apply' });
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);

    // File storage gone (a volume that failed to mount) while files are stored: not ready. (Without any file stored
    // yet, the folder an installation makes at its first upload is not needed: ready above.)
    const owner = await signUp(app);
    await database.db.insert(files).values({ key: newFileKey(), owner_id: owner.id, kind: 'cv', content_type: 'application/pdf', size: 1, original_name: 'cv.pdf' });
    fs.renameSync(path.join(root, 'data', 'uploads'), path.join(root, 'data', 'uploads-away'));
    const storage = await app.inject({ url: '/api/ready', headers: { 'x-locale': 'ar' } });
    expect(storage.statusCode).toBe(503);
    expect(storage.json()).toEqual({ message: 'غير جاهز: تعذّر الوصول إلى مخزن الملفات' });
    fs.renameSync(path.join(root, 'data', 'uploads-away'), path.join(root, 'data', 'uploads'));
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);

    // Shutting down (SIGTERM begins a drain): not ready from that moment, while liveness still holds.
    app.server.emit(DRAINING_EVENT);
    const draining = await app.inject({ url: '/api/ready', headers: { 'x-locale': 'en' } });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ message: 'Not ready: this server is shutting down' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
