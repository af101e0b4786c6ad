import type { MetaDescriptor } from 'react-router';
import { translator, type TMessageId } from '../i18n/index.ts';
import { pathIn, splitLocalePath } from './locale-path.ts';

export interface TRootData {
  publicUrl: string;
}

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** Title "<page> | منصة توظيف", description, canonical and hreflang alternates for both languages. */
export function pageMeta(titleKey: TMessageId | null) {
  return ({ location, matches }: TMetaArgs): MetaDescriptor[] => {
    const { locale, rest } = splitLocalePath(location.pathname);
    const t = translator(locale);
    const root = matches.find((m) => m?.id === 'root')?.loaderData as TRootData | undefined;
    const origin = root?.publicUrl ?? '';
    const title = titleKey ? `${t(titleKey)} | ${t('app.title')}` : t('app.title');
    return [
      { title },
      { name: 'description', content: t('app.description') },
      { property: 'og:title', content: title },
      { property: 'og:locale', content: locale === 'ar' ? 'ar_SA' : 'en_US' },
      { tagName: 'link', rel: 'canonical', href: `${origin}${pathIn(locale, rest)}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: `${origin}${pathIn('ar', rest)}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}${pathIn('en', rest)}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${pathIn('ar', rest)}` },
    ];
  };
}
