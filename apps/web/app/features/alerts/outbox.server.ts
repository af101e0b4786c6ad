import { data } from 'react-router';
import { ZOutboxListQuery } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';

/** /admin/outbox: a page of the mail outbox (`?purpose=`, `?page=`), and the message opened with `?open=<id>`. */
export async function outboxLoader(args: TApiArgs) {
  const url = args.url;
  const parsed = ZOutboxListQuery.safeParse({ purpose: url.searchParams.get('purpose') ?? undefined, page: url.searchParams.get('page') ?? undefined });
  const query = parsed.success ? parsed.data : { purpose: undefined, page: 1, per_page: 20 };
  const result = await api(args).adminOutbox.list({ query: { page: query.page, per_page: query.per_page, purpose: query.purpose } });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  const openId = Number(url.searchParams.get('open'));
  return { purpose: query.purpose ?? '', list: result.data, openId: Number.isInteger(openId) && openId > 0 ? openId : null };
}

export type TOutboxPage = Awaited<ReturnType<typeof outboxLoader>>;
