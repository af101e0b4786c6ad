import { adminFieldKind, adminListQuery, enumLabel, type TAdminListQuery, type TAdminRecord, type TConsoleExportResource, type TEnumKind, type TLocale } from '@tawzeef/contract';
import { HttpError, RequestValidationError } from '../../errors.ts';
import type { TAdminContext } from '../admin/context.ts';
import { ADMIN_RESOURCE_TABLE } from '../admin/resources/index.ts';
import { batchesByPage } from './batches.ts';
import { phoneCell, riyals, wallClockOf, type TCell } from './cells.ts';
import { headerOf, type THeaderKey } from './headers.ts';
import type { TExportColumn, TTable } from './table-stream.ts';

/**
 * The console's lists that export (decision 122) and the fields of each, in order: accounts, companies, jobs,
 * payments and reports. Every field is one of the resource's record (what an administrator may read).
 */
export const CONSOLE_EXPORTS = {
  users: ['id', 'name', 'type', 'email', 'phone', 'status', 'email_verified_at', 'company_name', 'created_at'],
  companies: ['id', 'name', 'commercial_number', 'vat_number', 'verification_status', 'account_status', 'email', 'phone', 'city', 'sector', 'live_jobs', 'created_at'],
  jobs: ['id', 'title', 'company_name', 'status', 'city', 'job_type', 'work_place', 'deadline', 'applications_count', 'published_at', 'created_at'],
  payments: ['id', 'invoice_number', 'company_name', 'job_title', 'pay_type', 'status', 'fee_halalas', 'vat_halalas', 'total_halalas', 'paid_at', 'reviewed_at', 'created_at'],
  'job-reports': ['id', 'job_id', 'job_title', 'reason', 'status', 'resolution', 'resolved_at', 'created_at'],
  'message-reports': ['id', 'sender_email', 'reason', 'status', 'message', 'resolution', 'resolved_at', 'created_at'],
} as const satisfies Record<TConsoleExportResource, readonly THeaderKey[]>;

const isConsoleExport = (name: string): name is TConsoleExportResource => Object.hasOwn(CONSOLE_EXPORTS, name);

/** The exported fields whose values are named in words (decision 150): the same names as the console's page. */
const NAMED_VALUES: Partial<Record<`${TConsoleExportResource}.${string}`, TEnumKind>> = {
  'users.type': 'user_type',
  'users.status': 'account_status',
  'companies.verification_status': 'verification_status',
  'companies.account_status': 'account_status',
  'jobs.status': 'job_status',
  'jobs.job_type': 'job_type',
  'jobs.work_place': 'work_place',
  'payments.pay_type': 'pay_type',
  'payments.status': 'payment_status',
  'job-reports.reason': 'job_report_reason',
  'job-reports.status': 'job_report_status',
  'message-reports.reason': 'message_report_reason',
  'message-reports.status': 'message_report_status',
};
const PHONE_FIELDS = new Set(['phone', 'contact_phone']);

/**
 * A record's field as a cell: money in SAR, a date or moment as a date cell of the reader's clock (the record already
 * holds it so), a value of a list in the reader's words, a phone as a left-to-right run.
 */
function fieldCell(record: TAdminRecord, field: string, kind: string, named: TEnumKind | undefined, locale: TLocale): TCell {
  const value = record[field];
  if (value === null || value === undefined) return null;
  if (kind === 'money') return riyals(Number(value));
  if (typeof value === 'number') return value;
  if ((kind === 'datetime' || kind === 'date') && typeof value === 'string') return wallClockOf(value) ?? value;
  if (named && typeof value === 'string') return enumLabel(locale, named, value as never);
  if (PHONE_FIELDS.has(field) && typeof value === 'string') return phoneCell(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A console list as a table with the filters, words and sort of the page the administrator is on (the list's own
 * query, checked by its schema: 422 otherwise), read a page of EXPORT_BATCH_ROWS at a time. A list that does not
 * export is 404.
 */
export function consoleTable(ctx: TAdminContext, name: string, query: Record<string, unknown>): TTable<TAdminRecord> {
  if (!isConsoleExport(name)) throw new HttpError(404, 'admin_resource_unknown');
  const resource = ADMIN_RESOURCE_TABLE[name];
  const { page: _page, per_page: _perPage, ...rest } = query;
  const parsed = adminListQuery(resource.def).safeParse(rest);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, query);
  const listQuery = parsed.data as TAdminListQuery;
  const shape = (resource.def.record as unknown as { shape: Record<string, Parameters<typeof adminFieldKind>[0]> }).shape;
  const columns: Array<TExportColumn<TAdminRecord>> = CONSOLE_EXPORTS[name].map((field) => {
    const { kind } = adminFieldKind(shape[field]);
    const named = NAMED_VALUES[`${name}.${field}`];
    return { header: headerOf(ctx.locale, field), cell: (record) => fieldCell(record, field, kind, named, ctx.locale) };
  });
  const batches = batchesByPage(async (page, size) => (await resource.list(ctx, { ...listQuery, page, per_page: size })).items);
  return { columns, batches, name, locale: ctx.locale };
}
