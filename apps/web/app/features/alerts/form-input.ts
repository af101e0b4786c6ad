import { ALERT_FILTER_NAMES, MESSAGE_CHANNEL_NAMES, type TAlertInput, type TMessageChannelName } from '@tawzeef/contract';

/** The alert form's fields as typed (strings), keyed by their names; filters by their search names. */
export type TAlertFormValues = Partial<Record<'email' | 'open_keys' | 'frequency' | 'locale' | (typeof ALERT_FILTER_NAMES)[number], string>> & Record<string, string | undefined>;

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The place of a search an alert keeps (decision 141): hidden fields, kept while "keep the place" is ticked. */
export const ALERT_NEAR_NAMES = ['near_city', 'near_lat', 'near_lng', 'radius_km'] as const;
export const ALERT_NEAR_KEEP = 'near_keep';

/**
 * Which phone channels also carry the alert (decision 144): a box per channel (`phone_sms`, `phone_whatsapp`), and
 * `phone_channels_form` saying the boxes were on the form, so that none ticked means none (a form without them, such
 * as the one on /find-jobs, leaves the API's default).
 */
export const phoneChannelField = (channel: TMessageChannelName) => `phone_${channel}`;
export const PHONE_CHANNELS_FORM = 'phone_channels_form';

/**
 * The flat form (no JavaScript needed) as the API's body: filters nested, blanks left for the schema to drop. The
 * place travels in hidden fields and is sent only while its box is ticked.
 */
export function alertFormInput(form: FormData): TAlertInput {
  const filters: Record<string, string> = {};
  const keepNear = field(form, ALERT_NEAR_KEEP) === '1';
  for (const name of ALERT_FILTER_NAMES) {
    const value = field(form, name);
    if (value !== '' && (keepNear || !(ALERT_NEAR_NAMES as readonly string[]).includes(name))) filters[name] = value;
  }
  return {
    email: field(form, 'email'),
    open_keys: field(form, 'open_keys'),
    frequency: field(form, 'frequency') as TAlertInput['frequency'],
    locale: field(form, 'locale') as TAlertInput['locale'],
    filters: filters as TAlertInput['filters'],
    ...(field(form, PHONE_CHANNELS_FORM) === '1' ? { phone_channels: MESSAGE_CHANNEL_NAMES.filter((channel) => field(form, phoneChannelField(channel)) === '1') } : {}),
  };
}
