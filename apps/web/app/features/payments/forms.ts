import { z } from 'zod';
import { PAYMENT_REVIEW_FILTERS, ZJobFeeInput, toAsciiDigits } from '@tawzeef/contract';
import { parseNumber } from '../../lib/form-data.ts';

/** The admin list's tabs: transfers to review first. */
export const ADMIN_PAYMENT_TABS = PAYMENT_REVIEW_FILTERS;
export type TAdminPaymentTab = (typeof ADMIN_PAYMENT_TABS)[number];

/** A number typed by a person: Arabic-Indic digits, the Arabic decimal separator and thousands separators are accepted. */
const typedNumber = (value: unknown) => (typeof value === 'string' ? (parseNumber(value) ?? undefined) : value);

/** The admin's posting fee form: the API's rule (SAR, at most two decimals) on what was typed. */
export const ZJobFeeForm = z.object({ fee_sar: z.preprocess(typedNumber, ZJobFeeInput.shape.fee_sar) });

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The bank account form as the API takes it (ZBankAccountInput): an empty account number is none. */
export function bankAccountInput(form: FormData) {
  const accountNumber = toAsciiDigits(field(form, 'account_number')).trim();
  return {
    bank_name_ar: field(form, 'bank_name_ar'),
    bank_name_en: field(form, 'bank_name_en'),
    account_name: field(form, 'account_name'),
    iban: field(form, 'iban'),
    account_number: accountNumber || null,
  };
}
