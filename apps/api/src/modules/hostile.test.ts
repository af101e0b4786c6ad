// Over 300 lines on purpose: one attack run against the whole API (access control, uploads, redirects, injection, mass assignment), read top to bottom as a checklist.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Response as TInjectResponse } from 'light-my-request';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TDatabaseHandle } from '../db/client.ts';
import { companies, jobs, paymentEvents, payments, testGatewayCharges, users } from '../db/schema/index.ts';
import { futureExpiry, signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../test/harness.ts';
import { dayFromToday, insertJob, jobOf, readyCompany, type TTestCompany } from '../test/factories.ts';

/**
 * Hostile requests against the companies, jobs, payments and files APIs (issue 4): a second company, a job
 * seeker, a guest and an admin poking at one company's resources; out-of-range and malformed ids; fields
 * nobody may set; markup in every text; the test gateway's page; webhooks; place search; races.
 */

const drivers = await testDrivers();

const PUBLIC_URL = 'https://tawzeef.test';
const WEBHOOK_SECRET = 'whsec-hostile-789';
const MOYASAR_KEY = 'sk_test_hostile';
const INT_MAX = 2_147_483_647;

const PDF = () =>
  Buffer.from(`%PDF-1.4\n% ${randomBytes(4).toString('hex')}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const PNG = () => sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();

/** Markup an attacker would try in a text field. */
const XSS = '<script>alert("x")</script><img src=x onerror="alert(1)">"\'><svg onload=alert(2)>';

// ---- fake outside servers: Nominatim (records what it is asked) and Moyasar (invoices we make up) ----

function fakeServers() {
  const geocoderRequests: URL[] = [];
  const invoices = new Map<string, { id: string; status: string; amount: number; currency: string }>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/search') {
      geocoderRequests.push(url);
      return json(200, [{ display_name: `<b>${url.searchParams.get('q')}</b>`, lat: '24.7', lon: '46.6' }]);
    }
    const match = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    const invoice = match ? invoices.get(decodeURIComponent(match[1]!)) : undefined;
    if (invoice && request.method === 'GET') return json(200, invoice);
    return json(404, { type: 'api_error', message: 'Object not found' });
  });
  return {
    geocoderRequests,
    invoices,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const outside = fakeServers();
let outsideUrl: string;
beforeAll(async () => {
  outsideUrl = await outside.listen();
});
afterAll(async () => {
  await outside.close();
});

describe.each(drivers)('hostile requests on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let admin: TSignedUp;
  let seeker: TSignedUp;
  let owner: TTestCompany;
  let other: TTestCompany;
  let sectorId: number;
  let cityId: number;
  /** The owner's resources the others aim at. */
  const own = {} as {
    draftId: number;
    liveJobId: number;
    onlinePaymentId: number;
    bankPaymentId: number;
    bankJobId: number;
    logoId: number;
    commercialId: number;
    receiptId: number;
  };

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-hostile-'));
    app = await testApp(database, {
      DATA_DIR: path.join(root, 'data'),
      PUBLIC_URL,
      GEOCODER_URL: outsideUrl,
      MOYASAR_BASE_URL: outsideUrl,
      MOYASAR_SECRET_KEY: MOYASAR_KEY,
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    const lookups = async (url: string) => (await app.inject({ url, headers: { 'x-locale': 'en' } })).json().data;
    sectorId = (await lookups('/api/v1/lookups/sectors'))[0].id;
    cityId = (await lookups('/api/v1/lookups/cities')).find((c: { name: string }) => c.name === 'Riyadh').id;
    admin = await signUpAdmin(app, database);
    seeker = await signUp(app, 'USER');
    owner = await readyCompany(app, database);
    other = await readyCompany(app, database);

    own.logoId = (await upload(owner, 'logo')).id;
    own.commercialId = (await upload(owner, 'commercial')).id;
    expect((await owner.call('PUT', '/api/v1/company/profile', { foundation_name: 'Owner Co', logo_file_id: own.logoId, commercial_number: '1010101010', commercial_file_id: own.commercialId })).statusCode).toBe(200);
    await database.db.update(companies).set({ verification_status: 'verified' }).where(eq(companies.id, owner.companyId));

    own.draftId = (await owner.call('POST', '/api/v1/company/jobs', { title: 'Owner draft job' })).json().data.id;
    // An online payment, paid on the test gateway: the job is live and the payment has a tax invoice.
    const paidJob = await insertJob(database, owner.companyId, { title: 'Owner live job' });
    const online = (await owner.call('POST', `/api/v1/company/jobs/${paidJob.id}/payments`, { pay_type: 'online' })).json().data;
    expect((await payWithCard(online.redirect_url, { number: '4111111111111111' })).statusCode).toBe(303);
    expect((await owner.call('POST', `/api/v1/company/payments/${online.id}/confirm`)).json().data.status).toBe('paid');
    own.liveJobId = paidJob.id;
    own.onlinePaymentId = online.id;
    // A bank transfer waiting for review.
    const bankJob = await insertJob(database, owner.companyId, { title: 'Owner bank job' });
    own.bankJobId = bankJob.id;
    own.bankPaymentId = (await owner.call('POST', `/api/v1/company/jobs/${bankJob.id}/payments`, { pay_type: 'bank' })).json().data.id;
    own.receiptId = (await upload(owner, 'invoice')).id;
    expect((await owner.call('POST', `/api/v1/company/payments/${own.bankPaymentId}/receipt`, { invoice_file_id: own.receiptId })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function upload(who: TSignedUp, kind: 'logo' | 'commercial' | 'invoice' | 'photo' | 'cv'): Promise<{ id: number; url: string }> {
    const isPdf = kind === 'commercial' || kind === 'invoice' || kind === 'cv';
    const bytes = isPdf ? PDF() : await PNG();
    const boundary = `----tawzeef${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.${isPdf ? 'pdf' : 'png'}"\r\nContent-Type: ${isPdf ? 'application/pdf' : 'image/png'}\r\n\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/files?kind=${kind}`,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  const pagePath = (redirectUrl: string) => {
    const url = new URL(redirectUrl);
    return `${url.pathname}${url.search}`;
  };
  const payWithCard = (redirectUrl: string, card: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: pagePath(redirectUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Sara Alharbi', expiry: futureExpiry, cvc: '123', ...card }).toString(),
    });
  const guest = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as never, headers: { 'x-locale': 'en' } });

  const completeJob = (overrides: Record<string, unknown> = {}) => ({
    title: 'Senior accountant',
    description: '<p>Keep the books.</p>',
    duties: 'Monthly closing',
    qualifications: 'SOCPA',
    experience_years: 3,
    sector_id: sectorId,
    city_id: cityId,
    job_type: 'full_time',
    working_hours: 'Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline: dayFromToday(30),
    ...overrides,
  });

  /** Every endpoint that acts on one of the owner's resources, with a body that would be valid for the owner. */
  const companyEndpoints = () => [
    { method: 'GET' as const, url: `/api/v1/company/jobs/${own.draftId}` },
    { method: 'PUT' as const, url: `/api/v1/company/jobs/${own.draftId}`, body: { title: 'Taken over' } },
    { method: 'DELETE' as const, url: `/api/v1/company/jobs/${own.draftId}` },
    { method: 'POST' as const, url: `/api/v1/company/jobs/${own.draftId}/submit` },
    { method: 'POST' as const, url: `/api/v1/company/jobs/${own.bankJobId}/unsubmit` },
    { method: 'POST' as const, url: `/api/v1/company/jobs/${own.liveJobId}/close` },
    { method: 'POST' as const, url: `/api/v1/company/jobs/${own.liveJobId}/renew`, body: { deadline: dayFromToday(10) } },
    { method: 'POST' as const, url: `/api/v1/company/jobs/${own.bankJobId}/payments`, body: { pay_type: 'online' } },
    { method: 'GET' as const, url: `/api/v1/company/payments/${own.onlinePaymentId}` },
    { method: 'POST' as const, url: `/api/v1/company/payments/${own.onlinePaymentId}/confirm` },
    { method: 'POST' as const, url: `/api/v1/company/payments/${own.bankPaymentId}/receipt`, body: { invoice_file_id: own.receiptId } },
    { method: 'GET' as const, url: `/api/v1/company/payments/${own.onlinePaymentId}/invoice` },
  ];

  const ownerState = async () => ({
    jobs: (await database.db.select({ id: jobs.id, status: jobs.status, title: jobs.title }).from(jobs).where(eq(jobs.company_id, owner.companyId))).sort((a, b) => a.id - b.id),
    payments: (await database.db.select({ id: payments.id, status: payments.status, file: payments.invoice_file_id }).from(payments).where(eq(payments.company_id, owner.companyId))).sort((a, b) => a.id - b.id),
  });

  describe('another company, a job seeker, a guest and an admin against one company’s resources', () => {
    it('a second company gets 404 on every job, payment, receipt and invoice of another, and changes nothing', async () => {
      const before = await ownerState();
      for (const endpoint of companyEndpoints()) {
        const response = await other.call(endpoint.method, endpoint.url, endpoint.body);
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}: ${response.body}`).toBe(404);
        expect(response.body).not.toContain('Owner');
      }
      // Lists are filtered to the caller's own rows, whatever the query names.
      const list = await other.call('GET', `/api/v1/company/payments?job_id=${own.liveJobId}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([]);
      for (const tab of ['active', 'expired', 'drafts', 'awaiting']) {
        const response = await other.call('GET', `/api/v1/company/jobs?tab=${tab}`);
        expect(response.json().data.items.map((job: { id: number }) => job.id)).not.toEqual(expect.arrayContaining([own.draftId]));
        expect(response.json().data.total).toBe(0);
      }
      // Files: another company's logo, registration and receipt are not its own.
      for (const id of [own.logoId, own.commercialId, own.receiptId]) {
        expect((await other.call('GET', `/api/v1/files/${id}`)).statusCode).toBe(404);
        expect((await other.call('DELETE', `/api/v1/files/${id}`)).statusCode).toBe(404);
      }
      expect(await ownerState()).toEqual(before);
    });

    it('a job seeker and an admin get 403, a guest 401, on every company endpoint', async () => {
      const before = await ownerState();
      for (const endpoint of companyEndpoints()) {
        for (const [who, status] of [[seeker, 403], [admin, 403]] as const) {
          const response = await who.call(endpoint.method, endpoint.url, endpoint.body);
          expect(response.statusCode, `${who === admin ? 'admin' : 'seeker'} ${endpoint.method} ${endpoint.url}`).toBe(status);
        }
        expect((await guest(endpoint.method, endpoint.url, endpoint.body)).statusCode).toBe(401);
      }
      for (const url of ['/api/v1/company/jobs', '/api/v1/company/jobs/counts', '/api/v1/company/payments', '/api/v1/company/profile']) {
        expect((await seeker.call('GET', url)).statusCode).toBe(403);
        expect((await admin.call('GET', url)).statusCode).toBe(403);
        expect((await guest('GET', url)).statusCode).toBe(401);
      }
      expect((await seeker.call('POST', '/api/v1/company/jobs', { title: 'Seeker job' })).statusCode).toBe(403);
      expect((await seeker.call('PUT', '/api/v1/company/profile', { foundation_name: 'Seeker Co' })).statusCode).toBe(403);
      expect((await guest('GET', '/api/v1/geocode?q=riyadh')).statusCode).toBe(401);
      for (const id of [own.logoId, own.commercialId, own.receiptId]) {
        expect((await seeker.call('GET', `/api/v1/files/${id}`)).statusCode).toBe(404);
        expect((await admin.call('GET', `/api/v1/files/${id}`)).statusCode).toBe(404);
        expect((await guest('GET', `/api/v1/files/${id}`)).statusCode).toBe(401);
      }
      expect(await ownerState()).toEqual(before);
    });

    it('every admin endpoint needs an admin: a company or a job seeker 403, no token 401', async () => {
      const adminEndpoints = [
        { method: 'GET' as const, url: '/api/admin/companies' },
        { method: 'GET' as const, url: `/api/admin/companies/${owner.companyId}` },
        { method: 'GET' as const, url: `/api/admin/companies/${owner.companyId}/commercial-file` },
        { method: 'POST' as const, url: `/api/admin/companies/${other.companyId}/review`, body: { decision: 'verify' } },
        { method: 'GET' as const, url: '/api/admin/payments' },
        { method: 'GET' as const, url: `/api/admin/payments/${own.bankPaymentId}/receipt` },
        { method: 'POST' as const, url: `/api/admin/payments/${own.bankPaymentId}/review`, body: { decision: 'approve' } },
        { method: 'GET' as const, url: `/api/admin/payments/${own.onlinePaymentId}/invoice` },
        { method: 'GET' as const, url: '/api/admin/bank-accounts' },
        { method: 'POST' as const, url: '/api/admin/bank-accounts', body: { bank_name_ar: 'بنك', bank_name_en: 'Bank', account_name: 'Me', iban: 'SA0380000000608010167519' } },
        { method: 'PUT' as const, url: '/api/admin/bank-accounts/1', body: { bank_name_ar: 'بنك', bank_name_en: 'Bank', account_name: 'Me', iban: 'SA0380000000608010167519' } },
        { method: 'DELETE' as const, url: '/api/admin/bank-accounts/1' },
        { method: 'GET' as const, url: '/api/admin/settings/platform' },
        { method: 'PATCH' as const, url: '/api/admin/settings/platform', body: { fee_sar: 1 } },
        { method: 'POST' as const, url: `/api/admin/users/${owner.id}/suspend`, body: { reason: 'Taking over the platform' } },
        { method: 'GET' as const, url: '/api/admin/audit-log' },
      ];
      const before = await ownerState();
      for (const endpoint of adminEndpoints) {
        for (const who of [owner, other, seeker]) {
          const response = await who.call(endpoint.method, endpoint.url, endpoint.body);
          expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
        }
        expect((await guest(endpoint.method, endpoint.url, endpoint.body)).statusCode).toBe(401);
      }
      expect(await ownerState()).toEqual(before);
      expect((await admin.call('GET', '/api/admin/settings/platform')).json().data.fee_sar).not.toBe(1);
      const [company] = await database.db.select({ status: companies.verification_status }).from(companies).where(eq(companies.id, other.companyId));
      expect(company!.status).toBe('verified');
    });

    it('the public reads show no draft, unpaid job or private registration', async () => {
      for (const id of [own.draftId, own.bankJobId]) expect((await guest('GET', `/api/v1/jobs/${id}`)).statusCode).toBe(404);
      expect((await guest('GET', `/api/v1/jobs/${own.liveJobId}`)).statusCode).toBe(200);
      const company = await guest('GET', `/api/v1/companies/${owner.companyId}`);
      expect(company.statusCode).toBe(200);
      expect(company.body).not.toContain('1010101010');
      expect(company.json().data).not.toHaveProperty('commercial_file');
      expect(company.json().data).not.toHaveProperty('commercial_number');
    });

    it('a suspended account’s company and its jobs disappear from every public read', async () => {
      const suspended = await readyCompany(app, database);
      const job = await insertJob(database, suspended.companyId, { status: 'active', title: 'Suspended job' });
      expect((await guest('GET', `/api/v1/companies/${suspended.companyId}/jobs`)).json().data.total).toBe(1);
      await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
      expect((await guest('GET', `/api/v1/companies/${suspended.companyId}`)).statusCode).toBe(404);
      expect((await guest('GET', `/api/v1/companies/${suspended.companyId}/jobs`)).statusCode).toBe(404);
      expect((await guest('GET', `/api/v1/jobs/${job.id}`)).statusCode).toBe(404);
    });
  });

  describe('ids and query numbers out of range', () => {
    const BAD_IDS = ['0', '-1', 'abc', '1.5', '2147483648', '4294967296', '99999999999999999999', '1e400', '0x7fffffff1', '%20', 'null'];

    it('answers 404 or 422 for every malformed or out-of-range :id, never 500', async () => {
      const routes: Array<{ who: () => TSignedUp | null; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: (id: string) => string; body?: unknown }> = [
        { who: () => owner, method: 'GET', url: (id) => `/api/v1/company/jobs/${id}` },
        { who: () => owner, method: 'PUT', url: (id) => `/api/v1/company/jobs/${id}`, body: { title: 'Some title' } },
        { who: () => owner, method: 'DELETE', url: (id) => `/api/v1/company/jobs/${id}` },
        { who: () => owner, method: 'POST', url: (id) => `/api/v1/company/jobs/${id}/submit` },
        { who: () => owner, method: 'POST', url: (id) => `/api/v1/company/jobs/${id}/unsubmit` },
        { who: () => owner, method: 'POST', url: (id) => `/api/v1/company/jobs/${id}/close` },
        { who: () => owner, method: 'POST', url: (id) => `/api/v1/company/jobs/${id}/renew`, body: { deadline: dayFromToday(5) } },
        { who: () => owner, method: 'POST', url: (id) => `/api/v1/company/jobs/${id}/payments`, body: { pay_type: 'bank' } },
        { who: () => owner, method: 'GET', url: (id) => `/api/v1/company/payments/${id}` },
        { who: () => owner, method: 'GET', url: (id) => `/api/v1/company/payments?job_id=${id}` },
        { who: () => owner, method: 'POST', url: (id) => `/api/v1/company/payments/${id}/confirm` },
        { who: () => owner, method: 'POST', url: (id) => `/api/v1/company/payments/${id}/receipt`, body: { invoice_file_id: own.receiptId } },
        { who: () => owner, method: 'GET', url: (id) => `/api/v1/company/payments/${id}/invoice` },
        { who: () => owner, method: 'GET', url: (id) => `/api/v1/files/${id}` },
        { who: () => owner, method: 'DELETE', url: (id) => `/api/v1/files/${id}` },
        { who: () => null, method: 'GET', url: (id) => `/api/v1/jobs/${id}` },
        { who: () => null, method: 'GET', url: (id) => `/api/v1/companies/${id}` },
        { who: () => null, method: 'GET', url: (id) => `/api/v1/companies/${id}/jobs` },
        { who: () => null, method: 'GET', url: (id) => `/api/v1/lookups/cities?country_id=${id}` },
        { who: () => seeker, method: 'DELETE', url: (id) => `/api/v1/user/experiences/${id}` },
        { who: () => admin, method: 'GET', url: (id) => `/api/admin/companies/${id}` },
        { who: () => admin, method: 'GET', url: (id) => `/api/admin/companies/${id}/commercial-file` },
        { who: () => admin, method: 'POST', url: (id) => `/api/admin/companies/${id}/review`, body: { decision: 'verify' } },
        { who: () => admin, method: 'GET', url: (id) => `/api/admin/payments/${id}/receipt` },
        { who: () => admin, method: 'POST', url: (id) => `/api/admin/payments/${id}/review`, body: { decision: 'approve' } },
        { who: () => admin, method: 'GET', url: (id) => `/api/admin/payments/${id}/invoice` },
        { who: () => admin, method: 'PUT', url: (id) => `/api/admin/bank-accounts/${id}`, body: { bank_name_ar: 'بنك', bank_name_en: 'Bank', account_name: 'Me', iban: 'SA0380000000608010167519' } },
        { who: () => admin, method: 'DELETE', url: (id) => `/api/admin/bank-accounts/${id}` },
      ];
      const failures: string[] = [];
      for (const route of routes) {
        for (const id of [...BAD_IDS, String(INT_MAX)]) {
          const who = route.who();
          const url = route.url(id);
          const response = who ? await who.call(route.method, url, route.body) : await guest(route.method, url, route.body);
          if (response.statusCode >= 500) failures.push(`${route.method} ${url} → ${response.statusCode}`);
          // Anything that is not a valid id is refused before it reaches the database.
          if (id === '2147483648' && response.statusCode !== 422) failures.push(`${route.method} ${url} → ${response.statusCode}, expected 422`);
        }
      }
      expect(failures.join('\n')).toBe('');
    });

    it('refuses ids beyond PostgreSQL’s integer in bodies with 422, never 500', async () => {
      const huge = INT_MAX + 1;
      const bodies: Array<[TSignedUp, 'POST' | 'PUT', string, Record<string, unknown>, string]> = [
        [owner, 'PUT', '/api/v1/company/profile', { foundation_name: 'Owner Co', logo_file_id: huge }, 'logo_file_id'],
        [owner, 'PUT', '/api/v1/company/profile', { foundation_name: 'Owner Co', commercial_file_id: huge }, 'commercial_file_id'],
        [owner, 'PUT', '/api/v1/company/profile', { foundation_name: 'Owner Co', city_id: huge }, 'city_id'],
        [owner, 'PUT', '/api/v1/company/profile', { foundation_name: 'Owner Co', sector_id: 1e12 }, 'sector_id'],
        [owner, 'POST', '/api/v1/company/jobs', { title: 'Huge ids', major_id: huge }, 'major_id'],
        [owner, 'POST', '/api/v1/company/jobs', { title: 'Huge ids', sector_id: huge }, 'sector_id'],
        [owner, 'POST', '/api/v1/company/jobs', { title: 'Huge ids', city_id: huge }, 'city_id'],
        [owner, 'PUT', `/api/v1/company/jobs/${own.draftId}`, { title: 'Huge ids', city_id: huge }, 'city_id'],
        [owner, 'POST', `/api/v1/company/payments/${own.bankPaymentId}/receipt`, { invoice_file_id: huge }, 'invoice_file_id'],
      ];
      for (const [who, method, url, body, field] of bodies) {
        const response = await who.call(method, url, body);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toBe(422);
        expect(response.json().errors).toHaveProperty(field);
      }
    });

    it('refuses dates PostgreSQL cannot store', async () => {
      for (const deadline of ['0000-01-01', '0000-02-29']) {
        const response = await owner.call('POST', '/api/v1/company/jobs', { title: 'Year zero', deadline });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().errors).toHaveProperty('deadline');
      }
      const renew = await owner.call('POST', `/api/v1/company/jobs/${own.liveJobId}/renew`, { deadline: '0000-01-01' });
      expect(renew.statusCode).toBe(422);
    });

    it('caps or refuses page numbers and unknown filters, never 500', async () => {
      const queries: Array<[TSignedUp | null, string]> = [
        [owner, '/api/v1/company/jobs?page=0'],
        [owner, '/api/v1/company/jobs?page=-5'],
        [owner, '/api/v1/company/jobs?page=abc'],
        [owner, '/api/v1/company/jobs?page=10001'],
        [owner, '/api/v1/company/jobs?page=1e30'],
        [owner, '/api/v1/company/jobs?tab=deleted'],
        [owner, '/api/v1/company/jobs?tab=active&tab=drafts'],
        [owner, '/api/v1/company/jobs?page=1&page=2'],
        [owner, '/api/v1/company/payments?job_id=abc'],
        [owner, '/api/v1/company/payments?job_id=-1'],
        [null, `/api/v1/companies/${owner.companyId}/jobs?page=99999999999`],
        [null, `/api/v1/companies/${owner.companyId}/jobs?page=-1`],
        [admin, '/api/admin/companies?status=hacked'],
        [admin, '/api/admin/companies?page=1e9'],
        [admin, '/api/admin/companies?page=-1'],
        [admin, '/api/admin/payments?status=hacked'],
        [admin, '/api/admin/users?per_page=1000'],
        [admin, '/api/admin/jobs?sort=password'],
        [admin, '/api/admin/payments?page=99999999999'],
      ];
      for (const [who, url] of queries) {
        const response = who ? await who.call('GET', url) : await guest('GET', url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      }
      // The largest page allowed is an empty page, not an error.
      const last = await owner.call('GET', '/api/v1/company/jobs?tab=drafts&page=10000');
      expect(last.statusCode).toBe(200);
      expect(last.json().data.items).toEqual([]);
      const adminLast = await admin.call('GET', '/api/admin/payments?page=10000');
      expect(adminLast.statusCode).toBe(200);
    });
  });

  describe('fields nobody may set', () => {
    const forbiddenJobFields = {
      status: 'active',
      company_id: 1,
      applications_count: 999,
      published_at: '2020-01-01T00:00:00Z',
      activated_at: '2020-01-01T00:00:00Z',
      id: 1,
      fee: 0,
      gender: 'male',
      nationality: 'SA',
    };

    it('refuses every unknown field of a job, on create and on update, and applies none', async () => {
      const company = await readyCompany(app, database);
      for (const [field, value] of Object.entries(forbiddenJobFields)) {
        const created = await company.call('POST', '/api/v1/company/jobs', { title: 'Mass assignment', [field]: value });
        expect(created.statusCode, field).toBe(422);
        expect(created.json().errors).toHaveProperty(field);
      }
      expect(await database.db.select().from(jobs).where(eq(jobs.company_id, company.companyId))).toEqual([]);
      const id = (await company.call('POST', '/api/v1/company/jobs', completeJob())).json().data.id;
      for (const [field, value] of Object.entries(forbiddenJobFields)) {
        expect((await company.call('PUT', `/api/v1/company/jobs/${id}`, completeJob({ [field]: value }))).statusCode, field).toBe(422);
      }
      const row = await jobOf(database, id);
      expect(row).toMatchObject({ status: 'draft', company_id: company.companyId, published_at: null, activated_at: null });
      expect((await company.call('POST', `/api/v1/company/jobs/${id}/submit`, { status: 'active' })).json().data.status).toBe('awaiting_payment');
      expect((await company.call('POST', `/api/v1/company/jobs/${id}/renew`, { deadline: dayFromToday(5), status: 'active' })).statusCode).toBe(422);
    });

    it('refuses unknown fields of the company profile (its verification above all)', async () => {
      const company = await readyCompany(app, database, { verify: false });
      const fields = { verification_status: 'verified', verified_at: '2020-01-01T00:00:00Z', verified_by: admin.id, user_id: owner.id, id: owner.companyId, is_verified: true, verification_note: 'ok' };
      for (const [field, value] of Object.entries(fields)) {
        const response = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'Sneaky', [field]: value });
        expect(response.statusCode, field).toBe(422);
        expect(response.json().errors).toHaveProperty(field);
      }
      const [row] = await database.db.select().from(companies).where(eq(companies.id, company.companyId));
      expect(row).toMatchObject({ verification_status: 'unverified', verified_by: null, user_id: company.id });
      expect(row!.foundation_name).not.toBe('Sneaky');
    });

    it('refuses unknown fields when paying and when sending a receipt; an admin’s extra fields are ignored', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      for (const extra of [{ fee_halalas: 1 }, { total_halalas: 1 }, { status: 'paid' }, { gateway: 'moyasar' }, { invoice_number: 1 }, { company_id: other.companyId }]) {
        expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank', ...extra })).statusCode).toBe(422);
      }
      const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
      expect(payment.status).toBe('pending');
      const receipt = await upload(company, 'invoice');
      for (const extra of [{ status: 'paid' }, { invoice_number: 5 }, { paid_at: '2020-01-01' }]) {
        expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: receipt.id, ...extra })).statusCode).toBe(422);
      }
      const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ status: 'pending', invoice_file_id: null, invoice_number: null });
      // The admin's review takes only its decision (and reason).
      expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: receipt.id })).statusCode).toBe(200);
      const reviewed = await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve', reviewed_by: owner.id, total_halalas: 1, invoice_number: 1 });
      expect(reviewed.statusCode).toBe(200);
      const [paid] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(paid).toMatchObject({ status: 'paid', reviewed_by: admin.id, total_halalas: row!.total_halalas });
      expect(paid!.invoice_number).not.toBe(1);
    });
  });

  describe('NUL characters, which PostgreSQL cannot store', () => {
    it('refuses them in every body, path and query with 422, never 500', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
      const nul = 'ab\u0000cd';
      const attempts: Array<[TSignedUp | null, 'GET' | 'POST' | 'PUT', string, unknown, string]> = [
        [company, 'POST', '/api/v1/company/jobs', { title: nul }, 'title'],
        [company, 'POST', '/api/v1/company/jobs', { title: 'Fine title', description: `<p>${nul}</p>` }, 'description'],
        [company, 'PUT', '/api/v1/company/profile', { foundation_name: nul }, 'foundation_name'],
        [company, 'PUT', '/api/v1/company/profile', { foundation_name: 'Fine name', about_company: nul }, 'about_company'],
        [company, 'PUT', '/api/v1/company/profile', { foundation_name: 'Fine name', address: nul }, 'address'],
        [admin, 'POST', `/api/admin/payments/${payment.id}/review`, { decision: 'reject', reason: nul }, 'reason'],
        [admin, 'POST', `/api/admin/companies/${company.companyId}/review`, { decision: 'reject', reason: nul }, 'reason'],
        [admin, 'POST', '/api/admin/bank-accounts', { bank_name_ar: nul, bank_name_en: 'Bank', account_name: 'Tawzeef', iban: 'SA0380000000608010167519' }, 'bank_name_ar'],
        [company, 'GET', `/api/v1/geocode?q=${encodeURIComponent(nul)}`, undefined, 'q'],
        [null, 'GET', '/api/v1/public-files/%00abc', undefined, 'key'],
        [null, 'GET', '/api/v1/test-gateway/tgc_%00', undefined, 'chargeId'],
        [null, 'POST', '/api/v1/payments/webhooks/moyasar', { id: 'e1', type: 'payment_paid', secret_token: WEBHOOK_SECRET, data: { note: nul } }, 'data.note'],
      ];
      for (const [who, method, url, body, field] of attempts) {
        const response = who ? await who.call(method, url, body) : await guest(method, url, body);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(422);
        expect(response.json().errors).toHaveProperty([field]);
      }
      // A deeply nested body is refused while it streams in, before any parser walks it (issue 16, decision 020).
      const deep = await app.inject({
        method: 'PUT',
        url: '/api/v1/company/profile',
        payload: `{"foundation_name":"Fine name","about_company":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
        headers: { authorization: `Bearer ${company.token}`, 'content-type': 'application/json', 'x-locale': 'en' },
      });
      expect(deep.statusCode).toBe(400);
      expect(deep.json().message).toBe('The JSON body is nested too deeply: at most 32 levels of arrays and objects are accepted');
    });
  });

  describe('markup in every text', () => {
    it('stores a job’s description sanitised and every other text as plain text, and serves both as JSON', async () => {
      const company = await readyCompany(app, database);
      const description = [
        '<p onclick="alert(1)" style="color:red">Hello <strong>world</strong></p>',
        XSS,
        '<a href="javascript:alert(1)">js</a><a href=" JAVASCRIPT:alert(1)">js2</a><a href="data:text/html,<script>alert(1)</script>">data</a>',
        '<a href="https://example.com" onmouseover="alert(1)">ok</a>',
        '<iframe src="https://evil.example"></iframe><object data="x"></object><style>body{display:none}</style>',
        '<math><mi xlink:href="javascript:alert(1)">m</mi></math><form action="https://evil"><input></form>',
      ].join('');
      const body = completeJob({
        title: `Hacker ${XSS}`.slice(0, 150),
        description,
        duties: XSS,
        qualifications: XSS,
        working_hours: XSS.slice(0, 200),
        benefits: XSS,
      });
      const created = await company.call('POST', '/api/v1/company/jobs', body);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const row = await jobOf(database, id);
      for (const bad of ['<script', 'onerror', 'onclick', 'onload', 'onmouseover', 'javascript:', 'data:', '<iframe', '<object', '<style', '<svg', '<img', '<form', '<input', '<math', 'style=']) {
        expect(row.description!.toLowerCase()).not.toContain(bad);
      }
      expect(row.description).toContain('<strong>world</strong>');
      expect(row.description).toContain('href="https://example.com"');
      // Plain fields keep the characters (the web shows them as text, which React escapes).
      expect(row.duties).toBe(XSS);
      const api = await company.call('GET', `/api/v1/company/jobs/${id}`);
      expect(api.headers['content-type']).toContain('application/json');
      expect(api.json().data.description).toBe(row.description);
      // Once live, the public read serves the same sanitised HTML.
      expect((await company.call('POST', `/api/v1/company/jobs/${id}/submit`)).statusCode).toBe(200);
      await database.db.update(jobs).set({ status: 'active', activated_at: new Date(), published_at: new Date() }).where(eq(jobs.id, id));
      const publicJob = await guest('GET', `/api/v1/jobs/${id}`);
      expect(publicJob.json().data.description).toBe(row.description);
      expect(publicJob.headers['content-type']).toContain('application/json');
    });

    it('keeps markup in a company profile as text, refuses script links, and serves JSON', async () => {
      const company = await readyCompany(app, database);
      const saved = await company.call('PUT', '/api/v1/company/profile', {
        foundation_name: `Evil ${XSS}`.slice(0, 150),
        foundation_name_en: XSS.slice(0, 150),
        about_company: XSS,
        address: XSS.slice(0, 300),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const website of ['javascript:alert(1)', 'JaVaScRiPt://%0aalert(1)', 'data:text/html,<script>alert(1)</script>', 'https://ok.example" onmouseover="x']) {
        const response = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'Evil', website });
        expect(response.statusCode, website).toBe(422);
      }
      // A protocol-relative address is refused like javascript: (decision 156, amending 090's completion of it).
      const relative = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'Evil', website: '//evil.example' });
      expect(relative.statusCode, relative.body).toBe(422);
      const social = await seeker.call('PUT', '/api/v1/user/profile/social-contacts', { linkedin: '//evil.example' }, 'ar');
      expect(social.statusCode, social.body).toBe(422);
      expect(Object.keys(social.json().errors)).toEqual(['linkedin']);
      for (const contact_email of ['"><script>@x.sa', 'a@b.sa?subject=<script>']) {
        expect((await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'Evil', contact_email })).statusCode).toBe(422);
      }
      expect((await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'Evil', email_main_domain: 'x.sa"><script>' })).statusCode).toBe(422);
      const page = await guest('GET', `/api/v1/companies/${company.companyId}`);
      expect(page.headers['content-type']).toContain('application/json');
      expect(page.json().data.about_company).toBe(XSS);
    });
  });

  describe('the test gateway’s page', () => {
    async function onlinePayment(company: TTestCompany, title = 'Gateway job') {
      const job = await insertJob(database, company.companyId, { title });
      const response = await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'online' });
      expect(response.statusCode).toBe(201);
      return { job, payment: response.json().data as { id: number; redirect_url: string } };
    }
    const chargeOf = async (paymentId: number) => {
      const [row] = await database.db.select({ ref: payments.gateway_ref }).from(payments).where(eq(payments.id, paymentId));
      return row!.ref!;
    };

    it('escapes the job title, the typed name and never reflects the language or query', async () => {
      const company = await readyCompany(app, database);
      const { payment } = await onlinePayment(company, `Title ${XSS}`.slice(0, 150));
      const page = await app.inject({ method: 'GET', url: pagePath(payment.redirect_url) });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>');
      expect(page.body).not.toContain('<img');
      expect(page.body).toContain('&lt;script&gt;');
      expect(page.headers['content-security-policy']).toBe(`default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${PUBLIC_URL}; base-uri 'none'; frame-ancestors 'none'`);
      for (const lang of ['<x>', '"><b>', 'ar"><i>']) {
        const response = await app.inject({ method: 'GET', url: `${new URL(payment.redirect_url).pathname}?lang=${encodeURIComponent(lang)}` });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toContain(lang);
      }
      const response = await app.inject({ method: 'GET', url: `${new URL(payment.redirect_url).pathname}?lang=en&description=${encodeURIComponent('<b>injected</b>')}&message=${encodeURIComponent('<b>m</b>')}` });
      expect(response.body).not.toContain('injected');
      expect(response.body).not.toContain('<b>m</b>');
      const refused = await payWithCard(payment.redirect_url, { name: '"><script>alert(1)</script>', number: '1234', expiry: '"><b>' });
      expect(refused.statusCode).toBe(422);
      expect(refused.body).not.toContain('<script>alert');
      expect(refused.body).not.toContain('"><b>');
      expect(refused.body).toContain('&quot;&gt;&lt;script&gt;');
      // Unknown charges answer the page, not the database's error.
      for (const id of ['nope', 'tgc_' + 'f'.repeat(32), "tgc_' or 1=1 --", 'x'.repeat(101)]) {
        const missing = await app.inject({ method: 'GET', url: `/api/v1/test-gateway/${encodeURIComponent(id)}` });
        expect([404, 422]).toContain(missing.statusCode);
      }
    });

    it('sends the browser only to the callback it stored, whatever the request says', async () => {
      const company = await readyCompany(app, database);
      const { payment } = await onlinePayment(company);
      const response = await app.inject({
        method: 'POST',
        url: `${pagePath(payment.redirect_url)}&callback_url=${encodeURIComponent('https://evil.example/')}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/' },
        payload: new URLSearchParams({ name: 'Sara', number: '4111111111111111', expiry: futureExpiry, cvc: '123', callback_url: 'https://evil.example/', callbackUrl: 'https://evil.example/', status: 'paid' }).toString(),
      });
      expect([303, 422]).toContain(response.statusCode);
      if (response.statusCode === 303) expect(new URL(response.headers.location as string).origin).toBe(PUBLIC_URL);
      const [charge] = await database.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, await chargeOf(payment.id)));
      expect(charge!.callback_url).toBe(`${PUBLIC_URL}/en/payments/return?payment=${payment.id}`);
    });

    it('a charge of another payment cannot confirm this one; a cancelled or finished charge changes nothing', async () => {
      const company = await readyCompany(app, database);
      const first = await onlinePayment(company);
      // Another company's charge is paid: this payment stays pending, whatever the return page carries.
      const stranger = await onlinePayment(other, 'Stranger job');
      expect((await payWithCard(stranger.payment.redirect_url, { number: '4111111111111111' })).statusCode).toBe(303);
      const confirm = await company.call('POST', `/api/v1/company/payments/${first.payment.id}/confirm?id=${await chargeOf(stranger.payment.id)}&status=paid`);
      expect(confirm.json().data.status).toBe('pending');
      // Another company's payment is not confirmed through this company.
      expect((await company.call('POST', `/api/v1/company/payments/${stranger.payment.id}/confirm`)).statusCode).toBe(404);
      const [strangerRow] = await database.db.select().from(payments).where(eq(payments.id, stranger.payment.id));
      expect(strangerRow!.status).toBe('pending');

      // A new payment replaces the first: paying the first charge afterwards is refused and confirms nothing.
      const second = (await company.call('POST', `/api/v1/company/jobs/${first.job.id}/payments`, { pay_type: 'online' })).json().data;
      const late = await payWithCard(first.payment.redirect_url, { number: '4111111111111111' });
      expect(late.statusCode).toBe(303);
      expect(new URL(late.headers.location as string).searchParams.get('status')).toBe('failed');
      expect((await company.call('POST', `/api/v1/company/payments/${first.payment.id}/confirm`)).json().data.status).toBe('cancelled');
      expect((await jobOf(database, first.job.id)).status).toBe('awaiting_payment');

      // The second is paid once; paying it again changes nothing.
      expect((await payWithCard(second.redirect_url, { number: '4111111111111111' })).statusCode).toBe(303);
      const paid = await company.call('POST', `/api/v1/company/payments/${second.id}/confirm`);
      expect(paid.json().data.status).toBe('paid');
      const invoiceNumber = paid.json().data.invoice_number;
      const again = await payWithCard(second.redirect_url, { number: '4000000000000002' });
      expect(new URL(again.headers.location as string).searchParams.get('status')).toBe('paid');
      const reconfirm = await company.call('POST', `/api/v1/company/payments/${second.id}/confirm`);
      expect(reconfirm.json().data).toMatchObject({ status: 'paid', invoice_number: invoiceNumber });
      expect((await jobOf(database, first.job.id)).status).toBe('active');
    });

    it('deleting a job cancels its open checkout: the page can no longer take the money', async () => {
      const company = await readyCompany(app, database);
      const { job, payment } = await onlinePayment(company);
      const ref = await chargeOf(payment.id);
      expect((await company.call('DELETE', `/api/v1/company/jobs/${job.id}`)).statusCode).toBe(200);
      const paid = await payWithCard(payment.redirect_url, { number: '4111111111111111' });
      expect(paid.statusCode).toBe(303);
      expect(new URL(paid.headers.location as string).searchParams.get('status')).toBe('failed');
      const [charge] = await database.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, ref));
      expect(charge!.status).toBe('failed');
    });

    it('confirming a bank payment is refused cleanly', async () => {
      const response = await owner.call('POST', `/api/v1/company/payments/${own.bankPaymentId}/confirm`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This is not an online payment');
    });
  });

  describe('the Moyasar webhook', () => {
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/v1/payments/webhooks/moyasar', payload: body as never, headers: { 'x-locale': 'en', ...headers } });
    const event = (data: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({ id: randomUUID(), type: 'payment_paid', secret_token: WEBHOOK_SECRET, data, ...overrides });

    /** A pending Moyasar payment of a fresh company (made directly: new checkouts use the test gateway here). */
    async function moyasarPayment(amountOnGateway?: number) {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const ref = randomUUID();
      const [row] = await database.db
        .insert(payments)
        .values({ company_id: company.companyId, job_id: job.id, pay_type: 'online', gateway: 'moyasar', gateway_ref: ref, fee_halalas: 10_000, vat_halalas: 1_500, total_halalas: 11_500, vat_rate_basis_points: 1500 })
        .returning();
      outside.invoices.set(ref, { id: ref, status: 'paid', amount: amountOnGateway ?? 11_500, currency: 'SAR' });
      return { company, job, payment: row!, ref };
    }
    const statusOf = async (id: number) => (await database.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;

    it('refuses a forged or missing secret, and malformed events', async () => {
      const { payment, ref } = await moyasarPayment();
      for (const secret_token of [undefined, '', 'guess', WEBHOOK_SECRET.toUpperCase(), `${WEBHOOK_SECRET} `, 123, [WEBHOOK_SECRET], { $ne: null }]) {
        expect((await send(event({ invoice_id: ref }, { secret_token }))).statusCode).toBe(401);
      }
      expect((await send(event({ invoice_id: ref }), { 'x-webhook-secret': WEBHOOK_SECRET, 'content-type': 'application/json' })).statusCode).toBe(200);
      await database.db.update(payments).set({ status: 'pending', paid_at: null, invoice_number: null, invoice_issued_at: null }).where(eq(payments.id, payment.id));
      for (const body of [{ secret_token: WEBHOOK_SECRET }, { secret_token: WEBHOOK_SECRET, id: 'x', type: 'payment_paid' }, { secret_token: WEBHOOK_SECRET, id: '', type: 'x', data: {} }, { secret_token: WEBHOOK_SECRET, id: 'x', type: 'x', data: 'str' }]) {
        const response = await send(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
      }
      expect((await send('not json', { 'content-type': 'application/json' })).statusCode).toBe(400);
      expect(await statusOf(payment.id)).toBe('pending');
    });

    it('refuses a huge body and a huge event id, never 500', async () => {
      const { payment, ref } = await moyasarPayment();
      const huge = await send(event({ invoice_id: ref, padding: 'x'.repeat(1_100_000) }));
      expect(huge.statusCode).toBe(413);
      const longId = await send(event({ invoice_id: ref }, { id: 'e'.repeat(100_000) }));
      expect(longId.statusCode).toBe(422);
      const longRef = await send(event({ invoice_id: 'r'.repeat(100_000) }));
      expect(longRef.statusCode).toBeLessThan(500);
      expect(await statusOf(payment.id)).toBe('pending');
    });

    it('ignores out-of-range payment ids in the metadata', async () => {
      for (const payment_id of ['2147483648', '99999999999999999999', '-1', '0', '1e3', 'abc', 2147483648]) {
        const response = await send(event({ metadata: { payment_id } }));
        expect(response.statusCode, String(payment_id)).toBe(200);
        expect(response.json().data.applied).toBe(false);
      }
    });

    it('a replayed event changes nothing; the invoice named decides, never another payment’s metadata', async () => {
      const a = await moyasarPayment();
      const b = await moyasarPayment();
      // The event names A's invoice and B's id: A is checked (with A's own invoice), B is untouched.
      const first = event({ invoice_id: a.ref, metadata: { payment_id: String(b.payment.id) }, amount: 1 });
      expect((await send(first)).json().data.applied).toBe(true);
      expect(await statusOf(a.payment.id)).toBe('paid');
      expect(await statusOf(b.payment.id)).toBe('pending');
      // Replays (same event id) do nothing, even when aimed at B now.
      expect((await send(first)).json().data.applied).toBe(false);
      expect((await send({ ...first, data: { invoice_id: b.ref } })).json().data.applied).toBe(false);
      expect(await statusOf(b.payment.id)).toBe('pending');
      const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, first.id));
      expect(events).toHaveLength(1);
      expect(JSON.stringify(events[0]!.payload)).not.toContain(WEBHOOK_SECRET);
    });

    it('an invoice whose amount differs from the payment changes nothing', async () => {
      const { payment, ref, job } = await moyasarPayment(100);
      const response = await send(event({ invoice_id: ref }));
      expect(response.statusCode).toBe(422);
      expect(await statusOf(payment.id)).toBe('pending');
      expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
    });
  });

  describe('place search', () => {
    it('sends the query encoded to the configured server only, and limits searches per address', async () => {
      const tricky = ['riyadh&format=xml&url=http://169.254.169.254/', '../../admin?x=1#frag', 'http://evil.example/search', 'الرياض\r\nHost: evil'];
      for (const q of tricky) {
        outside.geocoderRequests.length = 0;
        const response = await app.inject({ method: 'GET', url: `/api/v1/geocode?q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${owner.token}` }, remoteAddress: '10.9.8.7' });
        expect(response.statusCode, response.body).toBe(200);
        expect(outside.geocoderRequests).toHaveLength(1);
        const seen = outside.geocoderRequests[0]!;
        expect(seen.pathname).toBe('/search');
        expect(seen.searchParams.get('format')).toBe('jsonv2');
        expect(seen.searchParams.getAll('format')).toHaveLength(1);
        expect(seen.searchParams.get('q')).toBe(q.trim().replace(/\s+/g, ' '));
        expect(seen.searchParams.get('countrycodes')).toBe('sa,ae,kw,bh,qa,om');
      }
      expect((await owner.call('GET', `/api/v1/geocode?q=${'x'.repeat(201)}`)).statusCode).toBe(422);
      expect((await owner.call('GET', '/api/v1/geocode?q=a')).statusCode).toBe(422);
      // 30 a minute per address: the 31st is refused, another address is not.
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await app.inject({ method: 'GET', url: `/api/v1/geocode?q=place${i}`, headers: { authorization: `Bearer ${owner.token}` }, remoteAddress: '10.1.2.3' });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await app.inject({ method: 'GET', url: '/api/v1/geocode?q=other', headers: { authorization: `Bearer ${owner.token}` }, remoteAddress: '10.1.2.4' })).statusCode).toBe(200);
    });
  });

  describe('files between accounts', () => {
    it('a company cannot use a job seeker’s file or another company’s logo, registration or receipt', async () => {
      const company = await readyCompany(app, database, { verify: false });
      const photo = await upload(seeker, 'photo');
      const cv = await upload(seeker, 'cv');
      const othersLogo = await upload(other, 'logo');
      for (const [field, id] of [['logo_file_id', photo.id], ['logo_file_id', othersLogo.id], ['logo_file_id', own.logoId], ['commercial_file_id', cv.id], ['commercial_file_id', own.commercialId], ['logo_file_id', own.receiptId]] as const) {
        const response = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'Borrower', [field]: id });
        expect(response.statusCode, `${field} ${id}`).toBe(422);
        expect(response.json().errors[field]).toBeDefined();
      }
      const [row] = await database.db.select().from(companies).where(eq(companies.id, company.companyId));
      expect(row).toMatchObject({ logo_file_id: null, commercial_file_id: null });
      // The seeker's and the other company's files are still there for their owners.
      expect((await seeker.call('GET', `/api/v1/files/${photo.id}`)).statusCode).toBe(200);
      expect((await other.call('GET', `/api/v1/files/${othersLogo.id}`)).statusCode).toBe(200);

      const paying = await readyCompany(app, database);
      const job = await insertJob(database, paying.companyId);
      const payment = (await paying.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
      const ownLogo = await upload(paying, 'logo');
      for (const id of [own.receiptId, photo.id, cv.id, ownLogo.id]) {
        const response = await paying.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: id });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.invoice_file_id).toBeDefined();
      }
      const [paymentRow] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(paymentRow).toMatchObject({ status: 'pending', invoice_file_id: null });
    });

    it('refuses one receipt for two payments while the first is under review or paid', async () => {
      const company = await readyCompany(app, database);
      const [jobA, jobB] = [await insertJob(database, company.companyId), await insertJob(database, company.companyId)];
      const paymentA = (await company.call('POST', `/api/v1/company/jobs/${jobA.id}/payments`, { pay_type: 'bank' })).json().data;
      const paymentB = (await company.call('POST', `/api/v1/company/jobs/${jobB.id}/payments`, { pay_type: 'bank' })).json().data;
      const receipt = await upload(company, 'invoice');
      expect((await company.call('POST', `/api/v1/company/payments/${paymentA.id}/receipt`, { invoice_file_id: receipt.id })).statusCode).toBe(200);
      const reused = await company.call('POST', `/api/v1/company/payments/${paymentB.id}/receipt`, { invoice_file_id: receipt.id });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe('This receipt is already attached to another payment: upload the receipt of this transfer');
      expect((await jobOf(database, jobB.id)).status).toBe('awaiting_payment');
      // A rejected transfer frees its receipt: the company may send the same one again (e.g. the money arrived late).
      expect((await admin.call('POST', `/api/admin/payments/${paymentA.id}/review`, { decision: 'reject', reason: 'Not received yet' })).statusCode).toBe(200);
      const again = (await company.call('POST', `/api/v1/company/jobs/${jobA.id}/payments`, { pay_type: 'bank' })).json().data;
      expect((await company.call('POST', `/api/v1/company/payments/${again.id}/receipt`, { invoice_file_id: receipt.id })).statusCode).toBe(200);
    });

    it('two payments racing for one receipt: exactly one gets it', async () => {
      const company = await readyCompany(app, database);
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const job = await insertJob(database, company.companyId);
        ids.push((await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data.id);
      }
      const receipt = await upload(company, 'invoice');
      const responses = await Promise.all(ids.map((id) => company.call('POST', `/api/v1/company/payments/${id}/receipt`, { invoice_file_id: receipt.id })));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    });

    it('a receipt under review or paid cannot be deleted by the company', async () => {
      const response = await owner.call('DELETE', `/api/v1/files/${own.receiptId}`);
      expect(response.statusCode).toBe(409);
      expect((await admin.call('GET', `/api/admin/payments/${own.bankPaymentId}/receipt`)).statusCode).toBe(200);
    });
  });

  describe('races', () => {
    const expectOneWinner = (responses: TInjectResponse[]) => {
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200), statuses.join()).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 409), statuses.join()).toBe(true);
    };

    it('parallel submits of one draft: one wins, the others 409', async () => {
      const company = await readyCompany(app, database);
      const id = (await company.call('POST', '/api/v1/company/jobs', completeJob())).json().data.id;
      expectOneWinner(await Promise.all(Array.from({ length: 6 }, () => company.call('POST', `/api/v1/company/jobs/${id}/submit`))));
      expect((await jobOf(database, id)).status).toBe('awaiting_payment');
    });

    it('parallel renewals of one closed job: one wins, the others 409', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId, { status: 'closed' });
      await database.db.update(jobs).set({ description: '<p>x</p>', duties: 'd', qualifications: 'q', experience_years: 1, sector_id: sectorId, city_id: cityId, job_type: 'full_time', working_hours: 'w', benefits: 'b' }).where(eq(jobs.id, job.id));
      expectOneWinner(await Promise.all(Array.from({ length: 6 }, () => company.call('POST', `/api/v1/company/jobs/${job.id}/renew`, { deadline: dayFromToday(15) }))));
      expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
    });

    it('starting a payment while the job goes back to the drafts never leaves an open payment on a draft', async () => {
      const company = await readyCompany(app, database);
      for (let round = 0; round < 6; round += 1) {
        const job = await insertJob(database, company.companyId);
        const payType = round % 2 === 0 ? 'online' : 'bank';
        const [started, unsubmitted] = await Promise.all([
          company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: payType }),
          company.call('POST', `/api/v1/company/jobs/${job.id}/unsubmit`),
        ]);
        expect([201, 409]).toContain(started.statusCode);
        expect([200, 409]).toContain(unsubmitted.statusCode);
        const status = (await jobOf(database, job.id)).status;
        const open = (await database.db.select().from(payments).where(eq(payments.job_id, job.id))).filter((p) => p.status === 'pending' || p.status === 'awaiting_review');
        if (status === 'draft') expect(open, `round ${round}: ${started.statusCode}/${unsubmitted.statusCode}`).toEqual([]);
        else expect(status).toBe('awaiting_payment');
        // A charge left behind for a draft cannot be paid: its page answers "failed".
        if (status === 'draft' && started.statusCode === 201 && payType === 'online') {
          const paid = await payWithCard(started.json().data.redirect_url, { number: '4111111111111111' });
          expect(new URL(paid.headers.location as string).searchParams.get('status')).toBe('failed');
        }
      }
    });
  });
});
