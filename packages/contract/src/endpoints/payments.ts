import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZJobParams } from '../jobs.ts';
import {
  ZBankAccount,
  ZBankReceipt,
  ZCheckout,
  ZCompanyPaymentsQuery,
  ZPayment,
  ZPaymentList,
  ZPaymentParams,
  ZPrice,
  ZStartPayment,
  ZTaxInvoice,
  ZTestChargeParams,
  ZTestChargeQuery,
} from '../payments.ts';

/** The invoice or its credit note (decision 180). */
const ZInvoicePdfParams = ZPaymentParams.extend({ document: z.enum(['invoice', 'credit-note']) });
const INVOICE_PDF =
  'The document as a PDF/A-3b (decision 180): both languages, the same facts and QR code as the page; with ZATCA phase 2 on, the e-invoice ' +
  'XML (the cleared one for a standard document, else the signed one) embedded as an associated file named after the document (AFRelationship Alternative)';

/**
 * Payments for job postings: the price, the checkout view, online payments (gateway callbacks and webhooks, the
 * embedded test gateway's hosted page), bank transfers and their review, bank accounts, tax invoices and the
 * posting fee. API module: modules/payments.
 */
export const paymentsEndpoints = {
  payments: {
    price: endpoint({
      method: 'GET',
      path: '/api/v1/payments/price',
      access: 'public',
      response: ZPrice,
      tags: ['payments'],
      summary: 'The price of one job posting now: fee, 15 % VAT and total in halalas, and how many days it runs',
    }),
    checkout: endpoint({
      method: 'GET',
      path: '/api/v1/company/jobs/:id/checkout',
      access: ['COMPANY'],
      params: ZJobParams,
      response: ZCheckout,
      errors: [404],
      tags: ['payments'],
      summary: 'Everything the checkout page of one of the company’s jobs shows, with the payment state decided by the server',
      description:
        'The job, the current price, whether the company may publish and what stops it, the active bank accounts, and ' +
        'the job’s open payment, its newest refused or declined one (unless something newer replaced it) and its paid one.',
    }),
    start: endpoint({
      method: 'POST',
      path: '/api/v1/company/jobs/:id/payments',
      access: ['COMPANY'],
      params: ZJobParams,
      body: ZStartPayment,
      response: ZPayment,
      status: 201,
      errors: [400, 404, 409, 502],
      tags: ['payments'],
      summary: 'Start paying for a job waiting for payment: online (answers the gateway’s redirect_url) or by bank transfer',
      description: 'A pending payment of the job is cancelled first. 403 names what stops the company from publishing (email, verification, profile). An `Idempotency-Key` header (1–255 visible characters) makes retries safe: the same key and company answer the first payment as it is now and change nothing; the same key for another job or way to pay is 422, while the first request is still opening the checkout 409, a malformed key 400.',
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/payments',
      access: ['COMPANY'],
      query: ZCompanyPaymentsQuery,
      response: ZPaymentList,
      tags: ['payments'],
      summary: 'The company’s payments, newest first (optionally of one job)',
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/company/payments/:id',
      access: ['COMPANY'],
      params: ZPaymentParams,
      response: ZPayment,
      errors: [404],
      tags: ['payments'],
      summary: 'One of the company’s payments',
    }),
    confirm: endpoint({
      method: 'POST',
      path: '/api/v1/company/payments/:id/confirm',
      access: ['COMPANY'],
      params: ZPaymentParams,
      response: ZPayment,
      errors: [404, 409, 502],
      tags: ['payments'],
      summary: 'After the gateway’s page: the server asks the gateway for the payment’s status and applies it (idempotent)',
      description: 'Answers the payment: paid (the job is live), failed, or still pending. Nothing the browser brings back is trusted.',
    }),
    attachReceipt: endpoint({
      method: 'POST',
      path: '/api/v1/company/payments/:id/receipt',
      access: ['COMPANY'],
      params: ZPaymentParams,
      body: ZBankReceipt,
      response: ZPayment,
      errors: [404, 409],
      tags: ['payments'],
      summary: 'Attach the bank transfer receipt (upload it first: POST /files?kind=invoice); the job then waits for an admin',
    }),
    invoice: endpoint({
      method: 'GET',
      path: '/api/v1/company/payments/:id/invoice',
      access: ['COMPANY'],
      params: ZPaymentParams,
      response: ZTaxInvoice,
      errors: [404],
      tags: ['payments'],
      summary: 'The simplified tax invoice of a paid payment, with its ZATCA QR code',
    }),
    pdf: endpoint({
      method: 'GET',
      path: '/api/v1/company/payments/:id/pdf/:document',
      access: ['COMPANY'],
      params: ZInvoicePdfParams,
      response: { raw: 'file', description: INVOICE_PDF, contentTypes: ['application/pdf'] },
      errors: [404, 409],
      tags: ['payments'],
      summary: 'The tax invoice or credit note of a paid payment as a bilingual PDF/A-3b, its ZATCA XML embedded when there is one',
    }),
    moyasarWebhook: endpoint({
      method: 'POST',
      path: '/api/v1/payments/webhooks/moyasar',
      access: 'public',
      body: z.unknown(),
      response: z.object({ applied: z.boolean() }),
      errors: [401, 404, 502],
      tags: ['payments'],
      summary: 'Moyasar webhook (payment events); needs the account’s secret_token; the invoice is fetched again from Moyasar',
    }),
  },
  /** The embedded test gateway's hosted page (test mode): the browser goes there from a payment's redirect_url. */
  testGateway: {
    page: endpoint({
      method: 'GET',
      path: '/api/v1/test-gateway/:chargeId',
      access: 'public',
      params: ZTestChargeParams,
      query: ZTestChargeQuery,
      response: { raw: 'html', description: 'The hosted payment page (404: an unknown charge, as a page too)' },
      errors: [404],
      tags: ['payments'],
      summary: 'The test gateway’s hosted payment page (HTML, test mode)',
    }),
    pay: endpoint({
      method: 'POST',
      path: '/api/v1/test-gateway/:chargeId',
      access: 'public',
      params: ZTestChargeParams,
      query: ZTestChargeQuery,
      response: { raw: 'redirect', description: 'Back to the shop’s callback with the result (422: the page again, with the card’s errors)' },
      status: 303,
      errors: [404],
      tags: ['payments'],
      summary: 'Pay on the test gateway’s hosted page (form post; answers 303 to the callback)',
    }),
  },
  bankAccounts: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/bank-accounts',
      access: 'public',
      response: z.array(ZBankAccount),
      tags: ['payments'],
      summary: 'The platform’s bank accounts for transfers (active ones; bank name in the request’s language)',
    }),
  },
  adminPayments: {
    /** The rest of the admins' work on payments, bank accounts and settings is the generic admin API (decision 031). */
    receipt: endpoint({
      method: 'GET',
      path: '/api/admin/payments/:id/receipt',
      access: ['ADMIN'],
      params: ZPaymentParams,
      response: { raw: 'file', description: 'The receipt', contentTypes: ['application/pdf', 'image/jpeg', 'image/png'] },
      errors: [404],
      tags: ['admin'],
      summary: 'The bank transfer receipt of a payment (download)',
    }),
    invoice: endpoint({
      method: 'GET',
      path: '/api/admin/payments/:id/invoice',
      access: ['ADMIN'],
      params: ZPaymentParams,
      response: ZTaxInvoice,
      errors: [404],
      tags: ['admin'],
      summary: 'The tax invoice of any paid payment',
    }),
    pdf: endpoint({
      method: 'GET',
      path: '/api/admin/payments/:id/pdf/:document',
      access: ['ADMIN'],
      params: ZInvoicePdfParams,
      response: { raw: 'file', description: INVOICE_PDF, contentTypes: ['application/pdf'] },
      errors: [404],
      tags: ['admin'],
      summary: 'The tax invoice or credit note of any paid payment as a bilingual PDF/A-3b, its ZATCA XML embedded when there is one',
    }),
  },
} as const;
