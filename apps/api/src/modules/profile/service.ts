import {
  looksLikeEmail,
  normalizePhone,
  type TAccountProfile,
  type TContactInfo,
  type TInfo,
  type TJobRequired,
  type TLocale,
  type TPersonalInfo,
  type TSocialContacts,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { requireRecentSecondStep, type TStepUpSession } from '../auth/step-up.ts';
import { findUserByEmail, findUserByPhone, findUserById, type TUserWithCompany } from '../auth/queries.ts';
import { toUserDto } from '../auth/service.ts';
import { deleteFile, findOwnFile } from '../files/service.ts';
import { requestPhoneChange } from '../verification/phone-change.ts';
import { requestEmailVerification, verificationDeps } from '../verification/service.ts';
import { cvOf, type TFormat } from './account.ts';
import { replaceDefaultCvFile } from './cv-files.ts';
import { findSeekerProfile, replaceProminentMajors, updateUser, upsertProfile } from './queries.ts';
import { assertReferences, cityRefused, lookupsRefused, majorsRefused, ownFilesRefused } from './references.ts';

/** The account as its owner sees it; a job seeker's with the whole CV. */
export async function accountProfileOf(db: TDatabase, user: TUserWithCompany, locale: TLocale, format: TFormat): Promise<TAccountProfile> {
  const cv = user.type === 'USER' ? await cvOf(db, user.id, format) : null;
  return { ...toUserDto(user, locale, format), cv: cv as TAccountProfile['cv'] };
}

export async function savePersonalInfo(db: TDatabase, userId: number, input: TPersonalInfo): Promise<void> {
  await assertReferences(
    lookupsRefused(db, [
      { field: 'nationality_id', id: input.nationality_id, table: 'nationalities' },
      { field: 'drive_licence_nationality_id', id: input.drive_licence_nationality_id, table: 'nationalities' },
      { field: 'country_id', id: input.country_id, table: 'countries' },
    ]),
    cityRefused(db, input.city_id, input.country_id),
  );
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, {
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      ar_first_name: input.ar_first_name || null,
      ar_last_name: input.ar_last_name || null,
      en_first_name: input.en_first_name || null,
      en_last_name: input.en_last_name || null,
      hear_by_id: input.hear_by_id ?? null,
    });
    await upsertProfile(tx, userId, {
      birthdate: input.birthdate ?? null,
      ...(input.birthdate_calendar ? { birthdate_calendar: input.birthdate_calendar } : {}),
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
 * Email and phone: a change of either asks for the current password, and the new value must not belong to
 * someone else. A new email is saved at once, no longer confirmed, and sent a confirmation link; a new phone
 * number is not saved: a code goes to it by SMS and it replaces the current number once the code is confirmed
 * (decision 046). Answers whether a code went to a new number.
 */
export async function saveContactInfo(deps: TAppDeps, session: TStepUpSession, input: TContactInfo, locale: TLocale, ip: string): Promise<{ phoneChange: boolean }> {
  const { db } = deps;
  const userId = session.user.id;
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  const email = input.email.trim().toLowerCase();
  const phone = normalizePhone(input.phone);
  if (!phone || looksLikeEmail(input.phone)) throw new HttpError(422, 'validation_failed', { phone: 'phone' });
  const emailChanged = email !== user.email.toLowerCase();
  const phoneChanged = phone !== user.phone;
  if (!emailChanged && !phoneChanged) return { phoneChange: false };
  if (!input.current_password) throw new HttpError(422, 'validation_failed', { current_password: 'required' });
  await requireRecentSecondStep(db, session);
  if (!(await confirmPassword(deps, user, input.current_password))) {
    throw new HttpError(422, 'validation_failed', { current_password: 'wrong_password' });
  }
  const [emailOwner, phoneOwner] = await Promise.all([findUserByEmail(db, email), findUserByPhone(db, phone)]);
  const errors = {
    ...(emailOwner && emailOwner.id !== userId ? { email: 'email_taken' as const } : {}),
    ...(phoneOwner && phoneOwner.id !== userId ? { phone: 'phone_taken' as const } : {}),
  };
  if (Object.keys(errors).length) throw new HttpError(422, 'validation_failed', errors);
  const verification = verificationDeps(deps);
  // The code first: when the SMS rules refuse one (429), nothing of the form is saved.
  if (phoneChanged) await requestPhoneChange(verification, user, phone, locale, ip);
  if (!emailChanged) return { phoneChange: phoneChanged };
  await updateUser(db, userId, { email, ...(email !== user.email ? { email_verified_at: null } : {}) });
  const changed = await findUserById(db, userId);
  if (changed) await requestEmailVerification(verification, changed, changed.locale, '');
  return { phoneChange: phoneChanged };
}

export async function saveInfo(db: TDatabase, userId: number, input: TInfo): Promise<void> {
  await assertReferences(
    lookupsRefused(db, [
      { field: 'major_id', id: input.major_id, table: 'majors' },
      { field: 'sector_id', id: input.sector_id, table: 'sectors' },
    ]),
  );
  await upsertProfile(db, userId, { major_id: input.major_id ?? null, sector_id: input.sector_id ?? null, summary: input.summary || null });
}

export async function saveProminentMajors(db: TDatabase, userId: number, majorIds: number[]): Promise<void> {
  await assertReferences(majorsRefused(db, majorIds));
  await db.transaction((tx) => replaceProminentMajors(tx, userId, majorIds));
}

export async function saveJobRequired(db: TDatabase, userId: number, input: TJobRequired): Promise<void> {
  await upsertProfile(db, userId, {
    job_role_title: input.job_role_title.trim(),
    expected_salary: input.expected_salary ?? null,
    notice_period: input.notice_period ?? null,
    job_target: input.job_target || null,
    job_type: input.job_type ?? null,
  });
}

export async function saveSocialContacts(db: TDatabase, userId: number, input: TSocialContacts): Promise<void> {
  const values = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v || null]));
  await upsertProfile(db, userId, values);
}

export async function saveVisibility(db: TDatabase, userId: number, isVisible: boolean): Promise<void> {
  await upsertProfile(db, userId, { is_visible: isVisible });
}

/** Attaches an uploaded photo or CV (or removes it with null); the file it replaces is deleted (row and bytes). */
export async function attachProfileFile(deps: TAppDeps, userId: number, slot: 'photo' | 'cv', fileId: number | null): Promise<void> {
  // The CV slot is the default of the seeker's CV files (decision 132).
  if (slot === 'cv') return replaceDefaultCvFile(deps, userId, fileId);
  const { db } = deps;
  await assertReferences(ownFilesRefused(db, userId, [{ field: 'file_id', id: fileId, kinds: [slot] }]));
  const current = await findSeekerProfile(db, userId);
  const column = slot === 'photo' ? 'photo_file_id' : 'cv_file_id';
  const previous = current?.[column] ?? null;
  await upsertProfile(db, userId, { [column]: fileId });
  if (previous === null || previous === fileId) return;
  // Someone else's file is left alone (it cannot be attached here, but a stale id must not delete it).
  const replaced = await findOwnFile(db, userId, previous);
  if (replaced) await deleteFile(deps, replaced);
}
