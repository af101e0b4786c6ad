import { phoneNumbersIn, type TReviewFinding, type TReviewFindingKind } from '@tawzeef/contract';
import { compileRule, normalise } from '../moderation/screen.ts';

/**
 * The check that a review (or the company's answer) names nobody (decision 131): pure functions, no database. It
 * reads text with the job-ad screen's folding and phrase matching (moderation/screen.ts, decision 083), so a name
 * written with another hamza, ة/ه or diacritics is still caught. It catches:
 * - `email`: an email address; `phone`: a valid phone number (Saudi when without a country code);
 * - `person_name`: a name of one of the company's own people (its members' first and last names, whole), and a
 *   title followed by a name («الأستاذ خالد», «د. سارة», "Mr Ahmed", "Dr. Smith").
 * The company's own names are masked first (a company may be named after a person). What it finds holds the review
 * until its author removes it: administrators cannot publish it as it is.
 */

interface TPeopleOfCompany {
  /** The company's own names, which a review may say. */
  companyNames: string[];
  /** The full names of its members (each as first and last name, in each script the account has). */
  memberNames: string[];
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** English titles, then a capitalised word (read in the text as written: folding lowers the case). */
const ENGLISH_TITLE = /\b(?:Mr|Mrs|Ms|Miss|Dr|Eng|Prof|Sir|Madam)\.?\s+[A-Z][\p{L}'-]+/gu;
/** Arabic titles, folded (ا for أ, ه for ة), after «و», «ف», «ب» or «ل» too, then a word: a name does not start with the article «ال». */
const ARABIC_TITLE = /(?<![\p{L}\p{N}])[وفبل]?(?:(?:السيده|السيد|الاستاذه|الاستاذ|الدكتوره|الدكتور|المهندسه|المهندس|الشيخه|الشيخ|المديره|المدير|مديرتي|مديري)\s+|[ادم]\.\s*)([\p{Script=Arabic}]+)/gu;
/** Words that follow a title without being a name (in, from, was, is…), folded. */
const NOT_A_NAME = new Set(['في', 'من', 'على', 'عن', 'الي', 'مع', 'كان', 'كانت', 'هو', 'هي', 'لا', 'ما', 'او', 'ثم', 'قد', 'لم', 'لن', 'يكون', 'عام', 'العام', 'جدا', 'جيد', 'ممتاز', 'سيء', 'لديه', 'لديها', 'يتعامل', 'تتعامل', 'المباشر', 'المباشره']);

/** Replaces each range by spaces of the same length: the words are gone, the positions stay. */
function blank(text: string, ranges: Array<{ start: number; end: number }>): string {
  let out = text;
  for (const { start, end } of ranges) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** Ranges of `text` (as written) that the folded phrase matches, whole words, any hamza, ة/ه, diacritics or case. */
function phraseRanges(text: string, phrases: readonly string[]): Array<{ start: number; end: number }> {
  const { text: folded, origin } = normalise(text);
  const ranges: Array<{ start: number; end: number }> = [];
  for (const phrase of phrases) {
    const regex = compileRule(phrase, 'phrase');
    if (typeof regex === 'string') continue;
    for (const match of folded.matchAll(regex)) {
      if (!match[0]) continue;
      ranges.push({ start: origin[match.index]!, end: origin[match.index + match[0].length - 1]! + 1 });
    }
  }
  return ranges;
}

/** The personal details one text gives, each with the words as written. */
function findPersonalDetails(field: string, original: string, people: TPeopleOfCompany): TReviewFinding[] {
  const findings: TReviewFinding[] = [];
  const seen = new Set<string>();
  const add = (kind: TReviewFindingKind, phrase: string) => {
    const words = phrase.replace(/\s+/gu, ' ').trim();
    if (!words || seen.has(`${kind}:${words}`)) return;
    seen.add(`${kind}:${words}`);
    findings.push({ field, phrase: words, kind });
  };
  const text = blank(original, phraseRanges(original, people.companyNames));
  for (const match of text.matchAll(EMAIL)) add('email', match[0]);
  const withoutEmails = text.replace(EMAIL, (email) => ' '.repeat(email.length));
  for (const { start, end } of phoneNumbersIn(withoutEmails)) add('phone', original.slice(start, end));
  for (const { start, end } of phraseRanges(withoutEmails, people.memberNames)) add('person_name', original.slice(start, end));
  for (const match of withoutEmails.matchAll(ENGLISH_TITLE)) add('person_name', match[0]);
  const { text: folded, origin } = normalise(withoutEmails);
  for (const match of folded.matchAll(ARABIC_TITLE)) {
    const name = match[1] ?? '';
    if (name.startsWith('ال') || NOT_A_NAME.has(name)) continue;
    add('person_name', original.slice(origin[match.index]!, origin[match.index + match[0].length - 1]! + 1));
  }
  return findings;
}

/** Every personal detail of the texts of a review or an answer, field by field. */
export function screenPersonalDetails(fields: Record<string, string | null | undefined>, people: TPeopleOfCompany): TReviewFinding[] {
  return Object.entries(fields).flatMap(([field, value]) => (value ? findPersonalDetails(field, value, people) : []));
}
