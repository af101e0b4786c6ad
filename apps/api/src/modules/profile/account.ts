import { asc, eq } from 'drizzle-orm';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { files, sessions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { verifyPassword } from '../auth/password.ts';
import { findUserById } from '../auth/queries.ts';
import { deleteFile, fileUrl, findOwnFile } from '../files/service.ts';
import { LISTS, listItems, toItemDto } from './lists.ts';
import { completenessOf, findSeekerProfile, prominentMajorIds } from './service.ts';

type TFormat = (d: Date | null) => string | null;

/** Removes one of the person's files (row and bytes); someone else's file is left alone. */
export async function removeFileById(deps: TAppDeps, userId: number, fileId: number): Promise<void> {
  const file = await findOwnFile(deps.db, userId, fileId);
  if (file) await deleteFile(deps, file);
}

/** The whole CV as the API shows it to its owner. */
export async function cvOf(db: TDatabase, userId: number, formatDate: TFormat) {
  const [profile, majorIds, completeness, ...lists] = await Promise.all([
    findSeekerProfile(db, userId),
    prominentMajorIds(db, userId),
    completenessOf(db, userId),
    ...Object.values(LISTS).map((spec) => listItems(db, spec, userId)),
  ]);
  const { user_id: _user, created_at: _created, updated_at, ...fields } = profile ?? ({} as Record<string, unknown>);
  const ownFiles = await db.select().from(files).where(eq(files.owner_id, userId)).orderBy(asc(files.id));
  return {
    ...fields,
    is_visible: profile?.is_visible ?? true,
    updated_at: profile ? formatDate(updated_at as Date) : null,
    prominent_major_ids: majorIds,
    ...Object.fromEntries(Object.keys(LISTS).map((name, i) => [name, (lists[i] ?? []).map((row) => toItemDto(row, formatDate))])),
    files: ownFiles.map((file) => {
      const { key: _key, owner_id: _owner, created_at, ...rest } = file;
      return { ...rest, created_at: formatDate(created_at), url: fileUrl(file) };
    }),
    completeness,
  };
}

/** PDPL "download my data": everything stored about the person, including file names and sessions. */
export async function exportPersonalData(db: TDatabase, userId: number, formatDate: TFormat) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  const { password_hash: _hash, ...account } = user;
  const userSessions = await db
    .select({ created_at: sessions.created_at, last_used_at: sessions.last_used_at, expires_at: sessions.expires_at, revoked_at: sessions.revoked_at, ip: sessions.ip, user_agent: sessions.user_agent, strategy: sessions.strategy })
    .from(sessions)
    .where(eq(sessions.user_id, userId))
    .orderBy(asc(sessions.created_at));
  return {
    exported_at: formatDate(new Date()),
    account: {
      ...account,
      created_at: formatDate(account.created_at),
      updated_at: formatDate(account.updated_at),
      email_verified_at: formatDate(account.email_verified_at),
      phone_verified_at: formatDate(account.phone_verified_at),
    },
    cv: await cvOf(db, userId, formatDate),
    sessions: userSessions.map((s) => ({ ...s, created_at: formatDate(s.created_at), last_used_at: formatDate(s.last_used_at), expires_at: formatDate(s.expires_at), revoked_at: formatDate(s.revoked_at) })),
  };
}

/**
 * Deletes the account after the password is confirmed: files (bytes and rows), the CV, the sessions and the
 * account itself. What other parties keep (applications, in a later issue) must be anonymised there.
 */
export async function deleteAccount(deps: TAppDeps, userId: number, password: string): Promise<void> {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  if (!(await verifyPassword(user.password_hash, password))) throw new HttpError(422, 'validation_failed', { password: 'wrong_password' });
  const ownFiles = await db.select().from(files).where(eq(files.owner_id, userId));
  for (const file of ownFiles) await deleteFile(deps, file);
  await db.delete(users).where(eq(users.id, userId));
}
