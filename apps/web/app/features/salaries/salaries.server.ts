import { data, redirect } from 'react-router';
import type { TSalaryList, TSalaryReport } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext } from '../../lib/context.ts';
import { withPrefix } from '../../lib/locale-path.ts';

const failed = (result: { status: number; message: string }) => data(result.message, { status: result.status >= 500 ? 503 : result.status });

/** A filter id from the query string, or null (anything else is ignored, not an error page). */
function filterParam(search: URLSearchParams, name: string): number | null {
  const value = search.get(name) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

export interface TSalariesPageData {
  q: string;
  /** The search's answer (null without words). */
  found: TSalaryList | null;
  /** Every occupation with a report. */
  all: TSalaryList;
}

/**
 * /salaries: without words, the occupations with a report; with `q`, read as job search reads it: when it names an
 * occupation that has a report, the visitor lands on that report; otherwise the page says what it understood.
 */
export async function salariesLoader(args: TApiArgs): Promise<TSalariesPageData> {
  const { prefix } = args.context.get(localeContext);
  const q = (args.url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const client = api(args);
  const [found, all] = await Promise.all([q ? client.salaries.search({ query: { q } }) : null, client.salaries.search()]);
  if (!all.ok || !all.data) throw failed(all);
  if (found && (!found.ok || !found.data)) throw failed(found);
  const recognised = new Set(found?.data?.meta.recognised.map((occupation) => occupation.id) ?? []);
  const landing = found?.data?.items.find((item) => recognised.has(item.occupation.id));
  if (landing) throw redirect(withPrefix(prefix, `/salary-reports/${landing.occupation.slug}`));
  return { q, found: found?.data ?? null, all: all.data };
}

/** /salary-reports: every occupation with a report, compared. */
export async function salaryReportsLoader(args: TApiArgs): Promise<TSalaryList> {
  const result = await api(args).salaries.search();
  if (!result.ok || !result.data) throw failed(result);
  return result.data;
}

/** /salary-reports/{occupation}?city_id=&sector_id=&major_id=: the report; an unknown occupation is the 404 page. */
export async function salaryReportLoader(args: TApiArgs & { params: { occupation?: string } }): Promise<TSalaryReport> {
  const occupation = args.params.occupation ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(occupation)) throw data(null, { status: 404 });
  const search = args.url.searchParams;
  const result = await api(args).salaries.report({
    params: { occupation },
    query: { city_id: filterParam(search, 'city_id'), sector_id: filterParam(search, 'sector_id'), major_id: filterParam(search, 'major_id') },
  });
  if (result.status === 404) throw data(null, { status: 404 });
  if (!result.ok || !result.data) throw failed(result);
  return result.data;
}

/** The sitemap's salary report pages: one per occupation with a report (none when the API cannot say). */
export async function salaryReportPaths(args: TApiArgs): Promise<string[]> {
  const result = await api(args).salaries.search();
  return result.ok && result.data ? result.data.items.map((item) => `/salary-reports/${item.occupation.slug}`) : [];
}
