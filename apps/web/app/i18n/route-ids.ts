/** The ids of a page's three forms (SPEC §2, routes.ts) are its own id and that id after `ar/` or `en/`: one page. */
export const baseRouteId = (id: string): string => id.replace(/^(ar|en)\//, '');
