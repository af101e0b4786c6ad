import { data, redirect } from 'react-router';
import {
  ADMIN_JOB_REVIEW_BULK_ACTIONS,
  ADMIN_JOB_REVIEW_BULK_MAX,
  ADMIN_JOB_REVIEW_FILTERS,
  JOB_REPORT_STATUSES,
  ZModerationNote,
  ZModerationReason,
  type TAdminJobReport,
  type TAdminJobReview,
  type TJobReportStatus,
} from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { validateWith } from '../../lib/validate.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { idParam } from '../../lib/params.ts';
import { translator } from '../../i18n/index.ts';

/** The administrators' moderation pages (decision 032): the review queue of held jobs and the reports of jobs. */

export type TReviewFilter = (typeof ADMIN_JOB_REVIEW_FILTERS)[number];

/** A page of a moderation list with the status it is filtered by. */
interface TAdminListData<TStatus, TItem> {
  status: TStatus;
  page: number;
  items: TItem[];
  total: number;
  pageSize: number;
}

export type TReviewBulkAction = (typeof ADMIN_JOB_REVIEW_BULK_ACTIONS)[number];
export type TAdminReviewsData = TAdminListData<TReviewFilter, TAdminJobReview> & {
  /** `?bulk=approve|reject&id=…`: the decision on the checked jobs, to confirm (a page state, so it works without JavaScript). */
  confirm: { action: TReviewBulkAction; ids: number[] } | null;
};
export type TAdminReportsData = TAdminListData<TJobReportStatus, TAdminJobReport>;

/** A moderation list page: `?status=` (one of `statuses`, else the first) and `?page=`, read through `list`. */
async function listLoader<TStatus extends string, TItem>(
  args: TApiArgs,
  statuses: readonly TStatus[],
  list: (query: { status: TStatus; page: number }) => Promise<{ ok: boolean; status: number; message: string; data?: { items: TItem[]; total: number; page_size: number } | null }>,
): Promise<TAdminListData<TStatus, TItem>> {
  const query = args.url.searchParams;
  const status = statuses.find((value) => value === query.get('status')) ?? statuses[0]!;
  const page = pageOf(query);
  const result = await list({ status, page });
  if (!result.ok || !result.data) throw data({ message: result.message }, { status: result.status });
  return { status, page, items: result.data.items, total: result.data.total, pageSize: result.data.page_size };
}

export interface TAdminReportData {
  report: TAdminJobReport;
  job: TAdminJobReview | null;
}

export interface TModerationResult extends TActionResult {
  intent: string;
  id?: number;
  values?: Record<string, string>;
}

const pageOf = (query: URLSearchParams) => Math.min(Math.max(Number.parseInt(query.get('page') ?? '1', 10) || 1, 1), 10_000);

async function backTo(args: TApiArgs, path: string, message: string) {
  const { locale, prefix } = args.context.get(localeContext);
  return redirect(withPrefix(prefix, path), {
    headers: {
      'Set-Cookie': await flashHeader(
        {
          kind: 'success',
          message: message || translator(locale)('toast.success'),
        },
        args.context,
      ),
    },
  });
}

/** The checked jobs of a bulk form: ids, once each, at most ADMIN_JOB_REVIEW_BULK_MAX. */
const idsOf = (values: Array<string | File>) => [...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0))].slice(0, ADMIN_JOB_REVIEW_BULK_MAX);
const bulkActionOf = (value: string | null) => ADMIN_JOB_REVIEW_BULK_ACTIONS.find((action) => action === value);

/** /admin/job-reviews?status=waiting|rejected&page=: held jobs, the longest waiting first; `&bulk=…&id=…` asks to confirm a bulk decision. */
export async function adminReviewsLoader(args: TApiArgs): Promise<TAdminReviewsData> {
  const list = await listLoader(args, ADMIN_JOB_REVIEW_FILTERS, (query) => api(args).adminJobReviews.list({ query }));
  const action = bulkActionOf(args.url.searchParams.get('bulk'));
  return { ...list, confirm: action ? { action, ids: idsOf(args.url.searchParams.getAll('id')) } : null };
}

