import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ZAdminBankAccount,
  ZAdminPaymentList,
  ZAdminPaymentsQuery,
  ZBankAccount,
  ZBankAccountInput,
  ZBankReceipt,
  ZCompanyPaymentsQuery,
  ZErrorEnvelope,
  ZIdParam,
  ZJobFee,
  ZJobFeeInput,
  ZJobParams,
  ZPayment,
  ZPaymentList,
  ZPaymentParams,
  ZPaymentReview,
  ZPrice,
  ZStartPayment,
  ZTaxInvoice,
  envelope,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { files } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { streamFile } from '../files/service.ts';
import { createBankAccount, deleteBankAccount, listActiveBankAccounts, listAllBankAccounts, updateBankAccount } from './bank-accounts.ts';
import { GatewayAuthError, GatewayError } from './gateways/types.ts';
import { testGatewayRoutes } from './gateways/test-gateway-routes.ts';
import { findTaxInvoice } from './invoice.ts';
import { currentPrice, getJobFee, setJobFee } from './pricing.ts';
import {
  attachReceipt,
  checkOnlinePayment,
  findOwnPayment,
  findPayment,
  handleWebhook,
  listCompanyPayments,
  listPaymentsForAdmin,
  reviewPayment,
  startPayment,
  toPaymentDto,
  type TPaymentDeps,
} from './service.ts';

const companiesOnly = { roles: ['COMPANY'] as const };
const bearer = [{ bearerAuth: [] }];
const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope };
const binary = z.string().meta({ format: 'binary' });

/** The company of a COMPANY account (the role check guarantees the account is one). */
function companyOf(request: FastifyRequest): { companyId: number; userId: number } {
  return { companyId: requireCompanyId(request), userId: requireAuth(request).user.id };
}

