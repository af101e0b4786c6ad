import type { FastifyBaseLogger } from 'fastify';

/** One violation as logged, whichever way the browser sent it. */
export interface TCspViolation {
  document?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
  column?: number;
  disposition?: string;
  sample?: string;
}

/** Reports logged per request; a browser batching more is summed up in one count. */
const REPORTS_LOGGED_MAX = 20;
/** Characters kept of each reported text (URLs, samples): a report is the sender's words, not ours. */
const TEXT_MAX = 500;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value.slice(0, TEXT_MAX) : undefined);
const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function fromReportUri(report: Record<string, unknown>): TCspViolation {
  return {
    document: text(report['document-uri']),
    directive: text(report['effective-directive']) ?? text(report['violated-directive']),
    blocked: text(report['blocked-uri']),
    source: text(report['source-file']),
    line: whole(report['line-number']),
    column: whole(report['column-number']),
    disposition: text(report['disposition']),
    sample: text(report['script-sample']),
  };
}

function fromReportingApi(report: { type: string; url?: string; body?: Record<string, unknown> }): TCspViolation | undefined {
  if (report.type !== 'csp-violation' || !report.body) return undefined;
  const body = report.body;
  return {
    document: text(body.documentURL) ?? text(report.url),
    directive: text(body.effectiveDirective),
    blocked: text(body.blockedURL),
    source: text(body.sourceFile),
    line: whole(body.lineNumber),
    column: whole(body.columnNumber),
    disposition: text(body.disposition),
    sample: text(body.sample),
  };
}

export type TCspReportInput = { 'csp-report': Record<string, unknown> } | Array<{ type: string; url?: string; body?: Record<string, unknown> }>;

/** The violations of a report request, in one shape (reports of other types in a Reporting API batch are left out). */
export function cspViolations(input: TCspReportInput): TCspViolation[] {
  if (Array.isArray(input)) return input.flatMap((report) => fromReportingApi(report) ?? []);
  return [fromReportUri(input['csp-report'])];
}

/**
 * Logs the Content-Security-Policy violations a browser reported, at warn with the address that sent them: a
 * violation is either a page the policy breaks (to fix) or an injection the policy stopped (to look into).
 */
export function logCspReports(log: FastifyBaseLogger, ip: string, input: TCspReportInput): void {
  const violations = cspViolations(input);
  for (const violation of violations.slice(0, REPORTS_LOGGED_MAX)) log.warn({ ip, csp: violation }, 'Content-Security-Policy violation reported');
  if (violations.length > REPORTS_LOGGED_MAX) log.warn({ ip, more: violations.length - REPORTS_LOGGED_MAX }, 'More Content-Security-Policy violations in the same report');
}
