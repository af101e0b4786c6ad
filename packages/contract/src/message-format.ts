import type { TLocale } from './locale.ts';

/**
 * Messages with counts, for the web's catalogues and the API's mails alike (decision 040). A message names a
 * count's forms in the ICU plural syntax, `{count, plural, one {وظيفة واحدة} two {وظيفتان} few {# وظائف} other {# وظيفة}}`,
 * and `Intl.PluralRules` picks the form: Arabic has zero, one, two, few, many and other; English one and other.
 * `=N {…}` names an exact number first. `#` is the number; `{name}` is any parameter.
 */
export type TMessageParams = Record<string, string | number>;

const rules = new Map<TLocale, Intl.PluralRules>();
const numbers = new Map<TLocale, Intl.NumberFormat>();

/** The plural category of a number in a language (`Intl.PluralRules`). */
export function pluralCategory(locale: TLocale, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count);
}

/** A count as the pages write numbers: Latin digits in both languages, grouped (1,250). */
function formatCount(locale: TLocale, count: number): string {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-US', { maximumFractionDigits: 2 })));
  return format.format(count);
}

/** The end of the `{…}` block that opens at `open` (nested braces counted), or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The forms of a plural block's body (`one {…} other {…}`), keyed by category or `=N`. */
function formsOf(body: string): Map<string, string> {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const key = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!key) break;
    const open = i + key[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) break;
    forms.set(key[1] as string, body.slice(open + 1, close));
    i = close + 1;
  }
  return forms;
}

function toCount(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === undefined) return null;
  // A count the caller already formatted ("1,250", or Arabic-Indic digits) still chooses its form.
  const digits = value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[,\s٬]/g, '');
  const parsed = Number(digits);
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
}

/** Fills a message: plural blocks first (their forms may hold `{name}`), then the parameters. An unknown `{name}` stays as written. */
export function formatMessage(locale: TLocale, template: string, params?: TMessageParams): string {
  // Most messages are plain text: nothing to fill (a page renders a few hundred).
  if (!template.includes('{')) return template;
  let out = '';
  let i = 0;
  const plural = /\{(\w+),\s*plural,/g;
  for (let match = plural.exec(template); match; match = plural.exec(template)) {
    const close = closingBrace(template, match.index);
    if (close < 0) break;
    const count = toCount(params?.[match[1] as string]);
    const forms = formsOf(template.slice(match.index + match[0].length, close));
    out += template.slice(i, match.index);
    if (count === null) out += template.slice(match.index, close + 1);
    else {
      const form = forms.get(`=${count}`) ?? forms.get(pluralCategory(locale, count)) ?? forms.get('other') ?? '';
      const value = params?.[match[1] as string];
      // `#` is the count as the caller wrote it when given as text (already formatted), otherwise formatted here.
      out += form.replace(/#/g, typeof value === 'string' ? value : formatCount(locale, count));
    }
    i = close + 1;
    plural.lastIndex = i;
  }
  out += template.slice(i);
  return out.replace(/\{(\w+)\}/g, (whole, name: string) => (params?.[name] === undefined ? whole : String(params[name])));
}
