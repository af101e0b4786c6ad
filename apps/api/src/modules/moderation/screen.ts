import { SCREENED_FIELDS, foldText, type TScreenCategory, type TScreenRuleKind, type TScreenFinding, type TScreenedField } from '@tawzeef/contract';
import { maskLawfulFrames, readRequirements } from './read-requirements.ts';

/**
 * The screening of a job ad's text (decisions 032, 156): pure functions, no database. The built-in reading of
 * attributes, demands and fraud is code (read-requirements.ts); the administrators' rules are data
 * (`screening_rules`); this file reads a field's text and applies both.
 *
 * Text is folded before rules look at it, by the same function as search's (decision 083), so one pattern covers the
 * ways people type a word: lower case, Arabic diacritics, tatweel and invisible marks removed, أ إ آ ٱ → ا, ى → ي,
 * ة → ه, ؤ → و, ئ → ي, Arabic-Indic and Persian digits → ASCII, curly quotes and dashes → ASCII. Patterns are folded
 * the same way (their Arabic letters; case is ignored by the flags).
 */

export interface TScreenRule {
  id: number;
  category: TScreenCategory;
  action: 'block' | 'allow';
  /** How `pattern` is read (decision 083); a rule without it is a regular expression, as all were before. */
  kind?: TScreenRuleKind;
  pattern: string;
}

export type TScreenText = Partial<Record<TScreenedField, string | null>>;

/**
 * `text` folded as search folds it (`foldText` of the contract: one rule for both), with for each of its characters
 * the index of the character of `text` it came from (removed characters leave no entry), so a match in the
 * normalised text maps back to the words as the company wrote them.
 */
export function normalise(text: string): { text: string; origin: number[] } {
  return foldText(text);
}

