import { API } from '@tawzeef/contract';
import { streamApiFile } from '../../lib/server/api-file.server.ts';
import type { TApiArgs } from '../../lib/server/api.server.ts';

export type TExportFormat = 'csv' | 'xlsx';

/** The format of an export's path (`csv` or `xlsx`); anything else is not a page. */
export function exportFormat(value: string | undefined): TExportFormat {
  if (value === 'csv' || value === 'xlsx') return value;
  throw new Response(null, { status: 404 });
}

/** The query of the page a download button was on (its filters), as the API's list reads it. */
const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);

async function passOn(response: Response): Promise<Response> {
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}

/** A job's applicants as a file, with the filters of the applicants page (decision 122); streamed from the API. */
export function applicantsExport(args: TApiArgs, jobId: number, format: TExportFormat): Promise<Response> {
  const definition = format === 'csv' ? API.companyExports.applicationsCsv : API.companyExports.applicationsXlsx;
  return streamApiFile(args, definition, { params: { id: jobId }, query: queryOf(args.url) }).then(passOn);
}

/** The company's payments and tax invoices as a file. */
export function paymentsExport(args: TApiArgs, format: TExportFormat): Promise<Response> {
  return streamApiFile(args, format === 'csv' ? API.companyExports.paymentsCsv : API.companyExports.paymentsXlsx, {}).then(passOn);
}

/** A console list as a file with the filters, words and sort of the page it was on. */
export function consoleExport(args: TApiArgs, resource: string, format: TExportFormat): Promise<Response> {
  const definition = format === 'csv' ? API.adminExports.csv : API.adminExports.xlsx;
  return streamApiFile(args, definition, { params: { resource }, query: queryOf(args.url) }).then(passOn);
}
