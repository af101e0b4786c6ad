import { z } from 'zod';
import { PUBLISH_BLOCKERS } from './company.ts';
import { ZId, ZIdParam } from './ids.ts';
import { JOB_STATUSES } from './jobs.ts';

export const PAY_TYPES = ['online', 'bank'] as const;
export type TPayType = (typeof PAY_TYPES)[number];
/**
 * pending (online: waiting for the gateway; bank: waiting for the transfer receipt) → awaiting_review (bank receipt uploaded)
 * → paid | rejected (bank: with a reason; the company may upload again, which opens a new payment) | failed (online: card declined)
 * | cancelled (the company chose another way to pay).
 */
/** Why a paid payment was credited back (decision 171): refunded, or a bank transfer cancelled after its invoice. */
export const CREDIT_REASONS = ['refund', 'transfer_cancelled'] as const;
export type TCreditReason = (typeof CREDIT_REASONS)[number];
export const PAYMENT_STATUSES = ['pending', 'awaiting_review', 'paid', 'rejected', 'failed', 'cancelled'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** VAT in Saudi Arabia: 15 %, in basis points so amounts stay whole halalas. */
export const VAT_RATE_BASIS_POINTS = 1500;

/**
 * GET /api/v1/payments/price: the current price of a posting (fee set by an admin, or the configured default).
 * Amounts are whole halalas (1 SAR = 100 halalas) on the wire and in the database.
 */
export const ZPrice = z.object({
  currency: z.literal('SAR'),
  fee_halalas: z.number().int(),
  vat_halalas: z.number().int(),
  total_halalas: z.number().int(),
  vat_rate_basis_points: z.number().int(),
  posting_days: z.number().int(),
});
export type TPrice = z.infer<typeof ZPrice>;

/** The fee in halalas and VAT, rounded half up to a whole halala. */
export function computePrice(feeHalalas: number, vatRateBasisPoints = VAT_RATE_BASIS_POINTS) {
  const vat = Math.round((feeHalalas * vatRateBasisPoints) / 10_000);
  return { fee_halalas: feeHalalas, vat_halalas: vat, total_halalas: feeHalalas + vat, vat_rate_basis_points: vatRateBasisPoints };
}

/** The online gateways: `test` (embedded, hosted page served by the platform) and `moyasar`. */
export const PAYMENT_GATEWAYS = ['test', 'moyasar'] as const;
export type TPaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export const ZPaymentParams = z.object({ id: ZIdParam });
/** The embedded test gateway's hosted page: /api/v1/test-gateway/:chargeId?lang= (the long random id is the secret). */
export const ZTestChargeParams = z.object({ chargeId: z.string().max(100) });
export const ZTestChargeQuery = z.object({ lang: z.string().max(5).optional() });
/** GET /api/v1/company/payments?job_id= */
export const ZCompanyPaymentsQuery = z.object({ job_id: ZIdParam.optional() });

/** POST /api/v1/company/jobs/:id/payments */
export const ZStartPayment = z.object({ pay_type: z.enum(PAY_TYPES) }).strict();
/** POST /api/v1/company/payments/:id/receipt: the uploaded transfer receipt (files kind=invoice). */
export const ZBankReceipt = z.object({ invoice_file_id: ZId }).strict();
/** Admin: approve or reject a bank transfer. */
export const ZPaymentReview = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(3).max(500) }),
]);

/** What a payment pays for (decision 130): one job's posting, a package of posting credits, or a live job's featured period (decision 135). */
export const PAYMENT_SUBJECTS = ['job', 'package', 'feature'] as const;
export type TPaymentSubject = (typeof PAYMENT_SUBJECTS)[number];

