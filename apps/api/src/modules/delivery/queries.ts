import { count, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.ts';

/** The newest mails kept in the local outbox (never delivered). */
export function findLocalMail(db: TDatabase, limit: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.status, 'local')).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** The newest SMS kept in the local outbox (never delivered). */
export function findLocalSms(db: TDatabase, limit: number) {
  return db.select().from(smsOutbox).where(eq(smsOutbox.status, 'local')).orderBy(desc(smsOutbox.id)).limit(limit);
}

/** A page of the mail outbox, newest first, optionally of one purpose; its total; and every purpose there is. */
export async function findMailOutboxPage(db: TDatabase, { purpose, page, perPage }: { purpose: string | undefined; page: number; perPage: number }) {
  const where = purpose ? eq(mailOutbox.purpose, purpose) : undefined;
  const [rows, [counted], purposes] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(mailOutbox).where(where),
    db.selectDistinct({ purpose: mailOutbox.purpose }).from(mailOutbox).orderBy(mailOutbox.purpose),
  ]);
  return { rows, total: counted?.total ?? 0, purposes: purposes.map((p) => p.purpose) };
}
