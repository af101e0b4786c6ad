import type { Route } from './+types/company-templates';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { TemplatesPage } from '../features/message-templates/templates-page.tsx';
import { templatesAction, templatesLoader, type TTemplatesResult } from '../features/message-templates/templates.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('messages')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-templates');

/** /company-templates: the company's message templates in Arabic and English (decision 128). */
export const loader = (args: Route.LoaderArgs) => templatesLoader(args);
export const action = (args: Route.ActionArgs) => templatesAction(args);

export default function CompanyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplatesPage page={loaderData} result={actionData as TTemplatesResult | undefined} />;
}
