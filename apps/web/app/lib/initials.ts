/** Words that start many company names and say nothing about this one ("شركة", "مؤسسة"...). */
const GENERIC_WORDS = new Set(['شركة', 'شركه', 'مؤسسة', 'مؤسسه', 'مجموعة', 'مجموعه', 'مكتب', 'مصنع', 'company', 'co', 'co.', 'the']);

/**
 * Initials for an avatar without a picture (a company's logo, a person's photo): in Latin script the first letters of two words; in Arabic one letter
 * (side by side, Arabic letters join into a word: "شركة رواد" would read "شر").
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const telling = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const chosen = telling.length > 0 ? telling : words;
  const first = chosen[0]?.replace(/^ال(?=\p{L}{2})/u, '') ?? '';
  if (/\p{Script=Arabic}/u.test(first)) return first.slice(0, 1);
  return chosen
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
