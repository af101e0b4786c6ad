import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZIdParam, adminListQuery, isAdminResourceName, type TAdminList, type TAdminListQuery, type TAdminRecord } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { HttpError, RequestValidationError } from '../../errors.ts';
import type { TApiMessage } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { requireRecentSecondStep, type TStepUpSession } from '../auth/step-up.ts';
import { writeAudit } from '../../audit-log.ts';
import type { TAdminContext, TAdminResource } from './context.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { ADMIN_RESOURCE_TABLE } from './resources/index.ts';

/** The admin's context of one request: who acts, in which language and time zone. */
export function adminContext(deps: TAppDeps, request: FastifyRequest): TAdminContext {
  const { user } = requireAuth(request);
  return {
    deps,
    db: deps.db,
    admin: { id: user.id, email: user.email },
    locale: request.locale,
    formatDate: (date) => request.formatDate(date),
    log: request.log,
    afterCommit: (task) => void task(deps.db),
  };
}

/**
 * Runs one administrator's write and its audit entry in one transaction (decision 031): an entry exists exactly
 * for the writes that happened. Inside, the resource sees the transaction as `ctx.db` and `ctx.deps.db` (the
 * modules it reuses, whose own transactions become savepoints, included), and a notifier that only queues: the
 * mails of the write (a suspension, a transfer's approval…) leave after the commit, never for a rolled-back write,
 * and a failure to send them is logged without turning the answer into an error (as in decision 026).
 */
async function inTransaction<T>(ctx: TAdminContext, work: (inside: TAdminContext) => Promise<T>): Promise<T> {
  const after: Array<() => unknown> = [];
  const notifier: TNotifier = {
    mail: async (message) => void after.push(() => ctx.deps.notifier.mail(message)),
    sms: async (message) => void after.push(() => ctx.deps.notifier.sms(message)),
  };
  const result = await ctx.db.transaction((tx) =>
    work({ ...ctx, db: tx, deps: { ...ctx.deps, db: tx, notifier }, afterCommit: (task) => void after.push(() => task(ctx.db)) }),
  );
  for (const task of after) {
    try {
      await task();
    } catch (error) {
      ctx.log.error({ err: error }, 'admin write: what follows its commit failed (a mail not sent?)');
    }
  }
  return result;
}

/** Where a write came from, for the audit log. */
export function clientOf(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

function resourceOf(name: string): TAdminResource {
  if (!isAdminResourceName(name)) throw new HttpError(404, 'admin_resource_unknown');
  return ADMIN_RESOURCE_TABLE[name];
}

/** The record id of the path: a table row's id is checked like every :id (malformed or out of range 422, decision 018). */
function recordIdOf(resource: TAdminResource, id: string): number | string {
  if (resource.parseId) {
    const parsed = resource.parseId(id);
    if (parsed === undefined) throw new HttpError(404, 'not_found');
    return parsed;
  }
  return parse(ZRecordId, { id }).id;
}
const ZRecordId = z.object({ id: ZIdParam });

/** Parses input with a resource's schema, or answers 422 with each field's message in the caller's language. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new RequestValidationError(result.error.issues, input);
  return result.data;
}

const notAllowed = () => new HttpError(405, 'admin_operation_not_allowed');

async function recordOrNotFound(ctx: TAdminContext, resource: TAdminResource, id: number | string): Promise<TAdminRecord> {
  const record = await resource.get(ctx, id);
  if (!record) throw new HttpError(404, 'not_found');
  return record;
}

export async function listRecords(ctx: TAdminContext, name: string, query: Record<string, unknown>): Promise<TAdminList> {
  const resource = resourceOf(name);
  const parsed = parse(adminListQuery(resource.def), query) as TAdminListQuery;
  const { items, total } = await resource.list(ctx, parsed);
  return { items, total, page: parsed.page, per_page: parsed.per_page, sort: parsed.sort };
}

export async function getRecord(ctx: TAdminContext, name: string, id: string): Promise<TAdminRecord> {
  const resource = resourceOf(name);
  return recordOrNotFound(ctx, resource, recordIdOf(resource, id));
}

interface TWrite {
  ctx: TAdminContext;
  client: { ip: string | null; userAgent: string | null };
  /** The administrator's session: the money and verification decisions ask for a recent second step (decision 166). */
  session: TStepUpSession;
}

/** POST /api/admin/{resource}: a new record, audited as `create`. */
export async function createRecord({ ctx, client }: TWrite, name: string, body: unknown): Promise<TAdminRecord> {
  const resource = resourceOf(name);
  if (!resource.create || !resource.def.create) throw notAllowed();
  const input = parse(resource.def.create, body) as Record<string, unknown>;
  return inTransaction(ctx, async (inside) => {
    const id = await resource.create!(inside, input);
    const after = await recordOrNotFound(inside, resource, id);
    await writeAudit(inside.db, { actor: ctx.admin, resource: name, recordId: id, action: 'create', before: null, after, ...client });
    return after;
  });
}

