import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { contentDisposition, streamFile } from '../files/service.ts';
import { listActiveBankAccounts } from './bank-accounts.ts';
import { testGatewayRoutes } from './gateways/test-gateway-routes.ts';
import { listCredits, spendCredit } from './credits.ts';
import { listActivePackages } from './packages.ts';
import { listActiveFeatureOptions } from './feature-options.ts';
import { currentPrice } from './pricing.ts';
import {
  attachOwnReceipt,
  buyPackage,
  featureJob,
  confirmOwnPayment,
  findReceiptFile,
  getCheckout,
  getInvoicePdf,
  getOwnPayment,
  getTaxInvoice,
  listOwnPayments,
  receiveMoyasarWebhook,
  startJobPayment,
  type TPaymentDeps,
  type TReader,
} from './service.ts';

/** A PDF to download, never cached on the way. */
const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

/** The caller's language and time zone, for the answer. */
const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1: prices, the checkout, payments for jobs, gateway callbacks and webhooks, the test gateway's hosted page, bank accounts, tax invoices. */
export const paymentRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db, config } = deps;
  const paymentDeps: TPaymentDeps = { db, config, notifier: deps.notifier, log: app.log };

  await app.register(testGatewayRoutes(deps));

  routes(app, API.payments, {
    price: async (request) => ({ message: t(request.locale, 'success'), data: await currentPrice(db, config) }),
    checkout: async (request) => ({
      message: t(request.locale, 'success'),
      data: await getCheckout(paymentDeps, requireCompanyId(request, 'billing'), request.params.id, readerOf(request)),
    }),
    start: async (request) => {
      const input = { companyId: requireCompanyId(request, 'billing'), jobId: request.params.id, payType: request.body.pay_type, idempotencyKey: request.headers['idempotency-key'] };
      const data = await startJobPayment(paymentDeps, input, readerOf(request));
      return { message: t(request.locale, request.body.pay_type === 'online' ? 'payment_started_online' : 'payment_started_bank'), data };
    },
    list: async (request) => ({
      message: t(request.locale, 'success'),
      data: await listOwnPayments(db, requireCompanyId(request, 'billing'), request.query.job_id, readerOf(request)),
    }),
    get: async (request) => ({ message: t(request.locale, 'success'), data: await getOwnPayment(db, requireCompanyId(request, 'billing'), request.params.id, readerOf(request)) }),
    confirm: async (request) => {
      const { payment, message } = await confirmOwnPayment(paymentDeps, requireCompanyId(request, 'billing'), request.params.id, readerOf(request));
      return { message: t(request.locale, message), data: payment };
    },
    attachReceipt: async (request) => {
      const input = { companyId: requireCompanyId(request, 'billing'), userId: requireAuth(request).user.id, paymentId: request.params.id, fileId: request.body.invoice_file_id };
      const data = await attachOwnReceipt(paymentDeps, input, readerOf(request));
      // A featured period's job is live already (decision 135): the transfer features it.
      return { message: t(request.locale, data.subject === 'feature' ? 'feature_receipt_uploaded' : data.subject === 'package' ? 'package_receipt_uploaded' : 'payment_receipt_uploaded'), data };
    },
    invoice: async (request) => ({
      message: t(request.locale, 'success'),
      data: await getTaxInvoice(paymentDeps, request.params.id, requireCompanyId(request, 'billing'), readerOf(request)),
    }),
    // The invoice as a PDF/A-3b (decision 180), guarded as the invoice and its e-invoice XML: the company's own, billing.
    pdf: async (request, reply) => sendPdf(reply, await getInvoicePdf(paymentDeps, request.params.id, requireCompanyId(request, 'billing'), request.params.document, readerOf(request))),
    moyasarWebhook: async (request) => ({ message: t(request.locale, 'payment_webhook_received'), data: await receiveMoyasarWebhook(paymentDeps, request.body) }),
  });

  // Posting packages and credits (decision 130): bought through the same payments, spent on jobs waiting for payment.
  routes(app, API.packages, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listActivePackages(db, request.locale) }),
    buy: async (request) => {
      const input = { companyId: requireCompanyId(request, 'billing'), packageId: request.params.id, payType: request.body.pay_type, idempotencyKey: request.headers['idempotency-key'] };
      const data = await buyPackage(paymentDeps, input, readerOf(request));
      return { message: t(request.locale, request.body.pay_type === 'online' ? 'package_started_online' : 'package_started_bank'), data };
    },
    credits: async (request) => ({ message: t(request.locale, 'success'), data: await listCredits(db, requireCompanyId(request, 'billing'), request.locale) }),
    spend: async (request) => {
      const input = { companyId: requireCompanyId(request, 'billing'), userId: requireAuth(request).user.id, jobId: request.params.id };
      const { spent, held } = await spendCredit(paymentDeps, input);
      return { message: t(request.locale, held ? 'credit_spent_held' : 'credit_spent'), data: spent };
    },
  });

  // Featured jobs (decision 135): a live job's period, bought through the same payments.
  routes(app, API.featured, {
    options: async (request) => ({ message: t(request.locale, 'success'), data: await listActiveFeatureOptions(db) }),
    buy: async (request) => {
      const { option_id: optionId, pay_type: payType } = request.body;
      const input = { companyId: requireCompanyId(request, 'billing'), jobId: request.params.id, optionId, payType, idempotencyKey: request.headers['idempotency-key'] };
      const data = await featureJob(paymentDeps, input, readerOf(request));
      return { message: t(request.locale, payType === 'online' ? 'feature_started_online' : 'feature_started_bank'), data };
    },
  });

  routes(app, API.bankAccounts, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listActiveBankAccounts(db, request.locale) }),
  });
};

/** /api/admin/payments/:id/{receipt,invoice,pdf/:document}: the files of a payment (the rest is the generic admin API, decision 031). */
export const adminPaymentRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db, config } = deps;
  const paymentDeps: TPaymentDeps = { db, config, notifier: deps.notifier, log: app.log };

  routes(app, API.adminPayments, {
    // Read in the administrator's browser (decision 041): inline, sandboxed.
    receipt: async (request, reply) => streamFile(deps, reply, await findReceiptFile(db, request.params.id), 'owner', { inline: true }),
    invoice: async (request) => ({ message: t(request.locale, 'success'), data: await getTaxInvoice(paymentDeps, request.params.id, undefined, readerOf(request)) }),
    pdf: async (request, reply) => sendPdf(reply, await getInvoicePdf(paymentDeps, request.params.id, undefined, request.params.document, readerOf(request))),
  });
};
