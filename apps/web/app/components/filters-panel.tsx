import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { useI18n } from '../i18n/index.ts';
import { formatInteger } from '../lib/format.ts';
import type { TNamedItem } from '../lib/page-lists.tsx';
import type { TIdCount } from '../lib/shown-lists.ts';
import { buttonLook } from './plain.tsx';
import './filters-panel.css';
import { PlainLink } from './plain-link.tsx';

/** The filters button's funnel. */
export function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 5h18v2l-7 7v5l-4 2v-7L3 7V5Z" />
    </svg>
  );
}

/** The name of the list's value a filter chip shows (the value itself when it is not in the list). */
export const nameIn = (items: ReadonlyArray<TNamedItem>, value: string): string => items.find((item) => String(item.id) === value)?.name ?? value;

/**
 * What a count beside a filter value says: the number, "≈" before it when estimated; nothing for 0 (a list of hundreds
 * of cities or occupations read as a column of "(0)"; the values with matches come first).
 */
export function countLabel(name: string, count: number | null, locale: 'ar' | 'en', estimated = false): string {
  if (count === null || count === 0) return name;
  return `${name} (${estimated ? '≈' : ''}${formatInteger(count, locale)})`;
}

/** How many values of a long list a page's server render offers besides "any" and the value chosen (decision 069). */
export const FIRST_PAINT_VALUES = 10;

/**
 * Options of a select of named values, with the number of matches beside each value when the counts are known.
 * `estimated` (decision 059): the counts are estimates from the newest matches, so a value not among them has none.
 * `firstPaint`: the value chosen, for the server's render and the hydration that follows it (`useHydrated`): then
 * only that value and the FIRST_PAINT_VALUES with the most matches (the first ones when there are no counts) are
 * offered, and every value joins once the page's scripts run, from the page's lists the browser keeps (decision 068).
 */
export function countedOptions(
  items: ReadonlyArray<TNamedItem>,
  counts: ReadonlyArray<TIdCount> | null,
  anyLabel: string,
  locale: 'ar' | 'en',
  estimated = false,
  firstPaint: string | null = null,
) {
  const byId = new Map(counts?.map((facet) => [facet.id, facet.count]));
  let shown = items;
  if (firstPaint !== null && items.length > FIRST_PAINT_VALUES) {
    const most = new Set((counts ? [...items].sort((a, b) => (byId.get(b.id) ?? 0) - (byId.get(a.id) ?? 0)) : items).slice(0, FIRST_PAINT_VALUES));
    shown = items.filter((item) => most.has(item) || String(item.id) === firstPaint);
  }
  const options = shown.map((item) => {
    const count = counts ? (byId.get(item.id) ?? 0) : null;
    return { value: String(item.id), label: countLabel(item.name, count, locale, estimated), count };
  });
  // Values with matches first, so the useful ones are at hand; the rest keep their order.
  if (counts) options.sort((a, b) => Number((b.count ?? 0) > 0) - Number((a.count ?? 0) > 0));
  return [{ value: '', label: anyLabel }, ...options.map(({ value, label }) => ({ value, label }))];
}

/**
 * The drawer is open while `#filters` is the page's target, and an in-page navigation (its "show results" button, a
 * chip, a page link) does not change the target: the browser keeps it open over the new results. When the address
 * no longer names `#filters`, the results are shown (`#results`, replacing the entry: no extra step back).
 */
function useDrawerClosesOnResults() {
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== '#filters' && document.querySelector('#filters:target')) window.location.replace('#results');
  }, [location]);
}

/**
 * The side panel of a search's filters (a drawer on phones, opened by a `#filters` link: no JavaScript needed), with
 * its title, close link, "show results" button and, when filters are set, the link that clears them. `form`: the id
 * of the search form its button submits, when the panel sits outside it.
 */
export function FiltersPanel({ children, clearHref, form }: { children: ReactNode; clearHref: string | null; form?: string }) {
  const { t } = useI18n();
  useDrawerClosesOnResults();
  return (
    <aside id="filters" className="search-filters" aria-labelledby="filters-title">
      <div className="plain-paper plain-pad plain-stack search-filters-panel">
        <div className="search-filters-head">
          <h2 id="filters-title" className="search-filters-title">
            {t('search.filters.title')}
          </h2>
          <a href="#results" className="search-filters-close" aria-label={t('search.filters.close')} />
        </div>
        {children}
        <button type="submit" form={form} {...buttonLook({ fullWidth: true })} data-testid="filters-apply">
          {t('search.filters.apply')}
        </button>
        {clearHref && (
          <PlainLink to={clearHref} className="search-filters-clear">
            {t('search.filters.clear')}
          </PlainLink>
        )}
      </div>
    </aside>
  );
}
