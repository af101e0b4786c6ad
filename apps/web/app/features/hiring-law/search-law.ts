import { keyOf, normalizeText, tokensOf, type TLocale } from '@tawzeef/contract';
import type { TBilingual, TLawSection } from './law-types.ts';

/**
 * Searching the guide (decision 035): every word typed must be in the section, in either language, after the
 * search engine's Arabic folding (decision 023) and its word keys («الإجازات» and «إجازة» share «اجاز»).
 */

/** A piece of a snippet: the words that matched are marked. */
export interface TSnippetPart {
  text: string;
  isMatch: boolean;
}

export interface TSectionHit {
  section: TLawSection;
  score: number;
  /** The first passage of the section in the reader's language with a typed word, or null when only the other language matched. */
  snippet: TSnippetPart[] | null;
}

/** The most words read from a search. */
const MAX_WORDS = 8;

const both = (text: TBilingual) => `${text.ar} ${text.en}`;

function bodyTexts(section: TLawSection): TBilingual[] {
  return section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text]));
}

/** The keys of the typed words (words of one letter are left out: they would match everything). */
export function queryKeys(query: string): string[] {
  const keys = tokensOf(query)
    .filter((token) => token.length > 1 || /\d/.test(token))
    .map(keyOf);
  return [...new Set(keys)].slice(0, MAX_WORDS);
}

/** One section's searchable fields, folded once. */
function fieldsOf(section: TLawSection) {
  const articles = section.articles.map((article) => `المادة ${article} article ${article}`).join(' ');
  return {
    title: normalizeText(both(section.title)),
    summary: normalizeText(`${both(section.summary)} ${section.keywords ? both(section.keywords) : ''} ${articles}`),
    body: normalizeText([...bodyTexts(section), ...(section.otherSources ?? [])].map(both).join(' ')),
  };
}

/** The words of a passage around the first typed word, the matching words marked. */
export function snippetOf(text: string, keys: string[], width = 28): TSnippetPart[] | null {
  const words = text.split(/\s+/).filter(Boolean);
  const matches = words.map((word) => {
    const folded = normalizeText(word);
    return folded.length > 0 && keys.some((key) => folded.includes(key));
  });
  const first = matches.indexOf(true);
  if (first < 0) return null;
  const start = Math.max(0, first - 8);
  const end = Math.min(words.length, start + width);
  const parts: TSnippetPart[] = [];
  if (start > 0) parts.push({ text: '… ', isMatch: false });
  const add = (text: string, isMatch: boolean) => {
    const last = parts[parts.length - 1];
    if (!isMatch && last && !last.isMatch) last.text += text;
    else parts.push({ text, isMatch });
  };
  for (let i = start; i < end; i += 1) {
    add(words[i]!, matches[i]!);
    if (i < end - 1) add(' ', false);
  }
  if (end < words.length) parts.push({ text: ' …', isMatch: false });
  return parts;
}

/**
 * The sections that contain every typed word, the best first: a word in the title counts three times, in the
 * summary, search words or article numbers twice, in the text once; ties keep the guide's order.
 */
export function searchSections(sections: readonly TLawSection[], query: string, locale: TLocale): TSectionHit[] {
  const keys = queryKeys(query);
  if (!keys.length) return [];
  const hits: Array<TSectionHit & { order: number }> = [];
  sections.forEach((section, order) => {
    const fields = fieldsOf(section);
    let score = 0;
    for (const key of keys) {
      const inTitle = fields.title.includes(key);
      const inSummary = fields.summary.includes(key);
      const inBody = fields.body.includes(key);
      if (!inTitle && !inSummary && !inBody) return;
      score += (inTitle ? 3 : 0) + (inSummary ? 2 : 0) + (inBody ? 1 : 0);
    }
    const passages = [section.summary, ...bodyTexts(section)].map((text) => text[locale]);
    const snippet = passages.map((text) => snippetOf(text, keys)).find((parts) => parts !== null) ?? null;
    hits.push({ section, score, snippet, order });
  });
  return hits.sort((a, b) => b.score - a.score || a.order - b.order).map(({ order: _order, ...hit }) => hit);
}
