import { eq } from 'drizzle-orm';
import type { TCompanyViewField, TPrintOptions } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cvPrintOptions } from '../../db/schema/index.ts';
import { companyViewChoicesOf } from '../profile/company-view.ts';

/** Nothing is shown until the seeker ticks it (decision 038). */
export const NO_PRINT_DETAILS: TPrintOptions = { print_nationality: false, print_birthdate: false, print_sex: false, print_drive_licence: false };

/** The choice of what companies see (decision 086) that each printed detail needs. */
export const PRINT_NEEDS: Readonly<Record<keyof TPrintOptions, TCompanyViewField>> = {
  print_nationality: 'nationality',
  print_birthdate: 'birthdate',
  print_sex: 'sex',
  print_drive_licence: 'drive_licence',
};

/**
 * What the printed CV shows: a detail the seeker ticked **and** shows to companies (decision 086: a printed CV is
 * handed to employers, so it never shows what the seeker hid from them). A tick of a hidden detail is kept and comes
 * back when the detail is shown again.
 */
export async function printOptionsOf(db: TDatabase, userId: number): Promise<TPrintOptions> {
  const [[row], shown] = await Promise.all([db.select().from(cvPrintOptions).where(eq(cvPrintOptions.user_id, userId)), companyViewChoicesOf(db, userId)]);
  if (!row) return NO_PRINT_DETAILS;
  const { user_id: _user, updated_at: _updated, ...ticked } = row;
  return Object.fromEntries((Object.keys(PRINT_NEEDS) as Array<keyof TPrintOptions>).map((option) => [option, ticked[option] && shown[PRINT_NEEDS[option]]])) as TPrintOptions;
}

export async function savePrintOptions(db: TDatabase, userId: number, options: TPrintOptions): Promise<TPrintOptions> {
  const values = { ...options, updated_at: new Date() };
  await db
    .insert(cvPrintOptions)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: cvPrintOptions.user_id, set: values });
  return printOptionsOf(db, userId);
}
