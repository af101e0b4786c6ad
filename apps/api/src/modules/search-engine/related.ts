import { isArabic, keyOf, tokensOf } from './normalize.ts';

/**
 * Occupations near each other (decision 077), read from their names, sectors and majors when the vocabulary is read
 * (vocabulary.ts).
 */

/** Where the head word of a name's keys stands: the first word in Arabic, the last in English. */
export const headIndex = (keys: string[]) => (isArabic(keys[0]!) ? 0 : keys.length - 1);

/** An occupation as relatedOccupations reads it. */
export interface TOccupationKin {
  id: number;
  name_ar: string;
  name_en: string;
  sector_id: number | null;
  major_ids: number[];
}

/**
 * The occupations near each one (decision 077): of the same sector, sharing a major, and whose names share the word
 * that says what the work is about, the word beside the head («مبيعات» of «مدير مبيعات» and «مندوب مبيعات», "sales"
 * of "Sales Manager" and "Sales Representative"; the head is the first word in Arabic, the last in English). Another
 * rank of the same work, or its other side: a sales manager and a sales representative, an electrical engineer and an
 * electrician. A generic head alone («مدير», "manager") relates nothing, and neither does a word shared across
 * sectors ("security" of a guard and of a cybersecurity analyst).
 */
export function relatedOccupations(rows: readonly TOccupationKin[]): Map<number, number[]> {
  const subjectWords = (name: string) => {
    const keys = tokensOf(name).map(keyOf);
    if (keys.length < 2) return [];
    const head = headIndex(keys);
    return keys.filter((_, index) => index !== head);
  };
  const kin = rows.map((row) => ({ ...row, majors: new Set(row.major_ids.map(Number)), words: new Set([...subjectWords(row.name_ar), ...subjectWords(row.name_en)]) }));
  const related = new Map<number, number[]>();
  for (const one of kin) {
    if (one.sector_id === null || !one.words.size) continue;
    const near = kin.filter(
      (other) =>
        other.id !== one.id &&
        other.sector_id !== null &&
        Number(other.sector_id) === Number(one.sector_id) &&
        [...other.majors].some((major) => one.majors.has(major)) &&
        [...other.words].some((word) => one.words.has(word)),
    );
    if (near.length) related.set(Number(one.id), near.map((other) => Number(other.id)));
  }
  return related;
}
