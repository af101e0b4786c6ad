import { data } from 'react-router';
import { ZOutboxListQuery, type TOutboxList } from '@tawzeef/contract';
import { callApi, type TApiArgs } from '../../lib/api.server.ts';

/** /admin/outbox: a page of the mail outbox (`?purpose=`, `?page=`), and the message opened with `?open=<id>`. */
export async function outboxLoader(args: TApiArgs) {
  const url = new URL(args.request.url);
  const parsed = ZOutboxListQuery.safeParse({ purpose: url.searchParams.get('purpose') ?? undefined, page: url.searchParams.get('page') ?? undefined });
  const query = parsed.success ? parsed.data : { purpose: undefined, page: 1, per_page: 20 };
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.per_page) });
  if (query.purpose) params.set('purpose', query.purpose);
  const result = await callApi<TOutboxList>(args, 'GET', `/api/admin/outbox?${params}`);
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  const openId = Number(url.searchParams.get('open'));
  return { purpose: query.purpose ?? '', list: result.data, openId: Number.isInteger(openId) && openId > 0 ? openId : null };
}

export type TOutboxPage = Awaited<ReturnType<typeof outboxLoader>>;
