import { eq } from 'drizzle-orm';
import type { TLocale, TProfileRequirement } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { seekerProfiles, users } from '../../db/schema/index.ts';
import { HttpError, type TFieldError } from '../../errors.ts';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;

/** What the requirement check reads of an account and its CV (users joined with seeker_profiles). */
export const PROFILE_BASICS = {
  first_name: users.first_name,
  last_name: users.last_name,
  email_verified_at: users.email_verified_at,
  phone_verified_at: users.phone_verified_at,
  city_id: seekerProfiles.city_id,
  job_role_title: seekerProfiles.job_role_title,
  cv_file_id: seekerProfiles.cv_file_id,
};

async function findProfileBasics(db: TDatabase, userId: number) {
  const [row] = await db.select(PROFILE_BASICS).from(users).leftJoin(seekerProfiles, eq(seekerProfiles.user_id, users.id)).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * The parts of the minimum profile a job seeker lacks to apply (decision 024): a name, a confirmed phone or
 * email, a city, and a desired job title or a CV file. Empty when they may apply.
 */
export function missingFrom(basics: Awaited<ReturnType<typeof findProfileBasics>>): TProfileRequirement[] {
  if (!basics) return ['name', 'contact', 'city', 'desired_job'];
  const missing: TProfileRequirement[] = [];
  if (!filled(basics.first_name) || !filled(basics.last_name)) missing.push('name');
  if (basics.email_verified_at === null && basics.phone_verified_at === null) missing.push('contact');
  if (basics.city_id === null) missing.push('city');
  if (!filled(basics.job_role_title) && basics.cv_file_id === null) missing.push('desired_job');
  return missing;
}

/** `missingFrom` the account's basics as they are now. */
export async function missingProfile(db: TDatabase, userId: number): Promise<TProfileRequirement[]> {
  return missingFrom(await findProfileBasics(db, userId));
}

/** How each missing part is named in the refusal's field errors ("{attribute} field is required"). */
const NAMES: Record<TLocale, Record<TProfileRequirement, string>> = {
  en: { name: 'Your first and last name', contact: 'A confirmed phone number or email', city: 'City', desired_job: 'A desired job title or a CV file' },
  ar: { name: 'الاسم الأول واسم العائلة', contact: 'رقم جوال أو بريد إلكتروني مؤكد', city: 'المدينة', desired_job: 'المسمى الوظيفي المرغوب أو ملف السيرة الذاتية' },
};

/** Refuses (422, one error per missing part, in the caller's language) a job seeker whose profile is below the minimum. */
export async function requireMinimumProfile(db: TDatabase, userId: number, locale: TLocale): Promise<void> {
  const missing = await missingProfile(db, userId);
  if (!missing.length) return;
  const errors: Partial<Record<string, TFieldError>> = Object.fromEntries(missing.map((part) => [part, { key: 'required', params: { attribute: NAMES[locale][part] } }]));
  throw new HttpError(422, 'application_profile_incomplete', errors);
}
