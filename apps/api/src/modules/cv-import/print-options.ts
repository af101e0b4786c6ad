import { eq } from 'drizzle-orm';
import type { TPrintOptions } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cvPrintOptions } from '../../db/schema/index.ts';

/** Nothing is shown until the seeker ticks it (decision 038). */
export const NO_PRINT_DETAILS: TPrintOptions = { print_nationality: false, print_birthdate: false, print_sex: false, print_drive_licence: false };

export async function printOptionsOf(db: TDatabase, userId: number): Promise<TPrintOptions> {
  const [row] = await db.select().from(cvPrintOptions).where(eq(cvPrintOptions.user_id, userId));
  if (!row) return NO_PRINT_DETAILS;
  const { user_id: _user, updated_at: _updated, ...options } = row;
  return options;
}

export async function savePrintOptions(db: TDatabase, userId: number, options: TPrintOptions): Promise<TPrintOptions> {
  const values = { ...options, updated_at: new Date() };
  await db
    .insert(cvPrintOptions)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: cvPrintOptions.user_id, set: values });
  return printOptionsOf(db, userId);
}
