import { createPrivateKey, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TTaxInvoice } from '@tawzeef/contract';
import type { TConfig, TZatcaConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { cities, companies, payments, zatcaDocuments, zatcaUnits, type TZatcaMessage } from '../../db/schema/index.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { findTaxInvoice } from '../payments/invoice.ts';
import { sendPaymentNotice } from '../payments/payment-mail.ts';
import { certificateOf, FatooraClient, FatooraUnavailable, type TCsid, type TFatooraMessage, type TSubmissionAnswer } from './fatoora.ts';
import { sellerOf, type TOnboardedUnit } from './onboarding.ts';
import { creditNoteNumber } from '../payments/credit-note.ts';
import { seal, unseal } from './secrets.ts';
import { signDocument, type TZatcaStamp } from './signing.ts';
import type { TBuyerAddress, TZatcaDocument } from './ubl.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time sign and send ("TWZ" + 0x67). */
const ZATCA_QUEUE_LOCK_KEY = 0x54575a67;

type TZatcaDeps = {
  db: TDatabase;
  config: Pick<TConfig, 'seller' | 'jobPostingDays' | 'schedulerIntervalMs'> & Partial<Pick<TConfig, 'publicUrl'>> & { zatca: TZatcaConfig };
  /** Tells the company its standard invoice is cleared (decision 171); without it, nobody is told. */
  notifier?: TNotifier;
};

/** Keeps an onboarded unit sealed (a rotation replaces key and CSIDs; the chain goes on). */
export async function storeOnboardedUnit(db: TDatabase, zatca: TZatcaConfig, unit: TOnboardedUnit): Promise<void> {
  const values = {
    mode: zatca.mode,
    private_key: seal(zatca.secretKey, 'private key', unit.privateKeyPem),
    csr: seal(zatca.secretKey, 'csr', unit.csrPem),
    compliance_csid: seal(zatca.secretKey, 'compliance csid', JSON.stringify(unit.compliance)),
    production_csid: seal(zatca.secretKey, 'production csid', JSON.stringify(unit.production)),
    certificate_expires_at: unit.expiresAt,
    onboarded_at: new Date(),
    // A new certificate: its own expiry is warned of afresh (decision 187).
    expiry_warned_at: null,
  };
  await db
    .insert(zatcaUnits)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: zatcaUnits.id, set: values });
}

/** The unit's stamp and production CSID, unsealed; undefined before onboarding. */
async function readUnit(db: TDatabase, zatca: TZatcaConfig, lock = false): Promise<{ stamp: TZatcaStamp; production: TCsid; lastIcv: number; lastHash: string } | undefined> {
  const query = db.select().from(zatcaUnits).where(eq(zatcaUnits.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const production = JSON.parse(unseal(zatca.secretKey, 'production csid', row.production_csid)) as TCsid;
  return {
    stamp: { privateKey: createPrivateKey(unseal(zatca.secretKey, 'private key', row.private_key)), certificate: certificateOf(production) },
    production,
    lastIcv: row.last_icv,
    lastHash: row.last_hash,
  };
}

/**
 * The buyer's address ZATCA reads (decision 198): the national address in parts the invoice was issued with; for an
 * invoice without them (issued before, or to a company that gave one line only) the parts guessed from its line: a
 * 4-digit building number and a 5-digit postal code when written, its company's city.
 */
function buyerAddressOf(invoice: TTaxInvoice, city: string | null): TBuyerAddress {
  const parts = invoice.buyer_national_address;
  if (parts) {
    return {
      street: parts.street,
      city: parts.city,
      countryCode: parts.country_code,
      ...(parts.building_number ? { buildingNumber: parts.building_number } : {}),
      ...(parts.additional_number ? { additionalNumber: parts.additional_number } : {}),
      ...(parts.district ? { district: parts.district } : {}),
      ...(parts.postal_code ? { postalCode: parts.postal_code } : {}),
    };
  }
  const text = invoice.buyer_address ?? invoice.buyer_name;
  const buildingNumber = /(?<!\d)\d{4}(?!\d)/.exec(text)?.[0];
  const postalCode = /(?<!\d)\d{5}(?!\d)/.exec(text)?.[0];
  return { street: text, city: city ?? text, ...(buildingNumber ? { buildingNumber } : {}), ...(postalCode ? { postalCode } : {}) };
}

/** The document of a queued row, from its payment's tax invoice (Arabic: the seller's and buyer's names, the line). */
async function documentOf(deps: TZatcaDeps, row: typeof zatcaDocuments.$inferSelect, icv: number, previousHash: string, now: Date): Promise<TZatcaDocument | undefined> {
  const invoice = await findTaxInvoice(deps.db, deps.config, row.payment_id, { locale: 'ar', formatDate: (date) => date.toISOString() });
  if (!invoice) return undefined;
  const [place] = await deps.db
    .select({ city: cities.name_ar })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.company_id))
    .leftJoin(cities, eq(cities.id, companies.city_id))
    .where(eq(payments.id, row.payment_id));
  const credit = row.type === 'credit_note';
  return {
    kind: invoice.kind,
    type: row.type,
    number: credit ? (invoice.credit?.number ?? creditNoteNumber(invoice.invoice_number)) : invoice.invoice_number,
    uuid: randomUUID(),
    // A credit note is issued when the administrator credited the payment (decision 171), as its page shows.
    issuedAt: credit ? (invoice.credit ? new Date(invoice.credit.issued_at) : now) : new Date(invoice.issued_at),
    icv,
    previousHash,
    ...(credit ? { billingReference: invoice.invoice_number, reason: row.reason ?? 'استرداد / Refund' } : {}),
    paymentMeans: invoice.pay_type === 'bank' ? '30' : '48',
    seller: sellerOf({ zatca: deps.config.zatca, seller: deps.config.seller }),
    buyer: {
      name: invoice.buyer_name,
      vatNumber: invoice.buyer_vat_number,
      address: invoice.buyer_vat_number ? buyerAddressOf(invoice, place?.city ?? null) : null,
    },
    supplyDate: invoice.supply_date,
    line: { name: invoice.description, feeHalalas: invoice.fee_halalas, vatHalalas: invoice.vat_halalas, vatRateBasisPoints: invoice.vat_rate_basis_points },
  };
}

