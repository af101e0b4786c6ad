import { data } from 'react-router';
import type { TLookupItem, TLookupKind } from '@tawzeef/contract';
import { api, type TApiArgs } from './api.server.ts';
import type { TNamedItem } from '../page-lists.tsx';

/** A lookup list as a select names its values: the id and the name (none when it could not be read). */
export function namedItems(items: readonly TLookupItem[] | undefined): TNamedItem[] {
  return (items ?? []).map(({ id, name }) => ({ id, name }));
}

/**
 * Lookup lists in the request's language. A select without its options would clear the saved value on the
 * next save, so a missing list is an error page rather than an empty select.
 */
export async function loadLookups<K extends TLookupKind>(args: TApiArgs, kinds: readonly K[]): Promise<Record<K, TLookupItem[]>> {
  const client = api(args);
  const results = await Promise.all(kinds.map((kind) => client.lookups.list({ params: { kind } })));
  const failed = results.find((r) => !r.ok || !r.data);
  if (failed) throw data(failed.message, { status: 503 });
  return Object.fromEntries(kinds.map((kind, i) => [kind, results[i]?.data ?? []])) as Record<K, TLookupItem[]>;
}
