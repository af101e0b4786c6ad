import { eq } from 'drizzle-orm';
import { COMPANY_VIEW_FIELDS, COMPANY_VIEW_HIDDEN, type TCompanyView, type TCompanyViewField } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { seekerCompanyView } from '../../db/schema/index.ts';

type TRecord = Record<string, unknown>;

/**
 * The keys of a CV (profile/account.ts `cvOf`, an application's snapshot) that each choice shows to companies
 * (decision 086). Everything else of the CV is what the person does and is always shown; a new personal detail added
 * to the profile must be named here or in the list of CV content in company-view.test.ts, which fails otherwise.
 */
export const COMPANY_VIEW_KEYS: Readonly<Record<TCompanyViewField, readonly string[]>> = {
  birthdate: ['birthdate', 'birthdate_calendar'],
  sex: ['sex'],
  social_status: ['social_status'],
  nationality: ['nationality_id'],
  drive_licence: ['drive_licence_nationality_id'],
  photo: ['photo_file_id'],
};

/** The seeker's choices; no row means every detail hidden (the default). */
export async function companyViewChoicesOf(db: TDatabase, userId: number): Promise<TCompanyView> {
  const [row] = await db.select().from(seekerCompanyView).where(eq(seekerCompanyView.user_id, userId));
  if (!row) return COMPANY_VIEW_HIDDEN;
  return Object.fromEntries(COMPANY_VIEW_FIELDS.map((field) => [field, row[field]])) as TCompanyView;
}

export async function saveCompanyViewChoices(db: TDatabase, userId: number, choices: TCompanyView): Promise<TCompanyView> {
  const values = { ...choices, updated_at: new Date() };
  await db
    .insert(seekerCompanyView)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: seekerCompanyView.user_id, set: values });
  return companyViewChoicesOf(db, userId);
}

/** A CV without the personal details its owner did not show to companies. */
export function withoutHiddenDetails(cv: TRecord, choices: TCompanyView): TRecord {
  const shown: TRecord = { ...cv };
  for (const field of COMPANY_VIEW_FIELDS) if (!choices[field]) for (const key of COMPANY_VIEW_KEYS[field]) delete shown[key];
  return shown;
}

/**
 * The one way a seeker's CV reaches a company (decision 086): the CV of a snapshot (the employee call's current CV,
 * an application's stored snapshot) with only the personal details the seeker chose, now, to show to companies. An
 * anonymised application (no seeker) shows none. Every company-facing answer of a CV goes through it.
 */
export async function companyViewOf<T extends { cv: TRecord }>(db: TDatabase, seekerId: number | null, snapshot: T): Promise<T> {
  const choices = seekerId === null ? COMPANY_VIEW_HIDDEN : await companyViewChoicesOf(db, seekerId);
  return { ...snapshot, cv: withoutHiddenDetails(snapshot.cv, choices) };
}
