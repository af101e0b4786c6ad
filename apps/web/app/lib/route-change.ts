import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** route-change: a new page starts at the top, unless it targets an anchor or is a back/forward move. */
export function shouldScrollToTop(previousPath: string | null, next: { pathname: string; hash: string }, navigationType: string): boolean {
  if (previousPath === null || previousPath === next.pathname) return false;
  if (next.hash) return false;
  return navigationType !== 'POP';
}

export function useRouteChange(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (shouldScrollToTop(previous.current, location, navigationType)) window.scrollTo({ top: 0 });
    previous.current = location.pathname;
  }, [location, navigationType]);
}
