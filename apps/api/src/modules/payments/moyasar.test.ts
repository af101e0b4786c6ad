// Over 300 lines on purpose: Moyasar's protocol against a local server speaking it (invoices, webhooks, failures).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { mailOutbox, paymentEvents, payments } from '../../db/schema/index.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { mapInvoiceStatus } from './gateways/moyasar.ts';
import { insertJob, jobOf, readyCompany } from '../../test/factories.ts';

const SECRET_KEY = 'sk_test_tawzeef_123';
const WEBHOOK_SECRET = 'whsec-tawzeef-456';
const PUBLIC_URL = 'https://tawzeef.test';

interface TFakeInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  callback_url: string | null;
  metadata: Record<string, string> | null;
  payments: Array<Record<string, unknown>>;
  created_at: string;
  updated_at: string;
}

/** A local server that speaks Moyasar's Invoices API (Basic auth with the secret key, JSON bodies). */
async function fakeMoyasar() {
  const invoices = new Map<string, TFakeInvoice>();
  const requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? JSON.parse(text) : undefined;
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`) {
        return send(401, { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
      }
      const match = /^\/v1\/invoices(?:\/([0-9a-f-]+))?$/.exec(path);
      if (!match) return send(404, { type: 'api_error', message: 'Object not found' });
      const id = match[1];
      if (req.method === 'POST' && !id) {
        if (!Number.isInteger(body?.amount) || body.amount < 100 || typeof body?.description !== 'string') {
          return send(400, { type: 'invalid_request_error', message: 'Validation Failed', errors: { amount: ['is invalid'] } });
        }
        const now = new Date().toISOString();
        const invoice: TFakeInvoice = {
          id: randomUUID(),
          status: 'initiated',
          amount: body.amount,
          currency: body.currency ?? 'SAR',
          description: body.description,
          url: '',
          success_url: body.success_url ?? null,
          back_url: body.back_url ?? null,
          callback_url: body.callback_url ?? null,
          metadata: body.metadata ?? null,
          payments: [],
          created_at: now,
          updated_at: now,
        };
        invoice.url = `https://checkout.moyasar.test/invoices/${invoice.id}?lang=en`;
        invoices.set(invoice.id, invoice);
        return send(201, invoice);
      }
      const invoice = id ? invoices.get(id) : undefined;
      if (!invoice) return send(404, { type: 'api_error', message: 'Object not found' });
      if (req.method === 'GET') return send(200, invoice);
      if (req.method === 'DELETE') {
        invoice.status = 'canceled';
        return send(200, invoice);
      }
      return send(405, { type: 'api_error', message: 'Method not allowed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    invoices,
    requests,
    /** The payer pays on Moyasar's page: the invoice becomes paid with one paid payment. */
    pay(invoiceId: string, amount?: number) {
      const invoice = invoices.get(invoiceId)!;
      invoice.status = 'paid';
      const payment = { id: randomUUID(), status: 'paid', amount: amount ?? invoice.amount, currency: invoice.currency, invoice_id: invoice.id, metadata: invoice.metadata };
      invoice.payments.push(payment);
      return payment;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function webhook(payment: Record<string, unknown>, options: { id?: string; type?: string; secret?: string | null } = {}) {
  return {
    id: options.id ?? randomUUID(),
    type: options.type ?? 'payment_paid',
    created_at: new Date().toISOString(),
    ...(options.secret === null ? {} : { secret_token: options.secret ?? WEBHOOK_SECRET }),
    account_name: 'Tawzeef',
    live: false,
    data: payment,
  };
}

describe('Moyasar invoice statuses', () => {
  it('maps paid, the ends of an unpaid invoice, and everything still open', () => {
    expect(mapInvoiceStatus('paid')).toBe('paid');
    for (const status of ['failed', 'expired', 'canceled', 'voided']) expect(mapInvoiceStatus(status)).toBe('failed');
    for (const status of ['initiated', 'on_hold', 'authorized']) expect(mapInvoiceStatus(status)).toBe('initiated');
  });
});

const drivers = await testDrivers();

describe.each(drivers)('paying through Moyasar on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let moyasar: Awaited<ReturnType<typeof fakeMoyasar>>;

  beforeAll(async () => {
    database = await driver.open();
    moyasar = await fakeMoyasar();
    app = await testApp(database, {
      PUBLIC_URL,
      PAYMENT_GATEWAY: 'moyasar',
      MOYASAR_BASE_URL: moyasar.url,
      MOYASAR_SECRET_KEY: SECRET_KEY,
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await app.close();
    await moyasar.close();
  });

  const sendWebhook = (body: unknown) => app.inject({ method: 'POST', url: '/api/v1/payments/webhooks/moyasar', payload: body as never, headers: { 'x-locale': 'en' } });

  async function startOnline(locale: 'ar' | 'en' = 'en') {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId, { title: 'Data Analyst' });
    const response = await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'online' }, locale);
    expect(response.statusCode).toBe(201);
    const payment = response.json().data;
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    return { company, job, payment, invoiceId: row!.gateway_ref! };
  }

  it('creates an invoice with the secret key and sends the company to its hosted page', async () => {
    const { payment, invoiceId, job } = await startOnline();
    const created = moyasar.requests.find((request) => request.method === 'POST' && (request.body as { metadata?: { payment_id?: string } })?.metadata?.payment_id === String(payment.id));
    expect(created).toBeDefined();
    expect(created!.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    expect(created!.body).toMatchObject({
      amount: payment.total_halalas,
      currency: 'SAR',
      success_url: `${PUBLIC_URL}/en/payments/return?payment=${payment.id}`,
      back_url: `${PUBLIC_URL}/en/payments/return?payment=${payment.id}`,
    });
    expect((created!.body as { description: string }).description).toContain(job.title);
    expect(payment).toMatchObject({ gateway: 'moyasar', status: 'pending', redirect_url: `https://checkout.moyasar.test/invoices/${invoiceId}?lang=en` });
  });

  it('confirms from the return page only when Moyasar says the invoice is paid', async () => {
    const { company, job, payment, invoiceId } = await startOnline();
    const early = await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`);
    expect(early.json()).toMatchObject({ message: 'The payment is not completed yet', data: { status: 'pending' } });
    moyasar.pay(invoiceId);
    const confirmed = await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`);
    expect(confirmed.json().data).toMatchObject({ status: 'paid' });
    expect((await jobOf(database, job.id)).status).toBe('active');
  });

  it('sends one receipt when the webhook arrives after the return page confirmed the payment (decision 026)', async () => {
    const { company, payment, invoiceId } = await startOnline();
    const paid = moyasar.pay(invoiceId);
    expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).json().data).toMatchObject({ status: 'paid' });
    const late = await sendWebhook(webhook(paid));
    expect(late.json().data).toEqual({ applied: false });
    const receipts = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, company.account.email), eq(mailOutbox.purpose, 'payment_online_paid')));
    expect(receipts).toHaveLength(1);
  });

  it('refuses a webhook without the right secret token', async () => {
    const { payment, invoiceId, job } = await startOnline();
    const paid = moyasar.pay(invoiceId);
    for (const secret of [null, 'wrong-secret', `${WEBHOOK_SECRET}x`, '']) {
      const response = await sendWebhook(webhook(paid, { secret }));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The webhook secret token is missing or wrong');
    }
    expect((await sendWebhook(['not', 'an', 'event'])).statusCode).toBe(401);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('pending');
    expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
  });

  it('applies a paid webhook once, after fetching the invoice again; replays change nothing', async () => {
    const { payment, invoiceId, job } = await startOnline();
    // A webhook that says "paid" while the invoice is not: the invoice decides.
    const premature = await sendWebhook(webhook({ id: randomUUID(), status: 'paid', amount: payment.total_halalas, currency: 'SAR', invoice_id: invoiceId }));
    expect(premature.statusCode).toBe(200);
    expect(premature.json().data).toEqual({ applied: false });
    expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');

    const paid = moyasar.pay(invoiceId);
    const event = webhook(paid);
    const fetchesBefore = moyasar.requests.filter((r) => r.method === 'GET' && r.path === `/v1/invoices/${invoiceId}`).length;
    const first = await sendWebhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ applied: true });
    expect(moyasar.requests.filter((r) => r.method === 'GET' && r.path === `/v1/invoices/${invoiceId}`).length).toBe(fetchesBefore + 1);
    const [afterFirst] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(afterFirst).toMatchObject({ status: 'paid' });
    const activated = await jobOf(database, job.id);
    expect(activated.status).toBe('active');

    const replays = await Promise.all([sendWebhook(event), sendWebhook(event), sendWebhook(webhook(paid))]);
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual({ applied: false });
    }
    const [afterReplay] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(afterReplay!.invoice_number).toBe(afterFirst!.invoice_number);
    expect(afterReplay!.paid_at).toEqual(afterFirst!.paid_at);
    expect((await jobOf(database, job.id)).activated_at).toEqual(activated.activated_at);
    const recorded = await database.db.select().from(paymentEvents).where(and(eq(paymentEvents.gateway, 'moyasar'), eq(paymentEvents.event_id, event.id)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ payment_id: payment.id, kind: 'payment_paid' });
    expect(JSON.stringify(recorded[0]!.payload)).not.toContain(WEBHOOK_SECRET);
    expect((recorded[0]!.payload as { data: { invoice_id: string } }).data.invoice_id).toBe(invoiceId);
  });

  it('refuses a paid invoice whose amount is not the payment’s', async () => {
    const { payment, invoiceId, job, company } = await startOnline();
    const paid = moyasar.pay(invoiceId);
    moyasar.invoices.get(invoiceId)!.amount = 100;
    const event = webhook(paid);
    const response = await sendWebhook(event);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The payment provider’s record does not match this payment: contact support');
    expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).statusCode).toBe(422);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'pending', invoice_number: null });
    expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
    expect(await database.db.select().from(paymentEvents).where(eq(paymentEvents.event_id, event.id))).toHaveLength(0);

    moyasar.invoices.get(invoiceId)!.amount = payment.total_halalas;
    moyasar.invoices.get(invoiceId)!.currency = 'USD';
    expect((await sendWebhook(webhook(paid))).statusCode).toBe(422);
  });

  it('marks the payment failed when the invoice expires, and the job still waits for payment', async () => {
    const { payment, invoiceId, job, company } = await startOnline('ar');
    moyasar.invoices.get(invoiceId)!.status = 'expired';
    const response = await sendWebhook(webhook({ id: randomUUID(), status: 'failed', invoice_id: invoiceId, metadata: { payment_id: String(payment.id) } }, { type: 'payment_failed' }));
    expect(response.json().data).toEqual({ applied: true });
    expect((await company.call('GET', `/api/v1/company/payments/${payment.id}`)).json().data.status).toBe('failed');
    expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
  });

  it('cancels the replaced invoice when the company starts again', async () => {
    const { company, job, invoiceId } = await startOnline();
    expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).statusCode).toBe(201);
    expect(moyasar.invoices.get(invoiceId)!.status).toBe('canceled');
  });

  it('ignores a correctly signed event about an invoice that is not ours', async () => {
    const response = await sendWebhook(webhook({ id: randomUUID(), status: 'paid', amount: 1000, currency: 'SAR', invoice_id: randomUUID() }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ applied: false });
  });

  it('answers 502 when Moyasar cannot be reached or refuses the key, and frees the job for another try', async () => {
    for (const env of [{ MOYASAR_BASE_URL: 'http://127.0.0.1:9' }, { MOYASAR_BASE_URL: moyasar.url, MOYASAR_SECRET_KEY: 'sk_test_wrong' }]) {
      const broken = await testApp(database, { PUBLIC_URL, PAYMENT_GATEWAY: 'moyasar', MOYASAR_SECRET_KEY: SECRET_KEY, MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env });
      try {
        const company = await readyCompany(broken, database);
        const job = await insertJob(database, company.companyId);
        const response = await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'online' });
        expect(response.statusCode).toBe(502);
        expect(response.json().message).toBe('The payment provider could not be reached: please try again in a few minutes');
        const rows = await database.db.select().from(payments).where(eq(payments.job_id, job.id));
        expect(rows.map((row) => row.status)).toEqual(['failed']);
        expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).statusCode).toBe(201);
      } finally {
        await broken.close();
      }
    }
  });

  it('has no Moyasar webhook when Moyasar is not configured', async () => {
    const plain = await testApp(database);
    try {
      const response = await plain.inject({ method: 'POST', url: '/api/v1/payments/webhooks/moyasar', payload: webhook({ invoice_id: randomUUID() }) });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
