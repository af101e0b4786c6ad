import { ADMIN_RESOURCES, ADMIN_SETTINGS_ID, type TAdminRecord } from '@tawzeef/contract';
import { getPlatformSettings, savePlatformSettings } from '../../payments/pricing.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';

async function readSettings(ctx: TAdminContext): Promise<TAdminRecord> {
  const { fee, vatRateBasisPoints, seller, updatedAt } = await getPlatformSettings(ctx.db, ctx.deps.config);
  return ADMIN_RESOURCES.settings.record.parse({
    id: ADMIN_SETTINGS_ID,
    fee_sar: fee.fee_sar,
    fee_source: fee.source,
    vat_rate_percent: vatRateBasisPoints / 100,
    seller_name_ar: seller.nameAr,
    seller_name_en: seller.nameEn,
    seller_vat_number: seller.vatNumber,
    seller_address: seller.address,
    updated_at: updatedAt ? ctx.formatDate(updatedAt) : null,
  }) as TAdminRecord;
}

/**
 * The platform's settings as one record, `platform` (decision 031): the posting fee (the payments module's setting),
 * the VAT rate of new payments and the seller of invoices issued from now on; the configuration gives the defaults.
 */
export const settingsResource: TAdminResource = {
  def: ADMIN_RESOURCES.settings,
  parseId: (id) => (id === ADMIN_SETTINGS_ID ? id : undefined),
  async list(ctx, query) {
    return { items: query.page === 1 ? [await readSettings(ctx)] : [], total: 1 };
  },
  get: (ctx) => readSettings(ctx),
  async update(ctx, _id, input) {
    await savePlatformSettings(ctx.db, ctx.deps.config, ctx.admin.id, {
      feeSar: input.fee_sar as number,
      vatRateBasisPoints: Math.round((input.vat_rate_percent as number) * 100),
      seller: {
        nameAr: input.seller_name_ar as string,
        nameEn: input.seller_name_en as string,
        vatNumber: input.seller_vat_number as string,
        address: input.seller_address as string,
      },
    });
  },
};
