import { asc, eq, sql } from 'drizzle-orm';
import { computeCompleteness, looksLikeEmail, normalizePhone, type TCompleteness, type TContactInfo, type TInfo, type TJobRequired, type TPersonalInfo, type TSocialContacts } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { experiences, qualifications, seekerMajors, seekerProfiles, skills, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { verifyPassword } from '../auth/password.ts';
import { findUserByEmail, findUserByPhone, findUserById } from '../auth/queries.ts';
import { assertCityInCountry, assertLookups, assertOwnFiles, existingMajorIds } from './references.ts';

export type TSeekerProfileRow = typeof seekerProfiles.$inferSelect;

export async function findSeekerProfile(db: TDatabase, userId: number): Promise<TSeekerProfileRow | undefined> {
  const [row] = await db.select().from(seekerProfiles).where(eq(seekerProfiles.user_id, userId)).limit(1);
  return row;
}

/** Creates the CV row on first save, then changes only the given columns. */
async function upsertProfile(db: TDatabase, userId: number, values: Partial<Omit<TSeekerProfileRow, 'user_id' | 'created_at'>>): Promise<void> {
  await db
    .insert(seekerProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: seekerProfiles.user_id, set: { ...values, updated_at: new Date() } });
}

export async function completenessOf(db: TDatabase, userId: number): Promise<TCompleteness> {
  const [profile, user, counts] = await Promise.all([
    findSeekerProfile(db, userId),
    findUserById(db, userId),
    db
      .select({
        majors: sql<number>`(select count(*) from ${seekerMajors} where ${seekerMajors.user_id} = ${userId})`.mapWith(Number),
        qualifications: sql<number>`(select count(*) from ${qualifications} where ${qualifications.user_id} = ${userId})`.mapWith(Number),
        experiences: sql<number>`(select count(*) from ${experiences} where ${experiences.user_id} = ${userId})`.mapWith(Number),
        skills: sql<number>`(select count(*) from ${skills} where ${skills.user_id} = ${userId})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`)
      .then((rows) => rows[0]),
  ]);
  const p = profile;
  return computeCompleteness({
    'personal-info': Boolean(user?.first_name && user.last_name && p?.birthdate && p.nationality_id && p.sex && p.country_id && p.city_id),
    'contact-info': Boolean(user?.email && user.phone),
    info: Boolean(p?.major_id && p.sector_id && p.summary),
    majors: (counts?.majors ?? 0) > 0,
    qualification: (counts?.qualifications ?? 0) > 0,
    'personal-exp': (counts?.experiences ?? 0) > 0,
    'job-required': Boolean(p?.job_role_title && p.expected_salary && p.notice_period && p.job_type),
    skills: (counts?.skills ?? 0) > 0,
    photo: Boolean(p?.photo_file_id),
    cv: Boolean(p?.cv_file_id),
  });
}

export async function savePersonalInfo(db: TDatabase, userId: number, input: TPersonalInfo): Promise<void> {
  await assertLookups(db, [
    { field: 'nationality_id', id: input.nationality_id, table: 'nationalities' },
    { field: 'drive_licence_nationality_id', id: input.drive_licence_nationality_id, table: 'nationalities' },
    { field: 'country_id', id: input.country_id, table: 'countries' },
  ]);
  await assertCityInCountry(db, input.city_id, input.country_id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        ar_first_name: input.ar_first_name || null,
        ar_last_name: input.ar_last_name || null,
        en_first_name: input.en_first_name || null,
        en_last_name: input.en_last_name || null,
        hear_by_id: input.hear_by_id ?? null,
        updated_at: new Date(),
      })
      .where(eq(users.id, userId));
    await upsertProfile(tx as unknown as TDatabase, userId, {
      birthdate: input.birthdate ?? null,
      nationality_id: input.nationality_id ?? null,
      sex: input.sex ?? null,
      social_status: input.social_status ?? null,
      drive_licence_nationality_id: input.drive_licence_nationality_id ?? null,
      country_id: input.country_id ?? null,
      city_id: input.city_id ?? null,
    });
  });
}

/**
 * Email and phone: a change of either asks for the current password. The new value must not belong to
 * someone else. (Verification of the new value arrives with the account life-cycle issue.)
 */
