import type { ServerBuild } from 'react-router';
import { LOCALE_SEGMENTS } from '../app/lib/locale-path.ts';

/**
 * Every page is one route (app/routes.ts, decision 107) at three addresses (SPEC §2): /x (Arabic), /ar/x and /en/x,
 * by the optional segments `ar?/en?` before its path, which React Router explodes into four paths a page. React
 * Router ranks a build's routes once, but matches a path (several times while a page is rendered) by walking the
 * ranked paths in turn until one fits: over every page's four paths, 7 to 8 ms of CPU a page (decision 107). A
 * request is handled by a build whose server routes hold its own form's path only (`en/x` for an /en address), cut
 * further to the routes its first segment can match (decision 060); the client's manifest keeps the one table
 * (`ar?/en?/x`), so that the page the browser was given also matches the other languages' addresses. The fog-of-war
 * manifest (`/__manifest`), which must name any route a link may lead to, stays with the whole build.
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

/**
 * The address with its language prefix in lower case, when a visitor typed it otherwise (`/EN/majors?page=2` is
 * `/en/majors?page=2`); null when it already is. Routes match whatever their case, but the language is read from the
 * lower-case prefix: the page moves to its one address rather than answer in the other language.
 */
export function lowerCasePrefixed(url: string): string | null {
  const match = /^\/(ar|en)(?=[/.?]|$)/i.exec(url);
  if (!match || match[1] === match[1]!.toLowerCase()) return null;
  return `/${match[1]!.toLowerCase()}${url.slice(match[0].length)}`;
}

/**
 * The build whose server routes take one form's addresses: `ar?/en?/x` becomes `x`, `ar/x` or `en/x`, every other
 * route as it was. The client's manifest is left whole (the browser matches with the one table).
 */
export function buildOfForm<T extends ServerBuild>(build: T, form: TRouteForm): T {
  const inForm = <R extends { path?: string }>(route: R): R => {
    if (!route.path?.startsWith(LOCALE_SEGMENTS)) return route;
    const rest = route.path.slice(LOCALE_SEGMENTS.length).replace(/^\//, '');
    return { ...route, path: [form, rest].filter(Boolean).join('/') };
  };
  const routes = Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route && inForm(route)]));
  return { ...build, routes };
}

/**
 * The first segment of a path within its form, lower case: '' for the form's home and the root's data
 * (`/_root.data`), without the `.data` of a data request (`/jobs.data` is `jobs`).
 */
export function routeSegmentOf(pathname: string, form: TRouteForm): string {
  const parts = pathname.toLowerCase().split('/').filter(Boolean);
  let first = (form ? parts.slice(1) : parts)[0] ?? '';
  if (first.endsWith('.data')) first = first.slice(0, -'.data'.length);
  return first === '_root' ? '' : first;
}

/** A segment no route starts with: its build holds the routes every path may match (root, layouts, home, not-found). */
const OTHER_SEGMENT = '\u0000';

/**
 * The first segment of each route's full path within its form (the `ar`/`en` prefix left out): '' for the root,
 * the layouts and a form's home, `*` for a route whose path starts with a parameter or a splat (it may match any path).
 */
export function routeSegments(routes: ServerBuild['routes']): Map<string, string> {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const segments = new Map<string, string>();
  for (const id of Object.keys(routes)) {
    const parts = fullPath(id).toLowerCase().split('/').filter(Boolean);
    if (parts[0] === 'ar' || parts[0] === 'en') parts.shift();
    const first = parts[0] ?? '';
    segments.set(id, first.startsWith(':') || first.startsWith('*') ? '*' : first);
  }
  return segments;
}

/**
 * The build restricted to the routes a path of `segment` (or one of its ancestors, which the client's first
 * manifest names) can match: those of that first segment, and those of none or of a parameter. React Router then
 * walks the paths of a dozen routes a request instead of a form's ninety, with the same matches.
 */
export function buildOfSegment<T extends ServerBuild>(build: T, segment: string, segments = routeSegments(build.routes)): T {
  const keep = new Set([...segments].filter(([, of]) => of === '' || of === '*' || of === segment).map(([id]) => id));
  const pick = <V>(routes: Record<string, V>) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep.has(id)));
  return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
}

/**
 * One request handler per form and first segment, made from the build when first wanted, and the whole build's for
 * `/__manifest`. A segment no route starts with shares one handler (the not-found page's).
 */
export function formHandlers<B extends ServerBuild, H>(build: B, create: (build: B) => H): (pathname: string) => H {
  const whole = create(build);
  const forms = new Map<TRouteForm, { build: B; segments: Map<string, string>; known: Set<string> }>();
  const handlers = new Map<string, H>();
  return (pathname) => {
    const form = routeFormOf(pathname);
    if (form === null) return whole;
    let ofForm = forms.get(form);
    if (!ofForm) {
      const formBuild = buildOfForm(build, form);
      const segments = routeSegments(formBuild.routes);
      forms.set(form, (ofForm = { build: formBuild, segments, known: new Set(segments.values()) }));
    }
    const asked = routeSegmentOf(pathname, form);
    const segment = asked === '' || asked === '*' || !ofForm.known.has(asked) ? OTHER_SEGMENT : asked;
    const key = `${form}/${segment}`;
    let handler = handlers.get(key);
    if (!handler) handlers.set(key, (handler = create(buildOfSegment(ofForm.build, segment, ofForm.segments))));
    return handler;
  };
}
