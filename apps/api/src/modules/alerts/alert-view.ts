import { ALERT_FILTER_NAMES, MESSAGE_CHANNEL_NAMES, type TAlertFilters, type TJobAlert, type TUnsubscribeView } from '@tawzeef/contract';
import type { TAlertRow, TAlertView } from './queries.ts';

/**
 * The filters as stored: only those given. `remote`, the older name of `work_place=remote` (decision 045), is
 * stored as that work place (a `remote: false` filters nothing and is dropped); so is a `saudi_only: false` (every
 * job, decision 084): only `saudi_only: true` is kept.
 */
export function normalizeFilters(filters: TAlertFilters): TAlertFilters {
  const out: Record<string, unknown> = {};
  for (const name of ALERT_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === null || value === false || name === 'remote') continue;
    out[name] = value;
  }
  if (filters.remote === true && out.work_place === undefined) out.work_place = 'remote';
  return out as TAlertFilters;
}

/** The alert's search as /find-jobs's query string: `q` from the keywords, then the filters (a flag as /find-jobs writes it, `1`). */
export function alertSearchQuery(alert: Pick<TAlertRow, 'open_keys' | 'filters'>): string {
  const params = new URLSearchParams();
  if (alert.open_keys) params.set('q', alert.open_keys);
  const filters = normalizeFilters((alert.filters ?? {}) as TAlertFilters);
  for (const name of ALERT_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined) params.set(name, value === true ? '1' : String(value));
  }
  return params.toString();
}

export function toJobAlert(view: TAlertView, formatDate: (date: Date) => string): TJobAlert {
  const { alert } = view;
  return {
    id: alert.id,
    email: alert.email,
    open_keys: alert.open_keys,
    filters: normalizeFilters((alert.filters ?? {}) as TAlertFilters) as TJobAlert['filters'],
    labels: { city: view.city, major: view.major, sector: view.sector, near_city: view.near_city },
    search_query: alertSearchQuery(alert),
    frequency: alert.frequency,
    locale: alert.locale,
    is_paused: alert.is_paused,
    phone_channels: MESSAGE_CHANNEL_NAMES.filter((channel) => alert.phone_channels.includes(channel)),
    last_sent_at: alert.last_sent_at ? formatDate(alert.last_sent_at) : null,
    next_due_at: formatDate(alert.next_due_at),
    created_at: formatDate(alert.created_at),
  };
}

/** `a•••@example.com`: enough for the owner to recognise the address, not enough to read it off a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** What an unsubscribe link's page shows: what the alert looks for, its address masked. */
export function toUnsubscribeView(view: TAlertView): TUnsubscribeView {
  const { alert } = view;
  return {
    email: maskEmail(alert.email),
    open_keys: alert.open_keys,
    labels: { city: view.city, major: view.major, sector: view.sector, near_city: view.near_city },
    frequency: alert.frequency,
    locale: alert.locale,
    is_paused: alert.is_paused,
  };
}
