import type { FastifyBaseLogger } from 'fastify';
import type { TAdminListQuery, TAdminRecord, TAdminResourceDef, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TAppDeps } from '../../deps.ts';

/** Who acts and how the answer is written: every resource gets it. */
export interface TAdminContext {
  deps: TAppDeps;
  db: TDatabase;
  admin: { id: number; email: string };
  locale: TLocale;
  formatDate: (date: Date) => string;
  log: FastifyBaseLogger;
}

/**
 * One resource of the console (decision 031): how its records are read, listed and written. Writes receive input
 * already checked by the resource's schemas in the contract (`def`); `update` always gets every writable field
 * (a PATCH is merged with the record first). A record that does not exist answers undefined (the service says 404).
 */
export interface TAdminResource {
  def: TAdminResourceDef;
  /** The record id of the path when it is not a table row's id (`undefined`: no such record, 404). */
  parseId?: (id: string) => number | string | undefined;
  list(ctx: TAdminContext, query: TAdminListQuery): Promise<{ items: TAdminRecord[]; total: number }>;
  get(ctx: TAdminContext, id: number | string): Promise<TAdminRecord | undefined>;
  create?(ctx: TAdminContext, input: Record<string, unknown>): Promise<number | string>;
  update?(ctx: TAdminContext, id: number | string, input: Record<string, unknown>): Promise<void>;
  delete?(ctx: TAdminContext, id: number | string): Promise<void>;
  actions?: Record<string, (ctx: TAdminContext, id: number | string, body: Record<string, unknown>) => Promise<void>>;
}
