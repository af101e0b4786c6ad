import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Links as plain anchors (issue 18, decision 068). React Router's `<Link>` runs a dozen hooks for each link it
 * renders (its path resolved against the route, a click handler, prefetching, discovery); the shell alone has 23
 * links and a search page 50, and they were a tenth of a page's server rendering. A plain link takes an absolute
 * path (the site's own, with its language prefix), renders `<a href data-discover>` (React Router discovers the
 * routes of links so marked, as it does its own) and on a plain click navigates in the page with React Router's
 * `navigate`, installed once per page by `usePlainLinks()` in the root layout. Before hydration, with a modifier key,
 * another target or a download, the browser follows it as any link.
 */

type TFollow = (to: string, options: { replace?: boolean; preventScrollReset?: boolean }) => void;

let follow: TFollow | null = null;

/** React Router's navigate for every plain link of the page (the root layout calls it once). */
export function usePlainLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const installed: TFollow = (to, options) => void navigate(to, options);
    follow = installed;
    return () => {
      if (follow === installed) follow = null;
    };
  }, [navigate]);
}

export interface TPlainLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of this site, with its query and language prefix. */
  to: string;
  /** Replace the current history entry (by default: when the link leads to the current address, as React Router's). */
  replace?: boolean;
  /** Keep the scroll position (a change of sort or filter on the same list). */
  preventScrollReset?: boolean;
}

/** Whether a click on `anchor` is the page's to handle: the main button, no modifier, this window, not a download. */
export function isPlainClick(event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>, anchor: Pick<HTMLAnchorElement, 'target' | 'hasAttribute'>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  return !anchor.hasAttribute('download');
}

export function PlainLink({ to, replace, preventScrollReset, onClick, ...rest }: TPlainLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!follow || !isPlainClick(event, event.currentTarget)) return;
        event.preventDefault();
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        follow(to, { replace: replace ?? here === to, preventScrollReset });
      }}
    />
  );
}

/** Whether the page at `pathname` is the one `to` leads to, or (unless `end`) below it: React Router's NavLink rule. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.split(/[?#]/, 1)[0]!.toLowerCase();
  if (here === target) return true;
  if (end || target === '/') return false;
  return here.startsWith(target.endsWith('/') ? target : `${target}/`);
}

/** A plain link marked as the current page (`aria-current="page"` and the `active` class) where it leads here. */
export function PlainNavLink({ end, className, ...props }: TPlainLinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, props.to, end);
  return <PlainLink {...props} className={current ? (className ? `${className} active` : 'active') : className} aria-current={current ? 'page' : undefined} />;
}
