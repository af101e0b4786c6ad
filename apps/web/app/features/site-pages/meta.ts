import type { MetaDescriptor } from 'react-router';
import { translator, type TMessageId } from '../../i18n/index.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { brandedTitle, pageMeta } from '../../lib/meta.ts';
import type { TSitePageData } from './site-pages.server.ts';

type TMetaArgs = Parameters<ReturnType<typeof pageMeta>>[0] & { loaderData?: unknown };

/** The shared meta (title, canonical, hreflang), with the page's own title and summary from the database. */
export function sitePageMeta(titleKey: TMessageId) {
  const base = pageMeta(titleKey);
  return (args: TMetaArgs): MetaDescriptor[] => {
    const page = (args.loaderData as TSitePageData | undefined)?.page;
    const tags = base(args);
    if (!page) return tags;
    const full = brandedTitle(translator(splitLocalePath(args.location.pathname).locale), page.title);
    return tags.map((tag) => {
      if ('title' in tag) return { title: full };
      if ('name' in tag && tag.name === 'description') return { name: 'description', content: page.summary };
      if ('property' in tag && tag.property === 'og:title') return { property: 'og:title', content: full };
      return tag;
    });
  };
}
