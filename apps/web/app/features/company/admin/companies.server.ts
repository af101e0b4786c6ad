import { data, redirect } from 'react-router';
import { API, VERIFICATION_STATUSES, type TAdminCompanyItem, type TVerificationStatus } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../../lib/api.server.ts';
import { localeContext, type TActionResult } from '../../../lib/context.ts';
import { flashHeader } from '../../../lib/flash.server.ts';
import { text } from '../../../lib/form-data.ts';
import { submitToApi } from '../../../lib/forms.server.ts';
import { translator } from '../../../i18n/index.ts';
import { idParam } from '../../../lib/params.ts';
import { pageParam } from '../public.server.ts';

export type TAdminCompany = TAdminCompanyItem;

export interface TAdminCompaniesData {
  status: TVerificationStatus;
  items: TAdminCompany[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TReviewResult extends TActionResult {
  companyId?: number;
  reason?: string;
}

function statusParam(request: Request): TVerificationStatus {
  const value = new URL(request.url).searchParams.get('status');
  return VERIFICATION_STATUSES.find((status) => status === value) ?? 'pending';
}

/** GET /admin/companies?status=&page=: one tab of companies. */
export async function adminCompaniesLoader(args: TApiArgs): Promise<TAdminCompaniesData> {
  const status = statusParam(args.request);
  const page = pageParam(args.request);
  const result = await api(args).adminCompanies.list({ query: { status, page } });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { status, items: result.data.items, total: result.data.total, page: result.data.page, pageSize: result.data.page_size };
}

/**
 * POST /admin/companies: intent verify | reject (with a reason) for company_id, through API.adminCompanies.review.
 * Success returns to the same tab with a toast; a refusal is shown at the company.
 */
export async function adminCompaniesAction(args: TApiArgs) {
  const { context, request } = args;
  const { locale } = context.get(localeContext);
  const t = translator(locale);
  const form = await request.formData();
  const companyId = idParam(text(form, 'company_id'));
  const decision = text(form, 'intent');
  const reason = text(form, 'reason');
  if (decision !== 'verify' && decision !== 'reject') {
    return data<TReviewResult>({ ok: false, message: t('errors.generic') }, { status: 400 });
  }
  const input = decision === 'verify' ? { decision } : { decision, reason };
  const result = await submitToApi(args, API.adminCompanies.review, input, { params: { id: companyId }, extra: { companyId, reason } });
  if (!result.ok) return result.response;
  const url = new URL(request.url);
  const message = result.message || t(decision === 'verify' ? 'company.admin.verifiedDone' : 'company.admin.rejectedDone');
  return redirect(`${url.pathname}${url.search}`, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, context) } });
}