export const ZPayment = z.object({
  id: z.number().int(),
  subject: z.enum(PAYMENT_SUBJECTS),
  /** The job a posting payment is for (null for a package). */
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  /** The package bought (null for a job's posting), its name in the request's language and its posts. */
  package_id: z.number().int().nullable(),
  package_name: z.string().nullable(),
  package_posts: z.number().int().nullable(),
  /** A featured period (subject `feature`, decision 135): its days; `job_id` and `job_title` name the job. */
  feature_days: z.number().int().nullable(),
  pay_type: z.enum(PAY_TYPES),
  status: z.enum(PAYMENT_STATUSES),
  currency: z.literal('SAR'),
  fee_halalas: z.number().int(),
  vat_halalas: z.number().int(),
  total_halalas: z.number().int(),
  gateway: z.string().nullable(),
  /** Online: where to send the browser to pay (the gateway's hosted page). */
  redirect_url: z.string().nullable(),
  invoice_file_id: z.number().int().nullable(),
  rejection_reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** Credited back by an administrator (decision 171): refunded, or the transfer cancelled; its credit note follows the invoice. */
  credit_reason: z.enum(CREDIT_REASONS).nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZPaymentList = z.array(ZPayment);

export const ZBankAccount = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  bank_name_ar: z.string(),
  bank_name_en: z.string(),
  account_name: z.string(),
  iban: z.string(),
  account_number: z.string().nullable(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/**
 * GET /api/v1/company/jobs/:id/checkout: everything the checkout page shows, with the payment state decided by
 * the API: the payment that waits, the newest refused or declined one (unless something newer replaced it), and
 * the confirmed one (for its invoice).
 */
export const ZCheckout = z.object({
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    /** 'expired' as soon as an active job's deadline has passed. */
    status: z.enum(JOB_STATUSES),
  }),
  /** The price a new payment would be charged now. */
  price: ZPrice,
  /** The days a payment made now pays for (today to the job's deadline, Riyadh): its invoice's service period. */
  service_days: z.number().int(),
  /** The company may pay for (publish) a job: nothing in `publish_blockers`. */
  can_publish: z.boolean(),
  publish_blockers: z.array(z.enum(PUBLISH_BLOCKERS)),
  /** The platform's active bank accounts, for a transfer. */
  bank_accounts: z.array(ZBankAccount),
  /** The payment that waits: pending (online or bank) or a bank receipt under review. */
  open_payment: ZPayment.nullable(),
  /** The newest refused transfer or declined card, when no newer payment replaced it. */
  last_failure: ZPayment.nullable(),
  /** The newest confirmed payment of the job. */
  paid_payment: ZPayment.nullable(),
  /** Posting packages on sale now: the checkout offers them only when there are some (issue 57 §6). */
  packages_on_sale: z.number().int(),
});
export type TCheckout = z.infer<typeof ZCheckout>;

/** A Saudi IBAN: SA, 2 check digits, 20 more characters (mod-97 checked by isValidIban). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^SA\d{2}[0-9A-Z]{20}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export const ZBankAccountInput = z
  .object({
    bank_name_ar: z.string().trim().min(2).max(100),
    bank_name_en: z.string().trim().min(2).max(100),
    account_name: z.string().trim().min(2).max(150),
    iban: z.string().transform((value) => value.replace(/\s+/g, '').toUpperCase()).refine(isValidIban, { message: 'iban' }),
    account_number: z.string().trim().max(40).nullable().optional(),
    is_active: z.boolean().optional(),
    /** Lower first on /bank-accounts. */
    sort_order: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type TBankAccountInput = z.infer<typeof ZBankAccountInput>;

/** An account as admins manage it (inactive ones included). */
export const ZAdminBankAccount = ZBankAccount.extend({ is_active: z.boolean(), sort_order: z.number().int() });
export type TAdminBankAccount = z.infer<typeof ZAdminBankAccount>;

/** Admin: the posting fee before VAT. `source`: `admin` when set in the settings, `config` for JOB_POSTING_FEE_SAR. */
export const ZJobFee = z.object({ fee_sar: z.number(), fee_halalas: z.number().int(), source: z.enum(['config', 'admin']) });
export type TJobFee = z.infer<typeof ZJobFee>;
export const JOB_FEE_MAX_SAR = 1_000_000;
export const ZJobFeeInput = z
  .object({
    fee_sar: z
      .number({ message: 'numeric' })
      .positive({ message: 'positive' })
      .max(JOB_FEE_MAX_SAR, { message: 'max_value' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: 'amount_decimals' }),
  })
  .strict();

/**
 * simplified: the buyer has no VAT number (فاتورة ضريبية مبسطة); standard: a VAT-registered buyer
 * (فاتورة ضريبية), with its name, address and VAT number (decision 026).
 */
export const TAX_INVOICE_KINDS = ['simplified', 'standard'] as const;
/** ZATCA phase 2 (decisions 167, 171): where the invoice (or credit note) stands with ZATCA. */
export const ZATCA_DOCUMENT_STATES = ['waiting', 'reported', 'cleared', 'rejected'] as const;
export type TZatcaDocumentState = (typeof ZATCA_DOCUMENT_STATES)[number];
/** The credit note of a credited payment (decision 171): the whole invoice credited back, with the reason. */
export const ZCreditNote = z.object({
  /** The invoice's number and `-CN` (INV-2026-001000-CN). */
  number: z.string(),
  issued_at: z.string().describe('ISO 8601 with time zone'),
  reason: z.enum(CREDIT_REASONS),
  /** The administrator's words. */
  note: z.string(),
  qr_base64: z.string(),
  qr_svg: z.string(),
  /** With ZATCA phase 2 on: where it stands, and whether its signed XML can be downloaded. */
  zatca: z.enum(ZATCA_DOCUMENT_STATES).nullable(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;
export type TTaxInvoiceKind = (typeof TAX_INVOICE_KINDS)[number];

/** A standard invoice's buyer's national address (decision 198): the parts ZATCA reads, as the invoice was issued. */
export const ZBuyerNationalAddress = z.object({
  street: z.string(),
  building_number: z.string().nullable(),
  additional_number: z.string().nullable(),
  district: z.string().nullable(),
  /** In the script of the street (Arabic or English). */
  city: z.string(),
  postal_code: z.string().nullable(),
  /** ISO 3166-1 alpha-2: SA. */
  country_code: z.string(),
});
export type TBuyerNationalAddress = z.infer<typeof ZBuyerNationalAddress>;

/** The tax invoice (ZATCA phase 1) of a paid payment: simplified, or standard for a VAT-registered buyer. */
export const ZTaxInvoice = z.object({
  payment_id: z.number().int(),
  kind: z.enum(TAX_INVOICE_KINDS),
  invoice_number: z.string(),
  issued_at: z.string().describe('ISO 8601 with time zone'),
  /** In the request's language; both names follow for the bilingual invoice. */
  seller_name: z.string(),
  seller_name_ar: z.string(),
  seller_name_en: z.string(),
  seller_vat_number: z.string(),
  seller_address: z.string(),
  /** As it was when the payment was paid; the same in every language. */
  buyer_name: z.string(),
  /** Standard invoices only. */
  buyer_vat_number: z.string().nullable(),
  /**
   * Standard invoices only: the national address on two lines (`\n` between them) when the company gave it in parts
   * (decision 198), otherwise the one line it gave (or its profile address).
   */
  buyer_address: z.string().nullable(),
  /** The national address in ZATCA's parts (decision 198), in the script of its street; null when the company gave one line. */
  buyer_national_address: ZBuyerNationalAddress.nullable(),
  /** The day of supply (YYYY-MM-DD in Riyadh): the issue day, when the posting is paid for. */
  supply_date: z.string(),
  /**
   * The period the fee pays for (YYYY-MM-DD in Riyadh), frozen at payment: from the day of payment to the job's
   * deadline then (payments paid before it was kept: from the issue day, the configured posting period long).
   */
  service_from: z.string(),
  service_to: z.string(),
  /** What was sold, in the request's language (e.g. "Job posting: Accountant (30 days)", the days of the period). */
  description: z.string(),
  /** A job's posting: the job; a package (decision 130): null, and the package's name and posts instead. */
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  package_name: z.string().nullable(),
  package_posts: z.number().int().nullable(),
  /** The days of the service period, both ends included. */
  posting_days: z.number().int(),
  currency: z.literal('SAR'),
  fee_halalas: z.number().int(),
  vat_halalas: z.number().int(),
  total_halalas: z.number().int(),
  vat_rate_basis_points: z.number().int(),
  pay_type: z.enum(PAY_TYPES),
  /** Base64 of the TLV record (1 seller, 2 VAT number, 3 timestamp, 4 total, 5 VAT), as ZATCA specifies. */
  qr_base64: z.string(),
  /** The same QR as an SVG image. */
  qr_svg: z.string(),
  /**
   * With ZATCA phase 2 on (decision 171): where the invoice stands with ZATCA (its QR is then the signed document's,
   * and its XML can be downloaded); null when phase 2 is off or the invoice was issued before.
   */
  zatca: z.enum(ZATCA_DOCUMENT_STATES).nullable(),
  /** The credit note when the payment was credited back (decision 171). */
  credit: ZCreditNote.nullable(),
});
export type TTaxInvoice = z.infer<typeof ZTaxInvoice>;
