import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { buildOfForm, formHandlers, routeFormOf, routeIdsOfForm } from './route-forms.server.ts';

// The shape of app/routes.ts: the root, layouts and resources belong to no form; every page is there three times.
const IDS = [
  'root', 'routes/sitemap', 'components/layouts/default', 'home', 'ar/home', 'en/home', 'find-jobs', 'ar/find-jobs', 'en/find-jobs',
  'profile', 'ar/profile', 'en/profile', 'profile/index', 'ar/profile/index', 'en/profile/index', 'routes/not-found',
];
const SHARED = ['root', 'routes/sitemap', 'components/layouts/default', 'routes/not-found'];

describe('one build per address form (route matching walks a third of the routes)', () => {
  it('tells a path’s form, whatever its case, and keeps the fog-of-war manifest with the whole build', () => {
    expect(routeFormOf('/')).toBe('');
    expect(routeFormOf('/find-jobs')).toBe('');
    expect(routeFormOf('/_root.data')).toBe('');
    expect(routeFormOf('/english-course')).toBe('');
    expect(routeFormOf('/arabic')).toBe('');
    expect(routeFormOf('/en')).toBe('en');
    expect(routeFormOf('/en/')).toBe('en');
    expect(routeFormOf('/en/jobs/5')).toBe('en');
    expect(routeFormOf('/en.data')).toBe('en');
    expect(routeFormOf('/EN/find-jobs')).toBe('en');
    expect(routeFormOf('/ar')).toBe('ar');
    expect(routeFormOf('/ar/find-jobs.data')).toBe('ar');
    expect(routeFormOf('/__manifest')).toBeNull();
  });

  it('keeps a form’s own pages and every route of no form', () => {
    expect([...routeIdsOfForm(IDS, '')].sort()).toEqual([...SHARED, 'home', 'find-jobs', 'profile', 'profile/index'].sort());
    expect([...routeIdsOfForm(IDS, 'ar')].sort()).toEqual([...SHARED, 'ar/home', 'ar/find-jobs', 'ar/profile', 'ar/profile/index'].sort());
    expect([...routeIdsOfForm(IDS, 'en')].sort()).toEqual([...SHARED, 'en/home', 'en/find-jobs', 'en/profile', 'en/profile/index'].sort());
  });

  it('restricts the server’s routes and the client manifest alike, and makes each form’s handler once', () => {
    const routes = Object.fromEntries(IDS.map((id) => [id, { id }]));
    const build = { routes, assets: { version: 'v1', routes } } as unknown as ServerBuild;
    const en = buildOfForm(build, 'en');
    expect(Object.keys(en.routes)).toEqual(Object.keys(en.assets.routes));
    expect(Object.keys(en.routes)).toContain('en/find-jobs');
    expect(Object.keys(en.routes)).not.toContain('find-jobs');
    expect(en.assets.version).toBe('v1');

    const made: ServerBuild[] = [];
    const handlerOf = formHandlers(build, (b) => (made.push(b), Object.keys(b.routes).length));
    expect(handlerOf('/__manifest')).toBe(IDS.length);
    expect(handlerOf('/en/find-jobs')).toBe(SHARED.length + 4);
    expect(handlerOf('/en/majors')).toBe(SHARED.length + 4);
    expect(handlerOf('/find-jobs')).toBe(SHARED.length + 4);
    expect(made).toHaveLength(3);
  });
});
