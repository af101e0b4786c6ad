import { eq } from 'drizzle-orm';
import type { TCreditReason } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { queueZatcaDocument } from './zatca.ts';

/** The reason as a credit note states it (KSA-10), in both languages, before the administrator's words. */
const CREDIT_REASON_TEXT: Record<TCreditReason, { ar: string; en: string }> = {
  refund: { ar: 'استرداد المبلغ', en: 'Refund' },
  transfer_cancelled: { ar: 'إلغاء التحويل البنكي', en: 'Bank transfer cancelled' },
};

/** The reason written on the credit note: both languages' words for it, then the administrator's. */
export const creditNoteReason = (reason: TCreditReason, note: string) => `${CREDIT_REASON_TEXT[reason].ar} / ${CREDIT_REASON_TEXT[reason].en}: ${note}`;

/** A credit note's number: its invoice's and `-CN` (one credit note per invoice: the whole invoice credited back). */
export const creditNoteNumber = (invoiceNumber: string) => `${invoiceNumber}-CN`;

/**
 * Credits a paid payment back (decision 171): refunded (any payment), or a bank transfer cancelled after its invoice
 * was issued (the money never arrived). Once, under the payment's row lock; with ZATCA phase 2 on, its credit note is
 * queued in the same transaction, behind every document queued before it (the chain's order). The job or credits
 * the payment bought are left as they are: the administrator closes them with the console's own actions.
 */
export async function creditPayment(
  deps: { db: TDatabase; config: Pick<TConfig, 'zatca'> },
  input: { paymentId: number; adminId: number; reason: TCreditReason; note: string },
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'paid' || row.invoice_number === null) throw new HttpError(409, 'payment_not_credit');
    if (row.credited_at) throw new HttpError(409, 'payment_already_credited');
    if (input.reason === 'transfer_cancelled' && row.pay_type !== 'bank') throw new HttpError(409, 'payment_not_bank');
    await tx
      .update(payments)
      .set({ credit_reason: input.reason, credit_note: input.note, credited_at: now, credited_by: input.adminId, updated_at: now })
      .where(eq(payments.id, row.id));
    if (deps.config.zatca) await queueZatcaDocument(tx, row.id, 'credit_note', creditNoteReason(input.reason, input.note));
  });
}
