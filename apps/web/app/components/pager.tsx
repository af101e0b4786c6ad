import { Link } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { formatInteger } from '../lib/format.ts';
import { buttonLook } from './plain.tsx';

/**
 * Previous and next pages as links (paging works without JavaScript, and each page has its own URL); `label` names
 * the navigation (a search's result pages by default).
 */
export function Pager({ page, pages, href, label }: { page: number; pages: number; href: (page: number) => string; label?: string }) {
  const { t, locale } = useI18n();
  if (pages <= 1 && page <= 1) return null;
  const number = (n: number) => formatInteger(n, locale) ?? String(n);
  return (
    <nav className="plain-row" data-apart="" aria-label={label ?? t('search.pages.label')} data-testid="pager">
      {page > 1 ? (
        <Link to={href(Math.min(page - 1, pages))} {...buttonLook({ variant: 'default' })} rel="prev" data-testid="pager-previous">
          {t('search.pages.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="plain-text-sm plain-dimmed" aria-current="page">
        {t('search.pages.pageOf', { page: number(page), pages: number(Math.max(pages, page)) })}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} {...buttonLook({ variant: 'default' })} rel="next" data-testid="pager-next">
          {t('search.pages.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
