import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { ZATCA_DOCUMENT_STATES } from './payments.ts';

/** ZATCA's console (decision 171): the invoicing unit's state, the queue, ZATCA's words per document. */
export const ZATCA_MESSAGE_KINDS = ['warning', 'error'] as const;
export const ZZatcaMessage = z.object({
  kind: z.enum(ZATCA_MESSAGE_KINDS),
  /** ZATCA's words (in the language the document was sent in); the code is not shown. */
  message: z.string(),
});
export const ZZatcaQueueDocument = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  type: z.enum(['invoice', 'credit_note']),
  kind: z.enum(['standard', 'simplified']).nullable(),
  /** The number printed on it (INV-2026-001000, INV-2026-001000-CN). */
  number: z.string().nullable(),
  company_name: z.string(),
  state: z.enum(ZATCA_DOCUMENT_STATES),
  icv: z.number().int().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt did not reach ZATCA (ZATCA away), in words. */
  last_failure: z.string().nullable(),
  messages: z.array(ZZatcaMessage),
  /** A simplified document not reported within ZATCA's 24 hours of its issue. */
  late: z.boolean(),
  /** The administrator may send it again (refused, or waiting after a failed attempt). */
  retryable: z.boolean(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
});
export const ZZatcaConsole = z.object({
  mode: z.enum(['off', 'simulation', 'production']),
  unit: z
    .object({
      onboarded_at: z.string(),
      certificate_expires_at: z.string(),
      /** Whole days left before the certificate expires (negative once expired). */
      days_left: z.number().int(),
      /** Under 30 days left: renew (`npm run zatca:onboard`). */
      expiring: z.boolean(),
      last_icv: z.number().int(),
    })
    .nullable(),
  counts: z.object({ waiting: z.number().int(), reported: z.number().int(), cleared: z.number().int(), rejected: z.number().int(), late: z.number().int() }),
  documents: z.array(ZZatcaQueueDocument),
});
export type TZatcaConsole = z.infer<typeof ZZatcaConsole>;
export type TZatcaQueueDocument = z.infer<typeof ZZatcaQueueDocument>;
export const ZZatcaDocumentParams = z.object({ id: ZIdParam });
export const ZZatcaRetryResult = z.object({ state: z.enum(ZATCA_DOCUMENT_STATES) });
