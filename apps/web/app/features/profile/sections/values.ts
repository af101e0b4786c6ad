import { SOCIAL_NETWORKS, type TAccountProfile } from '@tawzeef/contract';
import type { TFieldValues } from './section-form.tsx';

/** What each form shows from the saved profile: every field as the text of its input. */

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** The CV's fields (the CV row does not exist before the first save: every field is then empty). */
const cvField = (profile: TAccountProfile, name: string): string => str((profile.cv as Record<string, unknown> | null)?.[name]);

export function personalInfoValues(profile: TAccountProfile): TFieldValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    ar_first_name: str(profile.ar_first_name),
    ar_last_name: str(profile.ar_last_name),
    en_first_name: str(profile.en_first_name),
    en_last_name: str(profile.en_last_name),
    hear_by_id: str(profile.hear_by_id),
    ...Object.fromEntries(
      ['birthdate', 'birthdate_calendar', 'nationality_id', 'sex', 'social_status', 'drive_licence_nationality_id', 'country_id', 'city_id'].map((name) => [name, cvField(profile, name)]),
    ),
  };
}

/** The phone as the person would type it in Saudi Arabia (05...), other countries in international form. */
export function localPhone(e164: string): string {
  return /^\+9665\d{8}$/.test(e164) ? `0${e164.slice(4)}` : e164;
}

export function contactInfoValues(profile: TAccountProfile): TFieldValues {
  return { email: profile.email, phone: localPhone(profile.phone) };
}

export function infoValues(profile: TAccountProfile): TFieldValues {
  return { major_id: cvField(profile, 'major_id'), sector_id: cvField(profile, 'sector_id'), summary: cvField(profile, 'summary') };
}

export function majorsValues(profile: TAccountProfile): TFieldValues {
  return { major_ids: (profile.cv?.prominent_major_ids ?? []).map(String) };
}

export function jobRequiredValues(profile: TAccountProfile): TFieldValues {
  return Object.fromEntries(['job_role_title', 'expected_salary', 'notice_period', 'job_target', 'job_type'].map((name) => [name, cvField(profile, name)]));
}

export function socialContactsValues(profile: TAccountProfile): TFieldValues {
  return Object.fromEntries(SOCIAL_NETWORKS.map((name) => [name, cvField(profile, name)]));
}
