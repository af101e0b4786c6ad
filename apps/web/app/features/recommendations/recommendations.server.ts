import { data, redirect } from 'react-router';
import { RECOMMENDATIONS_MAX, safeRedirectPath, type TJobCard, type TRecommendations } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { shownCard, type TJobCardShown } from '../../lib/shown-lists.ts';
import { translator } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** What the recommendations section shows: cards as lists show them (decision 049), reasons and scores as the API gives them. */
export type TRecommendationsShown = Omit<TRecommendations, 'items'> & { items: Array<Omit<TRecommendations['items'][number], 'job'> & { job: TJobCardShown }> };

/**
 * A logged-in job seeker's recommendations (`limit` of them), or null for anyone else and when the API cannot answer
 * (the page does without the section).
 */
export async function loadRecommendations(args: TApiArgs, limit: number): Promise<TRecommendationsShown | null> {
  if (args.context.get(sessionContext).user?.type !== 'USER') return null;
  const result = await api(args).recommendations.list({ query: { limit } });
  if (!result.ok || !result.data) return null;
  return { ...result.data, items: result.data.items.map((item) => ({ ...item, job: shownCard(item.job) })) };
}

/** An action's answer on one recommendation: a failure's message. */
export interface TRecommendationResult extends TActionResult {
  intent: string;
}

/**
 * The recommendations' forms, wherever they are shown: `recommendation-dismiss` and `recommendation-undo` (the job
 * `id`), `recommendation-weekly` (`weekly` on or off). Done: back to `back` with the API's message.
 */
export async function recommendationAction(args: TApiArgs, form: FormData, back: string) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const intent = text(form, 'intent');
  const client = api(args);
  const failed = (status: number, message: string) => data<TRecommendationResult>({ ok: false, intent, message: message || t('errors.generic') }, { status });
  let result: { ok: boolean; status: number; message: string };
  if (intent === 'recommendation-weekly') {
    result = await client.recommendations.mail({ body: { weekly: text(form, 'weekly') === 'on' } });
  } else {
    const id = Number(text(form, 'id'));
    if (!Number.isInteger(id) || id <= 0) return failed(400, t('errors.generic'));
    result = await (intent === 'recommendation-dismiss' ? client.recommendations.dismiss : client.recommendations.undismiss)({ params: { jobId: id } });
  }
  if (!result.ok) return failed(result.status, result.message);
  const fallback = intent === 'recommendation-undo' ? t('recommendations.flash.restored') : t('recommendations.flash.dismissed');
  // "Not interested" comes back with its undo in the toast (decision 152); the next recommendation takes the job's place.
  const undo = intent === 'recommendation-dismiss' ? { undoDismiss: Number(text(form, 'id')) } : {};
  return redirect(back, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message || fallback, ...undo }, args.context) } });
}

/** /recommended-jobs: every recommendation (as many as the API gives), or 503 when the API cannot answer. */
export async function allRecommendationsLoader(args: TApiArgs): Promise<TRecommendationsShown> {
  const shown = await loadRecommendations(args, RECOMMENDATIONS_MAX);
  if (!shown) throw data(translator(args.context.get(localeContext).locale)('errors.generic'), { status: 503 });
  return shown;
}

/**
 * /recommended-jobs's action: its own forms, and the toast's undo from any page that shows recommendations, which
 * names the page to go back to (`back`, a same-site path; this page otherwise).
 */
export async function allRecommendationsAction(args: TApiArgs) {
  const here = withPrefix(args.context.get(localeContext).prefix, '/recommended-jobs');
  const form = await args.request.formData();
  return recommendationAction(args, form, safeRedirectPath(text(form, 'back'), here));
}

/** /recommended-jobs/dismissed: the dismissed jobs, a page at a time. */
export async function dismissedLoader(args: TApiArgs): Promise<{ items: TJobCard[]; total: number; page: number; page_size: number }> {
  const page = Number(args.url.searchParams.get('page') ?? '1');
  const result = await api(args).recommendations.dismissed({ query: { page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 } });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return result.data;
}

/** The dismissed jobs page's action: undo (back to the same page). */
export async function dismissedAction(args: TApiArgs) {
  const { prefix } = args.context.get(localeContext);
  const form = await args.request.formData();
  return recommendationAction(args, form, `${withPrefix(prefix, '/recommended-jobs/dismissed')}${args.url.search}`);
}

