import { ALERT_FILTER_NAMES, type TAlertInput } from '@tawzeef/contract';

/** The alert form's fields as typed (strings), keyed by their names; filters by their search names. */
export type TAlertFormValues = Partial<Record<'email' | 'open_keys' | 'frequency' | 'locale' | (typeof ALERT_FILTER_NAMES)[number], string>> & Record<string, string | undefined>;

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The flat form (no JavaScript needed) as the API's body: filters nested, blanks left for the schema to drop. */
export function alertFormInput(form: FormData): TAlertInput {
  const filters: Record<string, string> = {};
  for (const name of ALERT_FILTER_NAMES) {
    const value = field(form, name);
    if (value !== '') filters[name] = value;
  }
  return {
    email: field(form, 'email'),
    open_keys: field(form, 'open_keys'),
    frequency: field(form, 'frequency') as TAlertInput['frequency'],
    locale: field(form, 'locale') as TAlertInput['locale'],
    filters: filters as TAlertInput['filters'],
  };
}
