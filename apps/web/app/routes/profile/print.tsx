import type { Route } from './+types/print';
import { printLoader } from '../../features/profile/print/print-route.server.ts';
import { CvDocument } from '../../features/profile/print/cv-document.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('cv.print.title');
export const loader = (args: Route.LoaderArgs) => printLoader(args);

export default function PrintCv({ loaderData }: Route.ComponentProps) {
  return <CvDocument cv={loaderData} />;
}
