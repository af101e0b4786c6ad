import { data, redirect } from 'react-router';
import { ADMIN_RESOURCES, adminFieldKind, isAdminResourceName, type TAdminList, type TAdminRecord, type TAdminResourceDef, type TAdminResourceName, type TFieldErrors, type TScreeningTryInput, type TScreeningTryResult } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { uploadImageFields } from './image-uploads.server.ts';
import { formBody, formFields } from './resource-form.ts';

/** Parameters of the console's pages that are not the API's list query. */
const PAGE_PARAMS = new Set(['bulk', 'id', 'create']);

export interface TConsoleResult {
  ok: boolean;
  message: string;
  errors?: TFieldErrors;
  intent: string;
  values?: Record<string, string>;
  /** A screening rule's form was tried, not saved (decision 083): what the rules held in the text. */
  tried?: TScreeningTryResult['matches'];
}

function resourceOf(name: string | undefined): TAdminResourceName {
  if (!name || !isAdminResourceName(name)) throw data(null, { status: 404 });
  return name;
}

async function back(args: TApiArgs, path: string, message: string, kind: 'success' | 'error' = 'success') {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  return redirect(withPrefix(prefix, path), {
    headers: { 'Set-Cookie': await flashHeader({ kind, message: message || translator(locale)('toast.success') }, context) },
  });
}

const failed = (intent: string, status: number, message: string, errors?: TFieldErrors, values?: Record<string, string>) =>
  data<TConsoleResult>({ ok: false, intent, message, ...(errors ? { errors } : {}), ...(values ? { values } : {}) }, { status: status >= 500 ? 503 : status });

function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * The screening rule's form submitted with `try` (decision 083): its text read by the saved rules and the rule as
 * written in the form (replacing its saved version when `id` is given), nothing saved; the form keeps its values.
 */
async function tryScreeningRule(args: TApiArgs, form: FormData, intent: string, id?: string) {
  const { locale } = args.context.get(localeContext);
  const values = formValues(form);
  const pattern = text(form, 'pattern').trim();
  const rule = pattern
    ? { ...(id && /^\d+$/.test(id) ? { id: Number(id) } : {}), category: text(form, 'category'), action: text(form, 'action'), kind: text(form, 'kind'), pattern }
    : undefined;
  // The API checks every value (422 at the field): the form's strings are sent as they are.
  const body = { text: text(form, 'try_text'), ...(rule ? { rule } : {}) } as TScreeningTryInput;
  const result = await api(args).adminScreening.try({ body });
  if (!result.ok || !result.data) {
    const errors = result.errors ? Object.fromEntries(Object.entries(result.errors).map(([key, messages]) => [key === 'rule.pattern' ? 'pattern' : key === 'text' ? 'try_text' : key, messages])) : undefined;
    return failed(intent, result.status, result.message, errors, values);
  }
  return data<TConsoleResult>({ ok: true, intent, message: translator(locale)('admin.screeningTry.summary', { count: result.data.matches.length }), values, tried: result.data.matches });
}

/** /admin: the dashboard's numbers and series. */
export async function dashboardLoader(args: TApiArgs) {
  const result = await api(args).adminDashboard.get();
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { dashboard: result.data };
}

/** Lookups a filter chooses from by name rather than by a typed id (cities), named in the page's language. */
const CHOSEN_LOOKUPS = { cities: 'cities' } as const;

/** The options of each filter of `resource` that names a lookup (`city_id`: the cities by name), sorted in the page's language. */
async function filterChoices(args: TApiArgs, resource: TAdminResourceName): Promise<Record<string, Array<{ value: string; label: string; other: string }>>> {
  const { locale } = args.context.get(localeContext);
  const shape = ADMIN_RESOURCES[resource].filters.shape as Record<string, Parameters<typeof adminFieldKind>[0]>;
  const chosen = Object.entries(shape).flatMap(([name, schema]) => {
    const { kind, resource: target } = adminFieldKind(schema);
    return kind === 'id' && target && target in CHOSEN_LOOKUPS ? [[name, CHOSEN_LOOKUPS[target as keyof typeof CHOSEN_LOOKUPS]] as const] : [];
  });
  const entries = await Promise.all(
    chosen.map(async ([name, kind]) => {
      const items = await api(args).lookups.list({ params: { kind } });
      // Each also findable by its name in the other language (a searchable select, decision 097).
      const options = (items.ok && items.data ? items.data : []).map((item) => ({ value: String(item.id), label: item.name, other: locale === 'ar' ? item.name_en : item.name_ar }));
      return [name, options.sort((a, b) => a.label.localeCompare(b.label, locale))] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, options]) => options.length > 0));
}

