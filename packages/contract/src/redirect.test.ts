import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it.each(['/profile/skills', '/en/profile/skills', '/find-jobs?q=%D9%85%D9%87%D9%86%D8%AF%D8%B3&city_id=1', '/jobs/12#apply', '/'])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/ /evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/profile\u0000',
    '/%E0%A4%A',
    '',
    ' /profile',
    '/%25252F%25252Fevil.example',
  ])('sends %j home', (path) => {
    expect(safeRedirectPath(path)).toBe('/');
  });

  it('sends anything that is not a string home', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(['/profile'])).toBe('/');
  });
});
