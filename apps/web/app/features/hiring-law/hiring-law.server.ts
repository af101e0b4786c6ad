import { data } from 'react-router';
import type { TLocale } from '@tawzeef/contract';
import { splitLocalePath } from '../../lib/locale-path.ts';
import { readCalculator, type TCalculatorState } from './end-of-service.ts';
import { CHAPTERS, LAST_REVIEWED, OFFICIAL_SOURCES, SECTIONS } from './law-sections.ts';
import type { TBilingual, TLawChapterId, TLawSection } from './law-types.ts';
import { searchSections, type TSnippetPart } from './search-law.ts';

/** The longest search read (more is cut). */
const MAX_QUERY = 100;

/** A section in the reader's language, as a card. */
export interface TSectionCard {
  slug: string;
  title: string;
  summary: string;
  articles: string[];
  chapterTitle: string;
}

export type TLocalBlock = { kind: 'paragraph' | 'amendment'; text: string } | { kind: 'list'; items: string[] };

export interface TLawGuideMeta {
  lastReviewed: string;
  sources: typeof OFFICIAL_SOURCES;
}

export interface THiringLawIndexData extends TLawGuideMeta {
  query: string;
  /** The search's answer, or null when nothing was searched. */
  results: Array<TSectionCard & { snippet: TSnippetPart[] | null }> | null;
  chapters: Array<{ id: TLawChapterId; title: string; sections: TSectionCard[] }>;
}

export interface THiringLawSectionData extends TLawGuideMeta {
  section: TSectionCard & { chapter: TLawChapterId; blocks: TLocalBlock[]; otherSources: string[]; tool: TLawSection['tool'] | null };
  /** The sections of the same chapter, this one included, for the side list. */
  chapterSections: TSectionCard[];
  previous: TSectionCard | null;
  next: TSectionCard | null;
  /** The end-of-service calculator's form and answer, on the section that has it. */
  calculator: TCalculatorState | null;
}

const chapterTitles = (locale: TLocale) => new Map(CHAPTERS.map((chapter) => [chapter.id, chapter.title[locale]]));

function cardOf(section: TLawSection, locale: TLocale): TSectionCard {
  const pick = (text: TBilingual) => text[locale];
  return {
    slug: section.slug,
    title: pick(section.title),
    summary: pick(section.summary),
    articles: section.articles,
    chapterTitle: chapterTitles(locale).get(section.chapter) ?? '',
  };
}

const guideMeta = (): TLawGuideMeta => ({ lastReviewed: LAST_REVIEWED, sources: OFFICIAL_SOURCES });

/** /hiring-law: the chapters and their sections, or the sections that answer `?q=`. */
export function hiringLawIndexLoader({ url }: { url: URL }): THiringLawIndexData {
  const { locale } = splitLocalePath(url.pathname);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const results = query ? searchSections(SECTIONS, query, locale).map((hit) => ({ ...cardOf(hit.section, locale), snippet: hit.snippet })) : null;
  const chapters = CHAPTERS.map((chapter) => ({
    id: chapter.id,
    title: chapter.title[locale],
    sections: SECTIONS.filter((section) => section.chapter === chapter.id).map((section) => cardOf(section, locale)),
  }));
  return { ...guideMeta(), query, results, chapters };
}

/** /hiring-law/{section}: one section in the reader's language (an unknown section is the 404 page). */
export function hiringLawSectionLoader({ url, params }: { url: URL; params: { section?: string } }): THiringLawSectionData {
  const { locale } = splitLocalePath(url.pathname);
  const index = SECTIONS.findIndex((section) => section.slug === params.section);
  const section = SECTIONS[index];
  if (!section) throw data(null, { status: 404 });
  const blocks: TLocalBlock[] = section.blocks.map((block) =>
    block.kind === 'list' ? { kind: 'list', items: block.items.map((item) => item[locale]) } : { kind: block.kind, text: block.text[locale] },
  );
  const neighbour = (at: number) => (SECTIONS[at] ? cardOf(SECTIONS[at], locale) : null);
  return {
    ...guideMeta(),
    section: {
      ...cardOf(section, locale),
      chapter: section.chapter,
      blocks,
      otherSources: (section.otherSources ?? []).map((source) => source[locale]),
      tool: section.tool ?? null,
    },
    chapterSections: SECTIONS.filter((other) => other.chapter === section.chapter).map((other) => cardOf(other, locale)),
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    calculator: section.tool === 'end-of-service-calculator' ? readCalculator(url.searchParams) : null,
  };
}

/** Every section's path, for the sitemap. */
export const HIRING_LAW_PATHS = SECTIONS.map((section) => `/hiring-law/${section.slug}`);