export async function saveContactInfo(db: TDatabase, userId: number, input: TContactInfo): Promise<{ emailChanged: boolean }> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  const email = input.email.trim().toLowerCase();
  const phone = normalizePhone(input.phone);
  if (!phone || looksLikeEmail(input.phone)) throw new HttpError(422, 'validation_failed', { phone: 'phone' });
  const changed = email !== user.email.toLowerCase() || phone !== user.phone;
  if (!changed) return { emailChanged: false };
  if (!input.current_password) throw new HttpError(422, 'validation_failed', { current_password: 'required' });
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new HttpError(422, 'validation_failed', { current_password: 'wrong_password' });
  }
  const [emailOwner, phoneOwner] = await Promise.all([findUserByEmail(db, email), findUserByPhone(db, phone)]);
  const errors = {
    ...(emailOwner && emailOwner.id !== userId ? { email: 'email_taken' as const } : {}),
    ...(phoneOwner && phoneOwner.id !== userId ? { phone: 'phone_taken' as const } : {}),
  };
  if (Object.keys(errors).length) throw new HttpError(422, 'validation_failed', errors);
  await db
    .update(users)
    .set({
      email,
      phone,
      ...(email !== user.email ? { email_verified_at: null } : {}),
      ...(phone !== user.phone ? { phone_verified_at: null } : {}),
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
  return { emailChanged: email !== user.email.toLowerCase() };
}

export async function saveInfo(db: TDatabase, userId: number, input: TInfo): Promise<void> {
  await assertLookups(db, [
    { field: 'major_id', id: input.major_id, table: 'majors' },
    { field: 'sector_id', id: input.sector_id, table: 'sectors' },
  ]);
  await upsertProfile(db, userId, { major_id: input.major_id ?? null, sector_id: input.sector_id ?? null, summary: input.summary || null });
}

export async function saveProminentMajors(db: TDatabase, userId: number, majorIds: number[]): Promise<void> {
  const existing = await existingMajorIds(db, majorIds);
  if (majorIds.some((id) => !existing.has(id))) throw new HttpError(422, 'validation_failed', { major_ids: 'valid' });
  await db.transaction(async (tx) => {
    await tx.delete(seekerMajors).where(eq(seekerMajors.user_id, userId));
    if (majorIds.length) await tx.insert(seekerMajors).values(majorIds.map((major_id, i) => ({ user_id: userId, major_id, position: i + 1 })));
  });
}

export async function prominentMajorIds(db: TDatabase, userId: number): Promise<number[]> {
  const rows = await db.select({ id: seekerMajors.major_id }).from(seekerMajors).where(eq(seekerMajors.user_id, userId)).orderBy(asc(seekerMajors.position));
  return rows.map((r) => r.id);
}

export async function saveJobRequired(db: TDatabase, userId: number, input: TJobRequired): Promise<void> {
  await upsertProfile(db, userId, {
    job_role_title: input.job_role_title.trim(),
    expected_salary: input.expected_salary,
    notice_period: input.notice_period,
    job_target: input.job_target || null,
    job_type: input.job_type,
  });
}

export async function saveSocialContacts(db: TDatabase, userId: number, input: TSocialContacts): Promise<void> {
  const values = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v || null]));
  await upsertProfile(db, userId, values);
}

export async function saveVisibility(db: TDatabase, userId: number, isVisible: boolean): Promise<void> {
  await upsertProfile(db, userId, { is_visible: isVisible });
}

/** Attaches an uploaded photo or CV (or removes it with null); the file it replaces is returned for deletion. */
export async function attachProfileFile(db: TDatabase, userId: number, slot: 'photo' | 'cv', fileId: number | null): Promise<number | null> {
  await assertOwnFiles(db, userId, [{ field: 'file_id', id: fileId, kinds: [slot] }]);
  const current = await findSeekerProfile(db, userId);
  const column = slot === 'photo' ? 'photo_file_id' : 'cv_file_id';
  const previous = current?.[column] ?? null;
  await upsertProfile(db, userId, { [column]: fileId });
  return previous !== fileId ? previous : null;
}


