import type { Route } from './+types/print';
import { printLoader } from '../../features/profile/print/print-route.server.ts';
import { CvDocument } from '../../features/profile/print/cv-document.tsx';
import { PrintOptionsForm } from '../../features/profile/import/print-options.tsx';
import { savePrintOptionsAction } from '../../features/profile/import/print-options.server.ts';
import type { TActionResult } from '../../lib/context.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('cv.print.title');
export const loader = (args: Route.LoaderArgs) => printLoader(args);
export const action = (args: Route.ActionArgs) => savePrintOptionsAction(args);

export default function PrintCv({ loaderData, actionData }: Route.ComponentProps) {
  return <CvDocument cv={loaderData} options={<PrintOptionsForm options={loaderData.printOptions} shown={loaderData.shownToCompanies} result={actionData as TActionResult | undefined} />} />;
}
