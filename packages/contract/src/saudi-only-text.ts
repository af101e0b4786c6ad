import { normalizeText } from './normalize-text.ts';

/**
 * A job reserved for Saudi nationals (decision 084) is lawful when MHRSD decided the localisation, and the job says so
 * with its flag `saudi_only` (a badge, a seeker's filter, eligibility in the structured data). Written as free text
 * instead ("Saudis only", «للسعوديين فقط», «سعودي الجنسية») it is not held for an administrator: the form points the
 * company to the flag. This finds such text, through the search's normalisation (hamza forms, ة/ه, ى/ي, diacritics,
 * tatweel, case, punctuation), so «سعوديّ الجنسيّة» and "SAUDI-NATIONALS ONLY" are found too.
 */

/** Advice the API gives with a company's job (`hints`). */
export const JOB_HINT_CODES = ['saudi_only_text'] as const;
export type TJobHintCode = (typeof JOB_HINT_CODES)[number];

/** The texts of a job the company writes, where the requirement may be written. */
export const SAUDI_ONLY_TEXT_FIELDS = ['title', 'description', 'duties', 'qualifications', 'benefits', 'working_hours'] as const;
export type TSaudiOnlyTextField = (typeof SAUDI_ONLY_TEXT_FIELDS)[number];

// Over normalised text: words are separated by one space; ة is ه, ى is ي, every alef one alef.
const SAUDI_AR = '(?:ال|لل|بال|ل)?سعودي(?:ين|ون|ه|ات)?';
const SAUDI_EN = 'saudis?';
const PHRASES = [
  // «للسعوديين فقط», «سعوديون فقط», «فقط للسعوديين»
  `${SAUDI_AR} فقط`,
  `فقط ${SAUDI_AR}`,
  // «سعودي الجنسية», «سعودية الجنسية», «من الجنسية السعودية», «حاملي الجنسية السعودية»
  `سعودي(?:ه|ين|ون|ات)? الجنسيه`,
  `(?:ال)?جنسيه (?:ال)?سعوديه`,
  // «مخصصة للسعوديين», «حصرا للسعوديين», «مقتصرة على السعوديين», «للمواطنين السعوديين», «وظيفة مسعودة»
  `(?:مخصص|مخصصه|حصرا|حصريا|حصريه|مقتصر|مقتصره|قاصر|قاصره|مقصور|مقصوره) (?:علي |لل|ل)?${SAUDI_AR}`,
  `(?:ال|لل|ل)?مواطن(?:ين|ون|ه|ات)? ${SAUDI_AR}`,
  'مسعوده',
  // "Saudis only", "Saudi nationals only", "only Saudis", "Saudi national", "Saudi citizens", "Saudi nationality"
  `${SAUDI_EN} only`,
  `only (?:for |to )?${SAUDI_EN}`,
  `saudi (?:nationals?|nationality|citizens?|citizenship)`,
  `(?:reserved|restricted|limited|open|exclusive(?:ly)?) (?:to|for) ${SAUDI_EN}`,
  `saudi[sz]ed (?:role|job|position|post)`,
];
// Not after a negation: «لغير السعوديين فقط» and "non-Saudis only" exclude Saudis, which the screening holds (decision 032).
const SAUDI_ONLY = new RegExp(`(?:^| )(?<!(?:^| )(?:غير|لغير|بغير|non|not) )(?:${PHRASES.join('|')})(?= |$)`, 'u');

/** Whether a text (plain or the description's HTML) says the job is for Saudi nationals only. */
export function saysSaudiOnly(text: string | null | undefined): boolean {
  if (!text) return false;
  return SAUDI_ONLY.test(normalizeText(text.replace(/<[^>]*>/gu, ' ')));
}

/** The texts of a job that say it is for Saudi nationals only. */
export function saudiOnlyTextFields(job: Partial<Record<TSaudiOnlyTextField, string | null>>): TSaudiOnlyTextField[] {
  return SAUDI_ONLY_TEXT_FIELDS.filter((field) => saysSaudiOnly(job[field]));
}
