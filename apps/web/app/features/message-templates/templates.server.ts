import { data, redirect } from 'react-router';
import { API } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text, typedValues } from '../../lib/form-data.ts';
import { translator } from '../../i18n/index.ts';

/** What a failed form of the templates page sends back: which form (`intent`, `id`), its errors and what was typed. */
export interface TTemplatesResult extends TActionResult {
  intent?: string;
  id?: number;
  values?: Record<string, string | string[]>;
}

/** /company-templates: the company's message templates (decision 128). A viewer's 403 is the page's. */
export async function templatesLoader(args: TApiArgs) {
  const result = await api(args).messageTemplates.list();
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { templates: result.data };
}
export type TTemplatesPage = Awaited<ReturnType<typeof templatesLoader>>;

/** The page's forms. `intent`: create | update (`id`) | delete (`id`). */
export async function templatesAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const validId = Number.isInteger(id) && id > 0;
  const values = typedValues(form);
  const done = async (message: string) => redirect(args.url.pathname, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context) } });
  const fail = (status: number, message: string) => data<TTemplatesResult>({ ok: false, intent, id, message: message || t('errors.generic') }, { status });
  const input = () => ({ name: text(form, 'name'), kind: text(form, 'kind'), body_ar: text(form, 'body_ar'), body_en: text(form, 'body_en') });
  switch (intent) {
    case 'create': {
      const result = await submitToApi(args, API.messageTemplates.create, input(), { extra: { intent, values } });
      return result.ok ? done(result.message) : result.response;
    }
    case 'update': {
      if (!validId) return fail(400, '');
      const result = await submitToApi(args, API.messageTemplates.update, input(), { params: { id }, extra: { intent, id, values } });
      return result.ok ? done(result.message) : result.response;
    }
    case 'delete': {
      if (!validId) return fail(400, '');
      const result = await api(args).messageTemplates.remove({ params: { id } });
      return result.ok ? done(result.message) : fail(result.status, result.message);
    }
    default:
      return fail(400, '');
  }
}
