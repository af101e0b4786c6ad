import type { TSitemapKind, TSitemapPage, TSitemapSummary } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TReader } from '../jobs/dto.ts';
import { countSitemapItems, findSitemapItems, SITEMAP_PAGE_SIZE } from './queries.ts';

/** How many items of each kind the sitemap lists, and how many fit in one of its pages. */
export async function readSitemapSummary(db: TDatabase): Promise<TSitemapSummary> {
  return { page_size: SITEMAP_PAGE_SIZE, counts: await countSitemapItems(db) };
}

/** One page of a kind's sitemap entries (ids and last change in the reader's Timezone), with the kind's total. */
export async function readSitemapPage(db: TDatabase, reader: TReader, kind: TSitemapKind, page: number): Promise<TSitemapPage> {
  const [items, counts] = await Promise.all([findSitemapItems(db, kind, page), countSitemapItems(db)]);
  return { items: items.map((item) => ({ id: item.id, lastmod: reader.formatDate(item.lastmod) })), page, page_size: SITEMAP_PAGE_SIZE, total: counts[kind] };
}