/** A phrase as it is compared with the phrases an administrator approved: normalised, lower case, single spaces. */
export function phraseKey(phrase: string): string {
  return normalise(phrase).text.toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** `\b` in a rule means a boundary of words in any script (JavaScript's `\b` knows only ASCII letters). */
const WORD_BOUNDARY = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';

/** A regular expression's pattern as the screen reads it, or an error message when it is not one. */
function compileRegex(pattern: string): RegExp | string {
  // Only Arabic letters and digits are folded in a pattern: its escapes (\p{L}, \d, \s) must keep their case.
  const source = [...pattern]
    .map((char) => (/[\u0600-\u06FF\u0640]/u.test(char) ? foldText(char).text : char))
    .join('')
    .replace(/(?<!\\)((?:\\\\)*)\\b/g, `$1${WORD_BOUNDARY}`);
  try {
    return new RegExp(source, 'giu');
  } catch (error) {
    return error instanceof Error ? error.message : 'invalid pattern';
  }
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const escapeRegex = (char: string) => char.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');

/**
 * A phrase as an operator writes it («للذكور فقط», "gender: M"), read through the ad's own folding: its variants
 * (hamza forms, ة/ه, ى/ي, diacritics, tatweel, Arabic-Indic digits, case) match because both sides are folded alike;
 * whole words only; any run of spaces matches any spacing, and spaces may surround its punctuation ("gender : m").
 */
function compilePhrase(phrase: string): RegExp | string {
  const folded = foldText(phrase).text.trim();
  if (!LETTER_OR_DIGIT.test(folded)) return 'a phrase needs at least one letter or digit';
  let source = '';
  let space = false;
  for (const char of folded) {
    if (/\s/u.test(char)) {
      space = true;
      continue;
    }
    if (LETTER_OR_DIGIT.test(char)) source += (space ? '\\s+' : '') + escapeRegex(char);
    else source += `\\s*${escapeRegex(char)}\\s*`;
    space = false;
  }
  source = source.replace(/(?:\\s\*)+/gu, '\\s*').replace(/\\s\*\\s\+|\\s\+\\s\*/gu, '\\s*');
  const first = folded[0]!;
  const last = folded[folded.length - 1]!;
  const pattern = `${LETTER_OR_DIGIT.test(first) ? WORD_BOUNDARY : ''}${source}${LETTER_OR_DIGIT.test(last) ? WORD_BOUNDARY : ''}`;
  return new RegExp(pattern, 'giu');
}

/** A rule's pattern, a phrase or a regular expression (`kind`), as the regular expression the screen runs, or an error message. */
export function compileRule(pattern: string, kind: TScreenRuleKind = 'regex'): RegExp | string {
  return kind === 'phrase' ? compilePhrase(pattern) : compileRegex(pattern);
}

/** Plain text of the sanitised description: tags become spaces, the few entities sanitize-html writes are read back. */
export function plainOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export interface TCompiledRule extends TScreenRule {
  regex: RegExp;
}

/** The rules that compile (a broken pattern an administrator saved is left out, and reported by `compileRules`). */
export function compileRules(rules: readonly TScreenRule[]): { compiled: TCompiledRule[]; broken: Array<{ id: number; error: string }> } {
  const compiled: TCompiledRule[] = [];
  const broken: Array<{ id: number; error: string }> = [];
  for (const rule of rules) {
    const regex = compileRule(rule.pattern, rule.kind);
    if (typeof regex === 'string') broken.push({ id: rule.id, error: regex });
    else compiled.push({ ...rule, regex });
  }
  return { compiled, broken };
}

/** Replaces every match of `regex` by spaces of the same length: the words are gone, the positions stay. */
function mask(text: string, regex: RegExp): string {
  regex.lastIndex = 0;
  return text.replace(regex, (match) => ' '.repeat(match.length));
}

/** A phrase held, with what held it: a rule's id, or null for the built-in reading (decision 156). */
export type TRuleMatch = TScreenFinding & { rule_id: number | null };

/**
 * The phrases of one text the screen holds (decision 156): allow rules mask first (words describing the work, not the
 * person), then the built-in reading (`readRequirements`: attributes, demands, lawful frames, fraud) and each block
 * rule look at what is left; every match is mapped back to the words as written. A phrase held twice for one class
 * (by the reading and a rule, overlapping) is listed once; phrases in `approved` (phraseKey) pass.
 */
export function matchField(field: TScreenedField, original: string, rules: readonly TCompiledRule[], approved: ReadonlySet<string> = new Set()): TRuleMatch[] {
  const source = field === 'description' ? plainOf(original) : original;
  const { text, origin } = normalise(source);
  const lawful = maskLawfulFrames(text);
  let masked = lawful;
  for (const rule of rules) if (rule.action === 'allow') masked = mask(masked, rule.regex);
  // The rules first: where a rule and the reading hold the same words, the finding names the rule.
  const spans: Array<{ category: TScreenCategory; start: number; end: number; rule_id: number | null }> = [];
  for (const rule of rules) {
    if (rule.action !== 'block') continue;
    rule.regex.lastIndex = 0;
    for (const match of masked.matchAll(rule.regex)) {
      const raw = match[0].trim();
      if (!raw) continue;
      const start = match.index + match[0].indexOf(raw);
      spans.push({ category: rule.category, start, end: start + raw.length, rule_id: rule.id });
    }
  }
  spans.push(...readRequirements(field, masked, lawful).map((finding) => ({ ...finding, rule_id: null })));
  const matches: Array<TRuleMatch & { start: number }> = [];
  const kept: typeof spans = [];
  const seen = new Set<string>();
  for (const span of spans) {
    if (span.end <= span.start) continue;
    if (kept.some((other) => other.category === span.category && other.start < span.end && span.start < other.end)) continue;
    // (The last character may be one of two code units: 🚹.)
    const last = origin[span.end - 1]!;
    const phrase = source.slice(origin[span.start]!, last + ((source.codePointAt(last) ?? 0) > 0xffff ? 2 : 1)).replace(/\s+/gu, ' ').trim();
    const key = phraseKey(phrase);
    if (approved.has(key) || seen.has(`${span.category}:${key}`)) continue;
    seen.add(`${span.category}:${key}`);
    kept.push(span);
    matches.push({ field, phrase, category: span.category, rule_id: span.rule_id, start: span.start });
  }
  // In the order the company wrote them (decision 161).
  return matches.sort((a, b) => a.start - b.start).map(({ start: _start, ...match }) => match);
}

/** The phrases of one text that `rules` hold (`matchField` without the rules). */
export function screenField(field: TScreenedField, original: string, rules: readonly TCompiledRule[], approved: ReadonlySet<string> = new Set()): TScreenFinding[] {
  return matchField(field, original, rules, approved).map(({ field: where, phrase, category }) => ({ field: where, phrase, category }));
}

/** Every phrase of the ad's screened fields that the rules hold, field by field in SCREENED_FIELDS order. */
export function screenText(fields: TScreenText, rules: readonly TCompiledRule[], approved: readonly string[] = []): TScreenFinding[] {
  const approvedKeys = new Set(approved);
  return SCREENED_FIELDS.flatMap((field) => {
    const value = fields[field];
    return value ? screenField(field, value, rules, approvedKeys) : [];
  });
}
