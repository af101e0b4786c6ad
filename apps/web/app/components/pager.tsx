import { useI18n } from '../i18n/index.ts';
import { formatInteger } from '../lib/format.ts';
import { buttonLook, PlainAlert } from './plain.tsx';
import { PlainLink } from './plain-link.tsx';
import './pager.css';

/**
 * The page numbers a list of `pages` shows around `page`: the first, the last, the current one with its neighbours,
 * and a gap where numbers are left out ("1 … 4 5 6 … 20"). A gap of one number shows the number instead. A page past
 * the last marks none (every number leads back into the list).
 */
export function pageNumbers(page: number, pages: number): Array<number | 'gap'> {
  if (pages <= 1) return pages === 1 && page > 1 ? [1] : [];
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const list: Array<number | 'gap'> = [];
  for (const n of sorted) {
    const last = list.at(-1);
    if (typeof last === 'number' && n - last === 2) list.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) list.push('gap');
    list.push(n);
  }
  return list;
}

/** How many pages `total` items fill at `pageSize` a page: at least one. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/**
 * Numbered pages with previous and next, as plain links (paging works without JavaScript, each page has its own URL;
 * decision 068); the current page is marked `aria-current`. `label` names the navigation (a search's result pages by
 * default). The row follows the page's direction: in Arabic "السابق" is on the right and the numbers run leftwards.
 */
export function Pager({ page, pages, href, label }: { page: number; pages: number; href: (page: number) => string; label?: string }) {
  const { t, locale } = useI18n();
  if (pages <= 1 && page <= 1) return null;
  const number = (n: number) => formatInteger(n, locale) ?? String(n);
  const look = (current: boolean) => buttonLook({ variant: current ? 'filled' : 'default', size: 'compact-md' });
  return (
    <nav className="pager" aria-label={label ?? t('search.pages.label')} data-testid="pager">
      <ul className="pager-list">
        <li className="pager-step">
          {page > 1 && (
            <PlainLink to={href(Math.min(page - 1, Math.max(pages, 1)))} {...buttonLook({ variant: 'default', size: 'compact-md' })} rel="prev" data-testid="pager-previous">
              {t('search.pages.previous')}
            </PlainLink>
          )}
        </li>
        {pageNumbers(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PlainLink
                to={href(item)}
                {...look(item === page)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('search.pages.page', { page: number(item) })}
                data-testid={`pager-page-${item}`}
              >
                {number(item)}
              </PlainLink>
            </li>
          ),
        )}
        <li className="pager-step">
          {page < pages && (
            <PlainLink to={href(page + 1)} {...buttonLook({ variant: 'default', size: 'compact-md' })} rel="next" data-testid="pager-next">
              {t('search.pages.next')}
            </PlainLink>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** True for a page past the last of a list (a link kept from a longer list, or typed): it has no items of its own. */
export const isPastLast = (page: number, pages: number, shown: number): boolean => shown === 0 && page > pages;

/**
 * What a page past the last of a list shows instead of "nothing found" (decisions 096, 104): that there is no such
 * page, and a link to the last one. Every paged list says it the same way.
 */
export function PastLastNotice({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t, locale } = useI18n();
  const number = (n: number) => formatInteger(n, locale) ?? String(n);
  return (
    <PlainAlert color="yellow" data-testid="search-past-last">
      <p className="plain-text-sm">{t('search.pages.pastLast', { page: number(page), pages: number(pages) })}</p>
      <PlainLink to={href(pages)} className="plain-link plain-text-sm" data-testid="search-last-page">
        {t('search.pages.toLast', { page: number(pages) })}
      </PlainLink>
    </PlainAlert>
  );
}
