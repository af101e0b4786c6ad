/** The plain values of cv-import: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

import { MEGABYTE } from './files.ts';

/** The languages a CV may list, as ISO 639 codes: their names come from Intl.DisplayNames in either language. */
export const LANGUAGE_CODES = [
  'ar', 'en', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'tr', 'fa', 'ur', 'hi', 'bn', 'ml', 'ta', 'te', 'pa', 'ne', 'si',
  'fil', 'id', 'ms', 'th', 'vi', 'zh', 'ja', 'ko', 'sw', 'am', 'so', 'ps', 'ku', 'he', 'nl', 'sv', 'el', 'pl',
] as const;
export type TLanguageCode = (typeof LANGUAGE_CODES)[number];
/** How well: native (mother tongue), fluent, good (working knowledge), basic. */
export const LANGUAGE_LEVELS = ['native', 'fluent', 'good', 'basic'] as const;
export type TLanguageLevel = (typeof LANGUAGE_LEVELS)[number];
/** Personal details the printed CV leaves out unless the seeker ticks them: their choice what employers see. */
export const PRINT_DETAILS = ['nationality', 'birthdate', 'sex', 'drive_licence'] as const;
export type TPrintDetail = (typeof PRINT_DETAILS)[number];
/** The import reads PDF and Word (DOCX) files up to this size and this many pages; nothing of them is stored. */
export const CV_IMPORT_MAX_BYTES = 5 * MEGABYTE;
export const CV_IMPORT_MAX_PAGES = 10;
