import type { MetaDescriptor } from 'react-router';
import { translator, type TMessageId } from '../../i18n/index.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { brandedTitle, pageMeta } from '../../lib/meta.ts';

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The page's usual tags, titled by the company's name (and described by its "about" text) when it is known. */
export function companyPageMeta(args: TMetaArgs, fallback: TMessageId, company?: { foundation_name: string; about_company: string | null }): MetaDescriptor[] {
  const tags = pageMeta(fallback)(args);
  if (!company) return tags;
  const t = translator(splitLocalePath(args.location.pathname).locale);
  const title = brandedTitle(t, company.foundation_name);
  const about = company.about_company?.replace(/\s+/g, ' ').trim();
  const description = about ? (about.length > 160 ? `${about.slice(0, 157)}…` : about) : null;
  return tags.map((tag) => {
    if ('title' in tag) return { title };
    if ('property' in tag && tag.property === 'og:title') return { ...tag, content: title };
    if (description && 'name' in tag && tag.name === 'description') return { ...tag, content: description };
    return tag;
  });
}
