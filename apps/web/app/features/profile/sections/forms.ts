import {
  COMPANY_VIEW_FIELDS,
  hijriToGregorian,
  type TCompanyView,
  SOCIAL_NETWORKS,
  type TContactInfo,
  type TInfo,
  type TJobRequired,
  type TPersonalInfo,
  type TProminentMajors,
  type TSocialContacts,
} from '@tawzeef/contract';
import { optionalChoice, optionalNumber, optionalText, parseNumber, text } from '../../../lib/form-data.ts';

/**
 * Form fields as the API's bodies (the contract's input types). Empty optional fields become null, so the
 * schema clears them; numbers accept Arabic-Indic digits and the Arabic separators.
 */


/**
 * The date of birth as typed: the Gregorian field, or the Hijri (Umm al-Qura) day, month and year converted to the
 * Gregorian date that is stored (decision 039). A Hijri date that does not exist stays as typed, so it is refused.
 */
export function birthdateInput(form: FormData): string | null {
  if (text(form, 'birthdate_calendar') !== 'hijri') return optionalText(form, 'birthdate');
  const part = (name: 'day' | 'month' | 'year') => parseNumber(text(form, `birthdate_hijri_${name}`));
  const [day, month, year] = [part('day'), part('month'), part('year')];
  if (day === null && month === null && year === null) return null;
  return (day !== null && month !== null && year !== null && hijriToGregorian(year, month, day)) || `hijri:${year ?? ''}-${month ?? ''}-${day ?? ''}`;
}

export function personalInfoInput(form: FormData): TPersonalInfo {
  return {
    first_name: text(form, 'first_name'),
    last_name: text(form, 'last_name'),
    ar_first_name: optionalText(form, 'ar_first_name'),
    ar_last_name: optionalText(form, 'ar_last_name'),
    en_first_name: optionalText(form, 'en_first_name'),
    en_last_name: optionalText(form, 'en_last_name'),
    birthdate: birthdateInput(form),
    birthdate_calendar: text(form, 'birthdate_calendar') === 'hijri' ? 'hijri' : 'gregorian',
    nationality_id: optionalNumber(form, 'nationality_id'),
    sex: optionalChoice<NonNullable<TPersonalInfo['sex']>>(form, 'sex'),
    social_status: optionalChoice<NonNullable<TPersonalInfo['social_status']>>(form, 'social_status'),
    drive_licence_nationality_id: optionalNumber(form, 'drive_licence_nationality_id'),
    country_id: optionalNumber(form, 'country_id'),
    city_id: optionalNumber(form, 'city_id'),
    hear_by_id: optionalChoice<NonNullable<TPersonalInfo['hear_by_id']>>(form, 'hear_by_id'),
  };
}

export function contactInfoInput(form: FormData): TContactInfo {
  const password = text(form, 'current_password');
  return {
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    ...(password ? { current_password: password } : {}),
  };
}

export function infoInput(form: FormData): TInfo {
  return {
    major_id: optionalNumber(form, 'major_id'),
    sector_id: optionalNumber(form, 'sector_id'),
    summary: optionalText(form, 'summary'),
  };
}

export function majorsInput(form: FormData): TProminentMajors {
  return { major_ids: form.getAll('major_ids').map((value) => Number(value)) };
}

export function jobRequiredInput(form: FormData): TJobRequired {
  return {
    job_role_title: text(form, 'job_role_title'),
    expected_salary: optionalNumber(form, 'expected_salary'),
    notice_period: optionalNumber(form, 'notice_period'),
    job_target: optionalText(form, 'job_target'),
    job_type: optionalChoice<NonNullable<TJobRequired['job_type']>>(form, 'job_type'),
  };
}

export function socialContactsInput(form: FormData): TSocialContacts {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalText(form, network)])) as TSocialContacts;
}

export function visibilityInput(form: FormData): { is_visible: boolean } {
  return { is_visible: form.get('is_visible') === 'on' };
}

/** The personal details shown to companies (decision 086): a ticked box shows its detail; an unticked one hides it. */
export function companyViewInput(form: FormData): TCompanyView {
  return Object.fromEntries(COMPANY_VIEW_FIELDS.map((field) => [field, form.get(field) === 'on'])) as TCompanyView;
}

export function deleteAccountInput(form: FormData): { password: string } {
  return { password: text(form, 'password') };
}
