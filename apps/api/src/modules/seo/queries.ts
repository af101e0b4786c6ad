import { and, asc, eq, sql } from 'drizzle-orm';
import type { TSitemapKind } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, jobs, majors, posts, users } from '../../db/schema/index.ts';
import { isListedJob } from '../jobs/published.ts';
import { isPublicCompany } from '../companies/queries.ts';
import { isPublished } from '../posts/queries.ts';

/** Items per sitemap page: each item is a page in two languages, so one sitemap file (50,000 URLs at most) holds a page of them. */
export const SITEMAP_PAGE_SIZE = 20_000;

export interface TSitemapItem {
  id: number;
  lastmod: Date | null;
}

/** The sitemap lists the company pages visitors may open (decision 154). */
const isIndexedCompany = isPublicCompany;

/** How many items of each kind the sitemap lists. */
export async function countSitemapItems(db: TDatabase): Promise<Record<TSitemapKind, number>> {
  const now = new Date();
  const [[jobCount], [companyCount], [majorCount], postCounts] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(isListedJob),
    db.select({ n: sql<number>`count(*)::int` }).from(companies).innerJoin(users, eq(users.id, companies.user_id)).where(isIndexedCompany),
    db.select({ n: sql<number>`count(*)::int` }).from(majors),
    db.select({ kind: posts.kind, n: sql<number>`count(*)::int` }).from(posts).where(isPublished(now)).groupBy(posts.kind),
  ]);
  const postCount = (kind: 'blog' | 'news') => postCounts.find((row) => row.kind === kind)?.n ?? 0;
  return { jobs: jobCount?.n ?? 0, companies: companyCount?.n ?? 0, majors: majorCount?.n ?? 0, blogs: postCount('blog'), news: postCount('news') };
}

/** One page of sitemap items of a kind, by id (a stable order, so pages do not overlap while jobs come and go). */
export async function findSitemapItems(db: TDatabase, kind: TSitemapKind, page: number): Promise<TSitemapItem[]> {
  const offset = (page - 1) * SITEMAP_PAGE_SIZE;
  switch (kind) {
    case 'jobs':
      return db
        .select({ id: jobs.id, lastmod: jobs.updated_at })
        .from(jobs)
        .where(isListedJob)
        .orderBy(asc(jobs.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
    case 'companies':
      return db
        .select({ id: companies.id, lastmod: companies.updated_at })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.user_id))
        .where(isIndexedCompany)
        .orderBy(asc(companies.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
    case 'majors':
      return db.select({ id: majors.id, lastmod: sql<Date | null>`null::timestamptz` }).from(majors).orderBy(asc(majors.id)).limit(SITEMAP_PAGE_SIZE).offset(offset);
    case 'blogs':
    case 'news':
      // Published posts (decision 034): a scheduled one joins the sitemap when its date comes.
      return db
        .select({ id: posts.id, lastmod: posts.updated_at })
        .from(posts)
        .where(and(eq(posts.kind, kind === 'blogs' ? 'blog' : 'news'), isPublished(new Date())))
        .orderBy(asc(posts.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
  }
}
