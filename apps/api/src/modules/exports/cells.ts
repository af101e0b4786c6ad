/**
 * What a cell of an exported table may hold (decision 122): text, a number, a moment, or nothing. Numbers stay numbers
 * (a spreadsheet sums them); everything typed by a person is text and goes through `neutraliseCell`.
 */
export type TCell = string | number | Date | null;

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

/** A moment as the reader's clock shows it (`YYYY-MM-DD HH:mm`), from the ISO 8601 with offset the API writes. */
export function localMoment(date: Date | null, formatDate: (date: Date) => string): string | null {
  return date ? formatDate(date).slice(0, 16).replace('T', ' ') : null;
}

/** Halalas as SAR with two decimals, a number. */
export const riyals = (halalas: number | null): number | null => (halalas === null ? null : Math.round(halalas) / 100);