/** /api/v1: prices, payments for jobs, gateway callbacks and webhooks, the test gateway's hosted page, bank accounts, tax invoices. */
export const paymentRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const paymentDeps: TPaymentDeps = { db, config, log: app.log };
    const dto = (request: FastifyRequest, row: Parameters<typeof toPaymentDto>[0]) => toPaymentDto(row, (d) => request.formatDate(d));

    await app.register(testGatewayRoutes(db));

    app.get('/payments/price', {
      config: { public: true },
      schema: { tags: ['payments'], summary: 'The price of one job posting now: fee, 15 % VAT and total in halalas, and how many days it runs', response: { 200: envelope(ZPrice) } },
    }, async (request) => ({ message: t(request.locale, 'success'), data: await currentPrice(db, config) }));

    app.get('/bank-accounts', {
      config: { public: true },
      schema: { tags: ['payments'], summary: 'The platform’s bank accounts for transfers (active ones; bank name in the request’s language)', response: { 200: envelope(z.array(ZBankAccount)) } },
    }, async (request) => ({ message: t(request.locale, 'success'), data: await listActiveBankAccounts(db, request.locale) }));

    app.post('/company/jobs/:id/payments', {
      config: companiesOnly,
      schema: {
        tags: ['payments'],
        summary: 'Start paying for a job waiting for payment: online (answers the gateway’s redirect_url) or by bank transfer',
        description: 'A pending payment of the job is cancelled first. 403 names what stops the company from publishing (email, verification, profile).',
        security: bearer,
        params: ZJobParams,
        body: ZStartPayment,
        response: { 201: envelope(ZPayment), 502: ZErrorEnvelope, ...errors },
      },
    }, async (request, reply) => {
      const { companyId } = companyOf(request);
      const row = await startPayment(paymentDeps, { companyId, jobId: request.params.id, payType: request.body.pay_type, locale: request.locale });
      const message = t(request.locale, request.body.pay_type === 'online' ? 'payment_started_online' : 'payment_started_bank');
      return reply.code(201).send({ message, data: dto(request, row) });
    });

    app.get('/company/payments', {
      config: companiesOnly,
      schema: { tags: ['payments'], summary: 'The company’s payments, newest first (optionally of one job)', security: bearer, querystring: ZCompanyPaymentsQuery, response: { 200: envelope(ZPaymentList), ...errors } },
    }, async (request) => {
      const rows = await listCompanyPayments(db, companyOf(request).companyId, request.query.job_id);
      return { message: t(request.locale, 'success'), data: rows.map((row) => dto(request, row)) };
    });

    app.get('/company/payments/:id', {
      config: companiesOnly,
      schema: { tags: ['payments'], summary: 'One of the company’s payments', security: bearer, params: ZPaymentParams, response: { 200: envelope(ZPayment), ...errors } },
    }, async (request) => {
      const row = await findOwnPayment(db, companyOf(request).companyId, request.params.id);
      if (!row) throw notFound();
      return { message: t(request.locale, 'success'), data: dto(request, row) };
    });

    app.post('/company/payments/:id/confirm', {
      config: companiesOnly,
      schema: {
        tags: ['payments'],
        summary: 'After the gateway’s page: the server asks the gateway for the payment’s status and applies it (idempotent)',
        description: 'Answers the payment: paid (the job is live), failed, or still pending. Nothing the browser brings back is trusted.',
        security: bearer,
        params: ZPaymentParams,
        response: { 200: envelope(ZPayment), 502: ZErrorEnvelope, ...errors },
      },
    }, async (request) => {
      const { companyId } = companyOf(request);
      const payment = await findOwnPayment(db, companyId, request.params.id);
      if (!payment) throw notFound();
      await checkOnlinePayment(paymentDeps, payment);
      const row = (await findOwnPayment(db, companyId, payment.id)) ?? payment;
      const message = row.status === 'paid' ? 'payment_confirmed' : row.status === 'failed' ? 'payment_declined' : 'payment_not_completed';
      return { message: t(request.locale, message), data: dto(request, row) };
    });

    app.post('/company/payments/:id/receipt', {
      config: companiesOnly,
      schema: {
        tags: ['payments'],
        summary: 'Attach the bank transfer receipt (upload it first: POST /files?kind=invoice); the job then waits for an admin',
        security: bearer,
        params: ZPaymentParams,
        body: ZBankReceipt,
        response: { 200: envelope(ZPayment), ...errors },
      },
    }, async (request) => {
      const { companyId, userId } = companyOf(request);
      const row = await attachReceipt(db, { companyId, userId, paymentId: request.params.id, fileId: request.body.invoice_file_id });
      return { message: t(request.locale, 'payment_receipt_uploaded'), data: dto(request, row) };
    });

    app.get('/company/payments/:id/invoice', {
      config: companiesOnly,
      schema: { tags: ['payments'], summary: 'The simplified tax invoice of a paid payment, with its ZATCA QR code', security: bearer, params: ZPaymentParams, response: { 200: envelope(ZTaxInvoice), ...errors } },
    }, async (request) => {
      const invoice = await findTaxInvoice(db, config, request.params.id, { companyId: companyOf(request).companyId, locale: request.locale, formatDate: (d) => request.formatDate(d) });
      if (!invoice) throw notFound();
      return { message: t(request.locale, 'success'), data: invoice };
    });

    app.post('/payments/webhooks/moyasar', {
      config: { public: true },
      schema: {
        tags: ['payments'],
        summary: 'Moyasar webhook (payment events); needs the account’s secret_token; the invoice is fetched again from Moyasar',
        body: z.unknown(),
        response: { 200: envelope(z.object({ applied: z.boolean() })), 401: ZErrorEnvelope, 404: ZErrorEnvelope, 422: ZErrorEnvelope, 502: ZErrorEnvelope },
      },
    }, async (request) => {
      if (!config.moyasar) throw notFound();
      try {
        const result = await handleWebhook(paymentDeps, 'moyasar', request.body);
        return { message: t(request.locale, 'payment_webhook_received'), data: result };
      } catch (error) {
        if (error instanceof GatewayAuthError) throw new HttpError(401, 'payment_webhook_secret');
        if (error instanceof GatewayError) throw new HttpError(422, 'validation_failed');
        throw error;
      }
    });
  };