/**
 * Signs the queued documents in the order they were queued, each in its own transaction under the unit's row lock:
 * the next ICV, the last hash as PIH, then the unit's head moves on. A crash between two leaves the chain whole.
 */
export async function signQueued(deps: TZatcaDeps, now = new Date()): Promise<number> {
  let signed = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const unit = await readUnit(tx, deps.config.zatca, true);
      if (!unit) return false;
      const [row] = await tx.select().from(zatcaDocuments).where(eq(zatcaDocuments.status, 'unsigned')).orderBy(asc(zatcaDocuments.id)).limit(1).for('update');
      if (!row) return false;
      const icv = unit.lastIcv + 1;
      const document = await documentOf({ ...deps, db: tx }, row, icv, unit.lastHash, now);
      if (!document) {
        await tx.update(zatcaDocuments).set({ status: 'rejected', errors: [{ code: 'payment', message: 'The payment has no tax invoice / لا توجد فاتورة ضريبية لهذه الدفعة' }] }).where(eq(zatcaDocuments.id, row.id));
        return true;
      }
      const result = signDocument(document, unit.stamp, now);
      await tx
        .update(zatcaDocuments)
        .set({ status: 'pending', kind: document.kind, icv, uuid: document.uuid, hash: result.hash, xml: result.xml, signed_at: now })
        .where(eq(zatcaDocuments.id, row.id));
      await tx.update(zatcaUnits).set({ last_icv: icv, last_hash: result.hash }).where(eq(zatcaUnits.id, 1));
      return true;
    });
    if (!done) return signed;
    signed += 1;
  }
}

const messagesOf = (list: TFatooraMessage[] | null | undefined): TZatcaMessage[] =>
  (Array.isArray(list) ? list : []).map((message) => ({ code: message.code, category: message.category, message: message.message }));

/**
 * Sends the signed documents in the chain's order: standard ones to clearance (the cleared XML is kept), simplified
 * ones to reporting. Accepted (with or without warnings): reported or cleared, ZATCA's warnings kept. Already
 * submitted (409: an earlier attempt reached ZATCA but its answer was lost in a restart): counted as done, not sent
 * again. Refused: rejected with ZATCA's errors (the chain goes on: the next PIH is still this one's hash). ZATCA
 * away (network, 5xx): the attempt is noted and the queue stops there, in order, until the next run.
 */
