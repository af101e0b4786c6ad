import { eq, inArray, sql } from 'drizzle-orm';
import { VAT_RATE_BASIS_POINTS, computePrice, type TJobFee, type TPrice } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** The settings row admins change; its value is the fee in halalas (a JSON number). */
export const JOB_FEE_SETTING = 'job_posting_fee_halalas';

async function adminFeeHalalas(db: TDatabase): Promise<number | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, JOB_FEE_SETTING)).limit(1);
  const value = row?.value;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The posting fee before VAT, in halalas: the admin's setting when there is one, the configuration otherwise. */
export async function getJobFeeHalalas(db: TDatabase, config: Pick<TConfig, 'jobPostingFeeHalalas'>): Promise<number> {
  return (await adminFeeHalalas(db)) ?? config.jobPostingFeeHalalas;
}

export async function getJobFee(db: TDatabase, config: Pick<TConfig, 'jobPostingFeeHalalas'>): Promise<TJobFee> {
  const admin = await adminFeeHalalas(db);
  const halalas = admin ?? config.jobPostingFeeHalalas;
  return { fee_sar: halalas / 100, fee_halalas: halalas, source: admin === undefined ? 'config' : 'admin' };
}

/** The settings row of the VAT rate in basis points (1500: 15 %); VAT_RATE_BASIS_POINTS when there is none. */
export const VAT_RATE_SETTING = 'vat_rate_basis_points';
/** The settings row of the seller on tax invoices ({ name_ar, name_en, vat_number, address }); SELLER_* when there is none. */
export const SELLER_SETTING = 'seller';

async function settingValue(db: TDatabase, key: string): Promise<{ value: unknown; updated_at: Date } | undefined> {
  const [row] = await db.select({ value: settings.value, updated_at: settings.updated_at }).from(settings).where(eq(settings.key, key)).limit(1);
  return row;
}

/** The VAT rate of new payments, in basis points: the admin's setting, else 15 %. */
export async function getVatRateBasisPoints(db: TDatabase): Promise<number> {
  const value = (await settingValue(db, VAT_RATE_SETTING))?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000 ? value : VAT_RATE_BASIS_POINTS;
}

export type TSeller = TConfig['seller'];

/** The seller of tax invoices issued from now on: the admin's setting, else the configuration (SELLER_*). */
export async function getSeller(db: TDatabase, config: Pick<TConfig, 'seller'>): Promise<TSeller> {
  const value = (await settingValue(db, SELLER_SETTING))?.value as Record<string, unknown> | undefined;
  const text = (key: string, fallback: string) => (typeof value?.[key] === 'string' && value[key] ? (value[key] as string) : fallback);
  return {
    nameAr: text('name_ar', config.seller.nameAr),
    nameEn: text('name_en', config.seller.nameEn),
    vatNumber: text('vat_number', config.seller.vatNumber),
    address: text('address', config.seller.address),
  };
}

/**
 * The platform's settings as administrators see them (decision 031), with when one was last changed. One read after
 * the other: the console reads them inside its write's transaction, whose one connection takes one query at a time.
 */
export async function getPlatformSettings(db: TDatabase, config: Pick<TConfig, 'jobPostingFeeHalalas' | 'seller'>) {
  const fee = await getJobFee(db, config);
  const vatRate = await getVatRateBasisPoints(db);
  const seller = await getSeller(db, config);
  const changed = await db.select({ at: sql<Date | null>`max(${settings.updated_at})` }).from(settings).where(inArray(settings.key, [JOB_FEE_SETTING, VAT_RATE_SETTING, SELLER_SETTING]));
  const at = changed[0]?.at;
  return { fee, vatRateBasisPoints: vatRate, seller, updatedAt: at ? new Date(at) : null };
}

/**
 * Saves the platform's settings that differ from what is in force (each applies to payments started, or invoices
 * issued, from now on). A value left as it is stays unset, so the configuration keeps giving it.
 */
export async function savePlatformSettings(
  db: TDatabase,
  config: Pick<TConfig, 'jobPostingFeeHalalas' | 'seller'>,
  adminId: number,
  input: { feeSar: number; vatRateBasisPoints: number; seller: TSeller },
): Promise<void> {
  const current = await getPlatformSettings(db, config);
  const now = new Date();
  const fee = Math.round(input.feeSar * 100);
  const rows: Array<{ key: string; value: unknown }> = [];
  if (fee !== current.fee.fee_halalas) rows.push({ key: JOB_FEE_SETTING, value: fee });
  if (input.vatRateBasisPoints !== current.vatRateBasisPoints) rows.push({ key: VAT_RATE_SETTING, value: input.vatRateBasisPoints });
  const seller = input.seller;
  if ((Object.keys(seller) as Array<keyof TSeller>).some((key) => seller[key] !== current.seller[key])) {
    rows.push({ key: SELLER_SETTING, value: { name_ar: seller.nameAr, name_en: seller.nameEn, vat_number: seller.vatNumber, address: seller.address } });
  }
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(settings)
        .values({ ...row, updated_by: adminId, updated_at: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: row.value, updated_by: adminId, updated_at: now } });
    }
  });
}

/** The price a company pays now for one posting (fee and VAT rate of the settings), computed on the server only. */
export async function currentPrice(db: TDatabase, config: Pick<TConfig, 'jobPostingFeeHalalas' | 'jobPostingDays'>): Promise<TPrice> {
  const [fee, vatRate] = await Promise.all([getJobFeeHalalas(db, config), getVatRateBasisPoints(db)]);
  return { currency: 'SAR', ...computePrice(fee, vatRate), posting_days: config.jobPostingDays };
}

/** Halalas as a plain decimal amount of SAR with two decimals ("574.85"), without floating-point rounding. */
export function halalasToSar(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
