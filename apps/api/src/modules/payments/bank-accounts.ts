import { asc, eq } from 'drizzle-orm';
import type { TAdminBankAccount, TBankAccount, TBankAccountInput, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';

type TBankAccountRow = typeof bankAccounts.$inferSelect;

export function toBankAccountDto(row: TBankAccountRow, locale: TLocale): TBankAccount {
  return {
    id: row.id,
    bank_name: locale === 'en' ? row.bank_name_en : row.bank_name_ar,
    bank_name_ar: row.bank_name_ar,
    bank_name_en: row.bank_name_en,
    account_name: row.account_name,
    iban: row.iban,
    account_number: row.account_number,
  };
}

function toAdminDto(row: TBankAccountRow, locale: TLocale): TAdminBankAccount {
  return { ...toBankAccountDto(row, locale), is_active: row.is_active, sort_order: row.sort_order };
}

const ordered = [asc(bankAccounts.sort_order), asc(bankAccounts.id)];

/** The accounts companies transfer to (/bank-accounts): active ones, in the admins' order. */
export async function listActiveBankAccounts(db: TDatabase, locale: TLocale): Promise<TBankAccount[]> {
  const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.is_active, true)).orderBy(...ordered);
  return rows.map((row) => toBankAccountDto(row, locale));
}


const ibanTaken = () => new HttpError(422, 'validation_failed', { iban: 'iban_taken' });

function values(input: TBankAccountInput) {
  return {
    bank_name_ar: input.bank_name_ar,
    bank_name_en: input.bank_name_en,
    account_name: input.account_name,
    iban: input.iban,
    account_number: input.account_number?.trim() || null,
    ...(input.is_active === undefined ? {} : { is_active: input.is_active }),
    ...(input.sort_order === undefined ? {} : { sort_order: input.sort_order }),
  };
}

export async function createBankAccount(db: TDatabase, input: TBankAccountInput, locale: TLocale): Promise<TAdminBankAccount> {
  try {
    const [row] = await db.insert(bankAccounts).values(values(input)).returning();
    return toAdminDto(row!, locale);
  } catch (error) {
    if (isUniqueViolation(error, 'bank_accounts_iban_unique')) throw ibanTaken();
    throw error;
  }
}

export async function updateBankAccount(db: TDatabase, id: number, input: TBankAccountInput, locale: TLocale): Promise<TAdminBankAccount> {
  try {
    const [row] = await db
      .update(bankAccounts)
      .set({ ...values(input), updated_at: new Date() })
      .where(eq(bankAccounts.id, id))
      .returning();
    if (!row) throw notFound();
    return toAdminDto(row, locale);
  } catch (error) {
    if (isUniqueViolation(error, 'bank_accounts_iban_unique')) throw ibanTaken();
    throw error;
  }
}

export async function deleteBankAccount(db: TDatabase, id: number): Promise<void> {
  const [row] = await db.delete(bankAccounts).where(eq(bankAccounts.id, id)).returning({ id: bankAccounts.id });
  if (!row) throw notFound();
}
