import type { TViewSource } from '@tawzeef/contract';

/** The `src` values the product's own links carry (alert mails, the share card, a client's search list). */
const OWN_LINKS: Readonly<Record<string, TViewSource>> = { alert: 'alert', share: 'shared', search: 'search' };

/** This site's pages that list jobs found by words or filters: the job search, with or without a language prefix. */
const SEARCH_PAGES = /^\/(?:(?:ar|en)\/)?(?:find-jobs|jobs)\/?$/;

/**
 * Where a job page's visitor came from (decision 124): the `src` of the product's own links first, then the referrer:
 * none is direct, this site's search pages are search, its other pages are the site, anything else another site.
 */
export function viewSource(src: string | undefined, referrer: string | undefined, siteHosts: readonly string[]): TViewSource {
  const own = src ? OWN_LINKS[src] : undefined;
  if (own) return own;
  if (!referrer) return 'direct';
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return 'direct';
  }
  if (!siteHosts.includes(from.host.toLowerCase())) return 'external';
  return SEARCH_PAGES.test(from.pathname) ? 'search' : 'site';
}

