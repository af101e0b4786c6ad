import type { TDatabase } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';

// The audit log of administrators' writes (decision 031), below every module: the admin console and moderation both write it.

/** Keys never written to the audit log, whatever a record holds (defence in depth: records never carry them). */
const SECRET_KEY = /(password|token|secret|hash|otp|api_key|private_key)/i;

/** A record as the audit log keeps it: secrets left out at every depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([key]) => !SECRET_KEY.test(key)).map(([key, inner]) => [key, withoutSecrets(inner)]));
  }
  return value;
}

export interface TAuditEntry {
  actor: { id: number; email: string };
  resource: string;
  recordId: number | string;
  action: string;
  reason?: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
}

/** Records one administrator's write (decision 031). */
export async function writeAudit(db: TDatabase, entry: TAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: entry.actor.id,
    actor_email: entry.actor.email,
    resource: entry.resource,
    record_id: String(entry.recordId),
    action: entry.action,
    reason: entry.reason?.trim() || null,
    before: entry.before === undefined || entry.before === null ? null : withoutSecrets(entry.before),
    after: entry.after === undefined || entry.after === null ? null : withoutSecrets(entry.after),
    ip: entry.ip,
    user_agent: entry.userAgent?.slice(0, 300) ?? null,
  });
}
