import { data, redirect } from 'react-router';
import { API, PIPELINE_BULK_ACTIONS, type TBulkResult, type TPipelineBulkAction } from '@tawzeef/contract';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { formIdempotencyKey, text } from '../../lib/form-data.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { translator } from '../../i18n/index.ts';
import type { TItemResult } from './applications.server.ts';

/** A bulk action's answer: what happened to each applicant (the page names them). */
export interface TBulkActionResult extends TItemResult {
  bulk?: TBulkResult;
}

/** Tags as typed in one field: separated by commas (Latin or Arabic), blanks dropped. */
export const tagsOf = (value: string): string[] =>
  value
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The applicants page's pipeline forms (decision 111): `intent` note | tags | rating (on the application `id`) |
 * bulk (the checked `ids`). Each write goes back to the same page with a toast; a bulk action answers its results.
 */
export async function pipelineAction(args: TApiArgs, form: FormData) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const back = async (message: string) =>
    redirect(`${args.url.pathname}${args.url.search}`, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context) } });
  const extra = { intent, id };
  if (intent === 'bulk') return bulkAction(args, form);
  if (!Number.isInteger(id) || id <= 0) return data<TItemResult>({ ok: false, intent, id, message: t('errors.generic') }, { status: 400 });
  switch (intent) {
    case 'note': {
      const result = await submitToApi(args, API.pipeline.addNote, { note: text(form, 'note') }, { params: { id }, extra, idempotencyKey: formIdempotencyKey(form) });
      return result.ok ? back(t('pipeline.flash.note')) : result.response;
    }
    case 'tags': {
      const result = await submitToApi(args, API.pipeline.setTags, { tags: tagsOf(text(form, 'tags')) }, { params: { id }, extra });
      return result.ok ? back(t('pipeline.flash.tags')) : result.response;
    }
    case 'rating': {
      const value = text(form, 'rating');
      const result = await submitToApi(args, API.pipeline.setRating, { rating: value === 'clear' ? null : Number(value) }, { params: { id }, extra });
      return result.ok ? back(t('pipeline.flash.rating')) : result.response;
    }
    default:
      return data<TItemResult>({ ok: false, intent, id, message: t('errors.generic') }, { status: 400 });
  }
}

async function bulkAction(args: TApiArgs, form: FormData) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const action = text(form, 'action') as TPipelineBulkAction;
  const ids = form.getAll('ids').map(Number);
  const extra = { intent: 'bulk', id: 0 };
  if (ids.length === 0) return data<TBulkActionResult>({ ...extra, ok: false, message: t('pipeline.bulk.noneSelected') }, { status: 422 });
  if (!PIPELINE_BULK_ACTIONS.includes(action)) return data<TBulkActionResult>({ ...extra, ok: false, message: t('errors.generic') }, { status: 400 });
  const body =
    action === 'move'
      ? { action, ids, stage: text(form, 'stage') }
      : action === 'tag'
        ? { action, ids, tag: text(form, 'tag') }
        : // A company template (its id) is sent as saved; a ready-made one arrives as the texts it filled (decision 128).
          { action, ids, template_id: /^\d+$/.test(text(form, 'template')) ? Number(text(form, 'template')) : undefined, message_ar: text(form, 'message_ar'), message_en: text(form, 'message_en') };
  const result = await submitToApi(args, API.pipeline.bulk, body, { extra, idempotencyKey: formIdempotencyKey(form) });
  if (!result.ok) return result.response;
  const bulk = result.data;
  return data<TBulkActionResult>({ ...extra, ok: bulk.failed === 0, message: t('pipeline.bulk.summary', { done: bulk.done, failed: bulk.failed }), bulk });
}