/**
 * /admin/:resource?page=&per_page=&sort=&q=&<filters>: a page of the resource's records as the API answers it (an
 * unknown or bad parameter comes back as the API's field errors, shown above the empty table); `?bulk=<action>&id=…`
 * asks to confirm an action on the selected rows; `?create=1` opens the form of a new record.
 */
export async function resourceListLoader(args: TApiArgs & { params: { resource?: string } }) {
  const resource = resourceOf(args.params.resource);
  const url = args.url;
  // A filter with a default (message reports: open ones) takes it when the address does not name it; named empty, the
  // list shows every value, and the empty value stays in the query so that pages and sorting keep the choice.
  const defaults: Readonly<Record<string, string>> = (ADMIN_RESOURCES[resource] as TAdminResourceDef).defaultFilters ?? {};
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!PAGE_PARAMS.has(key) && (value !== '' || Object.hasOwn(defaults, key))) query[key] = value;
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) query[key] = value;
  const [result, choices] = await Promise.all([api(args).adminResources.list({ params: { resource }, query }), filterChoices(args, resource)]);
  if (!result.ok && result.status !== 422) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  const list: TAdminList = (result.ok && result.data ? result.data : { items: [], total: 0, page: 1, per_page: 20, sort: ADMIN_RESOURCES[resource].defaultSort }) as TAdminList;
  const bulk = url.searchParams.get('bulk');
  const def = ADMIN_RESOURCES[resource];
  const actions = def.actions as Record<string, { bulk?: boolean }>;
  const selected = url.searchParams.getAll('id').filter((id) => /^[\w-]{1,40}$/.test(id));
  return {
    resource,
    query,
    list,
    queryErrors: result.ok ? null : (result.errors ?? null),
    choices,
    confirm: bulk && actions[bulk]?.bulk ? { action: bulk, ids: selected } : null,
    creating: url.searchParams.get('create') === '1' && 'create' in def,
  };
}

/** intent create (a new record from the form) | bulk (one action on the selected rows, each its own audited call). */
export async function resourceListAction(args: TApiArgs & { params: { resource?: string } }) {
  const resource = resourceOf(args.params.resource);
  const def = ADMIN_RESOURCES[resource];
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const listPath = `/admin/${resource}${text(form, 'back') ? `?${text(form, 'back')}` : ''}`;
  if (intent === 'create' && resource === 'screening-rules' && form.get('try')) return tryScreeningRule(args, form, intent);
  if (intent === 'create' && 'create' in def) {
    const fields = formFields(def, def.create);
    const uploaded = await uploadImageFields(args, fields, form);
    if (uploaded) return failed(intent, uploaded.status, uploaded.message, uploaded.errors, formValues(form));
    const body = formBody(fields, form);
    const result = await api(args).adminResources.create({ params: { resource }, body });
    if (!result.ok || !result.data) return failed(intent, result.status, result.message, result.errors, formValues(form));
    return back(args, `/admin/${resource}/${String((result.data as TAdminRecord).id)}`, result.message);
  }
  if (intent === 'bulk') {
    const action = text(form, 'action');
    const ids = form.getAll('id').map(String);
    const reason = text(form, 'reason');
    const body = reason ? { reason } : {};
    const done: string[] = [];
    const refused: string[] = [];
    let firstError: { status: number; message: string; errors?: TFieldErrors } | null = null;
    for (const id of ids) {
      const result = await api(args).adminResources.action({ params: { resource, id, action }, body });
      if (result.ok) done.push(id);
      else {
        refused.push(id);
        firstError ??= { status: result.status, message: result.message, ...(result.errors ? { errors: result.errors } : {}) };
      }
    }
    if (!done.length && firstError) return failed(intent, firstError.status, firstError.message, firstError.errors, formValues(form));
    const message = refused.length ? t('admin.bulk.partly', { done: done.length, count: ids.length, failed: refused.join(', ') }) : t('admin.bulk.done', { count: done.length });
    return back(args, listPath, message, refused.length ? 'error' : 'success');
  }
  return failed(intent, 400, t('errors.generic'));
}