export async function submitPending(deps: TZatcaDeps, client: FatooraClient, now = new Date()): Promise<{ sent: number; waiting: boolean }> {
  const unit = await readUnit(deps.db, deps.config.zatca);
  if (!unit) return { sent: 0, waiting: false };
  const rows = await deps.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.status, 'pending')).orderBy(asc(zatcaDocuments.icv));
  let sent = 0;
  for (const row of rows) {
    const standard = row.kind === 'standard';
    const payload = { invoiceHash: row.hash!, uuid: row.uuid!, invoice: Buffer.from(row.xml!).toString('base64') };
    await deps.db
      .update(zatcaDocuments)
      .set({ attempts: sql`${zatcaDocuments.attempts} + 1`, last_attempt_at: now })
      .where(eq(zatcaDocuments.id, row.id));
    let answer: TSubmissionAnswer;
    try {
      answer = standard ? await client.clear(unit.production, payload) : await client.report(unit.production, payload);
    } catch (error) {
      if (!(error instanceof FatooraUnavailable)) throw error;
      await deps.db.update(zatcaDocuments).set({ last_failure: error.message }).where(eq(zatcaDocuments.id, row.id));
      return { sent, waiting: true };
    }
    const done = standard ? 'cleared' : 'reported';
    const errors = messagesOf(answer.validationResults?.errorMessages);
    const set =
      answer.httpStatus === 409
        ? { status: done, last_failure: 'ZATCA had it already / سبق أن استلمتها هيئة الزكاة' }
        : answer.httpStatus < 300 && !errors.length
          ? {
              status: done,
              warnings: messagesOf(answer.validationResults?.warningMessages),
              cleared_xml: standard && answer.clearedInvoice ? Buffer.from(answer.clearedInvoice, 'base64').toString('utf8') : null,
              last_failure: null,
            }
          : { status: 'rejected' as const, errors, warnings: messagesOf(answer.validationResults?.warningMessages), last_failure: null };
    const [written] = await deps.db
      .update(zatcaDocuments)
      .set({ ...set, status: set.status as 'reported' | 'cleared' | 'rejected', submitted_at: now })
      .where(and(eq(zatcaDocuments.id, row.id), eq(zatcaDocuments.status, 'pending')))
      .returning({ status: zatcaDocuments.status });
    sent += 1;
    // A standard invoice is the company's once cleared (decision 171): it is told then, once (by the write that cleared it).
    if (written?.status === 'cleared' && row.type === 'invoice' && deps.notifier && deps.config.publicUrl) {
      await sendPaymentNotice({ db: deps.db, notifier: deps.notifier, config: { publicUrl: deps.config.publicUrl, jobPostingDays: deps.config.jobPostingDays, seller: deps.config.seller, zatca: deps.config.zatca } }, row.payment_id, 'invoice_cleared');
    }
  }
  return { sent, waiting: false };
}

/**
 * The administrator's retry (decision 171): a refused document is corrected by issuing it again, so it goes back to
 * the queue unsigned and is signed anew at the chain's end (a new ICV and UUID; the refused one stays in ZATCA's
 * chain as the next PIH already names it); a document waiting after a failed attempt is simply sent now. Then one
 * run of the queue. Undefined when there is no such document; false when it is neither refused nor waiting.
 */
export async function retryZatcaDocument(deps: TZatcaDeps, id: number, client?: FatooraClient): Promise<(typeof zatcaDocuments.$inferSelect)['status'] | undefined | false> {
  const [row] = await deps.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.id, id));
  if (!row) return undefined;
  if (row.status === 'rejected') {
    await deps.db
      .update(zatcaDocuments)
      .set({ status: 'unsigned', kind: null, icv: null, uuid: null, hash: null, xml: null, cleared_xml: null, warnings: [], errors: [], last_failure: null, signed_at: null, submitted_at: null })
      .where(and(eq(zatcaDocuments.id, id), eq(zatcaDocuments.status, 'rejected')));
  } else if (row.status !== 'pending' && row.status !== 'unsigned') return false;
  await runZatcaQueue(deps, client);
  const [after] = await deps.db.select({ status: zatcaDocuments.status }).from(zatcaDocuments).where(eq(zatcaDocuments.id, id));
  return after?.status;
}

/** One run of the queue under the advisory lock: sign what waits, then send it. `ran: false`: another run was at work. */
export async function runZatcaQueue(deps: TZatcaDeps, client = new FatooraClient(deps.config.zatca.apiUrl), now = new Date()) {
  const outcome = await withAdvisoryLock(deps.db, ZATCA_QUEUE_LOCK_KEY, async () => {
    const signed = await signQueued(deps, now);
    return { signed, ...(await submitPending(deps, client, now)) };
  });
  return outcome.locked ? { ran: true as const, ...outcome.value } : { ran: false as const };
}

/** The queue every SCHEDULER_INTERVAL_SECONDS (only with ZATCA_MODE other than off). */
export function startZatcaScheduler(deps: TZatcaDeps, logger: { info(details: object, message: string): void; error(details: object, message: string): void }): TRepeating {
  return repeatEvery(
    'zatca-queue',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runZatcaQueue(deps);
      if (result.ran && (result.signed || result.sent)) logger.info({ signed: result.signed, sent: result.sent, waiting: result.waiting }, 'ZATCA queue');
    },
    (error) => logger.error({ err: error }, 'ZATCA queue failed'),
  );
}
