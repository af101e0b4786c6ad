import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord, type TBankAccountInput } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { bankAccounts } from '../../../db/schema/index.ts';
import { createBankAccount, deleteBankAccount, updateBankAccount } from '../../payments/bank-accounts.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const columns = {
  id: bankAccounts.id,
  bank_name_ar: bankAccounts.bank_name_ar,
  bank_name_en: bankAccounts.bank_name_en,
  account_name: bankAccounts.account_name,
  iban: bankAccounts.iban,
  account_number: bankAccounts.account_number,
  is_active: bankAccounts.is_active,
  sort_order: bankAccounts.sort_order,
  created_at: bankAccounts.created_at,
};

const spec: TListSpec = {
  filters: { is_active: (value: string) => sql`${bankAccounts.is_active} = ${value === 'true'}` },
  search: [bankAccounts.bank_name_ar, bankAccounts.bank_name_en, bankAccounts.account_name, bankAccounts.iban],
  sorts: { sort_order: bankAccounts.sort_order, id: bankAccounts.id, bank_name_en: bankAccounts.bank_name_en },
  id: bankAccounts.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(bankAccounts);
const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => ADMIN_RESOURCES['bank-accounts'].record.parse(withDates(row, ctx.formatDate)) as TAdminRecord;

/** The platform's bank accounts (decision 013): the payments module's writes (IBAN checked and unique). */
export const bankAccountsResource: TAdminResource = {
  def: ADMIN_RESOURCES['bank-accounts'],
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(bankAccounts.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  create: async (ctx, input) => (await createBankAccount(ctx.db, input as TBankAccountInput, ctx.locale)).id,
  update: async (ctx, id, input) => {
    await updateBankAccount(ctx.db, Number(id), input as TBankAccountInput, ctx.locale);
  },
  delete: (ctx, id) => deleteBankAccount(ctx.db, Number(id)),
};
