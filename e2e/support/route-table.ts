import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import routes from '../../apps/web/app/routes.ts';
import { LOCALE_SEGMENTS } from '../../apps/web/app/lib/locale-path.ts';

/** An entry of the route table as @react-router/dev/routes makes it. */
interface RouteConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteConfigEntry[];
}

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/app');

/** The kinds of account the sweep opens pages as: a visitor, a job seeker (USER), a company's owner, an administrator. */
export type TAccountKind = 'visitor' | 'seeker' | 'company' | 'admin';
export const ACCOUNT_KINDS: readonly TAccountKind[] = ['visitor', 'seeker', 'company', 'admin'];

export interface TRoutePage {
  /** The route's id in routes.ts. */
  id: string;
  /** Its path without the language segments, e.g. `company-jobs/:id/analytics` ('' for the home page). */
  path: string;
  /** The kinds of account its guards (the `middleware` of the route and its parents) let in. */
  kinds: TAccountKind[];
}

/** The guards: what features/auth/guards.server.ts exports (a route's other middleware decides no access). */
const GUARDS = new Set([...fs.readFileSync(path.join(app, 'features/auth/guards.server.ts'), 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]!));

/** Which kinds of account a route's guards (features/auth/guards.server.ts) let in. */
function kindsLetIn(named: string[], id: string): TAccountKind[] {
  const guards = named.filter((name) => GUARDS.has(name));
  const known = new Set(['isAuth', 'notAuth', 'isCompany', 'isUser', 'isAdmin', 'redirectProfile', 'logger']);
  const unknown = guards.filter((g) => !known.has(g));
  if (unknown.length) throw new Error(`route ${id}: guard ${unknown.join(', ')} unknown to e2e/support/route-table.ts: say which accounts it lets in`);
  if (guards.includes('notAuth')) return ['visitor'];
  if (guards.includes('isAdmin')) return ['admin'];
  if (guards.includes('isCompany')) return ['company'];
  if (guards.includes('isUser')) return ['seeker'];
  if (guards.includes('isAuth')) return ['seeker', 'company', 'admin'];
  return [...ACCOUNT_KINDS];
}

const localeSegments = new Set(LOCALE_SEGMENTS.split('/'));

/**
 * The guards a route module's `middleware` names: each plain name, and the guards a wrapper calls (the login page's
 * `(args, next) => (isProviderReturn(args.url) ? next() : notAuth(args, next))`).
 */
const guardsOf = (source: string) =>
  (/export const middleware(?::[^=]*)?\s*=\s*\[([\s\S]*?)\];/.exec(source)?.[1] ?? '')
    .split(/,(?![^(]*\))/)
    .map((g) => g.trim())
    .filter(Boolean)
    .flatMap((g) => (/^\w+$/.test(g) ? [g] : [...g.matchAll(/\b(\w+)\(args, next\)/g)].map((m) => m[1]!)));

/**
 * Every page of the route table (apps/web/app/routes.ts), read from the table itself: a route whose module has a
 * default export is a page; the others (files, feeds, exports, the sitemap) are resources, listed apart.
 */
export function routeTable(): { pages: TRoutePage[]; resources: TRoutePage[] } {
  const pages: TRoutePage[] = [];
  const resources: TRoutePage[] = [];
  const walk = (entries: RouteConfigEntry[], parentPath: string, parentGuards: string[]) => {
    for (const entry of entries) {
      const source = fs.readFileSync(path.join(app, entry.file), 'utf8');
      const own = entry.path === undefined ? parentPath : [parentPath, entry.path].filter(Boolean).join('/');
      const guards = [...parentGuards, ...guardsOf(source)];
      const isLayout = entry.path === undefined && !entry.index;
      if (!isLayout) {
        const id = entry.id ?? entry.file;
        const pagePath = own
          .split('/')
          .filter((segment) => segment && !localeSegments.has(segment))
          .join('/');
        (/export default/.test(source) ? pages : resources).push({ id, path: pagePath, kinds: kindsLetIn(guards, id) });
      }
      if (entry.children) walk(entry.children, own, guards);
    }
  };
  walk(routes as RouteConfigEntry[], '', []);
  return { pages, resources };
}

/** The path's pattern: `:name` one segment, `:name?` an optional one; `*` anything. */
export function patternOf(routePath: string): RegExp {
  const parts = routePath.split('/').filter(Boolean);
  const body = parts.map((part) => (part === '*' ? '/.*' : part.endsWith('?') ? '(?:/[^/]+)?' : part.startsWith(':') ? '/[^/]+' : `/${part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`)).join('');
  return new RegExp(`^${body || '/'}$`, 'i');
}

export const isDynamic = (routePath: string) => routePath.split('/').some((part) => part.startsWith(':') || part === '*');
