import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** A report-uri body: `{ "csp-report": { "document-uri", "violated-directive", "blocked-uri", ... } }`. */
const ZCspReportUri = z.object({ 'csp-report': z.record(z.string(), z.unknown()) });

/** A Reporting API body: a list of reports, CSP ones with `type: "csp-violation"` and the violation in `body`. */
const ZReportingApiReports = z
  .array(z.looseObject({ type: z.string().max(100), url: z.string().max(4096).optional(), body: z.record(z.string(), z.unknown()).optional() }))
  .max(100);

const ZCspReportBody = z.union([ZCspReportUri, ZReportingApiReports]);

/** Content-Security-Policy reports from browsers (decision 020). API module: modules/security. */
export const securityEndpoints = {
  csp: {
    report: endpoint({
      method: 'POST',
      path: '/api/v1/csp-reports',
      access: 'public',
      body: ZCspReportBody,
      response: { raw: 'json', description: 'No content (204): the report is logged' },
      status: 204,
      errors: [413, 415],
      tags: ['security'],
      summary: 'Content-Security-Policy violation reports (report-uri and report-to), logged with the address that sent them',
      description: 'Browsers post here when a page’s policy blocks something: application/csp-report (report-uri) or application/reports+json (the Reporting API), at most 64 KB. Always 204; nothing is stored.',
    }),
  },
} as const;
