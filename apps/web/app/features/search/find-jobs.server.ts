import { data, redirect } from 'react-router';
import { API, translateMessage, type TJobMarks } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../../lib/context.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, IDEMPOTENCY_FIELD, text } from '../../lib/form-data.ts';
import { formKeyFor } from '../../lib/server/form-key.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { alertInputFromSearch, canAlertOn } from '../alerts/index.ts';
import { askedPage, isNearParam, readSearch, readSearchParams, resultPages, type TSearchParam } from './search-params.ts';
import { loadMapSettings } from '../../lib/server/map-settings.server.ts';
import { everyCityRedirect, inCityHref, wordsWithoutFilters } from './words-place.ts';
import { loadPageLists } from '../../lib/server/page-lists.server.ts';
import type { TPageLists } from '../../lib/page-lists.tsx';
import { shownCard, shownFacets } from '../../lib/shown-lists.ts';

/** The page's data with the lists its filters choose from (read apart from the data, decision 068). */
export type TFindJobsPage = Awaited<ReturnType<typeof findJobsLoader>> & TPageLists;

/** Who is looking: a job seeker sees their marks and may save jobs and make alerts; a guest is asked to log in first. */
export type TSearchViewer = 'seeker' | 'guest' | 'other';

const NO_MARKS: TJobMarks = { saved: [], applied: [] };

/**
 * /find-jobs: the URL's search (invalid parameters dropped), its results, the version of the lists its filters choose
 * from (decision 068), and for a job seeker which results they saved or applied to.
 */
export async function findJobsLoader(args: TApiArgs) {
  const url = args.url;
  const read = readSearch(url);
  const { refused } = read;
  let { params } = read;
  const client = api(args);
  const { user } = args.context.get(sessionContext);
  const viewer: TSearchViewer = !user ? 'guest' : user.type === 'USER' ? 'seeker' : 'other';
  const near = Boolean(params.near_city || params.near_lat);
  // The map of a search near a place (decision 137) needs the tile server's settings; without them, the list only.
  const [first, lists, map] = await Promise.all([client.jobs.search({ query: params }), loadPageLists(args), near ? loadMapSettings(args) : null]);
  let answer = first;
  // A city with no known place (a link kept from before): the search without the place, never an error page.
  if (answer.status === 422 && answer.errors?.near_city) {
    params = Object.fromEntries(Object.entries(params).filter(([name]) => !isNearParam(name as TSearchParam) && !(name === 'sort' && params.sort === 'distance')));
    answer = await client.jobs.search({ query: params });
  }
  // A page past the search's reach: past its first 10,000 results (the API answers 422 on `page`) or past the
  // schema's 1,000 (`readSearch` dropped it). The search without the page tells how many pages there are; the page
  // then says so and links the last, as a page past the last does (decision 096), never the API's error page.
  const asked = askedPage(url);
  const beyondReach = asked !== undefined && asked > 1 && (params.page === undefined || (answer.status === 422 && answer.errors?.page !== undefined));
  const { page: _page, ...firstPage } = params;
  const result = beyondReach ? (params.page === undefined ? answer : await client.jobs.search({ query: firstPage })) : answer;
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  if (beyondReach) result.data = { ...result.data, page: asked, items: [] };
  // Every city, even one the words name: the same search without a city, its words without their place.
  const everyCity = everyCityRedirect(url, params, result.data.meta);
  if (everyCity) throw redirect(everyCity);
  const ids = result.data.items.map((job) => job.id);
  // The marks are a nicety: when they cannot be read, the cards show none.
  const marks = viewer === 'seeker' && ids.length > 0 ? ((await client.savedJobs.marks({ query: { ids: ids.join(',') } })).data ?? NO_MARKS) : NO_MARKS;
  const { items, facets, ...rest } = result.data;
  const { elsewhere } = rest.meta;
  return {
    params,
    // A city with nothing (decision 170): the words without their place and each city's link, made here so that the
    // page's first load does not carry what only such an answer shows.
    elsewhereLinks: elsewhere
      ? {
          words: wordsWithoutFilters(params, rest.meta),
          hrefs: Object.fromEntries([...elsewhere.nearby, ...elsewhere.cities].map((city) => [city.id, inCityHref(url.pathname, params, rest.meta, city.id)])),
        }
      : null,
    // What the cards and the filters show (decision 069): the data travels again in the page for hydration.
    result: { ...rest, items: items.map(shownCard), facets: shownFacets(facets) },
    lists,
    map,
    // A job seeker's CV city: "near my city" (decision 137).
    myCityId: viewer === 'seeker' && user?.city_id ? String(user.city_id) : null,
    viewer,
    marks,
    canAlert: viewer !== 'other' && canAlertOn(params),
    // The alert form's own Idempotency-Key (decision 095): a double click or a retry after an error makes one alert.
    // Its field's name comes with it, so that the page's first load does not import the form helpers for one name.
    formKey: viewer === 'seeker' ? { name: IDEMPOTENCY_FIELD, value: formKeyFor(args)! } : null,
    // "To" below "from": searched without the "to", which the filters show with the rule's message (as the alert form).
    salaryMaxRefused: refused.salary_max ? { value: refused.salary_max.value, message: translateMessage('salary_range', args.context.get(localeContext).locale) } : null,
    // A page past the last of the results (a link kept from a longer list): it says so, and search engines skip it.
    pastLast: result.data.page > resultPages(result.data.total, result.data.page_size),
  };
}

