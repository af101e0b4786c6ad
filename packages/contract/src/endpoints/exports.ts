import { endpoint } from '../endpoint.ts';
import { ZAdminQuery, ZAdminResourceParams } from '../admin.ts';
import { ZApplicantsQuery } from '../applications.ts';
import { ZJobParams } from '../jobs.ts';

const tags = ['exports'] as const;

const CSV = { raw: 'file', description: 'CSV for Excel: UTF-8 with a byte-order mark, CRLF, every field quoted; no cell starts a formula', contentTypes: ['text/csv'] } as const;
const XLSX = { raw: 'file', description: 'An XLSX workbook (one sheet, right to left in Arabic)', contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] } as const;

/** The applicant list's filters (decision 111) without its page and sort: an export holds every match, oldest first. */
export const ZApplicantsExportQuery = ZApplicantsQuery.omit({ page: true, sort: true });

const streamed =
  'Decision 122. Streamed: the rows are read from the database a thousand at a time and written as they come, so a large export keeps the server\'s memory flat. Column headers in the language of `X-locale`, dates in the `Timezone` header\'s clock, amounts in SAR.';

const applicants = (format: 'csv' | 'xlsx') =>
  endpoint({
    method: 'GET',
    path: `/api/v1/company/jobs/:id/applications.${format}`,
    access: ['COMPANY'],
    params: ZJobParams,
    query: ZApplicantsExportQuery,
    response: format === 'csv' ? CSV : XLSX,
    errors: [404],
    tags,
    summary: `The applicants of one of the company's jobs as ${format.toUpperCase()}, with the applicant list's filters`,
    description: `${streamed} The fields are those of the applicant list and no more (name, email, phone, desired job; decision 086): stage, tags, average rating, match and the date applied. Another company's job is 404.`,
  });

const companyPayments = (format: 'csv' | 'xlsx') =>
  endpoint({
    method: 'GET',
    path: `/api/v1/company/payments.${format}`,
    access: ['COMPANY'],
    response: format === 'csv' ? CSV : XLSX,
    tags,
    summary: `The company's payments and tax invoices as ${format.toUpperCase()}, for VAT reconciliation`,
    description: `${streamed} Each payment: invoice number and date (once paid), amount before VAT, VAT rate, VAT, total, the buyer's VAT number on the invoice, method, status and dates.`,
  });

const consoleList = (format: 'csv' | 'xlsx') =>
  endpoint({
    method: 'GET',
    path: `/api/admin/:resource/export.${format}`,
    access: ['ADMIN'],
    params: ZAdminResourceParams,
    query: ZAdminQuery,
    response: format === 'csv' ? CSV : XLSX,
    errors: [404],
    tags,
    summary: `A console list as ${format.toUpperCase()} with its current filters, words and sort: users, companies, jobs, payments, job-reports, message-reports`,
    description: `${streamed} The query is the list's own (page and per_page are ignored: every match is exported); another resource is 404.`,
  });

/** Exports (decision 122): a job's applicants, the company's payments, the console's lists. API module: modules/exports. */
export const exportsEndpoints = {
  companyExports: {
    applicationsCsv: applicants('csv'),
    applicationsXlsx: applicants('xlsx'),
    paymentsCsv: companyPayments('csv'),
    paymentsXlsx: companyPayments('xlsx'),
  },
  adminExports: {
    csv: consoleList('csv'),
    xlsx: consoleList('xlsx'),
  },
} as const;
