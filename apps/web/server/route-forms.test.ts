import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { buildOfForm, buildOfSegment, formHandlers, lowerCasePrefixed, routeFormOf, routeSegmentOf, routeSegments } from './route-forms.ts';
import { matchRoutes, type RouteObject } from 'react-router';

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

  it('moves a language prefix typed in capitals to its lower-case address, with the rest as it was', () => {
    expect(lowerCasePrefixed('/EN/Find-Jobs?q=Nurse')).toBe('/en/Find-Jobs?q=Nurse');
    expect(lowerCasePrefixed('/En')).toBe('/en');
    expect(lowerCasePrefixed('/AR?x=1')).toBe('/ar?x=1');
    expect(lowerCasePrefixed('/eN.data')).toBe('/en.data');
    for (const unchanged of ['/en/majors', '/ar', '/', '/English-course', '/ARABIC', '/Find-Jobs', '/fr/x']) expect(lowerCasePrefixed(unchanged), unchanged).toBeNull();
  });

  it('writes the server’s routes of a form with its prefix, the client manifest left as the one table, each form’s handler made once', () => {
    const routes = {
      root: { id: 'root', path: '' },
      home: { id: 'home', parentId: 'root', path: 'ar?/en?' },
      'find-jobs': { id: 'find-jobs', parentId: 'root', path: 'ar?/en?/find-jobs' },
      'profile/files': { id: 'profile/files', parentId: 'find-jobs', path: 'files' },
      'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
    };
    const build = { routes, assets: { version: 'v1', routes } } as unknown as ServerBuild;
    const pathsOf = (form: '' | 'ar' | 'en') => Object.values(buildOfForm(build, form).routes).map((route) => route!.path);
    expect(pathsOf('')).toEqual(['', '', 'find-jobs', 'files', '*']);
    expect(pathsOf('ar')).toEqual(['', 'ar', 'ar/find-jobs', 'files', '*']);
    expect(pathsOf('en')).toEqual(['', 'en', 'en/find-jobs', 'files', '*']);
    const en = buildOfForm(build, 'en');
    expect(en.assets).toBe(build.assets);
    expect(Object.keys(en.routes)).toEqual(Object.keys(routes));

    const made: ServerBuild[] = [];
    const handlerOf = formHandlers(build, (b) => (made.push(b), b));
    expect(handlerOf('/__manifest')).toBe(build);
    expect(handlerOf('/en/find-jobs').routes['find-jobs']!.path).toBe('en/find-jobs');
    expect(handlerOf('/find-jobs').routes['find-jobs']!.path).toBe('find-jobs');
    expect(handlerOf('/ar/find-jobs').routes['find-jobs']!.path).toBe('ar/find-jobs');
    expect(handlerOf('/en/find-jobs')).toBe(handlerOf('/en/Find-Jobs'));
    expect(made).toHaveLength(4);
  });
});

// Routes with paths, nested as app/routes.ts nests them (a layout without a path, pages under it, the not-found splat).
const ROUTES: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
  root: { id: 'root', path: '' },
  layout: { id: 'layout', parentId: 'root' },
  home: { id: 'home', parentId: 'layout', path: 'ar?/en?' },
  'find-jobs': { id: 'find-jobs', parentId: 'layout', path: 'ar?/en?/find-jobs' },
  jobs: { id: 'jobs', parentId: 'layout', path: 'ar?/en?/jobs/:id' },
  profile: { id: 'profile', parentId: 'layout', path: 'ar?/en?/profile' },
  'profile/index': { id: 'profile/index', parentId: 'profile', index: true },
  'profile/files': { id: 'profile/files', parentId: 'profile', path: 'files' },
  slug: { id: 'slug', parentId: 'layout', path: 'ar?/en?/:slug/about' },
  sitemap: { id: 'sitemap', parentId: 'root', path: 'sitemap.xml' },
  'not-found': { id: 'not-found', parentId: 'root', path: '*' },
};

/** React Router's route objects of a build's routes, to match paths as its handler does. */
function routeObjects(routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>): RouteObject[] {
  const of = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: of(route.id) }));
  return of(undefined);
}

describe('one build per form and first segment (route matching walks a dozen routes)', () => {
  it('tells a path’s first segment within its form, for pages and their data', () => {
    expect(routeSegmentOf('/', '')).toBe('');
    expect(routeSegmentOf('/_root.data', '')).toBe('');
    expect(routeSegmentOf('/Find-Jobs', '')).toBe('find-jobs');
    expect(routeSegmentOf('/jobs/5.data', '')).toBe('jobs');
    expect(routeSegmentOf('/find-jobs.data', '')).toBe('find-jobs');
    expect(routeSegmentOf('/en', 'en')).toBe('');
    expect(routeSegmentOf('/en.data', 'en')).toBe('');
    expect(routeSegmentOf('/ar/profile/files', 'ar')).toBe('profile');
    const build = { routes: ROUTES, assets: { version: 'v1', routes: ROUTES } } as unknown as ServerBuild;
    for (const form of ['', 'ar'] as const) {
      expect(routeSegments(buildOfForm(build, form).routes), form).toEqual(
        new Map([
          ['root', ''], ['layout', ''], ['home', ''], ['find-jobs', 'find-jobs'], ['jobs', 'jobs'], ['profile', 'profile'], ['profile/index', 'profile'],
          ['profile/files', 'profile'], ['slug', '*'], ['sitemap', 'sitemap.xml'], ['not-found', '*'],
        ]),
      );
    }
  });

  it('matches every path and its ancestors as the whole form’s build does', () => {
    const build = { routes: ROUTES, assets: { version: 'v1', routes: ROUTES } } as unknown as ServerBuild;
    const formBuild = buildOfForm(build, '');
    const handlerOf = formHandlers(build, (b) => b);
    const ids = (routes: RouteObject[], path: string) => (matchRoutes(routes, path) ?? []).map((match) => match.route.id);
    const whole = routeObjects(formBuild.routes as typeof ROUTES);
    for (const path of ['/', '/find-jobs', '/jobs/5', '/jobs', '/profile', '/profile/files', '/x/about', '/nope', '/nope/deeper', '/sitemap.xml', '/PROFILE/files']) {
      const segmentBuild = handlerOf(path);
      expect(Object.keys(segmentBuild.routes).length, path).toBeLessThan(Object.keys(formBuild.routes).length);
      expect(Object.keys(segmentBuild.assets.routes), path).toEqual(Object.keys(segmentBuild.routes));
      const restricted = routeObjects(segmentBuild.routes as typeof ROUTES);
      const segments = path.split('/').filter(Boolean);
      for (let depth = 0; depth <= segments.length; depth += 1) {
        const ancestor = `/${segments.slice(0, depth).join('/')}`;
        expect(ids(restricted, ancestor), `${path}: ${ancestor}`).toEqual(ids(whole, ancestor));
      }
    }
    expect(Object.keys(buildOfSegment(formBuild, 'profile').routes).sort()).toEqual(['home', 'layout', 'not-found', 'profile', 'profile/files', 'profile/index', 'root', 'slug']);
    // Unknown first segments share the one build of the routes every path may match.
    expect(handlerOf('/nope')).toBe(handlerOf('/other/thing'));
    expect(handlerOf('/')).toBe(handlerOf('/nope'));
  });
});
