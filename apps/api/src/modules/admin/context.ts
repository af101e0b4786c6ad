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
  /**
   * Runs `task` once the write's transaction has committed (with the database outside it), or at once outside a
   * write: what must not happen for a write that is rolled back, such as forgetting a cache.
   */
  afterCommit(task: (db: TDatabase) => unknown): void;
}

/**
 * One resource of the console (decision 031): how its records are read, listed and written. A write runs inside one
 * transaction with its audit entry (`ctx.db` and `ctx.deps.db` are that transaction; mails sent through
 * `ctx.deps.notifier` leave after the commit), so it must reach the database only through them. Writes receive input
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
