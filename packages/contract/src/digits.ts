/** Digits typed in any script, read as ASCII: no dependencies, so pages that read numbers do not load the phone rules (decision 061). */

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits to ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(ARABIC_INDIC, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
