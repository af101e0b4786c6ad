import { keyOf, tokensOf } from './normalize.ts';
import type { TSkillSeed } from './skill-words.ts';
import type { TPhrase } from './vocabulary.ts';
import { WORK_KINDS } from './work-kinds.ts';

/**
 * The vocabulary's phrases of workplaces and kinds of work (work-kinds.ts, keyed `%`) and of skills and tools
 * (skill-words.ts and the learnt ones, keyed `$`; decisions 108 and 240): each with the words it holds (their stems are read with the vocabulary's).
 */

const phraseKey = (text: string) => tokensOf(text).map(keyOf).join(' ');

export function workAndSkillPhrases(
  occupations: ReadonlyArray<{ id: number; slug: string; sector_id: number | null }>,
  sectors: ReadonlyArray<{ id: number; slug: string }>,
  occupationsOfWord: (word: string) => number[],
  skills: readonly TSkillSeed[],
): Array<{ key: string; phrase: TPhrase; words: string[] }> {
  const entries: Array<{ key: string; phrase: TPhrase; words: string[] }> = [];
  const idOf = new Map(occupations.map((row) => [row.slug, Number(row.id)]));
  const sectorOf = new Map(sectors.map((row) => [row.slug, Number(row.id)]));
  for (const kind of WORK_KINDS) {
    const sectorIds = new Set((kind.sectors ?? []).map((slug) => sectorOf.get(slug)));
    const except = new Set(kind.except ?? []);
    const ids = new Set<number>([
      ...occupations.filter((row) => row.sector_id !== null && sectorIds.has(Number(row.sector_id)) && !except.has(row.slug)).map((row) => Number(row.id)),
      ...(kind.occupations ?? []).flatMap((slug) => (idOf.has(slug) ? [idOf.get(slug)!] : [])),
      ...(kind.heads ?? []).flatMap(occupationsOfWord),
    ]);
    if (!ids.size) continue;
    const phrase: TPhrase = { kind: 'work', ids: [...ids], name_ar: kind.name_ar, name_en: kind.name_en };
    for (const text of kind.phrases) {
      const key = phraseKey(text);
      if (key) entries.push({ key: `%${key}`, phrase, words: tokensOf(text) });
    }
  }
  for (const skill of skills) {
    const forms = [...new Set(skill.forms.map((form) => tokensOf(form).join(' ')).filter(Boolean))];
    const phrase: TPhrase = { kind: 'skill', name: skill.name, forms, ...(skill.learned ? { learned: true as const } : {}) };
    const words = forms.flatMap((form) => form.split(' '));
    for (const form of forms) entries.push({ key: `$${phraseKey(form)}`, phrase, words });
  }
  return entries;
}
