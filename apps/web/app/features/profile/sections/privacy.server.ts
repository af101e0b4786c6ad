import { data, type MiddlewareFunction } from 'react-router';
import { API } from '@tawzeef/contract';
import type { TApiArgs } from '../../../lib/server/api.server.ts';
import { streamApiFile } from '../../../lib/server/api-file.server.ts';
import { localeContext } from '../../../lib/context.ts';
import { submitToApi } from '../../../lib/server/forms.server.ts';
import { text } from '../../../lib/form-data.ts';
import { ACCOUNT_DELETED_PATH, endSession } from '../../../lib/server/session.server.ts';
import { translator } from '../../../i18n/index.ts';
import { companyViewInput, deleteAccountInput, visibilityInput } from './forms.ts';
import type { TSectionResult } from './section-form.tsx';

/**
 * "Download my data": a plain form post (no client-side navigation) with intent=export is answered here,
 * before the action, with the JSON as an attachment: an action's Response would become page data instead.
 * If the API fails, the action answers with a message.
 */
export const downloadMyData: MiddlewareFunction<Response> = async (args, next) => {
  const { request } = args;
  if (request.method !== 'POST') return next();
  const form = await request.clone().formData();
  if (form.get('intent') !== 'export') return next();
  // The API's export is the file as it is (its name, type and no-store headers pass through): JSON, or the readable page.
  const format = form.get('format') === 'html' ? 'html' : 'json';
  const exported = await streamApiFile(args, API.profile.export, { query: { format } });
  return exported.ok ? exported : next();
};

/** The privacy page's forms: visibility (PUT), export (answered by the middleware), account deletion (DELETE, then logged out). */
export async function privacyAction(args: TApiArgs) {
  const { context } = args;
  const { locale } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');

  if (intent === 'visibility') {
    const result = await submitToApi(args, API.profile.saveVisibility, visibilityInput(form), { extra: { intent } });
    if (!result.ok) return result.response;
    return data<TSectionResult>({ ok: true, message: result.message, intent });
  }

  if (intent === 'company-view') {
    const result = await submitToApi(args, API.companyView.save, companyViewInput(form), { extra: { intent } });
    if (!result.ok) return result.response;
    return data<TSectionResult>({ ok: true, message: result.message, intent });
  }

  if (intent === 'delete') {
    const result = await submitToApi(args, API.profile.deleteAccount, deleteAccountInput(form), { extra: { intent } });
    if (!result.ok) return result.response;
    return endSession(context, result.message || t('toast.success'), ACCOUNT_DELETED_PATH);
  }

  if (intent === 'export') {
    return data<TSectionResult>({ ok: false, message: t('profile.privacy.export.failed'), intent }, { status: 503 });
  }
  return data<TSectionResult>({ ok: false, message: t('errors.generic') }, { status: 400 });
}
