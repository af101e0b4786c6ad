import { data, redirect } from 'react-router';
import { API, JOB_TABS, ZJobTabQuery, type TJobOwn, type TJobTab } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext } from '../../lib/context.ts';
import { memberCan } from '../../lib/company-access.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import type { TCompanyJobsResult } from './post-job-types.ts';

export interface TCompanyJobsData {
  tab: TJobTab;
  page: number;
  items: TJobOwn[];
  total: number;
  pageSize: number;
  counts: Record<TJobTab, number>;
  /** Expired tab only: how long a renewed posting may stay open. */
  postingDays: number | null;
}

/** The dashboard's tab and page from the URL; anything unknown is the first page of active jobs. */
function tabQuery(url: URL): { tab: TJobTab; page: number } {
  const parsed = ZJobTabQuery.safeParse({ tab: url.searchParams.get('tab') ?? undefined, page: url.searchParams.get('page') ?? undefined });
  return parsed.success ? parsed.data : { tab: 'active', page: 1 };
}

export async function companyJobsLoader(args: TApiArgs): Promise<TCompanyJobsData> {
  const { tab, page } = tabQuery(args.url);
  const client = api(args);
  const [list, counts, price] = await Promise.all([
    client.companyJobs.list({ query: { tab, page } }),
    client.companyJobs.counts(),
    tab === 'expired' ? client.payments.price() : null,
  ]);
  const failed = [list, counts].find((r) => !r.ok || !r.data);
  if (failed) throw data(failed.message, { status: failed.status >= 500 || failed.status === 404 ? 503 : failed.status });
  return {
    tab,
    page,
    items: list.data!.items,
    total: list.data!.total,
    pageSize: list.data!.page_size,
    counts: Object.fromEntries(JOB_TABS.map((name) => [name, counts.data![name] ?? 0])) as Record<TJobTab, number>,
    postingDays: price?.data?.posting_days ?? null,
  };
}

/**
 * The dashboard's action, on one job (`id`). `intent`: close | delete (ask for confirmation when sent without
 * JavaScript) | close-confirmed | delete-confirmed | pause | resume | renew (a new deadline, then the payment page).
 * Successes come back to the same tab with a toast; failures answer the message and field errors.
 */
export async function companyJobsAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const { tab, page } = tabQuery(args.url);
  const back = `${withPrefix(prefix, '/company-jobs')}?tab=${tab}${page > 1 ? `&page=${page}` : ''}`;
  const fail = (status: number, result: Omit<TCompanyJobsResult, 'ok' | 'intent' | 'id'>) => data<TCompanyJobsResult>({ ok: false, intent, id, ...result }, { status });
  const done = async (message: string, to = back) => redirect(to, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, context) } });

  if (!Number.isInteger(id) || id <= 0) return fail(400, { message: t('errors.generic') });
  const jobs = api(args).companyJobs;

  switch (intent) {
    case 'close':
    case 'delete':
      return data<TCompanyJobsResult>({ ok: true, message: '', intent, id, confirm: true });
    case 'close-confirmed': {
      const result = await jobs.close({ params: { id } });
      if (!result.ok) return fail(result.status, { message: result.message || t('errors.generic') });
      return done(t('jobs.flash.closed'));
    }
    case 'delete-confirmed': {
      const result = await jobs.remove({ params: { id } });
      if (!result.ok) return fail(result.status, { message: result.message || t('errors.generic') });
      return done(t('jobs.flash.deleted'));
    }
    // Pause and resume (decision 123): no confirmation, both undo each other and keep the paid days.
    case 'pause':
    case 'resume': {
      const result = await (intent === 'pause' ? jobs.pause : jobs.resume)({ params: { id } });
      if (!result.ok) return fail(result.status, { message: result.message || t('errors.generic') });
      return done(t(intent === 'pause' ? 'jobs.flash.paused' : 'jobs.flash.resumed'));
    }
    case 'renew': {
      const result = await submitToApi(args, API.companyJobs.renew, { deadline: text(form, 'deadline') }, { params: { id }, extra: { intent, id, values: { deadline: text(form, 'deadline') } } });
      if (!result.ok) return result.response;
      // Paying is the owners' (decision 148): anyone else's renewed job waits for them among those awaiting payment.
      if (!memberCan(context.get(sessionContext).user, 'billing')) return done(t('access.ownerPays.sent'), `${withPrefix(prefix, '/company-jobs')}?tab=awaiting`);
      return done(t('jobs.flash.renewed'), withPrefix(prefix, `/checkout/${id}`));
    }
    default:
      return fail(400, { message: t('errors.generic') });
  }
}
