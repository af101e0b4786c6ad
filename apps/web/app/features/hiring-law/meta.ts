import type { MetaDescriptor } from 'react-router';
import { translator } from '../../i18n/index.ts';
import { pathIn, splitLocalePath } from '../../lib/locale-path.ts';
import { brandedTitle, pageMeta, withPageDetails, type TRootData } from '../../lib/meta.ts';
import type { THiringLawIndexData, THiringLawSectionData } from './hiring-law.server.ts';

interface TMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The Labour Law as schema.org names it: what every page of the guide is about. */
const LABOUR_LAW = {
  '@type': 'Legislation',
  name: 'نظام العمل',
  alternateName: 'Saudi Labour Law',
  legislationIdentifier: 'M/51 1426H',
  legislationJurisdiction: 'SA',
} as const;

function context(args: TMetaArgs) {
  const { locale, rest } = splitLocalePath(args.location.pathname);
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as TRootData | undefined;
  const origin = (root?.publicUrl ?? '').replace(/\/$/, '');
  return { locale, t: translator(locale), origin, url: (path: string) => `${origin}${pathIn(locale, path)}`, self: `${origin}${pathIn(locale, rest)}` };
}

/** /hiring-law: a description, and the guide as a CollectionPage listing its sections (schema.org). */
export function hiringLawIndexMeta(args: TMetaArgs, page: THiringLawIndexData | undefined): MetaDescriptor[] {
  const { locale, t, url, self } = context(args);
  const description = t('hiringLaw.meta.description');
  const tags = withPageDetails(pageMeta('page.hiring-law')(args), { title: brandedTitle(t, t('page.hiring-law')), description });
  if (!page) return tags;
  const sections = page.chapters.flatMap((chapter) => chapter.sections);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: t('page.hiring-law'),
    description,
    url: self,
    inLanguage: locale,
    dateModified: page.lastReviewed,
    about: LABOUR_LAW,
    hasPart: sections.map((section) => ({ '@type': 'Article', headline: section.title, url: url(`/hiring-law/${section.slug}`) })),
  };
  return [...tags, { property: 'og:type', content: 'website' }, { 'script:ld+json': ld }];
}

/** /hiring-law/{section}: the section's title and summary, and an Article (schema.org) with the articles it summarises. */
export function hiringLawSectionMeta(args: TMetaArgs, page: THiringLawSectionData | undefined): MetaDescriptor[] {
  const tags = pageMeta('page.hiring-law')(args);
  if (!page) return tags;
  const { locale, t, url, self } = context(args);
  const { section } = page;
  const organisation = { '@type': 'Organization', name: t('app.title'), url: url('/') };
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: section.title,
    description: section.summary,
    url: self,
    mainEntityOfPage: self,
    inLanguage: locale,
    datePublished: page.lastReviewed,
    dateModified: page.lastReviewed,
    author: organisation,
    publisher: organisation,
    articleSection: section.chapterTitle,
    isPartOf: { '@type': 'CollectionPage', name: t('page.hiring-law'), url: url('/hiring-law') },
    about: LABOUR_LAW,
    citation: section.articles.map((article) => t('hiringLaw.articles.one', { list: article })),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('page.hiring-law'), item: url('/hiring-law') },
      { '@type': 'ListItem', position: 2, name: section.title, item: self },
    ],
  };
  return [
    ...withPageDetails(tags, { title: brandedTitle(t, section.title, t('page.hiring-law')), description: section.summary }),
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: self },
    { 'script:ld+json': ld },
    { 'script:ld+json': breadcrumbs },
  ];
}
