import { data, redirect } from 'react-router';
import { ZBankAccountInput, ZPaymentReview, type TAdminBankAccount, type TAdminPayment, type TJobFee, type TPrice } from '@tawzeef/contract';
import { callApi, type TApiArgs } from '../../lib/api.server.ts';
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

type TList<T> = T[] | { items: T[]; total?: number; page?: number; page_size?: number };

const itemsOf = <T>(list: TList<T> | undefined): { items: T[]; total: number; pageSize: number } => {
  if (!list) return { items: [], total: 0, pageSize: 20 };
  if (Array.isArray(list)) return { items: list, total: list.length, pageSize: list.length || 20 };
  return { items: list.items, total: list.total ?? list.items.length, pageSize: list.page_size ?? (list.items.length || 20) };
};

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
  const result = await callApi<TList<TAdminPayment>>(args, 'GET', `/api/admin/payments?status=${status}&page=${page}`);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { status, page, ...itemsOf(result.data) };
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
  const result = await callApi(args, 'POST', `/api/admin/payments/${id}/review`, checked.data);
  if (!result.ok) return fail(result.status, result.message, result.errors);
  const url = new URL(args.request.url);
  return backTo(args, `/admin/payments${url.search}`, result.message);
}

/** The uploaded receipt of a bank transfer, streamed from the admin API with the admin's token (the browser holds none). */
export function adminReceipt(args: TApiArgs & { params: { id?: string } }): Promise<Response> {
  return streamApiFile(args, `/api/admin/payments/${idParam(args.params.id)}/receipt`);
}

/** /admin/bank-accounts(?edit=id): every account, active or not, and the one being edited. */
export async function adminBankAccountsLoader(args: TApiArgs): Promise<{ accounts: TAdminBankAccount[]; editing: TAdminBankAccount | null }> {
  const result = await callApi<TList<TAdminBankAccount>>(args, 'GET', '/api/admin/bank-accounts');
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  const { items } = itemsOf(result.data);
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
    const result = await callApi(args, 'PUT', `/api/admin/bank-accounts/${id}`, { ...bankAccountInput(form), is_active: intent === 'activate' });
    return result.ok ? backTo(args, '/admin/bank-accounts', result.message) : fail(result.status, result.message);
  }
  if (intent !== 'save') return fail(400, t('errors.generic'));
  const checked = validateWith(ZBankAccountInput, bankAccountInput(form), locale);
  if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
  const result = await callApi(args, id ? 'PUT' : 'POST', id ? `/api/admin/bank-accounts/${id}` : '/api/admin/bank-accounts', checked.data);
  return result.ok ? backTo(args, '/admin/bank-accounts', result.message) : fail(result.status, result.message, result.errors);
}

/** /admin/settings: the posting fee now, and the price a company sees (fee, VAT, total, days). */
export async function adminSettingsLoader(args: TApiArgs) {
  const [fee, price] = await Promise.all([
    callApi<TJobFee>(args, 'GET', '/api/admin/settings/job-fee'),
    callApi<TPrice>(args, 'GET', '/api/v1/payments/price'),
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
  const result = await callApi(args, 'PUT', '/api/admin/settings/job-fee', checked.data);
  return result.ok ? backTo(args, '/admin/settings', result.message) : fail(result.status, result.message, result.errors);
}
