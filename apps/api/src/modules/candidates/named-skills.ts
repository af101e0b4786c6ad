import { SKILL_NAMES } from '../search-engine/skill-names.ts';
import { skillFinder, skillLexeme } from '../search-engine/job-skills.ts';
import { tokensOf } from '../search-engine/normalize.ts';

/**
 * Skills a CV names that are not tools (skill-names.ts: "Sales" «المبيعات», "Payroll" «الرواتب»), read by candidate
 * search in either script (decision 189), as skill-words.ts's tools are (decision 168): each skill of a CV's list that
 * is one of their forms is a token of its vector (`§Payroll`, skillLexeme), and words of a search that are one of their
 * forms find that token too, whichever script the CV wrote it in. Job search does not read them (its skills are tools).
 */
const NAMED = SKILL_NAMES.map((skill) => ({ name: skill.en, forms: [skill.en, skill.ar, ...skill.spellings] }));

/** The named skills a text (one skill of a CV's list) names, by their English names. */
export const namedSkillsIn = skillFinder(NAMED);

/** A form's words as search normalises them, an Arabic article taken off («الرواتب» and «رواتب» alike). */
const formOf = (words: readonly string[]) => words.map((word, index) => (index === 0 ? word.replace(/^ال(?=[\u0600-\u06FF]{3})/u, '') : word)).join(' ');

/**
 * Each form by its words (never their stems or keys: «محاسب» the accountant is not «المحاسبة» accounting, "sale" is
 * not "sales").
 */
const BY_FORM = new Map(NAMED.flatMap((skill) => skill.forms.map((form) => [formOf(tokensOf(form)), skill.name] as const)));

/** The lexeme of the named skill the words are (a whole form: «الرواتب», "customer service"), or null. */
export function namedSkillLexeme(words: readonly string[]): string | null {
  const name = BY_FORM.get(formOf(words));
  return name ? skillLexeme(name) : null;
}
