import { eq } from 'drizzle-orm';
import { computePrice, type TJobFee, type TPrice } from '@tawzeef/contract';
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

/** Sets the fee for payments created from now on (existing payments keep their amounts). */
export async function setJobFee(db: TDatabase, feeSar: number, adminId: number): Promise<void> {
  const halalas = Math.round(feeSar * 100);
  await db
    .insert(settings)
    .values({ key: JOB_FEE_SETTING, value: halalas, updated_by: adminId })
    .onConflictDoUpdate({ target: settings.key, set: { value: halalas, updated_by: adminId, updated_at: new Date() } });
}

/** Sets the fee and answers it as it now stands. */
export async function saveJobFee(db: TDatabase, config: Pick<TConfig, 'jobPostingFeeHalalas'>, feeSar: number, adminId: number): Promise<TJobFee> {
  await setJobFee(db, feeSar, adminId);
  return getJobFee(db, config);
}

/** The price a company pays now for one posting, computed on the server only. */
export async function currentPrice(db: TDatabase, config: Pick<TConfig, 'jobPostingFeeHalalas' | 'jobPostingDays'>): Promise<TPrice> {
  return { currency: 'SAR', ...computePrice(await getJobFeeHalalas(db, config)), posting_days: config.jobPostingDays };
}

/** Halalas as a plain decimal amount of SAR with two decimals ("574.85"), without floating-point rounding. */
export function halalasToSar(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
