import { API } from '@tawzeef/contract';
import type { Route } from './+types/invoice-pdf';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { streamApiFile } from '../lib/server/api-file.server.ts';
import { idParam } from '../lib/params.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('billing')];

/** A resource route (decision 180): the company's invoice or credit note as a PDF/A-3b, ZATCA's XML embedded when there is one. */
export async function loader(args: Route.LoaderArgs) {
  const document = args.params.document === 'credit-note' ? 'credit-note' : 'invoice';
  const response = await streamApiFile(args, API.payments.pdf, { params: { id: idParam(args.params.id), document } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
