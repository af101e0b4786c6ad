import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZZatcaConsole, ZZatcaDocumentParams, ZZatcaRetryResult } from '../zatca.ts';
import { ZPaymentParams } from '../payments.ts';

/** ZATCA phase 2 (decisions 167, 171): the console's page and its retry; a company's e-invoice files. API module: modules/zatca. */
export const zatcaEndpoints = {
  adminZatca: {
    state: endpoint({
      method: 'GET',
      path: '/api/admin/zatca',
      access: ['ADMIN'],
      response: ZZatcaConsole,
      tags: ['admin'],
      summary: 'ZATCA e-invoicing: the unit (onboarded, certificate expiry), the queue and ZATCA’s messages per document',
    }),
    retry: endpoint({
      method: 'POST',
      path: '/api/admin/zatca/documents/:id/retry',
      access: ['ADMIN'],
      params: ZZatcaDocumentParams,
      body: z.strictObject({}),
      response: ZZatcaRetryResult,
      errors: [404, 409],
      tags: ['admin'],
      summary: 'Sends a refused (signed again, at the chain’s end) or waiting document to ZATCA again, now',
    }),
  },
  zatcaFiles: {
    xml: endpoint({
      method: 'GET',
      path: '/api/v1/company/payments/:id/e-invoice/:document',
      access: ['COMPANY'],
      params: ZPaymentParams.extend({ document: z.enum(['invoice', 'credit-note']) }),
      response: { raw: 'file', description: 'The e-invoice (UBL 2.1 XML): the cleared one for a standard invoice', contentTypes: ['application/xml'] },
      errors: [404, 409],
      tags: ['payments'],
      summary: 'The e-invoice XML of a payment’s invoice or credit note: the one ZATCA cleared (standard), or the signed one reported (simplified)',
    }),
  },
} as const;
