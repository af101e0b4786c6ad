import { z } from 'zod';
import { PAY_TYPES, JOB_FEE_MAX_SAR } from './payments.ts';

/**
 * Featured jobs (decision 135): an administrator's featuring periods (days for a price in SAR before VAT). A company
 * buys one for a live job like a post (online or by bank transfer, the same payment and tax invoice); once paid, the
 * job is featured for the days bought, after any period it has left.
 */
export const FEATURE_MAX_DAYS = 365;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Admin: a featuring period as it is written (the console's create and update). */
export const ZFeatureOptionInput = z
  .object({
    days: z.number({ message: 'numeric' }).int({ message: 'integer' }).min(1, { message: 'min_value' }).max(FEATURE_MAX_DAYS, { message: 'max_value' }),
    price_sar: z
      .number({ message: 'numeric' })
      .positive({ message: 'positive' })
      .max(JOB_FEE_MAX_SAR, { message: 'max_value' })
      .refine(twoDecimals, { message: 'amount_decimals' }),
    is_active: z.boolean().optional(),
    /** Lower first. */
    sort_order: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type TFeatureOptionInput = z.infer<typeof ZFeatureOptionInput>;

/** GET /api/v1/feature-options: an active featuring period with its price now (VAT of the settings), in halalas. */
export const ZFeatureOption = z.object({
  id: z.number().int(),
  days: z.number().int(),
  currency: z.literal('SAR'),
  fee_halalas: z.number().int(),
  vat_halalas: z.number().int(),
  total_halalas: z.number().int(),
  vat_rate_basis_points: z.number().int(),
});
export type TFeatureOption = z.infer<typeof ZFeatureOption>;

/** POST /api/v1/company/jobs/:id/feature: the period chosen and the way to pay. */
export const ZFeatureJob = z.object({ option_id: z.number().int().positive(), pay_type: z.enum(PAY_TYPES) }).strict();
