import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translator, type TMessageId, type TTranslate } from '../i18n/index.ts';
import { pathIn, splitLocalePath } from './locale-path.ts';

export interface TRootData {
  publicUrl: string;
}

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  /** Set when the page shows the error page instead (a 404, a failure). */
  error?: unknown;
}

/** Every page's title: its own parts, then the platform's name with its brand, in both languages ("… | منصة توظيف"). */
export function brandedTitle(t: TTranslate, ...parts: ReadonlyArray<string | null | undefined>): string {
  return [...parts.filter((part): part is string => Boolean(part)), t('app.title')].join(' | ');
}

/**
 * Title "<page> | منصة توظيف", description, canonical and hreflang alternates for both languages. A public page names
 * its own description (issue 18: a search result shows what the page is, not the site's tagline), in its route module,
 * so that its words travel with its page rather than with every page's core messages (decision 163); pages that need a
 * session are not indexed and keep the tagline.
 */
export function pageMeta(titleKey: TMessageId | null, descriptionKey?: TMessageId) {
  return ({ location, matches, error }: TMetaArgs): MetaDescriptor[] => {
    const { locale, rest } = splitLocalePath(location.pathname);
    const t = translator(locale);
    const root = matches.find((m) => m?.id === 'root')?.loaderData as TRootData | undefined;
    const origin = root?.publicUrl ?? '';
    // The error page says what happened in its title too: not found, or an error.
    const failed = error === undefined || error === null ? null : isRouteErrorResponse(error) && error.status === 404 ? t('errors.notFound') : t('errors.generic');
    const title = brandedTitle(t, failed ?? (titleKey ? t(titleKey) : null));
    return [
      { title },
      { name: 'description', content: t(descriptionKey ?? 'app.description') },
      { property: 'og:title', content: title },
      { property: 'og:locale', content: locale === 'ar' ? 'ar_SA' : 'en_US' },
      { tagName: 'link', rel: 'canonical', href: `${origin}${pathIn(locale, rest)}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: `${origin}${pathIn('ar', rest)}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}${pathIn('en', rest)}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${pathIn('ar', rest)}` },
    ];
  };
}

/** A short plain-text summary for a description tag: tags and runs of spaces removed, cut at a word near `max` characters. */
export function metaExcerpt(text: string | null | undefined, max = 160): string | null {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The tags of `pageMeta` with this page's own title (and description, when given), also for Open Graph. */
export function withPageDetails(tags: MetaDescriptor[], details: { title: string; description?: string | null }): MetaDescriptor[] {
  const { title, description } = details;
  const replaced = tags.map((tag) => {
    if ('title' in tag) return { title };
    if ('property' in tag && tag.property === 'og:title') return { ...tag, content: title };
    if (description && 'name' in tag && tag.name === 'description') return { ...tag, content: description };
    return tag;
  });
  const current = replaced.find((tag): tag is { name: string; content: string } => 'name' in tag && tag.name === 'description');
  return [...replaced, { property: 'og:description', content: current?.content ?? '' }];
}
