/** Digits typed in any script, read as ASCII: no dependencies, so pages that read numbers do not load the phone rules (decision 061). */

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits to ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(ARABIC_INDIC, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * A number as people type it, as plain text: Arabic-Indic (٠-٩) and Persian (۰-۹) digits read as ASCII, thousands
 * separators (, ٬ and spaces) and direction marks dropped, the Arabic decimal mark (٫) read as a point. One rule for
 * every numeric field: the web's form readers (lib/form-data.ts) and the schemas of numbers read from text (a search's
 * address, an alert's filters) both use it, so the server and the page agree.
 */
export const plainNumberText = (raw: string): string =>
  toAsciiDigits(raw)
    .replace(/[\s,\u066c\u200e\u200f]/g, '')
    .replace(/\u066b/g, '.');

/** A salary range whose "to" is below its "from": the one rule of job search, job alerts, candidate search and a job's own range. */
export const salaryRangeReversed = (from: unknown, to: unknown): boolean => typeof from === 'number' && typeof to === 'number' && Number.isFinite(from) && Number.isFinite(to) && to < from;

