import type { MetaDescriptor } from 'react-router';
import { translator, type TMessageId } from '../../i18n/index.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { brandedTitle, pageMeta } from '../../lib/meta.ts';

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The page's usual tags, titled by `name` (a major, a search) when it is known. */
export function titledMeta(args: TMetaArgs, fallback: TMessageId, name: string | null | undefined): MetaDescriptor[] {
  const tags = pageMeta(fallback)(args);
  if (!name) return tags;
  const t = translator(splitLocalePath(args.location.pathname).locale);
  const title = brandedTitle(t, name);
  return tags.map((tag) => {
    if ('title' in tag) return { title };
    if ('property' in tag && tag.property === 'og:title') return { ...tag, content: title };
    return tag;
  });
}
