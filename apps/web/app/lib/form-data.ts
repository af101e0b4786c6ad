import { plainNumberText, toAsciiDigits } from '@tawzeef/contract';

/**
 * The one set of FormData readers for every form (decision 018). Numbers typed by people: ASCII, Arabic-Indic
 * (٠-٩) or Persian (۰-۹) digits, thousands separators (, ٬ and spaces) and either decimal mark (. ٫).
 * One rule for bad input: blank is "not given" (null); anything else that is not a number is NaN, which the
 * contract's schemas answer with "must be numbers" in the user's language.
 */
export function parseNumber(raw: string): number | null {
  const clean = plainNumberText(raw);
  if (clean === '') return null;
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A field's text ('' when missing or a file). */
export const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A trimmed text, or null when blank (the schema then clears the field). */
export const optionalText = (form: FormData, name: string): string | null => text(form, name).trim() || null;

/** An optional number: null when blank, NaN when not a number. */
export const optionalNumber = (form: FormData, name: string): number | null => parseNumber(text(form, name));

/** A required number: a blank field stays '' so that the schema says "{attribute} field is required". */
export const requiredNumber = (form: FormData, name: string): number => (parseNumber(text(form, name)) ?? '') as number;

/** A row id chosen in a select: null when blank or not a positive whole number. */
export const idField = (form: FormData, name: string): number | null => {
  const value = optionalNumber(form, name);
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
};

/** A date input's value (YYYY-MM-DD); digits typed as Arabic-Indic where the browser has no date picker. */
export const dateField = (form: FormData, name: string): string | null => toAsciiDigits(text(form, name).trim()) || null;

/** A choice from a select or radio group: null when none. */
export const optionalChoice = <T extends string>(form: FormData, name: string): T | null => (text(form, name) || null) as T | null;

/** A checkbox or switch. */
export const checked = (form: FormData, name: string): boolean => {
  const value = form.get(name);
  return value === 'on' || value === 'true';
};

/** The typed text of a form, to put back in the fields when a page without JavaScript shows the errors. Passwords never travel back. */
export function typedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    if (/password/i.test(name)) continue;
    const all = form.getAll(name).filter((v): v is string => typeof v === 'string');
    values[name] = all.length > 1 || name.endsWith('_ids') ? all : (all[0] ?? '');
  }
  return values;
}

/**
 * The file part of a submitted form, or null when none was chosen (a form sent without JavaScript carries an
 * empty part with no name).
 */
export function pickedFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

export { formIdempotencyKey, IDEMPOTENCY_FIELD } from './idempotency-field.ts';
