import { data } from 'react-router';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import type { TActionResult } from '../../lib/context.ts';
import { text } from '../../lib/form-data.ts';

/**
 * The new-device mail links to /account-security?end=<token> (decision 166): the page then asks, without a login,
 * whether to end that session (GET only shows the question: a mail scanner that prefetches the link ends nothing).
 */
export const END_LINK_PARAMETER = 'end';
export interface TEndSessionPage {
  token: string;
}

export interface TEndSessionResult extends TActionResult {
  /** The account's language: the answer is written in it. */
  locale?: 'ar' | 'en';
}

/** The confirm button: the API ends the session the new-device mail named (decision 166), and answers in the account's language. */
export async function endSessionAction(args: TApiArgs) {
  const form = await args.request.formData();
  const result = await api(args, { token: null }).sessions.endByLink({ body: { token: text(form, 'token') } });
  if (!result.ok || !result.data) return data<TEndSessionResult>({ ok: false, message: result.message }, { status: result.status });
  return { ok: true, message: result.message, locale: result.data.locale } satisfies TEndSessionResult;
}
