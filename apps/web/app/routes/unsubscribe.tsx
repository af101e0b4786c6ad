import type { MetaArgs } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { UnsubscribePage } from '../features/unsubscribe/unsubscribe-page.tsx';
import { unsubscribeAction, unsubscribeLoader, type TUnsubscribePage, type TUnsubscribeResult } from '../features/unsubscribe/unsubscribe.server.ts';
import { pageMeta } from '../lib/meta.ts';

/** Each list's title; a personal link: never indexed. */
export const meta = (args: MetaArgs) => {
  const list = (args.loaderData as TUnsubscribePage | undefined)?.list ?? 'job-alert';
  return [...pageMeta(`page.unsubscribe.${list}`)(args), { name: 'robots', content: 'noindex' }];
};

export const loader = (args: Route.LoaderArgs) => unsubscribeLoader(args);
export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

/** The one-click unsubscribe of every scheduled mail, at the address each list's mails link to (decision 162). */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage page={loaderData} result={actionData as TUnsubscribeResult | undefined} />;
}
