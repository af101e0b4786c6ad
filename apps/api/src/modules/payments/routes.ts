import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { streamFile } from '../files/service.ts';
import { createBankAccount, deleteBankAccount, listActiveBankAccounts, listAllBankAccounts, updateBankAccount } from './bank-accounts.ts';
import { testGatewayRoutes } from './gateways/test-gateway-routes.ts';
import { currentPrice, getJobFee, saveJobFee } from './pricing.ts';
import {
  attachOwnReceipt,
  confirmOwnPayment,
  findReceiptFile,
  getCheckout,
  getOwnPayment,
  getTaxInvoice,
  listOwnPayments,
  listPaymentsForReview,
  receiveMoyasarWebhook,
  reviewTransfer,
  startJobPayment,
  type TPaymentDeps,
  type TReader,
} from './service.ts';

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
      data: await getCheckout(paymentDeps, requireCompanyId(request), request.params.id, readerOf(request)),
    }),
    start: async (request) => {
      const input = { companyId: requireCompanyId(request), jobId: request.params.id, payType: request.body.pay_type, idempotencyKey: request.headers['idempotency-key'] };
      const data = await startJobPayment(paymentDeps, input, readerOf(request));
      return { message: t(request.locale, request.body.pay_type === 'online' ? 'payment_started_online' : 'payment_started_bank'), data };
    },
    list: async (request) => ({
      message: t(request.locale, 'success'),
      data: await listOwnPayments(db, requireCompanyId(request), request.query.job_id, readerOf(request)),
    }),
    get: async (request) => ({ message: t(request.locale, 'success'), data: await getOwnPayment(db, requireCompanyId(request), request.params.id, readerOf(request)) }),
    confirm: async (request) => {
      const { payment, message } = await confirmOwnPayment(paymentDeps, requireCompanyId(request), request.params.id, readerOf(request));
      return { message: t(request.locale, message), data: payment };
    },
    attachReceipt: async (request) => {
      const input = { companyId: requireCompanyId(request), userId: requireAuth(request).user.id, paymentId: request.params.id, fileId: request.body.invoice_file_id };
      return { message: t(request.locale, 'payment_receipt_uploaded'), data: await attachOwnReceipt(db, input, readerOf(request)) };
    },
    invoice: async (request) => ({
      message: t(request.locale, 'success'),
      data: await getTaxInvoice(paymentDeps, request.params.id, requireCompanyId(request), readerOf(request)),
    }),
    moyasarWebhook: async (request) => ({ message: t(request.locale, 'payment_webhook_received'), data: await receiveMoyasarWebhook(paymentDeps, request.body) }),
  });

  routes(app, API.bankAccounts, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listActiveBankAccounts(db, request.locale) }),
  });
};

/** /api/admin: bank transfers to review, bank accounts, the posting fee. */
export const adminPaymentRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db, config } = deps;
  const paymentDeps: TPaymentDeps = { db, config, notifier: deps.notifier, log: app.log };
  const adminId = (request: FastifyRequest) => requireAuth(request).user.id;

  routes(app, API.adminPayments, {
    list: async (request) => ({
      message: t(request.locale, 'success'),
      data: await listPaymentsForReview(db, request.query.status, request.query.page, readerOf(request)),
    }),
    receipt: async (request, reply) => streamFile(deps, reply, await findReceiptFile(db, request.params.id), 'owner'),
    review: async (request) => {
      const { body } = request;
      const input = body.decision === 'approve'
        ? { paymentId: request.params.id, adminId: adminId(request), decision: 'approve' as const }
        : { paymentId: request.params.id, adminId: adminId(request), decision: 'reject' as const, reason: body.reason };
      const data = await reviewTransfer(paymentDeps, input, readerOf(request));
      return { message: t(request.locale, body.decision === 'approve' ? 'payment_approved' : 'payment_rejected'), data };
    },
    invoice: async (request) => ({ message: t(request.locale, 'success'), data: await getTaxInvoice(paymentDeps, request.params.id, undefined, readerOf(request)) }),
  });

  routes(app, API.adminBankAccounts, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listAllBankAccounts(db, request.locale) }),
    create: async (request) => ({ message: t(request.locale, 'bank_account_saved'), data: await createBankAccount(db, request.body, request.locale) }),
    update: async (request) => ({ message: t(request.locale, 'bank_account_saved'), data: await updateBankAccount(db, request.params.id, request.body, request.locale) }),
    delete: async (request) => {
      await deleteBankAccount(db, request.params.id);
      return { message: t(request.locale, 'bank_account_deleted'), data: null };
    },
  });

  routes(app, API.adminSettings, {
    jobFee: async (request) => ({ message: t(request.locale, 'success'), data: await getJobFee(db, config) }),
    setJobFee: async (request) => ({ message: t(request.locale, 'job_fee_saved'), data: await saveJobFee(db, config, request.body.fee_sar, adminId(request)) }),
  });
};
