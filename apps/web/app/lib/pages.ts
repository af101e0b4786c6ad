import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALE_SEGMENTS } from './locale-path.ts';

/**
 * Where a page sits in the route table (routes.ts): `resource` outside every layout (answers that are no page: lists,
 * suggestions, files); `registration` in the bare sign-up layout; `auth` and `auth-mantine` in the short account
 * pages' layout, plain or under Mantine's providers; `default-mantine` and `default-plain` in the header-and-footer
 * layout, under Mantine's providers or in plain elements only, with no Mantine runtime in their first load (decision 066).
 */
export type TPagePlace = 'resource' | 'registration' | 'auth' | 'auth-mantine' | 'default-mantine' | 'default-plain';

/** A feature's pages (`features/<name>/pages.ts`), by place: routes.ts gathers every feature's (decision 215). */
export type TFeaturePages = Partial<Record<TPagePlace, readonly RouteConfigEntry[]>>;

/**
 * Each page answers at its three addresses (SPEC §2): /x (Arabic), /ar/x and /en/x, by the optional segments
 * `ar?/en?` before its path (decision 107): one route, one id. React Router ranks the addresses they make as it ranked
 * three routes of static prefixes, so /fr/x and /news/salaries match as before (routes.test.ts). The server's build
 * of each form takes that form's addresses only (server/route-forms.ts), so /ar/en/x is a 404 as before.
 */
export function page(path: string, file: string, children?: RouteConfigEntry[]): RouteConfigEntry {
  return route(path ? `${LOCALE_SEGMENTS}/${path}` : LOCALE_SEGMENTS, file, { id: path || 'home' }, children);
}
