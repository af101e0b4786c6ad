import { data, redirect } from 'react-router';
import { API, MESSAGE_CHANNEL_NAMES, type TJobAlert, type TMessageChannelName } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, text } from '../../lib/form-data.ts';
import { formKeyFor } from '../../lib/server/form-key.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { phoneChannelField } from './form-input.ts';
import { translator } from '../../i18n/index.ts';
import { alertFormInput, type TAlertFormValues } from './form-input.ts';
import { alertFromSearch } from './alert-from-search.ts';
import { namedItems } from '../../lib/server/lookups.server.ts';

export interface TAlertsResult extends TActionResult {
  intent?: string;
  id?: number;
  /** Delete asked without JavaScript: show the confirmation for this alert. */
  confirm?: boolean;
  values?: TAlertFormValues;
  /** The SMS or WhatsApp form the answer is about. */
  channel?: TMessageChannelName;
}

/** The form's values from /find-jobs's query string (`?from=q=...&city_id=...`): only the names an alert knows. */
function valuesFromSearch(from: string): TAlertFormValues {
  const { open_keys, filters } = alertFromSearch(Object.fromEntries(new URLSearchParams(from)));
  return { open_keys, ...filters };
}

function valuesOfAlert(alert: TJobAlert): TAlertFormValues {
  const values: TAlertFormValues = { email: alert.email, open_keys: alert.open_keys ?? '', frequency: alert.frequency, locale: alert.locale };
  for (const [name, value] of Object.entries(alert.filters)) values[name] = String(value);
  for (const channel of alert.phone_channels) values[phoneChannelField(channel)] = '1';
  return values;
}

/** /job-alerts: the seeker's alerts, the lists the filters choose from, and the form's starting values (`?edit=`, `?from=`). */
export async function alertsLoader(args: TApiArgs) {
  const url = args.url;
  const client = api(args);
  const [list, channels, cities, majors, sectors] = await Promise.all([
    client.alerts.list(),
    client.messageChannels.list(),
    client.lookups.list({ params: { kind: 'cities' } }),
    client.lookups.list({ params: { kind: 'majors' } }),
    client.lookups.list({ params: { kind: 'sectors' } }),
  ]);
  if (!list.ok || !list.data) throw data(list.message, { status: list.status >= 500 ? 503 : list.status });
  const editId = Number(url.searchParams.get('edit'));
  const editing = Number.isInteger(editId) ? (list.data.items.find((alert) => alert.id === editId) ?? null) : null;
  const from = url.searchParams.get('from');
  return {
    alerts: list.data.items,
    limit: list.data.limit,
    /** SMS and WhatsApp (decision 140): null when the API could not answer (the alerts still show). */
    channels: channels.data ?? null,
    editing: editing?.id ?? null,
    fromSearch: !editing && from !== null,
    initial: editing ? valuesOfAlert(editing) : from !== null ? valuesFromSearch(from) : {},
    cities: namedItems(cities.data),
    majors: namedItems(majors.data),
    sectors: namedItems(sectors.data),
    /** The create form's own Idempotency-Key (decision 095). */
    formKey: formKeyFor(args),
  };
}

export type TAlertsPage = Awaited<ReturnType<typeof alertsLoader>>;

/**
 * The page's action. `intent`: create | update (with `id`) | pause | resume | delete (asks for confirmation) |
 * delete-confirmed | channel-save | channel-stop (with `channel`: sms or whatsapp). Successes go back to /job-alerts with a toast; failures answer the message and field errors.
 */
export async function alertsAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const back = withPrefix(prefix, '/job-alerts');
  const done = async (message: string) => redirect(back, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, context) } });
  const fail = (status: number, message: string) => data<TAlertsResult>({ ok: false, intent, id, message: message || t('errors.generic') }, { status });
  const validId = Number.isInteger(id) && id > 0;

  if (intent === 'create' || intent === 'update') {
    if (intent === 'update' && !validId) return fail(400, '');
    const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as TAlertFormValues;
    const extra = { intent, id, values };
    const result =
      intent === 'create'
        ? await submitToApi(args, API.alerts.create, alertFormInput(form), { extra, idempotencyKey: formIdempotencyKey(form) })
        : await submitToApi(args, API.alerts.update, alertFormInput(form), { params: { id }, extra });
    if (!result.ok) return result.response;
    return done(result.message);
  }
  if (intent === 'channel-save' || intent === 'channel-stop') {
    const channel = MESSAGE_CHANNEL_NAMES.find((name) => name === text(form, 'channel'));
    if (!channel) return fail(400, '');
    const hour = (name: string) => Number(text(form, name));
    const result =
      intent === 'channel-save'
        ? await api(args).messageChannels.save({
            params: { channel },
            body: { alerts: form.get('alerts') === '1', news: form.get('news') === '1', quiet_from: hour('quiet_from'), quiet_to: hour('quiet_to') },
          })
        : await api(args).messageChannels.remove({ params: { channel } });
    return result.ok ? done(result.message) : data<TAlertsResult>({ ok: false, intent, channel, message: result.message || t('errors.generic') }, { status: result.status });
  }
  if (!validId) return fail(400, '');
  const client = api(args);
  switch (intent) {
    case 'pause':
    case 'resume': {
      const result = await client.alerts[intent]({ params: { id } });
      return result.ok ? done(result.message) : fail(result.status, result.message);
    }
    case 'delete':
      return data<TAlertsResult>({ ok: true, message: '', intent, id, confirm: true });
    case 'delete-confirmed': {
      const result = await client.alerts.remove({ params: { id } });
      return result.ok ? done(result.message) : fail(result.status, result.message);
    }
    default:
      return fail(400, '');
  }
}
