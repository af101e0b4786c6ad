import type { TSuggestionScope } from '@tawzeef/contract';
import type { TListedTally } from '../jobs/search-index.ts';
import { SKILL_NAMES } from '../search-engine/skill-names.ts';
import type { TVocabulary } from '../search-engine/vocabulary.ts';
import { cataloguePart, type TCataloguePart, type TEntry } from './match.ts';

/**
 * What suggestions choose from (decision 110), built from what search already knows: the vocabulary's occupations
 * (every form, the Arabizi spellings among them) and cities (with their other spellings), the list of skills, and,
 * for the job search, the companies with listed jobs that show their name (JobSearchIndex.listedTally), each
 * occupation and city with its listed jobs. Built again when the vocabulary is read again or the index changes.
 */

/** The part the vocabulary gives: occupations, cities (not regions) and skills, with the forms of each. */
function vocabularyPart(vocabulary: TVocabulary): TCataloguePart {
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
  const { part, add } = cataloguePart();
  for (const occupation of vocabulary.occupations.values()) {
    add({ kind: 'occupation', id: occupation.id, ar: occupation.name_ar, en: occupation.name_en, jobs: null }, [occupation.name_ar, occupation.name_en, ...(occupationTexts.get(occupation.id) ?? [])]);
  }
  for (const [id, names] of vocabulary.names.city) add({ kind: 'city', id, ar: names.ar, en: names.en, jobs: null }, [names.ar, names.en, ...(cityTexts.get(id) ?? [])]);
  // The tools search reads (skill-words.ts, decision 108, and the learnt ones, decision 240), then the other skills;
  // ids apart. A tool's forms with the
  // Arabic article («الريفيت») are for reading sentences: offered, they would answer «الري…» before Riyadh.
  const skills = vocabulary.skills.skills;
  skills.forEach((skill, index) => add({ kind: 'skill', id: index + 1, ar: skill.name_ar, en: skill.name, jobs: null }, [skill.name, ...skill.forms.filter((form) => !form.startsWith('ال'))]));
  SKILL_NAMES.forEach((skill, index) => add({ kind: 'skill', id: skills.length + index + 1, ar: skill.ar, en: skill.en, jobs: null }, [skill.en, skill.ar, ...skill.spellings]));
  return part;
}

const byVocabulary = new WeakMap<TVocabulary, TCataloguePart>();
const byTally = new WeakMap<TVocabulary, WeakMap<TListedTally, TCataloguePart[]>>();

/** The parts of a scope: the candidate search's from the vocabulary alone; the job search's with the listed jobs. */
export function catalogueOf(scope: TSuggestionScope, vocabulary: TVocabulary, tally: TListedTally | null): TCataloguePart[] {
  let base = byVocabulary.get(vocabulary);
  if (!base) byVocabulary.set(vocabulary, (base = vocabularyPart(vocabulary)));
  if (scope === 'candidates' || !tally) return [base];
  const memo = byTally.get(vocabulary) ?? byTally.set(vocabulary, new WeakMap()).get(vocabulary)!;
  let parts = memo.get(tally);
  if (!parts) {
    const counted = (entry: TEntry): TEntry =>
      entry.kind === 'occupation' ? { ...entry, jobs: tally.occupations.get(entry.id) ?? 0 } : entry.kind === 'city' ? { ...entry, jobs: tally.cities.get(entry.id) ?? 0 } : entry;
    const companies = cataloguePart();
    for (const company of tally.companies) companies.add({ kind: 'company', id: company.id, ar: company.name.ar, en: company.name.en, jobs: company.jobs }, [company.name.ar, company.name.en]);
    parts = [{ words: base.words, entries: base.entries.map(counted) }, companies.part];
    memo.set(tally, parts);
  }
  return parts;
}
