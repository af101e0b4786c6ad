/** The hiring-law guide's content model (decision 035): typed data in code, both languages side by side. */

export interface TBilingual {
  ar: string;
  en: string;
}

/** A paragraph, a list, or a note saying where an amendment applies. */
export type TLawBlock =
  | { kind: 'paragraph'; text: TBilingual }
  | { kind: 'list'; items: TBilingual[] }
  | { kind: 'amendment'; text: TBilingual };

export const LAW_CHAPTERS = ['contracts', 'hours', 'leave', 'ending', 'end-of-service', 'workforce'] as const;
export type TLawChapterId = (typeof LAW_CHAPTERS)[number];

export interface TLawChapter {
  id: TLawChapterId;
  title: TBilingual;
}

export interface TLawSection {
  /** The section's address: /hiring-law/{slug}. */
  slug: string;
  chapter: TLawChapterId;
  title: TBilingual;
  /** One or two sentences: the section's card and its meta description. */
  summary: TBilingual;
  /** The Labour Law articles the section summarises. */
  articles: string[];
  /** Other texts it summarises (regulations, ministerial rules), when there are any. */
  otherSources?: TBilingual[];
  blocks: TLawBlock[];
  /** Words people search with that the text does not use. */
  keywords?: TBilingual;
  /** A tool shown under the text. */
  tool?: 'end-of-service-calculator';
}