/** The address of the queue without the bulk decision's parameters (where a decision goes back to). */
function queueSearch(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('bulk');
  query.delete('id');
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** intent bulk: approve or reject (one reason) the checked jobs in one request; the toast says how many were decided and which were not. */
async function bulkReviewsAction(args: TApiArgs, form: FormData) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const action = bulkActionOf(text(form, 'action'));
  const ids = idsOf(form.getAll('id'));
  const values = { reason: text(form, 'reason') };
  const fail = (status: number, message: string, errors?: TModerationResult['errors']) => data<TModerationResult>({ ok: false, intent: 'bulk', message, errors, values }, { status });
  if (!action) return fail(400, t('errors.generic'));
  if (ids.length === 0) return fail(422, t('review.bulk.none'));
  let body;
  if (action === 'reject') {
    const checked = validateWith(ZModerationReason, values, locale);
    if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
    body = { action, ids, reason: checked.data.reason };
  } else body = { action, ids };
  const result = await api(args).adminJobReviews.bulk({ body });
  if (!result.ok || !result.data) return fail(result.status, result.message, result.errors);
  const { done, results } = result.data;
  const refused = results.filter((item) => !item.ok);
  const message = refused.length
    ? t('review.bulk.partly', { done, count: results.length, failed: refused.map((item) => `#${item.id}: ${item.message}`).join(' · ') })
    : t('review.bulk.done', { count: done });
  const back = `/admin/job-reviews${queueSearch(args.url)}`;
  if (refused.length && done === 0) return fail(409, message);
  const { prefix } = args.context.get(localeContext);
  return redirect(withPrefix(prefix, back), { headers: { 'Set-Cookie': await flashHeader({ kind: refused.length ? 'error' : 'success', message }, args.context) } });
}

/** intent approve | reject (with a reason, mailed to the company) | bulk (either, on the checked jobs). Another administrator's decision first: 409 as a message. */
export async function adminReviewsAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  if (intent === 'bulk') return bulkReviewsAction(args, form);
  const id = Number(text(form, 'id')) || 0;
  const values = { reason: text(form, 'reason') };
  const fail = (status: number, message: string, errors?: TModerationResult['errors']) =>
    data<TModerationResult>(
      {
        ok: false,
        intent,
        id,
        message: message || t('errors.generic'),
        errors,
        values,
      },
      { status },
    );
  if (!id || (intent !== 'approve' && intent !== 'reject')) return fail(400, t('errors.generic'));
  const client = api(args).adminJobReviews;
  let result;
  if (intent === 'approve') {
    result = await client.approve({ params: { id } });
  } else {
    const checked = validateWith(ZModerationReason, values, locale);
    if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
    result = await client.reject({ params: { id }, body: checked.data });
  }
  if (!result.ok) return fail(result.status, result.message, result.errors);
  return backTo(args, `/admin/job-reviews${args.url.search}`, result.message);
}

/** /admin/job-reports?status=open|dismissed|actioned&page=: reports, the open ones oldest first. */
export function adminReportsLoader(args: TApiArgs): Promise<TAdminReportsData> {
  return listLoader(args, JOB_REPORT_STATUSES, (query) => api(args).adminJobReports.list({ query }));
}

/** /admin/job-reports/{id}: one report, with its job's text. */
export async function adminReportLoader(args: TApiArgs & { params: { id?: string } }): Promise<TAdminReportData> {
  const id = idParam(args.params.id);
  const client = api(args);
  const report = await client.adminJobReports.get({ params: { id } });
  if (report.status === 404) throw data(null, { status: 404 });
  if (!report.ok || !report.data) throw data({ message: report.message }, { status: report.status });
  const job = await client.adminJobReviews.get({
    params: { id: report.data.job_id },
  });
  return { report: report.data, job: job.ok && job.data ? job.data : null };
}

/** intent dismiss (an optional note) | unpublish (a reason, mailed to the company), on every open report of the job. */
export async function adminReportAction(args: TApiArgs & { params: { id?: string } }) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const id = idParam(args.params.id);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const values = { reason: text(form, 'reason'), note: text(form, 'note') };
  const fail = (status: number, message: string, errors?: TModerationResult['errors']) =>
    data<TModerationResult>(
      {
        ok: false,
        intent,
        id,
        message: message || t('errors.generic'),
        errors,
        values,
      },
      { status },
    );
  const client = api(args).adminJobReports;
  let result;
  if (intent === 'dismiss') {
    const checked = validateWith(ZModerationNote, { note: values.note }, locale);
    if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
    result = await client.dismiss({ params: { id }, body: checked.data });
  } else if (intent === 'unpublish') {
    const checked = validateWith(ZModerationReason, { reason: values.reason }, locale);
    if (checked.errors) return fail(422, Object.values(checked.errors)[0]?.[0] ?? t('errors.generic'), checked.errors);
    result = await client.unpublish({ params: { id }, body: checked.data });
  } else {
    return fail(400, t('errors.generic'));
  }
  if (!result.ok) return fail(result.status, result.message, result.errors);
  return backTo(args, `/admin/job-reports/${id}`, result.message);
}
