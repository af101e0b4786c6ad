import type { ServerBuild } from 'react-router';

/**
 * Every page has three address forms (SPEC §2, app/routes.ts): /x (Arabic), /ar/x and /en/x, each its own route. React
 * Router matches a path by walking its routes' branches in turn (three to five regular expressions each), and a page
 * is matched three times while it is rendered, so a third of the walk was each page's cost of knowing the other two
 * forms (about 3 ms of CPU a page). A request is handled by a build that holds its own form's pages only, with every
 * route that is no page's form (the root, the layouts, the resources such as the sitemap, the not-found page);
 * the fog-of-war manifest (`/__manifest`), which must name any route a link may lead to, stays with the whole build.
 */
export type TRouteForm = '' | 'ar' | 'en';

const PREFIXED = ['ar', 'en'] as const;

/** The form of a request's path, or null for the paths the whole build must answer (`/__manifest`). */
export function routeFormOf(pathname: string): TRouteForm | null {
  if (pathname === '/__manifest') return null;
  // Paths match routes whatever their case (React Router's default): /EN/x is /en/x.
  const start = pathname.slice(0, 4).toLowerCase();
  for (const prefix of PREFIXED) {
    // `/en.data` is the data of `/en` (single fetch).
    if (start === `/${prefix}` || start === `/${prefix}/` || start === `/${prefix}.`) return prefix;
  }
  return '';
}

/** The ids of the routes a form's build keeps: its own pages and every route that belongs to no form. */
export function routeIdsOfForm(ids: readonly string[], form: TRouteForm): Set<string> {
  // A page's unprefixed form is the id that an `ar/` form repeats (`find-jobs` beside `ar/find-jobs`).
  const unprefixedPages = new Set(ids.filter((id) => id.startsWith('ar/')).map((id) => id.slice('ar/'.length)));
  const formOf = (id: string): TRouteForm | 'none' => {
    for (const prefix of PREFIXED) if (id.startsWith(`${prefix}/`)) return prefix;
    return unprefixedPages.has(id) ? '' : 'none';
  };
  return new Set(ids.filter((id) => {
    const of = formOf(id);
    return of === 'none' || of === form;
  }));
}

/** The build restricted to one form's routes (the server's routes and the client manifest's alike). */
export function buildOfForm<T extends ServerBuild>(build: T, form: TRouteForm): T {
  const keep = routeIdsOfForm(Object.keys(build.routes), form);
  const pick = <V>(routes: Record<string, V>) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep.has(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/** One request handler per form, made from the build when first wanted, and the whole build's for `/__manifest`. */
export function formHandlers<B extends ServerBuild, H>(build: B, create: (build: B) => H): (pathname: string) => H {
  const whole = create(build);
  const byForm = new Map<TRouteForm, H>();
  return (pathname) => {
    const form = routeFormOf(pathname);
    if (form === null) return whole;
    let handler = byForm.get(form);
    if (!handler) byForm.set(form, (handler = create(buildOfForm(build, form))));
    return handler;
  };
}
