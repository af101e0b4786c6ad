import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { JOB_FEE_MAX_SAR } from './payments.ts';

/**
 * Posting packages (decision 130): an administrator's offer of a number of posts for a price (SAR before VAT) and a
 * validity in days, beside the single posting fee. A company buys one like a post (online or by bank transfer, the
 * same payment and tax invoice); when the payment is paid, its credits are granted, each publishing one job.
 */
export const PACKAGE_MAX_POSTS = 1000;
export const PACKAGE_MAX_VALIDITY_DAYS = 730;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Admin: a package as it is written (the console's create and update). */
export const ZPackageInput = z
  .object({
    name_ar: z.string().trim().min(2).max(100),
    name_en: z.string().trim().min(2).max(100),
    posts: z.number({ message: 'numeric' }).int({ message: 'integer' }).min(1, { message: 'min_value' }).max(PACKAGE_MAX_POSTS, { message: 'max_value' }),
    price_sar: z
      .number({ message: 'numeric' })
      .positive({ message: 'positive' })
      .max(JOB_FEE_MAX_SAR, { message: 'max_value' })
      .refine(twoDecimals, { message: 'amount_decimals' }),
    validity_days: z
      .number({ message: 'numeric' })
      .int({ message: 'integer' })
      .min(1, { message: 'min_value' })
      .max(PACKAGE_MAX_VALIDITY_DAYS, { message: 'max_value' }),
    is_active: z.boolean().optional(),
    /** Lower first on the pricing page. */
    sort_order: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type TPackageInput = z.infer<typeof ZPackageInput>;

/** GET /api/v1/packages: an active package with its price now (VAT of the settings), in halalas. */
export const ZPackage = z.object({
  id: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  posts: z.number().int(),
  validity_days: z.number().int(),
  currency: z.literal('SAR'),
  fee_halalas: z.number().int(),
  vat_halalas: z.number().int(),
  total_halalas: z.number().int(),
  vat_rate_basis_points: z.number().int(),
});
export type TPackage = z.infer<typeof ZPackage>;

export const ZPackageParams = z.object({ id: ZIdParam });

/** One purchase's credits: how many are left and the last day (Riyadh) they can be spent. */
export const ZPostingCredit = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  package_name: z.string(),
  posts: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** YYYY-MM-DD in Riyadh, included. */
  expires_on: z.string(),
  expired: z.boolean(),
});

/** GET /api/v1/company/credits: the posts the company can still publish without paying, and each purchase's credits. */
export const ZPostingCredits = z.object({
  available: z.number().int(),
  /** The soonest expiry among the credits that can be spent (null without any). */
  next_expiry: z.string().nullable(),
  credits: z.array(ZPostingCredit),
});
export type TPostingCredits = z.infer<typeof ZPostingCredits>;

/** POST /api/v1/company/jobs/:id/use-credit: the job published with one credit. */
export const ZCreditSpent = z.object({
  job_id: z.number().int(),
  /** active, or held for review (it goes live when approved, without paying again). */
  job_status: z.string(),
  credit_id: z.number().int(),
  remaining: z.number().int(),
});
export type TCreditSpent = z.infer<typeof ZCreditSpent>;
