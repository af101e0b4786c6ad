import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { TAdminListQuery, TLocale } from '@tawzeef/contract';
import { companyNameIn } from '../companies/dto.ts';

/** How one resource's list is read: its filters as SQL, the columns `q` looks in, the sortable columns. */
export interface TListSpec {
  filters: Record<string, (value: never) => SQL | undefined>;
  search: Array<AnyColumn | SQL>;
  sorts: Record<string, AnyColumn | SQL>;
  /** The last sort key, so that pages do not overlap. */
  id: AnyColumn;
}

/** `%`, `_` and `\` typed by the admin are themselves, not patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The WHERE of a list: its filters and, for `q`, any search column containing the words (case-insensitive). */
export function listWhere(spec: TListSpec, query: TAdminListQuery, extra: SQL[] = []): SQL | undefined {
  const conditions: SQL[] = [...extra];
  for (const [name, toSql] of Object.entries(spec.filters)) {
    const value = query[name];
    if (value === undefined || value === null || value === '') continue;
    const condition = toSql(value as never);
    if (condition) conditions.push(condition);
  }
  const words = query.q?.trim();
  if (words && spec.search.length) {
    const pattern = likePattern(words);
    conditions.push(sql`(${sql.join(spec.search.map((column) => sql`${column}::text ilike ${pattern}`), sql` or `)})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The ORDER BY of a list: the allowed sort (`-field` descending), then the id the same way. */
export function listOrder(spec: TListSpec, sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const column = spec.sorts[descending ? sort.slice(1) : sort] ?? spec.id;
  const direction = descending ? desc : asc;
  return column === spec.id ? [direction(spec.id)] : [sql`${direction(column)} nulls last`, direction(spec.id)];
}

export const pageOffset = (query: TAdminListQuery) => (query.page - 1) * query.per_page;

/** The day after a YYYY-MM-DD (an inclusive "to" day as an exclusive bound). */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** created_from / created_to (Riyadh calendar days, inclusive) on a timestamp column. */
export function createdFilters(column: AnyColumn) {
  return {
    created_from: (day: string) => sql`${column} >= (${day}::date::timestamp at time zone 'Asia/Riyadh')`,
    created_to: (day: string) => sql`${column} < (${dayAfter(day)}::date::timestamp at time zone 'Asia/Riyadh')`,
  };
}

type TRows = Array<Record<string, unknown>>;
interface TPaged {
  orderBy(...order: SQL[]): { limit(count: number): { offset(count: number): PromiseLike<TRows> } };
}
interface TFiltered extends PromiseLike<TRows>, TPaged {}
/** A resource's FROM (joins included) for the given fields: `(fields) => db.select(fields).from(table)…`. */
export type TSelectFrom = (fields: SelectedFields) => { where(condition: SQL | undefined): TFiltered };

/** One page of a list and the total of its matches, read with the same FROM and WHERE. */
export async function readPage(from: TSelectFrom, fields: SelectedFields, spec: TListSpec, query: TAdminListQuery, extra: SQL[] = []): Promise<{ rows: TRows; total: number }> {
  const where = listWhere(spec, query, extra);
  const [rows, count] = await Promise.all([
    from(fields).where(where).orderBy(...listOrder(spec, query.sort)).limit(query.per_page).offset(pageOffset(query)),
    from({ total: sql<number>`count(*)::int` }).where(where),
  ]);
  return { rows, total: Number(count[0]?.total ?? 0) };
}

/**
 * A company's name in the console's language (`company_name`, `company_name_en` of a row): the English name on an
 * English page when the company gave one, else its main name.
 */
export function companyNameOf(ctx: { locale: TLocale }, row: Record<string, unknown>): string {
  return companyNameIn(ctx.locale, { foundation_name: String(row.company_name ?? ''), foundation_name_en: (row.company_name_en as string | null) ?? null });
}

/** Dates of a row as the caller's time zone writes them (the API's ISO 8601 with offset). */
export function withDates(row: Record<string, unknown>, formatDate: (date: Date) => string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? formatDate(value) : value]));
}
