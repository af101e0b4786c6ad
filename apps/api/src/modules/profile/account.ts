import { computeCompleteness, type TCompleteness, type TExportFormat, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { seekerProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { findUserById } from '../auth/queries.ts';
import { findFilesOf } from '../files/queries.ts';
import { fileUrl } from '../files/service.ts';
import { exportActivity } from './export-activity.ts';
import { exportMore } from './export-more.ts';
import { exportReviews } from '../reviews/export.ts';
import { renderExportSummary } from './export-summary.ts';
import { LISTS, toItemDto } from './lists.ts';
import { findItems, findProminentMajorIds, findProminentMajors, findSeekerProfile, findSessionsOf, type TSeekerProfileRow } from './queries.ts';

/** How a view writes timestamps: in the caller's `Timezone` (request.formatDate). */
export type TFormat = (d: Date | null) => string | null;

type TCompletenessUser = { first_name: string | null; last_name: string | null; email: string | null; phone: string | null };
type TCompletenessCounts = { majors: number; qualifications: number; experiences: number; skills: number };
/** What the completeness reads of the CV's row, as columns to select (profile/header.ts reads them for every page). */
export const COMPLETENESS_COLUMNS = {
  birthdate: seekerProfiles.birthdate,
  nationality_id: seekerProfiles.nationality_id,
  sex: seekerProfiles.sex,
  country_id: seekerProfiles.country_id,
  city_id: seekerProfiles.city_id,
  major_id: seekerProfiles.major_id,
  sector_id: seekerProfiles.sector_id,
  summary: seekerProfiles.summary,
  job_role_title: seekerProfiles.job_role_title,
  expected_salary: seekerProfiles.expected_salary,
  notice_period: seekerProfiles.notice_period,
  job_type: seekerProfiles.job_type,
  photo_file_id: seekerProfiles.photo_file_id,
  cv_file_id: seekerProfiles.cv_file_id,
};
/** Those columns of the CV's row (undefined, or every column null: no CV yet). */
type TCompletenessProfile = { [K in keyof typeof COMPLETENESS_COLUMNS]: TSeekerProfileRow[K] | null };

/** The completeness of a CV from its owner's account, profile row and the numbers of its items. */
export function completenessFrom(user: TCompletenessUser | undefined, p: TCompletenessProfile | undefined, counts: TCompletenessCounts): TCompleteness {
  return computeCompleteness({
    'personal-info': Boolean(user?.first_name && user.last_name && p?.birthdate && p.nationality_id && p.sex && p.country_id && p.city_id),
    'contact-info': Boolean(user?.email && user.phone),
    info: Boolean(p?.major_id && p.sector_id && p.summary),
    majors: counts.majors > 0,
    qualification: counts.qualifications > 0,
    'personal-exp': counts.experiences > 0,
    'job-required': Boolean(p?.job_role_title && p.expected_salary && p.notice_period !== null && p.job_type),
    skills: counts.skills > 0,
    photo: Boolean(p?.photo_file_id),
    cv: Boolean(p?.cv_file_id),
  });
}

/** The whole CV as the API shows it to its owner (also the snapshot an application keeps, decision 016). */
export async function cvOf(db: TDatabase, userId: number, formatDate: TFormat) {
  const [profile, majorIds, user, ownFiles, ...lists] = await Promise.all([
    findSeekerProfile(db, userId),
    findProminentMajorIds(db, userId),
    findUserById(db, userId),
    findFilesOf(db, userId),
    ...Object.values(LISTS).map((spec) => findItems(db, spec, userId)),
  ]);
  const items = Object.fromEntries(Object.keys(LISTS).map((name, i) => [name, lists[i] ?? []]));
  // The completeness from what the CV read itself (decision 063): no second read of the profile and the counts.
  const completeness = completenessFrom(user, profile, {
    majors: majorIds.length,
    qualifications: items.qualifications?.length ?? 0,
    experiences: items.experiences?.length ?? 0,
    skills: items.skills?.length ?? 0,
  });
  const { user_id: _user, created_at: _created, updated_at, ...fields } = profile ?? ({} as Record<string, unknown>);
  return {
    ...fields,
    is_visible: profile?.is_visible ?? true,
    updated_at: profile ? formatDate(updated_at as Date) : null,
    prominent_major_ids: majorIds,
    ...Object.fromEntries(Object.entries(items).map(([name, rows]) => [name, rows.map((row) => toItemDto(row, formatDate))])),
    files: ownFiles.map((file) => {
      const { key: _key, owner_id: _owner, created_at, ...rest } = file;
      return { ...rest, created_at: formatDate(created_at), url: fileUrl(file) };
    }),
    completeness,
  };
}

/**
 * PDPL "download my data": everything stored about the person, including file names and sessions, and what they
 * did (applications, saved jobs, alerts, conversations, CV views) with names next to ids in their language.
 */
export async function exportPersonalData(db: TDatabase, userId: number, formatDate: TFormat, locale: TLocale = 'ar') {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  const { password_hash: _hash, ...account } = user;
  const userSessions = await findSessionsOf(db, userId);
  return {
    exported_at: formatDate(new Date()),
    account: {
      ...account,
      created_at: formatDate(account.created_at),
      updated_at: formatDate(account.updated_at),
      email_verified_at: formatDate(account.email_verified_at),
      phone_verified_at: formatDate(account.phone_verified_at),
    },
    // The majors by name next to their ids, in the reader's language (decision 150).
    cv: { ...(await cvOf(db, userId, formatDate)), prominent_majors: await findProminentMajors(db, userId, locale) },
    activity: { ...(await exportActivity(db, userId, locale, formatDate)), ...(await exportMore(db, userId, user.email, locale, formatDate)), ...(await exportReviews(db, userId, locale, formatDate)) },
    sessions: userSessions.map((s) => ({ ...s, created_at: formatDate(s.created_at), last_used_at: formatDate(s.last_used_at), expires_at: formatDate(s.expires_at), revoked_at: formatDate(s.revoked_at) })),
  };
}

/** The export as the file it is downloaded as: its name (with the day) and its pretty-printed JSON, or the readable HTML page. */
export async function exportFile(
  db: TDatabase,
  userId: number,
  formatDate: TFormat,
  now: Date,
  locale: TLocale,
  format: TExportFormat = 'json',
): Promise<{ filename: string; body: string; contentType: string }> {
  const data = await exportPersonalData(db, userId, formatDate, locale);
  const name = `tawzeef-my-data-${now.toISOString().slice(0, 10)}`;
  if (format === 'html') return { filename: `${name}.html`, body: renderExportSummary(data, locale), contentType: 'text/html; charset=utf-8' };
  return { filename: `${name}.json`, body: JSON.stringify(data, null, 2), contentType: 'application/json; charset=utf-8' };
}
