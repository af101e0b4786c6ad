import { ZSuggestionsQuery } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';

/**
 * The resource behind the search boxes' suggestions (components/combobox-live.tsx): GET ?q=&scope= → { items } from
 * the API (API.suggestions.list, decision 110), in the page's language; bad input answers 422 with no items.
 */
export async function suggestionsAnswer(args: TApiArgs): Promise<Response> {
  const query = ZSuggestionsQuery.safeParse({ q: args.url.searchParams.get('q') ?? '', scope: args.url.searchParams.get('scope') ?? undefined });
  const headers = { 'cache-control': 'no-store' };
  if (!query.success) return Response.json({ items: [] }, { status: 422, headers });
  const result = await api(args).suggestions.list({ query: query.data });
  if (!result.ok) return Response.json({ items: [], message: result.message }, { status: result.status >= 500 ? 503 : result.status, headers });
  return Response.json({ items: result.data }, { headers });
}
