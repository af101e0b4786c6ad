import type { Route } from './+types/messages';
import { isAuth } from '../features/auth/guards.server.ts';
import { MessagesPage } from '../features/messages/messages-page.tsx';
import { messagesAction, messagesLoader, type TMessagesResult } from '../features/messages/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, memberMay('messages')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.messages');

/** /messages[/{id}]: conversations between companies and job seekers (decision 029), for both account types. */
export const loader = (args: Route.LoaderArgs) => messagesLoader(args);
export const action = (args: Route.ActionArgs) => messagesAction(args);

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagesPage page={loaderData} result={actionData as TMessagesResult | undefined} />;
}
