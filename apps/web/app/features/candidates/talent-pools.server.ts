import { data, redirect } from 'react-router';
import { API } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, text } from '../../lib/form-data.ts';
import { formKeyFor } from '../../lib/server/form-key.server.ts';
import { idParam } from '../../lib/params.ts';
import { translator } from '../../i18n/index.ts';

/** What a failed form of the talent pools pages sends back to the form it came from. */
export interface TPoolsResult extends TActionResult {
  intent?: string;
  id?: number;
}

/** /talent-pools: the company's lists. */
export async function poolsLoader(args: TApiArgs) {
  const result = await api(args).talentPools.list();
  if (!result.ok || !result.data)
    throw data(result.message, {
      status: result.status >= 500 ? 503 : result.status,
    });
  // The create form's own Idempotency-Key (decision 095).
  return { pools: result.data, formKey: formKeyFor(args) };
}
export type TPoolsPage = Awaited<ReturnType<typeof poolsLoader>>;

/** /talent-pools/:id?page=: one list and a page of its candidates. */
export async function poolLoader(args: TApiArgs & { params: { id?: string } }) {
  const id = idParam(args.params.id);
  const pageNumber = Number(args.url.searchParams.get('page') ?? '1');
  const client = api(args);
  const [pool, pools] = await Promise.all([
    client.talentPools.get({
      params: { id },
      query: Number.isInteger(pageNumber) && pageNumber > 1 && pageNumber <= 1000 ? { page: String(pageNumber) } : {},
    }),
    client.talentPools.list(),
  ]);
  if (!pool.ok || !pool.data)
    throw data(pool.message, {
      status: pool.status >= 500 ? 503 : pool.status,
    });
  return { detail: pool.data, pools: pools.data ?? [] };
}
export type TPoolPage = Awaited<ReturnType<typeof poolLoader>>;

/**
 * The forms of both pages. `intent`: create (`name`) | rename (`id`, `name`) | delete (`id`) | remove (`id`, `seeker_id`).
 * Successes go back to the page with a toast (a deleted list: to the lists); failures answer their message for the form.
 */
export async function poolsAction(args: TApiArgs) {
  const { locale, prefix } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const url = args.url;
  const done = async (message: string, to = `${url.pathname}${url.search}`) =>
    redirect(to, {
      headers: {
        'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context),
      },
    });
  const fail = (status: number, message: string, errors?: TActionResult['errors']) =>
    data<TPoolsResult>(
      {
        ok: false,
        intent,
        id,
        message: message || t('errors.generic'),
        errors,
      },
      { status },
    );
  const validId = Number.isInteger(id) && id > 0;
  const client = api(args);
  switch (intent) {
    case 'create': {
      const result = await submitToApi(args, API.talentPools.create, { name: text(form, 'name') }, { extra: { intent }, idempotencyKey: formIdempotencyKey(form) });
      return result.ok ? done(result.message) : result.response;
    }
    case 'rename': {
      if (!validId) return fail(400, '');
      const result = await submitToApi(args, API.talentPools.rename, { name: text(form, 'name') }, { params: { id }, extra: { intent, id } });
      return result.ok ? done(result.message) : result.response;
    }
    case 'delete': {
      if (!validId) return fail(400, '');
      const result = await client.talentPools.remove({ params: { id } });
      return result.ok ? done(result.message, `${prefix}/talent-pools`) : fail(result.status, result.message);
    }
    case 'remove': {
      const seekerId = Number(text(form, 'seeker_id'));
      if (!validId || !Number.isInteger(seekerId) || seekerId <= 0) return fail(400, '');
      const result = await client.talentPools.removeCandidate({
        params: { id, employee: seekerId },
      });
      return result.ok ? done(result.message) : fail(result.status, result.message);
    }
    default:
      return fail(400, '');
  }
}
