import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './route-change.ts';

describe('route-change guard (scroll to top)', () => {
  it('scrolls to the top when a link opens another page', () => {
    expect(shouldScrollToTop('/', { pathname: '/find-jobs', hash: '' }, 'PUSH')).toBe(true);
    expect(shouldScrollToTop('/', { pathname: '/en', hash: '' }, 'REPLACE')).toBe(true);
  });

  it('leaves the position alone on the first page, the same page, an anchor, or back/forward', () => {
    expect(shouldScrollToTop(null, { pathname: '/', hash: '' }, 'POP')).toBe(false);
    expect(shouldScrollToTop('/find-jobs', { pathname: '/find-jobs', hash: '' }, 'PUSH')).toBe(false);
    expect(shouldScrollToTop('/', { pathname: '/terms-conditions', hash: '#privacy' }, 'PUSH')).toBe(false);
    expect(shouldScrollToTop('/jobs/2', { pathname: '/find-jobs', hash: '' }, 'POP')).toBe(false);
  });
});
