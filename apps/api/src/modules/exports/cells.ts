import { phoneRun } from '@tawzeef/contract';

/**
 * A date, or a moment, as the reader's calendar and clock read it (decision 150): its UTC fields are the reader's wall
 * clock. XLSX writes it as a date cell with a date format (a spreadsheet sorts and filters it as a date); CSV as
 * `YYYY-MM-DD` or `YYYY-MM-DD HH:mm`.
 */
export interface TWhen {
  wallClock: Date;
  time: boolean;
}

/**
 * What a cell of an exported table may hold (decision 122): text, a number, a date, or nothing. Numbers stay numbers
 * (a spreadsheet sums them); everything typed by a person is text and goes through `neutraliseCell`.
 */
export type TCell = string | number | TWhen | null;

export const isWhen = (value: TCell): value is TWhen => typeof value === 'object' && value !== null;

/** The characters a spreadsheet reads as the start of a formula (OWASP, CSV injection): `=`, `+`, `-`, `@`, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * THE one rule against formula injection in exports (decision 122): a text that would start a formula gets a leading
 * apostrophe, which Excel, LibreOffice and Google Sheets show as text and never evaluate. Only text goes through it:
 * a number (a negative amount) is written as a number.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A moment as the reader's clock shows it, from the ISO 8601 with offset the API writes (`2026-03-01T12:30:00+03:00`). */
export function localMoment(date: Date | null, formatDate: (date: Date) => string): TWhen | null {
  return date ? wallClockOf(formatDate(date)) : null;
}

/** A date (`YYYY-MM-DD`) or a moment written with the reader's offset, as that calendar and clock read it. */
export function wallClockOf(written: string): TWhen | null {
  const time = written.length > 10;
  const wallClock = new Date(time ? `${written.slice(0, 16)}:00Z` : `${written.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(wallClock.getTime()) ? null : { wallClock, time };
}

/** A date cell as CSV writes it: `YYYY-MM-DD HH:mm`, or `YYYY-MM-DD` for a day. */
export const whenText = (when: TWhen): string => when.wallClock.toISOString().slice(0, when.time ? 16 : 10).replace('T', ' ');

/** The XLSX number format of a date cell: the same digits as the CSV. */
export const whenFormat = (when: TWhen): string => (when.time ? 'yyyy-mm-dd hh:mm' : 'yyyy-mm-dd');

/**
 * A phone number as a cell (decision 150): a left-to-right run (LRI … PDI, the one rule of `phoneRun`), so an Arabic
 * sheet shows its «+» at its start. It starts with neither a digit nor a formula character, so a spreadsheet keeps it
 * as text (no lost «+» or leading zero) without the visible apostrophe a formula escape would add.
 */
export const phoneCell = (phone: string | null | undefined): string | null => (phone ? phoneRun(phone) : null);

/** Halalas as SAR with two decimals, a number. */
export const riyals = (halalas: number | null): number | null => (halalas === null ? null : Math.round(halalas) / 100);