/** /api/admin: bank transfers to review, bank accounts, the posting fee. */
export const adminPaymentRoutes = (deps: TAppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const paymentDeps: TPaymentDeps = { db, config, log: app.log };
    const adminId = (request: FastifyRequest) => requireAuth(request).user.id;
    const ZBankAccountParams = z.object({ id: ZIdParam });

    app.get('/payments', {
      schema: { tags: ['admin'], summary: 'Payments by status (bank transfers awaiting review first come first served)', security: bearer, querystring: ZAdminPaymentsQuery, response: { 200: envelope(ZAdminPaymentList), ...errors } },
    }, async (request) => ({
      message: t(request.locale, 'success'),
      data: await listPaymentsForAdmin(db, request.query.status, request.query.page, (d) => request.formatDate(d)),
    }));

    app.get('/payments/:id/receipt', {
      schema: {
        tags: ['admin'],
        summary: 'The bank transfer receipt of a payment (download)',
        security: bearer,
        params: ZPaymentParams,
        response: { 200: { description: 'The receipt', content: { 'application/pdf': { schema: binary }, 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } } }, ...errors },
      },
    }, async (request, reply) => {
      const payment = await findPayment(db, request.params.id);
      if (!payment?.invoice_file_id) throw notFound();
      const [file] = await db.select().from(files).where(eq(files.id, payment.invoice_file_id)).limit(1);
      if (!file) throw notFound();
      return streamFile(deps, reply, file, 'owner');
    });

    app.post('/payments/:id/review', {
      schema: {
        tags: ['admin'],
        summary: 'Approve a bank transfer (the job goes live, a tax invoice is issued) or reject it with a reason',
        security: bearer,
        params: ZPaymentParams,
        body: ZPaymentReview,
        response: { 200: envelope(ZPayment), ...errors },
      },
    }, async (request) => {
      const body = request.body;
      const input = body.decision === 'approve'
        ? { paymentId: request.params.id, adminId: adminId(request), decision: 'approve' as const }
        : { paymentId: request.params.id, adminId: adminId(request), decision: 'reject' as const, reason: body.reason };
      const row = await reviewPayment(paymentDeps, input);
      return { message: t(request.locale, body.decision === 'approve' ? 'payment_approved' : 'payment_rejected'), data: toPaymentDto(row, (d) => request.formatDate(d)) };
    });

    app.get('/payments/:id/invoice', {
      schema: { tags: ['admin'], summary: 'The simplified tax invoice of any paid payment', security: bearer, params: ZPaymentParams, response: { 200: envelope(ZTaxInvoice), ...errors } },
    }, async (request) => {
      const invoice = await findTaxInvoice(db, config, request.params.id, { locale: request.locale, formatDate: (d) => request.formatDate(d) });
      if (!invoice) throw notFound();
      return { message: t(request.locale, 'success'), data: invoice };
    });

    app.get('/bank-accounts', {
      schema: { tags: ['admin'], summary: 'All the platform’s bank accounts, inactive ones included', security: bearer, response: { 200: envelope(z.array(ZAdminBankAccount)), ...errors } },
    }, async (request) => ({ message: t(request.locale, 'success'), data: await listAllBankAccounts(db, request.locale) }));

    app.post('/bank-accounts', {
      schema: { tags: ['admin'], summary: 'Add a bank account (Saudi IBAN, checked; unique)', security: bearer, body: ZBankAccountInput, response: { 201: envelope(ZAdminBankAccount), ...errors } },
    }, async (request, reply) => {
      const data = await createBankAccount(db, request.body, request.locale);
      return reply.code(201).send({ message: t(request.locale, 'bank_account_saved'), data });
    });

    app.put('/bank-accounts/:id', {
      schema: { tags: ['admin'], summary: 'Change a bank account', security: bearer, params: ZBankAccountParams, body: ZBankAccountInput, response: { 200: envelope(ZAdminBankAccount), ...errors } },
    }, async (request) => ({ message: t(request.locale, 'bank_account_saved'), data: await updateBankAccount(db, request.params.id, request.body, request.locale) }));

    app.delete('/bank-accounts/:id', {
      schema: { tags: ['admin'], summary: 'Delete a bank account', security: bearer, params: ZBankAccountParams, response: { 200: envelope(z.null()), ...errors } },
    }, async (request) => {
      await deleteBankAccount(db, request.params.id);
      return { message: t(request.locale, 'bank_account_deleted'), data: null };
    });

    app.get('/settings/job-fee', {
      schema: { tags: ['admin'], summary: 'The job posting fee before VAT, and whether an admin set it or it is the configured default', security: bearer, response: { 200: envelope(ZJobFee), ...errors } },
    }, async (request) => ({ message: t(request.locale, 'success'), data: await getJobFee(db, config) }));

    app.put('/settings/job-fee', {
      schema: { tags: ['admin'], summary: 'Set the job posting fee in SAR (applies to payments started from now on)', security: bearer, body: ZJobFeeInput, response: { 200: envelope(ZJobFee), ...errors } },
    }, async (request) => {
      await setJobFee(db, request.body.fee_sar, adminId(request));
      return { message: t(request.locale, 'job_fee_saved'), data: await getJobFee(db, config) };
    });
  };
