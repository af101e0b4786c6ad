import { data } from 'react-router';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { idParam } from '../../lib/params.ts';
import { isPastLast, pageCount } from '../../components/pager.tsx';
import { shownCard } from '../../lib/shown-lists.ts';

/** /majors: every major with its number of open jobs. */
export async function majorsLoader(args: TApiArgs) {
  const result = await api(args).majors.list();
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { majors: result.data };
}

/** /majors/{id}: the major and a page of its open jobs; an unknown or malformed id is the 404 page. */
export async function majorLoader(args: TApiArgs & { params: { id?: string } }) {
  const id = idParam(args.params.id);
  const page = args.url.searchParams.get('page') ?? '';
  const result = await api(args).majors.jobs({ params: { id }, query: { page: /^[1-9]\d{0,2}$/.test(page) ? page : null } });
  if (result.status === 404) throw data(null, { status: 404 });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  const { page: shown, total, page_size, items } = result.data;
  // A page past the last of the major's jobs (a link kept from a longer list): it says so, and search engines skip it.
  return { ...result.data, items: items.map(shownCard), pastLast: isPastLast(shown, pageCount(total, page_size), items.length) };
}
