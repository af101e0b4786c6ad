import type { TSuggestionScope } from '@tawzeef/contract';
import type { TListedTally } from '../jobs/search-index.ts';
import { SKILL_NAMES } from '../search-engine/skill-names.ts';
import type { TVocabulary } from '../search-engine/vocabulary.ts';
import { formsOf, type TEntry } from './match.ts';

/**
 * What suggestions choose from (decision 110), built from what search already knows: the vocabulary's occupations
 * (every form, the Arabizi spellings among them) and cities (with their other spellings), the list of skills, and,
 * for the job search, the companies with listed jobs that show their name (JobSearchIndex.listedTally), each
 * occupation and city with its listed jobs. Built again when the vocabulary is read again or the index changes.
 */

/** The entries the vocabulary gives: occupations, cities (not regions) and skills, with the forms of each. */
function vocabularyEntries(vocabulary: TVocabulary): TEntry[] {
  const occupationTexts = new Map<number, Set<string>>();
  const cityTexts = new Map<number, Set<string>>();
  const textsOf = (map: Map<number, Set<string>>, id: number) => map.get(id) ?? map.set(id, new Set()).get(id)!;
  for (const [key, meanings] of vocabulary.phrases) {
    if (key.startsWith('#')) continue;
    for (const meaning of meanings) {
      if (meaning.kind === 'occupation') for (const id of meaning.ids) textsOf(occupationTexts, id).add(key);
      if (meaning.kind === 'place' && !meaning.region && meaning.cityIds.length === 1) textsOf(cityTexts, meaning.cityIds[0]!).add(key.slice(1));
    }
  }
  const entries: TEntry[] = [];
  for (const occupation of vocabulary.occupations.values()) {
    const texts = [occupation.name_ar, occupation.name_en, ...(occupationTexts.get(occupation.id) ?? [])];
    entries.push({ kind: 'occupation', id: occupation.id, ar: occupation.name_ar, en: occupation.name_en, jobs: null, forms: formsOf(texts) });
  }
  for (const [id, names] of vocabulary.names.city) {
    entries.push({ kind: 'city', id, ar: names.ar, en: names.en, jobs: null, forms: formsOf([names.ar, names.en, ...(cityTexts.get(id) ?? [])]) });
  }
  SKILL_NAMES.forEach((skill, index) => {
    entries.push({ kind: 'skill', id: index + 1, ar: skill.ar, en: skill.en, jobs: null, forms: formsOf([skill.en, skill.ar, ...skill.spellings]) });
  });
  return entries;
}

const byVocabulary = new WeakMap<TVocabulary, TEntry[]>();
const byTally = new WeakMap<TVocabulary, WeakMap<TListedTally, TEntry[]>>();

/** The entries of a scope: the candidate search's from the vocabulary alone; the job search's with the listed jobs. */
export function catalogueOf(scope: TSuggestionScope, vocabulary: TVocabulary, tally: TListedTally | null): TEntry[] {
  let base = byVocabulary.get(vocabulary);
  if (!base) byVocabulary.set(vocabulary, (base = vocabularyEntries(vocabulary)));
  if (scope === 'candidates' || !tally) return base;
  const memo = byTally.get(vocabulary) ?? byTally.set(vocabulary, new WeakMap()).get(vocabulary)!;
  let entries = memo.get(tally);
  if (!entries) {
    const counted = (entry: TEntry): TEntry =>
      entry.kind === 'occupation' ? { ...entry, jobs: tally.occupations.get(entry.id) ?? 0 } : entry.kind === 'city' ? { ...entry, jobs: tally.cities.get(entry.id) ?? 0 } : entry;
    const companies = tally.companies.map(
      (company): TEntry => ({ kind: 'company', id: company.id, ar: company.name.ar, en: company.name.en, jobs: company.jobs, forms: formsOf([company.name.ar, company.name.en]) }),
    );
    entries = [...base.map(counted), ...companies];
    memo.set(tally, entries);
  }
  return entries;
}
