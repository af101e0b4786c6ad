import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { TAccountSession, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { deviceInWords } from '../auth/devices.ts';
import { placeOf } from '../auth/places.ts';

/** Who asks: the account and the session the request came with. */
interface TAsker {
  userId: number;
  sessionId: number;
}

/** A session in force: not ended (logout, rotation, this page) and not expired. */
const live = (userId: number) => and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date()));

/** The caller's sessions in force, the most recently used first (issue 61 §2). */
export async function listSessions(db: TDatabase, asker: TAsker, locale: TLocale, formatDate: (date: Date) => string): Promise<TAccountSession[]> {
  const rows = await db
    .select({ id: sessions.id, user_agent: sessions.user_agent, ip: sessions.ip, created_at: sessions.created_at, last_used_at: sessions.last_used_at })
    .from(sessions)
    .where(live(asker.userId))
    .orderBy(desc(sessions.last_used_at), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: deviceInWords(row.user_agent, locale),
    place: placeOf(row.ip, locale),
    created_at: formatDate(row.created_at),
    last_used_at: formatDate(row.last_used_at),
    current: row.id === asker.sessionId,
  }));
}

/** Ends one of the caller's sessions as logout does (its access and refresh tokens together); another's is 404. */
export async function endOneSession(db: TDatabase, asker: TAsker, sessionId: number): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), live(asker.userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new HttpError(404, 'session_not_found');
}

/** Ends every session of the caller but the one that asks; answers how many ended. */
export async function endOtherSessions(db: TDatabase, asker: TAsker): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(live(asker.userId), ne(sessions.id, asker.sessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
