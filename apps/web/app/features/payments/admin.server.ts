import { data, redirect } from 'react-router';
import { API, ZBankAccountInput, ZPaymentReview, type TAdminBankAccount, type TAdminPayment } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/api.server.ts';
import { streamApiFile } from '../../lib/api-file.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/flash.server.ts';
import { validateWith } from '../../lib/forms.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { ADMIN_PAYMENT_TABS, ZJobFeeForm, bankAccountInput, type TAdminPaymentTab } from './forms.ts';
import { idParam } from '../../lib/params.ts';

export interface TAdminPaymentsData {
  status: TAdminPaymentTab;
  page: number;
  items: TAdminPayment[];
  total: number;
  pageSize: number;
}

export interface TAdminResult extends TActionResult {
  intent: string;
  id?: number;
  values?: Record<string, string>;
}

async function backTo(args: TApiArgs, path: string, message: string) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  return redirect(withPrefix(prefix, path), {
    headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || translator(locale)('toast.success') }, context) },
  });
}

/** /admin/payments?status=&page=: bank transfers, those waiting for review first. */
export async function adminPaymentsLoader(args: TApiArgs): Promise<TAdminPaymentsData> {
  const query = new URL(args.request.url).searchParams;
  const asked = query.get('status');
  const status: TAdminPaymentTab = ADMIN_PAYMENT_TABS.find((tab) => tab === asked) ?? 'awaiting_review';
  const page = Math.min(Math.max(Number.parseInt(query.get('page') ?? '1', 10) || 1, 1), 10_000);
  const result = await api(args).adminPayments.list({ query: { status, page } });
  if (!result.ok || !result.data) throw data({ message: result.message }, { status: result.status });
  return { status, page, items: result.data.items, total: result.data.total, pageSize: result.data.page_size };
}

/** intent approve | reject (with a reason): the review of one bank transfer. The API refuses a second review (409). */
export async function adminPaymentsAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id')) || 0;
  const body = intent === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: text(form, 'reason') };
  const fail = (status: number, message: string, errors?: TAdminResult['errors']) =>
    data<TAdminResult>({ ok: false, intent, id, message: message || t('errors.generic'), errors, values: { reason: text(form, 'reason') } }, { status });
  if (!id || (intent !== 'approve' && intent !== 'reject')) return fail(400, t('errors.generic'));
  const checked = validateWith(ZPaymentReview, body, locale);
  if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
  const result = await api(args).adminPayments.review({ params: { id }, body: checked.data });
  if (!result.ok) return fail(result.status, result.message, result.errors);
  const url = new URL(args.request.url);
  return backTo(args, `/admin/payments${url.search}`, result.message);
}

/** The uploaded receipt of a bank transfer, streamed from the admin API with the admin's token (the browser holds none). */
export function adminReceipt(args: TApiArgs & { params: { id?: string } }): Promise<Response> {
  return streamApiFile(args, API.adminPayments.receipt, { params: { id: idParam(args.params.id) } });
}

/** /admin/bank-accounts(?edit=id): every account, active or not, and the one being edited. */
export async function adminBankAccountsLoader(args: TApiArgs): Promise<{ accounts: TAdminBankAccount[]; editing: TAdminBankAccount | null }> {
  const result = await api(args).adminBankAccounts.list();
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  const items = result.data ?? [];
  const editId = Number(new URL(args.request.url).searchParams.get('edit')) || 0;
  return { accounts: items, editing: items.find((a) => a.id === editId) ?? null };
}

/** intent save (add, or edit with id) | deactivate | activate (the account's fields travel along: PUT takes the whole account). */
export async function adminBankAccountsAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id')) || 0;
  const values = Object.fromEntries(['bank_name_ar', 'bank_name_en', 'account_name', 'iban', 'account_number'].map((name) => [name, text(form, name)]));
  const fail = (status: number, message: string, errors?: TAdminResult['errors']) =>
    data<TAdminResult>({ ok: false, intent, id, message: message || t('errors.generic'), errors, values }, { status });
  if ((intent === 'deactivate' || intent === 'activate') && id) {
    const result = await api(args).adminBankAccounts.update({ params: { id }, body: { ...bankAccountInput(form), is_active: intent === 'activate' } });
    return result.ok ? backTo(args, '/admin/bank-accounts', result.message) : fail(result.status, result.message);
  }
  if (intent !== 'save') return fail(400, t('errors.generic'));
  const checked = validateWith(ZBankAccountInput, bankAccountInput(form), locale);
  if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
  const client = api(args).adminBankAccounts;
  const result = id ? await client.update({ params: { id }, body: checked.data }) : await client.create({ body: checked.data });
  return result.ok ? backTo(args, '/admin/bank-accounts', result.message) : fail(result.status, result.message, result.errors);
}

/** /admin/settings: the posting fee now, and the price a company sees (fee, VAT, total, days). */
export async function adminSettingsLoader(args: TApiArgs) {
  const [fee, price] = await Promise.all([
    api(args).adminSettings.jobFee(),
    api(args).payments.price(),
  ]);
  if (!fee.ok || !fee.data) throw data({ message: fee.message }, { status: fee.status });
  return { fee: fee.data, price: price.data ?? null };
}

export async function adminSettingsAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const raw = text(form, 'fee_sar');
  const fail = (status: number, message: string, errors?: TAdminResult['errors']) =>
    data<TAdminResult>({ ok: false, intent: 'fee', message: message || t('errors.generic'), errors, values: { fee_sar: raw } }, { status });
  const checked = validateWith(ZJobFeeForm, { fee_sar: raw }, locale);
  if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
  const result = await api(args).adminSettings.setJobFee({ body: checked.data });
  return result.ok ? backTo(args, '/admin/settings', result.message) : fail(result.status, result.message, result.errors);
}