/**
 * /admin/:resource/:id: one record, its history in the audit log, and what the admin asked to do with it
 * (`?action=<name>` to confirm an action, `?edit=1` to change it, `?delete=1` to confirm deleting it).
 */
export async function recordLoader(args: TApiArgs & { params: { resource?: string; id?: string } }) {
  const resource = resourceOf(args.params.resource);
  const id = args.params.id ?? '';
  const calls = api(args);
  const [record, history] = await Promise.all([
    calls.adminResources.get({ params: { resource, id } }),
    calls.adminResources.list({ params: { resource: 'audit-log' }, query: { resource, record_id: id, per_page: '50' } }),
  ]);
  if (!record.ok || !record.data) throw data(record.message, { status: record.status === 422 ? 404 : record.status >= 500 ? 503 : record.status });
  const url = args.url;
  const def = ADMIN_RESOURCES[resource];
  const action = url.searchParams.get('action');
  return {
    resource,
    record: record.data as TAdminRecord,
    history: (history.ok && history.data ? history.data.items : []) as TAdminRecord[],
    confirm: action && Object.hasOwn(def.actions, action) ? action : null,
    editing: url.searchParams.get('edit') === '1' && 'update' in def,
    deleting: url.searchParams.get('delete') === '1' && 'delete' in def,
  };
}

/** intent update (the form's writable fields) | action (with the reason given) | delete. */
export async function recordAction(args: TApiArgs & { params: { resource?: string; id?: string } }) {
  const resource = resourceOf(args.params.resource);
  const def = ADMIN_RESOURCES[resource];
  const id = args.params.id ?? '';
  const { locale } = args.context.get(localeContext);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const calls = api(args);
  const recordPath = `/admin/${resource}/${encodeURIComponent(id)}`;
  if (intent === 'update' && resource === 'screening-rules' && form.get('try')) return tryScreeningRule(args, form, intent, id);
  if (intent === 'update' && 'update' in def) {
    const fields = formFields(def, def.update);
    const uploaded = await uploadImageFields(args, fields, form);
    if (uploaded) return failed(intent, uploaded.status, uploaded.message, uploaded.errors, formValues(form));
    const body = formBody(fields, form);
    const result = await calls.adminResources.update({ params: { resource, id }, body });
    if (!result.ok) return failed(intent, result.status, result.message, result.errors, formValues(form));
    return back(args, recordPath, result.message);
  }
  if (intent === 'action') {
    const action = text(form, 'action');
    const reason = text(form, 'reason');
    const result = await calls.adminResources.action({ params: { resource, id, action }, body: reason ? { reason } : {} });
    if (!result.ok) return failed(intent, result.status, result.message, result.errors, formValues(form));
    return back(args, recordPath, result.message);
  }
  if (intent === 'delete' && 'delete' in def) {
    const result = await calls.adminResources.delete({ params: { resource, id } });
    if (!result.ok) return failed(intent, result.status, result.message);
    return back(args, `/admin/${resource}`, result.message);
  }
  return failed(intent, 400, translator(locale)('errors.generic'));
}

export type TDashboardData = Awaited<ReturnType<typeof dashboardLoader>>;
export type TResourceListData = Awaited<ReturnType<typeof resourceListLoader>>;
export type TRecordData = Awaited<ReturnType<typeof recordLoader>>;
