import { ZGeocodeQuery } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../../lib/server/api.server.ts';

/**
 * The resource behind the place search box: GET ?q= → { results } from the API's geocoder (API.maps.geocode),
 * 422 for a query too short, and the API's status (503 when the geocoder cannot be reached) with its message.
 */
export async function searchPlaces(args: TApiArgs): Promise<Response> {
  const query = ZGeocodeQuery.safeParse({ q: args.url.searchParams.get('q') ?? '' });
  const headers = { 'cache-control': 'no-store' };
  if (!query.success) return Response.json({ results: [] }, { status: 422, headers });
  const result = await api(args).maps.geocode({ query: { q: query.data.q } });
  if (!result.ok) return Response.json({ message: result.message }, { status: result.status >= 500 ? 503 : result.status, headers });
  return Response.json({ results: result.data ?? [] }, { headers });
}
