import type { Route } from './+types/zatca';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { ZatcaConsolePage } from '../../features/admin/zatca-page.tsx';
import { zatcaConsoleAction, zatcaConsoleLoader, type TZatcaRetryResult } from '../../features/admin/zatca.server.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-zatca');
export const loader = (args: Route.LoaderArgs) => zatcaConsoleLoader(args);
export const action = (args: Route.ActionArgs) => zatcaConsoleAction(args);

export default function AdminZatca({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as TZatcaRetryResult | undefined;
  useActionToast(result);
  return <ZatcaConsolePage state={loaderData.console} {...(result ? { result } : {})} />;
}
