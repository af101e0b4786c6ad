import { data, redirect } from 'react-router';
import { API, type TLookupItem } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import { translator } from '../../i18n/index.ts';
import { readCandidateParams } from './candidate-params.ts';
import { namedItems } from '../../lib/server/lookups.server.ts';
import { saveSearchAction } from './saved-searches.server.ts';

export type TCandidateSearchPage = Awaited<ReturnType<typeof candidateSearchLoader>>;

/** What a failed "save to a list" sends back to the card it came from. */
export interface TSaveResult extends TActionResult {
  seeker_id?: number;
  /** `save-search`: the "Save this search" form's failure (decision 129). */
  intent?: string;
}

/** /search-on-employee: the URL's search (invalid parameters dropped), its results and what the filters choose from. */
export async function candidateSearchLoader(args: TApiArgs) {
  const params = readCandidateParams(args.url);
  const client = api(args);
  const [result, options, cities, majors] = await Promise.all([
    client.candidateSearch.search({ query: params }),
    client.candidateSearch.options(),
    client.lookups.list({ params: { kind: 'cities' } }),
    client.lookups.list({ params: { kind: 'majors' } }),
  ]);
  // A job of the URL that is no longer open (404): search without it rather than fail the page.
  if (result.status === 404 && params.job_id) {
    const { job_id: _job, sort, ...rest } = params;
    const retry = await client.candidateSearch.search({
      query: sort === 'match' ? rest : { ...rest, sort },
    });
    if (retry.ok && retry.data && options.ok && options.data) return page(rest, retry.data, options.data, cities.data, majors.data);
  }
  if (!result.ok || !result.data)
    throw data(result.message, {
      status: result.status >= 500 ? 503 : result.status,
    });
  if (!options.ok || !options.data)
    throw data(options.message, {
      status: options.status >= 500 ? 503 : options.status,
    });
  return page(params, result.data, options.data, cities.data, majors.data);
}

function page(
  params: ReturnType<typeof readCandidateParams>,
  result: NonNullable<Awaited<ReturnType<ReturnType<typeof api>['candidateSearch']['search']>>['data']>,
  options: NonNullable<Awaited<ReturnType<ReturnType<typeof api>['candidateSearch']['options']>>['data']>,
  cities: TLookupItem[] | undefined,
  majors: TLookupItem[] | undefined,
) {
  return {
    params,
    result,
    occupations: options.occupations,
    jobs: options.jobs,
    pools: options.pools,
    // Each city findable by its name in the other language too (a searchable select, decision 097).
    cities: (cities ?? []).map(({ id, name, name_ar, name_en }) => ({ id, name, other: name === name_ar ? name_en : name_ar })),
    majors: namedItems(majors),
  };
}

/**
 * "Save this search" (`intent=save-search`, decision 129), or "Save to a list" from a card: to one of the company's lists (`pool_id`) or to a new one (`pool_name`). Success goes
 * back to the same search with a toast; a failure answers its message for that card.
 */
export async function saveCandidateAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  if (text(form, 'intent') === 'save-search') return saveSearchAction(args, form, readCandidateParams(args.url));
  const seekerId = Number(text(form, 'seeker_id'));
  const poolId = text(form, 'pool_id');
  const name = text(form, 'pool_name').trim();
  const url = args.url;
  const back = `${url.pathname}${url.search}`;
  const fail = (status: number, message: string, errors?: TActionResult['errors']) =>
    data<TSaveResult>(
      {
        ok: false,
        seeker_id: seekerId,
        message: message || t('errors.generic'),
        errors,
      },
      { status },
    );
  if (!Number.isInteger(seekerId) || seekerId <= 0) return fail(400, '');
  const done = async (message: string) =>
    redirect(back, {
      headers: {
        'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context),
      },
    });

  if (poolId && poolId !== 'new' && !name) {
    const id = Number(poolId);
    if (!Number.isInteger(id) || id <= 0) return fail(400, '');
    const result = await api(args).talentPools.addCandidate({
      params: { id, employee: seekerId },
    });
    return result.ok ? done(result.message) : fail(result.status, result.message, result.errors);
  }
  const created = await submitToApi(args, API.talentPools.create, { name, seeker_id: seekerId }, { extra: { seeker_id: seekerId } });
  if (!created.ok) return created.response;
  return done(created.message);
}
