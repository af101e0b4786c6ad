import type { Route } from './+types/company-screening-questions';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { QuestionLibraryPage } from '../features/jobs/question-library-page.tsx';
import { questionLibraryAction, questionLibraryLoader, type TQuestionLibraryResult } from '../features/jobs/question-library.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('jobs:read')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-screening-questions');

/** /company-screening-questions: the company's library of screening questions (decision 127). */
export const loader = (args: Route.LoaderArgs) => questionLibraryLoader(args);
export const action = (args: Route.ActionArgs) => questionLibraryAction(args);

export default function CompanyScreeningQuestions({ loaderData, actionData }: Route.ComponentProps) {
  return <QuestionLibraryPage items={loaderData.items} result={actionData as TQuestionLibraryResult | undefined} />;
}
