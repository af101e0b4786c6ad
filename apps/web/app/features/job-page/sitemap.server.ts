import type { TSitemapKind } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { webContext } from '../../lib/context.ts';
import { pathIn } from '../../lib/locale-path.ts';

/** The public pages that are always there (content pages included; private areas are in robots.txt instead). */
export const STATIC_PUBLIC_PAGES = [
  '/',
  '/find-jobs',
  '/majors',
  '/about-us',
  '/contact-us',
  '/blogs',
  '/news',
  '/salaries',
  '/salary-reports',
  '/hiring-law',
  '/terms-conditions',
  '/privacy-policy',
  '/busniss-platform',
  '/bank-accounts',
] as const;

/** Where each kind of sitemap item has its page. */
const KINDS = { jobs: '/jobs', companies: '/company-profile', majors: '/majors', blogs: '/blogs', news: '/news' } as const satisfies Record<TSitemapKind, string>;
type TKind = TSitemapKind;

interface TEntry {
  path: string;
  lastmod: string | null;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One page in both languages: an entry for each, each naming the other (and Arabic as x-default) as its alternate. */
function urlEntries(origin: string, { path, lastmod }: TEntry): string {
  const ar = `${origin}${pathIn('ar', path)}`;
  const en = `${origin}${pathIn('en', path)}`;
  const alternates =
    `<xhtml:link rel="alternate" hreflang="ar" href="${xml(ar)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${xml(en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(ar)}"/>`;
  const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
  return [ar, en].map((loc) => `<url><loc>${xml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
}

const urlset = (origin: string, entries: TEntry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map((entry) => urlEntries(origin, entry)).join('\n')}\n</urlset>\n`;

const sitemapIndex = (origin: string, parts: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.map((part) => `<sitemap><loc>${xml(`${origin}/sitemap.xml?part=${part}`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

const respond = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': status === 200 ? 'public, max-age=3600' : 'no-store' } });

const unavailable = () => respond('<?xml version="1.0" encoding="UTF-8"?>\n<error>unavailable</error>\n', 503);

async function kindEntries(args: TApiArgs, kind: TKind, page: number): Promise<TEntry[] | null> {
  const result = await api(args).sitemap.page({ params: { kind }, query: { page } });
  if (!result.ok || !result.data) return null;
  return result.data.items.map((item) => ({ path: `${KINDS[kind]}/${item.id}`, lastmod: item.lastmod }));
}

/** The fixed pages, with the pages of typed content the route adds (the hiring-law guide's sections, decision 035). */
const staticEntries = (more: readonly string[]): TEntry[] => [...STATIC_PUBLIC_PAGES, ...more].map((path) => ({ path, lastmod: null }));

/**
 * /sitemap.xml: the public pages, majors, verified companies and live jobs, each in Arabic and English with
 * hreflang alternates. While everything fits one file (decision 015) it is one urlset; beyond that it is a
 * sitemap index of parts, /sitemap.xml?part=static | jobs-1 | companies-1 | majors-1 …
 */
export async function sitemapLoader(args: TApiArgs, morePages: readonly string[] = []): Promise<Response> {
  const origin = args.context.get(webContext).publicUrl.replace(/\/$/, '');
  const summary = await api(args).sitemap.summary();
  if (!summary.ok || !summary.data) return unavailable();
  const { counts, page_size: pageSize } = summary.data;
  const kinds = Object.keys(KINDS) as TKind[];
  const part = args.url.searchParams.get('part');

  if (part === null) {
    const total = STATIC_PUBLIC_PAGES.length + morePages.length + kinds.reduce((sum, kind) => sum + counts[kind], 0);
    if (total <= pageSize) {
      const lists = await Promise.all(kinds.map((kind) => (counts[kind] > 0 ? kindEntries(args, kind, 1) : [])));
      if (lists.some((list) => list === null)) return unavailable();
      return respond(urlset(origin, [...staticEntries(morePages), ...lists.flatMap((list) => list ?? [])]));
    }
    const parts = ['static', ...kinds.flatMap((kind) => Array.from({ length: Math.ceil(counts[kind] / pageSize) }, (_, i) => `${kind}-${i + 1}`))];
    return respond(sitemapIndex(origin, parts));
  }
  if (part === 'static') return respond(urlset(origin, staticEntries(morePages)));
  const match = /^(jobs|companies|majors|blogs|news)-([1-9]\d{0,4})$/.exec(part);
  const kind = match?.[1] as TKind | undefined;
  const page = Number(match?.[2]);
  if (!kind || page > Math.max(1, Math.ceil(counts[kind] / pageSize))) return respond('<?xml version="1.0" encoding="UTF-8"?>\n<error>not found</error>\n', 404);
  const entries = await kindEntries(args, kind, page);
  return entries ? respond(urlset(origin, entries)) : unavailable();
}

/** Areas only their owners see: no search engine needs them (each in its three language forms). */
export const PRIVATE_AREAS = [
  '/profile',
  '/admin',
  '/company-jobs',
  '/post-job',
  '/checkout',
  '/payments',
  '/invoices',
  '/my-applications',
  '/saved-jobs',
  '/job-alerts',
  '/messages',
  '/company-profile/file',
  '/company-profile/place-search',
  '/logout',
  '/otp-code',
  '/reset-password',
  '/verify-email',
  '/usage-agreement',
  '/auth',
  '/api',
] as const;

/** /robots.txt: everything public may be crawled, private areas may not, and the sitemap is at PUBLIC_URL. */
export function robotsLoader(args: TApiArgs): Response {
  const origin = args.context.get(webContext).publicUrl.replace(/\/$/, '');
  const disallow = PRIVATE_AREAS.flatMap((path) => (path === '/api' ? [path] : [path, `/ar${path}`, `/en${path}`])).map((path) => `Disallow: ${path}`);
  const body = ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
