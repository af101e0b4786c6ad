import { createHash } from 'node:crypto';
import type { TLookupItem } from '@tawzeef/contract';
import { api, type TApiArgs } from './api.server.ts';
import { localeContext } from '../context.ts';
import { withPrefix } from '../locale-path.ts';
import { namedItems } from './lookups.server.ts';
import { rememberPageLists, type TPageLists, type TPageListsAnswer, type TPageListsRef } from '../page-lists.tsx';

interface TRead {
  majors: unknown;
  sectors: unknown;
  lists: TPageLists;
  version: string;
}

/**
 * What was made of the lists the process's shared answers gave (one frozen copy while fresh, apps/web/server/shared-answers.ts),
 * by the cities' array: a page does not name and hash the same lists again.
 */
const made = new WeakMap<object, TRead>();

/** The lists as a filter shows them, and their version: a hash of their content. */
function listsOf(cities: TLookupItem[] | undefined, majors: TLookupItem[] | undefined, sectors: TLookupItem[] | undefined): TRead {
  const kept = cities && made.get(cities);
  if (kept && kept.majors === majors && kept.sectors === sectors) return kept;
  const lists: TPageLists = { cities: namedItems(cities), majors: namedItems(majors), sectors: namedItems(sectors) };
  const version = createHash('sha1').update(JSON.stringify(lists)).digest('base64url').slice(0, 16);
  const read = { majors, sectors, lists, version };
  if (cities) made.set(cities, read);
  return read;
}

/**
 * The filter lists in the request's language (read through the process's shared answers, the API marks them public),
 * with their reference: their version and address. A list that cannot be read is empty: the filter offers "any" alone
 * rather than the page failing.
 */
async function readPageLists(args: TApiArgs): Promise<{ ref: TPageListsRef; lists: TPageLists }> {
  const client = api(args);
  const [cities, majors, sectors] = await Promise.all((['cities', 'majors', 'sectors'] as const).map((kind) => client.lookups.list({ params: { kind } })));
  const { lists, version } = listsOf(cities?.data, majors?.data, sectors?.data);
  const { prefix } = args.context.get(localeContext);
  return { ref: { version, href: withPrefix(prefix, `/page-lists/${version}`) }, lists };
}

/** For a page's data: the reference of its lists, kept by version in this process for its render. */
export async function loadPageLists(args: TApiArgs): Promise<TPageListsRef> {
  const { ref, lists } = await readPageLists(args);
  rememberPageLists(ref.version, lists);
  return ref;
}

/**
 * `/page-lists/{version}` (with the language's prefix): the lists as JSON. The version asked for is the current one:
 * kept a year by the browser (a change is another address). An older one (a list changed since the page was
 * rendered): the current lists, not to be kept.
 */
export async function pageListsLoader(args: TApiArgs & { params: { version?: string } }): Promise<Response> {
  const { ref, lists } = await readPageLists(args);
  const answer: TPageListsAnswer = { version: ref.version, lists };
  const current = args.params.version === ref.version;
  return Response.json(answer, { headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache' } });
}