/**
 * PUT (`partial` false: every writable field) or PATCH (some) /api/admin/{resource}/{id}. A PATCH is checked on its
 * own (unknown fields 422), merged with the record's writable fields, and the whole checked again, so the resource
 * always writes a complete, valid set. Audited as `update` with the record before and after.
 */
export async function updateRecord({ ctx, client }: TWrite, name: string, id: string, body: unknown, partial: boolean): Promise<TAdminRecord> {
  const resource = resourceOf(name);
  const schema = resource.def.update;
  if (!resource.update || !schema) throw notAllowed();
  const recordId = recordIdOf(resource, id);
  if (partial) parse(schema.partial(), body);
  const whole = partial ? undefined : (parse(schema, body) as Record<string, unknown>);
  return inTransaction(ctx, async (inside) => {
    const before = await recordOrNotFound(inside, resource, recordId);
    let input = whole;
    if (!input) {
      const current = Object.fromEntries(Object.keys(schema.shape).filter((key) => key in before).map((key) => [key, before[key]]));
      input = parse(schema, { ...current, ...(body as Record<string, unknown>) }) as Record<string, unknown>;
    }
    await resource.update!(inside, recordId, input);
    const after = await recordOrNotFound(inside, resource, recordId);
    await writeAudit(inside.db, { actor: ctx.admin, resource: name, recordId, action: 'update', before, after, ...client });
    return after;
  });
}

/** DELETE /api/admin/{resource}/{id}, where deleting makes sense; audited as `delete` with the record before. */
export async function deleteRecord({ ctx, client }: TWrite, name: string, id: string): Promise<void> {
  const resource = resourceOf(name);
  if (!resource.delete || !resource.def.delete) throw notAllowed();
  const recordId = recordIdOf(resource, id);
  await inTransaction(ctx, async (inside) => {
    const before = await recordOrNotFound(inside, resource, recordId);
    await resource.delete!(inside, recordId);
    await writeAudit(inside.db, { actor: ctx.admin, resource: name, recordId, action: 'delete', before, after: null, ...client });
  });
}

/** POST /api/admin/{resource}/{id}/{action}: audited under the action's name, with the reason given. */
export async function actOnRecord({ ctx, client, session }: TWrite, name: string, id: string, action: string, body: unknown): Promise<{ record: TAdminRecord; message: TApiMessage }> {
  const resource = resourceOf(name);
  const def = Object.hasOwn(resource.def.actions, action) ? resource.def.actions[action] : undefined;
  const run = resource.actions && Object.hasOwn(resource.actions, action) ? resource.actions[action] : undefined;
  if (!def || !run) throw new HttpError(404, 'admin_action_unknown');
  if (def.stepUp) await requireRecentSecondStep(ctx.db, session);
  const recordId = recordIdOf(resource, id);
  const input = parse(def.body, body) as Record<string, unknown>;
  const reason = typeof input.reason === 'string' ? input.reason : null;
  const record = await inTransaction(ctx, async (inside) => {
    const before = await recordOrNotFound(inside, resource, recordId);
    await run(inside, recordId, input);
    const after = await recordOrNotFound(inside, resource, recordId);
    await writeAudit(inside.db, { actor: ctx.admin, resource: name, recordId, action, reason, before, after, ...client });
    return after;
  });
  return { record, message: actionMessage(name, action, input, record) };
}

const ACTION_MESSAGES: Record<string, TApiMessage> = {
  suspend: 'admin_suspended',
  reactivate: 'admin_reactivated',
  verify: 'company_verified',
  reject: 'admin_rejected',
  revoke: 'admin_revoked',
  unpublish: 'admin_unpublished',
  restore: 'admin_restored',
  approve: 'payment_approved',
  approve_name: 'company_name_approved',
  reject_name: 'company_name_rejected',
};

/** What an approved transfer paid for, in the console's answer: a job's posting, a package (decision 130) or a featured period (decision 135). */
function approvedPayment(record: TAdminRecord): TApiMessage {
  if (record.package_id != null) return 'payment_approved_package';
  return record.feature_days != null ? 'payment_approved_feature' : 'payment_approved';
}

/** The answer's message of an action. */
function actionMessage(resource: string, action: string, input: Record<string, unknown>, record: TAdminRecord): TApiMessage {
  if (resource === 'comments') return action === 'approve' ? 'comment_approved' : 'comment_rejected';
  if (resource === 'company-reviews') return action === 'approve' ? 'company_review_published' : 'company_review_rejected';
  if (resource === 'message-reports') return action === 'act' ? 'message_report_acted' : 'message_report_dismissed';
  if (action === 'review') {
    if (resource === 'payments') return input.decision === 'approve' ? approvedPayment(record) : 'payment_rejected';
    return input.decision === 'verify' ? 'company_verified' : 'company_rejected';
  }
  if (action === 'reject') return resource === 'payments' ? 'payment_rejected' : 'company_rejected';
  if (resource === 'payments' && action === 'approve') return approvedPayment(record);
  return ACTION_MESSAGES[action] ?? 'success';
}
