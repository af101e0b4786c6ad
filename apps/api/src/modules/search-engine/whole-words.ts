/**
 * An occupation's word in a job's text as the word itself, never a word sharing its stem (decision 170: "accountant"
 * is not "accounts", "nursery" is not "nurse"). A job's search vector holds each English word twice: stemmed by the
 * English stemmer ("accounts" → `account`, as "accountant" is) and as written, lower-cased, by the Arabic one, which
 * leaves Latin letters alone (`accounts`, `accountant`). An English word of an occupation's phrase is looked for as
 * written, in its singular and plural forms. Arabic words keep the Arabic stemmer, which strips prefixes and suffixes
 * but never makes «حسابات» (accounts) of «محاسب» (accountant); it does make `محاسب` of «المحاسبة» (accounting), and
 * that stem is the same lexeme as the bare word «محاسب» written in a text, so one vector cannot tell them apart. Both engines read the same lexemes: engine.ts's
 * groupSql as a tsquery text, the in-memory index (match-tree.ts) as its parsed tree.
 */

/** A word of Latin letters only (other words, with digits or marks, keep their stems: the parser would split them). */
const LATIN_WORD = /^[a-z]{3,}$/u;

/** The singular and plural forms of an English word as written (lower-case), the word itself first. */
export function englishForms(word: string): string[] {
  const forms = [word];
  if (/[^aeiou]ies$/u.test(word)) forms.push(`${word.slice(0, -3)}y`);
  // "nurses" → "nurse", "boxes" → "box" (never a stem such as `nurs`: the vector's stems share the lexemes' space).
  else if (/(x|z|ch|sh)es$/u.test(word)) forms.push(word.slice(0, -2));
  else if (/es$/u.test(word)) forms.push(word.slice(0, -1));
  else if (/[^s]s$/u.test(word)) forms.push(word.slice(0, -1));
  else if (/[^aeiou]y$/u.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  else if (/(s|x|z|ch|sh)$/u.test(word)) forms.push(`${word}es`);
  else forms.push(`${word}s`);
  return [...new Set(forms)];
}

/** The tsquery text of a typed word as the word itself (`'accountant' | 'accountants'`), or null: its stems decide. */
export function wholeWordQuery(typed: string): string | null {
  const word = typed.toLowerCase();
  if (!LATIN_WORD.test(word)) return null;
  return englishForms(word)
    .map((form) => `'${form}'`)
    .join(' | ');
}
