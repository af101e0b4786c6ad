import type { TPostKind } from '@tawzeef/contract';

/** Where each kind of post lives on the site. */
export const POST_PATHS = { blog: '/blogs', news: '/news' } as const satisfies Record<TPostKind, string>;
