import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaticHandler, type RouteObject, type ServerBuild } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './routes.ts';
import { buildOfForm, type TRouteForm } from '../server/route-forms.ts';

/**
 * Decision 107: one route a page, its three addresses (/x, /ar/x, /en/x; SPEC §2) made by the optional segments
 * `ar?/en?`. React Router must rank them as it ranked three routes of static prefixes: every address of a page is that
 * page, an unknown prefix is the not-found page, and a page's parameter never yields to another page's path.
 */
/** A route's id: its own, or its file's name as React Router gives it. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, '');
const toObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) => (entry.index ? { id: idOf(entry), index: true } : { id: idOf(entry), path: entry.path, children: toObjects(entry.children ?? []) }));
// The static handler ranks the routes once, as the server's does (matchRoutes would rank them at every call).
const handler = createStaticHandler(toObjects(routes as RouteConfigEntry[]));
async function leafOf(of: ReturnType<typeof createStaticHandler>, pathname: string): Promise<string | undefined> {
  const context = await of.query(new Request(`http://test${pathname}`));
  return context instanceof Response ? undefined : context.matches.at(-1)?.route.id;
}
const leaf = (pathname: string) => leafOf(handler, pathname);

/** The server's build of one form (server/route-forms.ts), made from the table as React Router's build holds it. */
function flat(entries: RouteConfigEntry[], parentId: string | undefined, into: ServerBuild['routes']): ServerBuild['routes'] {
  for (const entry of entries) {
    const id = idOf(entry);
    into[id] = { id, parentId, path: entry.path, index: entry.index, module: {} } as unknown as ServerBuild['routes'][string];
    flat(entry.children ?? [], id, into);
  }
  return into;
}
const BUILD = { routes: flat(routes as RouteConfigEntry[], 'root', { root: { id: 'root', path: '', module: {} } as unknown as ServerBuild['routes'][string] }), assets: { routes: {} } } as unknown as ServerBuild;
const formHandlerOf = Object.fromEntries((['', 'ar', 'en'] as const).map((form) => {
  const formRoutes = buildOfForm(BUILD, form).routes;
  const nest = (parentId: string | undefined): RouteObject[] => Object.values(formRoutes).filter((route) => route!.parentId === parentId).map((route) => (route!.index ? { id: route!.id, index: true } : { id: route!.id, path: route!.path, children: nest(route!.id) }));
  return [form, createStaticHandler(nest(undefined))];
}));
const leafIn = (form: TRouteForm, pathname: string) => leafOf(formHandlerOf[form]!, pathname);

/** Every page's full path with its language segments left out, and its id. */
function pages(entries: RouteConfigEntry[], parent = ''): { path: string; id: string }[] {
  return entries.flatMap((entry) => {
    const own = (entry.path ?? '').replace(/^ar\?\/en\?\/?/, '');
    const path = [parent, own].filter(Boolean).join('/');
    const here = (entry.path !== undefined || entry.index) && !entry.children?.length ? [{ path, id: idOf(entry) }] : [];
    return [...here, ...pages(entry.children ?? [], path)];
  });
}
const PAGES = pages(routes as RouteConfigEntry[]).filter(({ path }) => !path.includes('*') && !/\.(xml|txt|js)$/.test(path));
const fill = (path: string, value: string) => `/${path.replace(/:\w+\??/g, value)}`.replace(/\/$/, '') || '/';
const FIRST_SEGMENTS = [...new Set(PAGES.map(({ path }) => path.split('/')[0]!).filter((segment) => segment && !segment.startsWith(':')))];

describe('the route table (decision 107)', async () => {
  it('gives each page its three addresses', async () => {
    for (const { path, id } of PAGES) {
      const at = fill(path, '5');
      expect(await leaf(at), at).toBe(id);
      expect(await leaf(at === '/' ? '/ar' : `/ar${at}`), `/ar${at}`).toBe(id);
      expect(await leaf(at === '/' ? '/en' : `/en${at}`), `/en${at}`).toBe(id);
    }
  });

  it('answers an unknown prefix, or the two in the other order, with the not-found page', async () => {
    for (const path of ['/fr', '/fr/find-jobs', '/en/ar/find-jobs', '/no-such-page', '/en/no-such-page', '/ar/ar/majors']) expect(await leaf(path), path).toBe('routes/not-found');
  });

  it('keeps a page whose parameter spells another page, or a language, as that page', async () => {
    for (const { path, id } of PAGES.filter((page) => page.path.includes(':'))) {
      for (const value of [...FIRST_SEGMENTS, 'ar', 'en']) expect(await leaf(fill(path, value)), fill(path, value)).toBe(id);
    }
    // About 2,000 addresses, each through the static handler: a few seconds on a busy machine.
  }, 30_000);

  it('matches /ar/en/x as x in the one table, which the browser keeps; the server\'s build of /ar addresses does not', async () => {
    expect(await leaf('/ar/en/find-jobs')).toBe('find-jobs');
    expect(await leafIn('ar', '/ar/en/find-jobs')).toBe('routes/not-found');
    expect(await leafIn('ar', '/ar/en')).toBe('routes/not-found');
  });

  it('gives each form\'s server build the addresses of its form only, each the page the one table gives', async () => {
    for (const { path, id } of PAGES) {
      const at = fill(path, '5');
      for (const form of ['', 'ar', 'en'] as const) {
        const own = form && at === '/' ? `/${form}` : form ? `/${form}${at}` : at;
        expect(await leafIn(form, own), own).toBe(id);
      }
      if (at !== '/') expect(await leafIn('', `/en${at}`), `/en${at} in the unprefixed build`).not.toBe(id);
    }
  });
});

describe('the route table gathered from the features (decision 215)', () => {
  /** Every route module's file, relative to app/, as the table names it. */
  const files = (entries: RouteConfigEntry[]): string[] => entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);

  it('names every route module in app/routes, once (a page a feature forgot to declare in its pages.ts has no address)', () => {
    const modules = readdirSync(new URL('./routes/', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
      .map((file) => `routes/${file.split(sep).join('/')}`);
    const named = files(routes as RouteConfigEntry[]);
    expect(modules.filter((file) => !named.includes(file))).toEqual([]);
    const ids = (entries: RouteConfigEntry[]): string[] => entries.flatMap((entry) => [idOf(entry), ...ids(entry.children ?? [])]);
    const all = ids(routes as RouteConfigEntry[]);
    expect(all.filter((id, at) => all.indexOf(id) !== at)).toEqual([]);
  });

  it('gathers each feature\'s pages under the layout its place names', () => {
    const underMantine = (entries: RouteConfigEntry[], inside = false): string[] =>
      entries.flatMap((entry) => [...(inside && entry.path !== undefined ? [idOf(entry)] : []), ...underMantine(entry.children ?? [], inside || entry.file === 'components/layouts/mantine.tsx')]);
    const mantinePages = underMantine(routes as RouteConfigEntry[]);
    // The reviews feature declares its pages under Mantine (default-mantine); the search page in plain elements.
    expect(mantinePages).toContain('company-reviews');
    expect(mantinePages).not.toContain('find-jobs');
    expect(PAGES.map(({ id }) => id)).toContain('find-jobs');
  });
});