export interface TFindJobsResult extends TActionResult {
  intent: string;
  /** save / unsave: the job. */
  jobId?: number;
  /** create-alert: the new alert. */
  alertId?: number;
}

/**
 * The page's action, posted to the search's own URL: `save` / `unsave` a job (the button's value), or `create-alert` from the
 * search with a `frequency`. A guest is sent to log in and comes back to the same search.
 */
export async function findJobsAction(args: TApiArgs) {
  const url = args.url;
  url.searchParams.delete('index');
  const { prefix, locale } = args.context.get(localeContext);
  const t = translator(locale);
  const { user } = args.context.get(sessionContext);
  const form = await args.request.formData();
  // A card's button posts `save=<job id>` or `unsave=<job id>`; the alert form posts `intent=create-alert`.
  const intent = form.has('save') ? 'save' : form.has('unsave') ? 'unsave' : text(form, 'intent');
  if (!user) throw redirect(`${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  const fail = (status: number, message: string, extra: Partial<TFindJobsResult> = {}) =>
    data<TFindJobsResult>({ ok: false, intent, message: message || t('errors.generic'), ...extra }, { status });

  switch (intent) {
    case 'save':
    case 'unsave': {
      const jobId = Number(text(form, intent));
      if (!Number.isInteger(jobId) || jobId <= 0) return fail(400, '');
      const { savedJobs } = api(args);
      const result = await (intent === 'save' ? savedJobs.save : savedJobs.remove)({ params: { jobId } });
      if (!result.ok) return fail(result.status, result.message, { jobId });
      return data<TFindJobsResult>({ ok: true, intent, jobId, message: result.message || t(intent === 'save' ? 'jobPage.flash.saved' : 'jobPage.flash.unsaved') });
    }
    case 'create-alert': {
      const params = readSearchParams(url);
      const result = await submitToApi(args, API.alerts.create, alertInputFromSearch(params, text(form, 'frequency')), { idempotencyKey: formIdempotencyKey(form) });
      if (!result.ok) {
        const { message, errors } = result.response.data;
        // The search's own filters are not fields on this page: their first problem is the message.
        const detail = Object.values(errors ?? {})[0]?.[0];
        return fail(result.response.init?.status ?? 422, detail && !message.includes(detail) ? `${message} ${detail}` : message, { errors });
      }
      return data<TFindJobsResult>({ ok: true, intent, alertId: result.data.id, message: result.message });
    }
    default:
      return fail(400, '');
  }
}
