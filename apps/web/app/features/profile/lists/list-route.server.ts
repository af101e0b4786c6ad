import { data, redirect } from 'react-router';
import { api, type TApiArgs } from '../../../lib/server/api.server.ts';
import { localeContext } from '../../../lib/context.ts';
import { flashHeader } from '../../../lib/server/flash.server.ts';
import { validateWith } from '../../../lib/validate.ts';
import { checked, idField, pickedFile, text } from '../../../lib/form-data.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { translator } from '../../../i18n/index.ts';
import { uploadFile } from '../../../lib/server/uploads.server.ts';
import { formValues } from './converters.ts';
import { LIST_SPECS, newestQualificationsFirst, type TListItem, type TListKey, type TListSpec } from './specs.ts';
import type { TListActionResult, TListPageData } from './types.ts';
import { namedItems } from '../../../lib/server/lookups.server.ts';
import type { TNamedItem } from '../../../lib/page-lists.tsx';

/** The endpoints of one list: the five have the same shape, each with its own item type. */
const listApi = (args: TApiArgs, spec: TListSpec) => api(args)[spec.group];

async function loadItems<K extends TListKey>(args: TApiArgs, spec: TListSpec): Promise<Array<TListItem<K>>> {
  const result = await listApi(args, spec).list();
  if (!result.ok) throw data({ message: result.message }, { status: result.status === 404 ? 500 : result.status });
  return (result.data ?? []) as Array<TListItem<K>>;
}

/** The names of the person's files by id, so that cards can name their attachments. */
async function fileNames(args: TApiArgs): Promise<Record<number, string>> {
  const result = await api(args).profile.get();
  return Object.fromEntries((result.data?.cv?.files ?? []).map((file) => [file.id, file.original_name]));
}

async function majors(args: TApiArgs): Promise<TNamedItem[]> {
  const result = await api(args).lookups.list({ params: { kind: 'majors' } });
  return namedItems(result.data);
}

/** A list page's data: its items (in the API's order), the item being edited (`?edit=<id>`), and what the form needs. */
export async function listLoader<K extends TListKey>(args: TApiArgs, key: K): Promise<TListPageData<K>> {
  const spec = LIST_SPECS[key];
  const [items, files, majorList] = await Promise.all([
    loadItems<K>(args, spec),
    spec.file ? fileNames(args) : Promise.resolve({}),
    spec.lookups?.includes('majors') ? majors(args) : Promise.resolve([]),
  ]);
  const wanted = Number(args.url.searchParams.get('edit'));
  const editId = items.some((item) => item.id === wanted) ? wanted : null;
  const ordered = key === 'qualification' ? (newestQualificationsFirst(items as Array<TListItem<'qualification'>>) as Array<TListItem<K>>) : items;
  return { items: ordered, files, majors: majorList, editId };
}

/**
 * The one action of a list page. `intent`: create | update (with `id`) | delete (asks for confirmation, for
 * forms sent without JavaScript) | delete-confirmed. A success redirects to the list with the API's message
 * as a toast; a failure answers the field errors and the values typed, so the form shows them.
 */
export async function listAction(args: TApiArgs, key: TListKey) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const spec = LIST_SPECS[key];
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = idField(form, 'id');
  const done = async (message: string) =>
    redirect(withPrefix(prefix, `/profile/${key}`), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || t('toast.success') }, context) } });
  const fail = (status: number, result: Omit<TListActionResult, 'ok' | 'intent' | 'id'>) => data<TListActionResult>({ ok: false, intent, id, ...result }, { status });

  if ((intent === 'update' || intent === 'delete' || intent === 'delete-confirmed') && !id) return fail(400, { message: t('errors.generic') });
  if (intent === 'delete') return data<TListActionResult>({ ok: true, message: '', intent, id, confirmDelete: true });

  // The API deletes an attachment that an item no longer refers to (on delete and on replacement).
  if (intent === 'delete-confirmed' && id) {
    const result = await listApi(args, spec).remove({ params: { id } });
    if (!result.ok) return fail(result.status, { message: result.message });
    return done(result.message);
  }
  if (intent !== 'create' && intent !== 'update') return fail(400, { message: t('errors.generic') });

  const values = formValues(form, ['intent', ...(spec.file ? [spec.file.input] : [])]);
  const checkedInput = validateWith(spec.schema, spec.toInput(form), locale);
  if (checkedInput.errors) return fail(422, { message: t('errors.generic'), errors: checkedInput.errors, values });
  const body = { ...(checkedInput.data as Record<string, unknown>) };

  // An attachment chosen in the same form is uploaded first; the item then refers to it by id.
  if (spec.file) {
    const { field, input, kind } = spec.file;
    const file = pickedFile(form, input);
    if (file) {
      const uploaded = await uploadFile(args, kind, file, field);
      if (!uploaded.ok) return fail(uploaded.status, { message: uploaded.message, errors: uploaded.errors, values });
      body[field] = uploaded.file.id;
      values[field] = String(uploaded.file.id);
      values[`${input}_name`] = uploaded.file.name;
    } else if (checked(form, 'remove_file')) {
      body[field] = null;
    }
  }

  // The body was checked with this list's own schema above: `as never` hands it to the list's endpoint.
  const endpoints = listApi(args, spec);
  const result = intent === 'create' ? await endpoints.create({ body } as never) : await endpoints.update({ params: { id }, body } as never);
  if (!result.ok) return fail(result.status, { message: result.message, errors: result.errors, values });
  return done(result.message);
}
