import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';

/** A message of ZATCA's (a warning or an error), as Fatoora gave it. */
export interface TZatcaMessage {
  code?: string;
  category?: string;
  message?: string;
}

/**
 * The ZATCA invoicing unit (decision 167; one row): its private key, CSR and CSIDs sealed with ZATCA_SECRET_KEY, the
 * production certificate's expiry, and the head of the chain (the last document's ICV and hash).
 */
export const zatcaUnits = pgTable('zatca_units', {
  id: integer('id').primaryKey().default(1),
  mode: text('mode', { enum: ['simulation', 'production'] }).notNull(),
  private_key: text('private_key').notNull(),
  csr: text('csr').notNull(),
  compliance_csid: text('compliance_csid').notNull(),
  production_csid: text('production_csid').notNull(),
  certificate_expires_at: timestamp('certificate_expires_at', { withTimezone: true }).notNull(),
  /** When the administrators were last mailed that the certificate expires soon (decision 187); null since onboarding. */
  expiry_warned_at: timestamp('expiry_warned_at', { withTimezone: true }),
  onboarded_at: timestamp('onboarded_at', { withTimezone: true }).notNull().defaultNow(),
  last_icv: integer('last_icv').notNull().default(0),
  last_hash: text('last_hash').notNull().default('X+zrZv/IbzjZUnhsbWlsecLbwjndTpG0ZynXOif7V+k='),
});

export const ZATCA_DOCUMENT_STATUSES = ['unsigned', 'pending', 'reported', 'cleared', 'rejected'] as const;

/** Each invoice and credit note for ZATCA, in the chain's order (decision 167). */
export const zatcaDocuments = pgTable(
  'zatca_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    type: text('type', { enum: ['invoice', 'credit_note'] }).notNull(),
    reason: text('reason'),
    status: text('status', { enum: ZATCA_DOCUMENT_STATUSES }).notNull().default('unsigned'),
    kind: text('kind', { enum: ['standard', 'simplified'] }),
    icv: integer('icv'),
    uuid: uuid('uuid'),
    hash: text('hash'),
    xml: text('xml'),
    cleared_xml: text('cleared_xml'),
    attempts: integer('attempts').notNull().default(0),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true }),
    last_failure: text('last_failure'),
    warnings: jsonb('warnings').$type<TZatcaMessage[]>().notNull().default(sql`'[]'::jsonb`),
    errors: jsonb('errors').$type<TZatcaMessage[]>().notNull().default(sql`'[]'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('zatca_documents_payment_type_unique').on(t.payment_id, t.type),
    uniqueIndex('zatca_documents_icv_unique').on(t.icv),
    index('zatca_documents_status_idx').on(t.status, t.icv),
  ],
);
