import { describe, expect, it } from 'vitest';
import { pathIn, splitLocalePath, withPrefix } from './locale-path.ts';

describe('locale paths', () => {
  it.each([
    ['/', 'ar', '', '/'],
    ['/about-us', 'ar', '', '/about-us'],
    ['/ar', 'ar', '/ar', '/'],
    ['/ar/profile/skills', 'ar', '/ar', '/profile/skills'],
    ['/en', 'en', '/en', '/'],
    ['/en/jobs/5', 'en', '/en', '/jobs/5'],
    ['/english', 'ar', '', '/english'],
    ['/fr/about-us', 'ar', '', '/fr/about-us'],
  ])('%s is %s with prefix %j and rest %s', (pathname, locale, prefix, rest) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, prefix, rest });
  });

  it('builds the same page in another language', () => {
    expect(pathIn('en', '/login')).toBe('/en/login');
    expect(pathIn('en', '/')).toBe('/en');
    expect(pathIn('ar', '/login')).toBe('/login');
    expect(pathIn('ar', '/login', true)).toBe('/ar/login');
    expect(pathIn('ar', '/', true)).toBe('/ar');
  });

  it('keeps the prefix in use', () => {
    expect(withPrefix('', '/login')).toBe('/login');
    expect(withPrefix('/ar', '/')).toBe('/ar');
    expect(withPrefix('/en', '/profile')).toBe('/en/profile');
  });
});
