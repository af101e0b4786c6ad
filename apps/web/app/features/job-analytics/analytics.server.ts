import { data } from 'react-router';
import type { TCompanyAnalytics, TJobAnalytics } from '@tawzeef/contract';
import { api, type TApiArgs, type TApiResult } from '../../lib/server/api.server.ts';
import { idParam } from '../../lib/params.ts';

/** The period asked for in the page's address, and the API's field errors for it (422), if any. */
export interface TAnalyticsPage<T> {
  analytics: T;
  asked: { from: string; to: string };
  errors?: Record<string, string[]>;
}

/**
 * Asks for the period in the address (`?from=&to=`); a period the API refuses (422) shows its messages at the fields,
 * with the last 30 days below them, so the page is never empty.
 */
async function withPeriod<T>(args: TApiArgs, read: (query: { from?: string; to?: string }) => Promise<TApiResult<T>>): Promise<TAnalyticsPage<T>> {
  const params = args.url.searchParams;
  const asked = { from: params.get('from')?.trim() ?? '', to: params.get('to')?.trim() ?? '' };
  const query = { ...(asked.from ? { from: asked.from } : {}), ...(asked.to ? { to: asked.to } : {}) };
  let result = await read(query);
  let errors: Record<string, string[]> | undefined;
  if (result.status === 422 && result.errors) {
    errors = result.errors as Record<string, string[]>;
    result = await read({});
  }
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { analytics: result.data, asked, ...(errors ? { errors } : {}) };
}

/** /company-analytics: the company's jobs together. */
export const companyAnalyticsLoader = (args: TApiArgs) => withPeriod<TCompanyAnalytics>(args, (query) => api(args).jobAnalytics.company({ query }));

/** /company-jobs/:id/analytics: one of the company's jobs. */
export const jobAnalyticsLoader = (args: TApiArgs & { params: { id?: string } }) =>
  withPeriod<TJobAnalytics>(args, (query) => api(args).jobAnalytics.job({ params: { id: idParam(args.params.id) }, query }));

/** /admin/companies/:id/analytics: a company's dashboard in the console. */
export const adminCompanyAnalyticsLoader = (args: TApiArgs & { params: { id?: string } }) =>
  withPeriod<TCompanyAnalytics>(args, (query) => api(args).adminJobAnalytics.company({ params: { id: idParam(args.params.id) }, query }));

/** /admin/jobs/:id/analytics: any job's analytics in the console. */
export const adminJobAnalyticsLoader = (args: TApiArgs & { params: { id?: string } }) =>
  withPeriod<TJobAnalytics>(args, (query) => api(args).adminJobAnalytics.job({ params: { id: idParam(args.params.id) }, query }));
