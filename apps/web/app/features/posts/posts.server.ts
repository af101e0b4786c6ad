import { data, redirect } from 'react-router';
import { API, POST_CATEGORIES, type TCommentList, type TPost, type TPostCategory, type TPostKind, type TPostList } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, webContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, text } from '../../lib/form-data.ts';
import { formKeyFor } from '../../lib/server/form-key.server.ts';
import { pathIn, withPrefix } from '../../lib/locale-path.ts';
import { idParam } from '../../lib/params.ts';
import { translator } from '../../i18n/index.ts';
import { POST_PATHS } from './post-paths.ts';


export interface TPostsPageData {
  kind: TPostKind;
  list: TPostList;
  category: TPostCategory | null;
}

/** /blogs, /news ?category=&page=: a page of published posts of one kind, in the reader's language where they have it. */
export async function postsLoader(args: TApiArgs, kind: TPostKind): Promise<TPostsPageData> {
  const url = args.url;
  const wanted = url.searchParams.get('category');
  const category = (POST_CATEGORIES as readonly string[]).includes(wanted ?? '') ? (wanted as TPostCategory) : null;
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const result = await api(args).posts.list({ query: { kind, category, page } });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status === 422 ? 404 : result.status });
  return { kind, list: result.data, category };
}

export interface TPostPageData {
  post: TPost;
  comments: TCommentList;
  /** Who reads: a visitor (log in to comment) or a logged-in account. */
  isLoggedIn: boolean;
  /** The page's canonical address (PUBLIC_URL, this language's form). */
  url: string;
  origin: string;
  /** The comment form's own Idempotency-Key (decision 095): a logged-in reader's, null for a visitor. */
  formKey: string | null;
}

type TArgs = TApiArgs & { params: { id?: string } };

/**
 * /blogs/{id}, /news/{id}: a published post with its comments (the reader's own waiting ones too). A post of the other
 * kind is sent to its own address; a draft, scheduled or unknown post is the 404 page.
 */
export async function postLoader(args: TArgs, kind: TPostKind): Promise<TPostPageData> {
  const { locale, prefix } = args.context.get(localeContext);
  const id = idParam(args.params.id);
  const { user } = args.context.get(sessionContext);
  const page = Math.max(1, Number.parseInt(args.url.searchParams.get('comments') ?? '1', 10) || 1);
  const client = api(args);
  const [post, comments] = await Promise.all([client.posts.get({ params: { id } }), client.postComments.list({ params: { id }, query: { page } })]);
  if (post.status === 404) throw data(null, { status: 404 });
  if (!post.ok || !post.data) throw data(post.message, { status: 503 });
  if (post.data.kind !== kind) throw redirect(withPrefix(prefix, `${POST_PATHS[post.data.kind]}/${id}`), 301);
  const origin = args.context.get(webContext).publicUrl.replace(/\/$/, '');
  return {
    post: post.data,
    comments: comments.ok && comments.data ? comments.data : { items: [], total: 0, page: 1, per_page: 30 },
    isLoggedIn: Boolean(user),
    url: `${origin}${pathIn(locale, `${POST_PATHS[kind]}/${id}`)}`,
    origin,
    formKey: formKeyFor(args),
  };
}

export interface TPostActionResult extends TActionResult {
  intent: string;
  values?: Record<string, string>;
}

/**
 * The post page's action: `intent` comment (a new comment), delete (one of mine) or report (another's). A visitor is
 * sent to log in and comes back to the post; a success comes back with the API's message as a toast.
 */
export async function postAction(args: TArgs, kind: TPostKind) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const id = idParam(args.params.id);
  const back = withPrefix(prefix, `${POST_PATHS[kind]}/${id}`);
  const { user } = context.get(sessionContext);
  if (!user) throw redirect(`${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(back)}`);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const toast = async (kindOfToast: 'success' | 'error', message: string, hash = '#comments') =>
    redirect(`${back}${hash}`, { headers: { 'Set-Cookie': await flashHeader({ kind: kindOfToast, message: message || t('toast.success') }, context) } });

  if (intent === 'comment') {
    const values = { body: text(form, 'body') };
    const result = await submitToApi(args, API.postComments.create, values, { params: { id }, extra: { intent, values }, idempotencyKey: formIdempotencyKey(form) });
    if (result.ok) return toast('success', result.message, `#comment-${result.data.id}`);
    // A field's error, or the API unreachable: the form stays with the text and its key, so sending again stores one comment (decision 095).
    const status = result.response.init?.status ?? 500;
    if (status === 422 || status >= 500) return result.response;
    return toast('error', result.response.data.message);
  }
  const commentId = idParam(text(form, 'comment'));
  if (intent === 'delete') {
    const result = await api(args).comments.delete({ params: { id: commentId } });
    return toast(result.ok ? 'success' : 'error', result.message);
  }
  if (intent === 'report') {
    const result = await api(args).comments.report({ params: { id: commentId } });
    return toast(result.ok ? 'success' : 'error', result.message);
  }
  return data<TPostActionResult>({ ok: false, intent, message: t('errors.generic') }, { status: 400 });
}
