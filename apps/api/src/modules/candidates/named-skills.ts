import { NAMED_SKILLS } from '../search-engine/skill-names.ts';
import { skillLexeme } from '../search-engine/job-skills.ts';
import { tokensOf } from '../search-engine/normalize.ts';
import type { TQueryGroup } from '../search-engine/understand.ts';

/**
 * Skills a CV names that are not tools (skill-names.ts: "Sales" «المبيعات», "Payroll" «الرواتب»), read by candidate
 * search in either script (decision 189), as skill-words.ts's tools are (decision 168): each skill of a CV's list that
 * is one of their forms is a token of its vector (`§Payroll`, skillLexeme), and words of a search that are one of their
 * forms find that token too, whichever script the CV wrote it in. Job search does not read them (its skills are tools).
 */

/** A form's words as search normalises them, an Arabic article taken off («الرواتب» and «رواتب» alike). */
const formOf = (words: readonly string[]) => words.map((word, index) => (index === 0 ? word.replace(/^ال(?=[\u0600-\u06FF]{3})/u, '') : word)).join(' ');

/**
 * Each form by its words (never their stems or keys: «محاسب» the accountant is not «المحاسبة» accounting, "sale" is
 * not "sales").
 */
const BY_FORM = new Map(NAMED_SKILLS.flatMap((skill) => skill.forms.map((form) => [formOf(tokensOf(form)), skill.name] as const)));

/** The lexeme of the named skill the words are (a whole form: «الرواتب», "customer service"), or null. */
export function namedSkillLexeme(words: readonly string[]): string | null {
  const name = BY_FORM.get(formOf(words));
  return name ? skillLexeme(name) : null;
}

/**
 * A named skill beside an occupation finds either, as a tool does (decision 168's order, decision 204): the groups
 * whose words together are one named skill ("first aid", "classroom management", whose "management" alone is the
 * manager) are one group of words, and such a group beside an occupation that is no named skill is joined to it by
 * "or", so "sales representative negotiation" answers the sales representatives naming Negotiation, then the other
 * sales representatives, then others naming it (RANK_TIERS), where it answered only the first. Boolean words are
 * searched as typed.
 */
export function joinNamedSkills(groups: readonly TQueryGroup[]): TQueryGroup[] {
  const joined: TQueryGroup[] = [];
  const mergeable = (group: TQueryGroup) => (group.kind === 'words' || group.kind === 'occupation') && !group.negated && !group.rankOnly && !group.phrase && !group.titleOnly;
  for (let start = 0; start < groups.length; start += 1) {
    let merged: TQueryGroup | null = null;
    for (let end = Math.min(groups.length, start + 4); end >= start + 2 && !merged; end -= 1) {
      const run = groups.slice(start, end);
      if (!run.every(mergeable) || run.slice(1).some((group) => group.or)) continue;
      const words = run.flatMap((group) => group.words);
      if (!namedSkillLexeme(words)) continue;
      merged = { kind: 'words', occupationIds: [], directIds: [], specific: false, words, titleOnly: false, or: run[0]!.or };
      start = end - 1;
    }
    joined.push(merged ?? groups[start]!);
  }
  const named = (group: TQueryGroup) => !group.skill && !group.negated && namedSkillLexeme(group.words) !== null;
  const occupation = (group: TQueryGroup) => group.kind === 'occupation' && !group.negated && !named(group);
  if (!joined.some(occupation) || !joined.some(named)) return joined;
  return joined.map((group, index) => {
    const previous = joined[index - 1];
    return previous && ((named(group) && occupation(previous)) || (occupation(group) && named(previous))) ? { ...group, or: true } : group;
  });
}
