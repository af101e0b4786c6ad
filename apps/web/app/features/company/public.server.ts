import { data } from 'react-router';
import type { TCompanyPublic, TMapSettings, TReviewList } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { idParam } from '../../lib/params.ts';
import { loadMapSettings } from '../../lib/server/map-settings.server.ts';
import { shownCompanyJob, type TCompanyJobShown } from '../../lib/shown-lists.ts';
import { sessionContext } from '../../lib/context.ts';

/** One page of a company's live jobs as its list shows them (total -1: the list could not be loaded). */
export interface TCompanyJobsPage {
  items: TCompanyJobShown[];
  total: number;
  page: number;
  page_size: number;
}

export interface TPublicCompanyData {
  company: TCompanyPublic;
  map: TMapSettings | null;
}

export interface TPublicCompanyPageData extends TPublicCompanyData {
  jobs: TCompanyJobsPage;
  /** Its published reviews (decision 131); null when they could not be loaded. */
  reviews: TReviewList | null;
  /** Who reads the page: a job seeker may write a review, any account report one. */
  viewer: 'USER' | 'COMPANY' | 'ADMIN' | null;
}

type TArgs = TApiArgs & { params: { id?: string } };

/** A company anyone may see (API.companies.get); an unknown or malformed id is the 404 page. */
async function loadCompany(args: TArgs): Promise<TPublicCompanyData> {
  const id = idParam(args.params.id);
  const [company, map] = await Promise.all([api(args).companies.get({ params: { id } }), loadMapSettings(args)]);
  if (company.status === 404) throw data(null, { status: 404 });
  if (!company.ok || !company.data) throw data(company.message, { status: company.status >= 500 ? 503 : company.status });
  return { company: company.data, map };
}

/** The page number of ?page= (or another parameter's; 1 when absent or malformed). */
export function pageParam(url: URL, name = 'page'): number {
  const value = url.searchParams.get(name) ?? '';
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** One page of its published reviews (decision 131, ?reviews_page=); null when they could not be loaded (the page still shows). */
async function loadReviews(args: TArgs, id: number): Promise<TReviewList | null> {
  const result = await api(args).companyReviews.list({ params: { id }, query: { page: pageParam(args.url, 'reviews_page') } });
  return result.ok && result.data ? result.data : null;
}

/** /company-profile/{id}: the company and one page of its open jobs (API.jobs.ofCompany). */
export async function publicCompanyLoader(args: TArgs): Promise<TPublicCompanyPageData> {
  const page = pageParam(args.url);
  const id = idParam(args.params.id);
  const [loaded, jobs, reviews] = await Promise.all([loadCompany(args), api(args).jobs.ofCompany({ params: { id }, query: { page } }), loadReviews(args, id)]);
  // The company page still shows when its jobs cannot be listed; the list says so.
  const list: TCompanyJobsPage = jobs.ok && jobs.data ? { ...jobs.data, items: jobs.data.items.map(shownCompanyJob) } : { items: [], total: -1, page, page_size: 0 };
  return { ...loaded, jobs: list, reviews, viewer: args.context.get(sessionContext).user?.type ?? null };
}

/** /company-profile/details/{id}. */
export const companyDetailsLoader = (args: TArgs) => loadCompany(args);
