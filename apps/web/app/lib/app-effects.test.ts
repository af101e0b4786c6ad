import { describe, expect, it } from 'vitest';
import { authStateOf, nextPathOnAuthChange } from './app-effects.ts';

describe('following a login or logout made in another tab', () => {
  it('sends a page that needs auth to the logout page when the visitor logged out', () => {
    expect(nextPathOnAuthChange('out', 'required', '/en')).toBe('/en/logout');
  });

  it('sends a page that needs auth, or a guest-only page, home when the visitor logged in', () => {
    expect(nextPathOnAuthChange('in:4', 'required', '')).toBe('/');
    expect(nextPathOnAuthChange('in:4', 'guest', '/ar')).toBe('/ar');
  });

  it('only refreshes a page that needs no auth', () => {
    expect(nextPathOnAuthChange('out', undefined, '')).toBe('revalidate');
    expect(nextPathOnAuthChange('in:4', undefined, '/en')).toBe('revalidate');
    expect(nextPathOnAuthChange('out', 'guest', '')).toBe('revalidate');
  });

  it('tells accounts apart', () => {
    expect(authStateOf(null)).toBe('out');
    expect(authStateOf({ id: 7, type: 'USER', name: 'x', email: 'x@y.z', locale: 'ar', scope: ['user'], email_verified: true, phone_verified: true })).toBe('in:7');
  });
});
