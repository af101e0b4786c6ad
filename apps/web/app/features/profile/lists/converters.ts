import {
  type TCourse,
  type TExperience,
  type TMembership,
  type TQualification,
  type TSkill,
  type TLanguage,
} from '@tawzeef/contract';
import { checked, dateField, idField, optionalNumber, optionalText, text } from '../../../lib/form-data.ts';

/** The form's text fields as typed (files left out), to refill the form after a refused submission. */
export type TFormValues = Record<string, string>;

export function formValues(form: FormData, skip: readonly string[] = ['intent']): TFormValues {
  const values: TFormValues = {};
  for (const [name, value] of form) if (typeof value === 'string' && !skip.includes(name)) values[name] = value;
  return values;
}

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The qualification form as the API's body (ZQualification). */
export function qualificationInput(form: FormData): TQualification {
  return {
    qualification_type: text(form, 'qualification_type') as TQualification['qualification_type'],
    university: text(form, 'university'),
    system: optionalText(form, 'system'),
    graduation_degree: optionalText(form, 'graduation_degree'),
    graduation_date: dateField(form, 'graduation_date'),
    graduated_year: optionalNumber(form, 'graduated_year'),
    graduated_month: optionalNumber(form, 'graduated_month'),
    study_field: text(form, 'study_field'),
    description: optionalText(form, 'description'),
    graduation_file_id: idField(form, 'graduation_file_id'),
  };
}

export const qualificationValues = (item: Partial<Record<keyof TQualification, unknown>>): TFormValues => ({
  qualification_type: str(item.qualification_type),
  university: str(item.university),
  system: str(item.system),
  graduation_degree: str(item.graduation_degree),
  graduation_date: str(item.graduation_date).slice(0, 10),
  graduated_year: str(item.graduated_year),
  graduated_month: str(item.graduated_month),
  study_field: str(item.study_field),
  description: str(item.description),
  graduation_file_id: str(item.graduation_file_id),
});

/** The experience form as the API's body (ZExperience); "I currently work here" drops the end date. */
export function experienceInput(form: FormData): TExperience {
  const isCurrent = checked(form, 'is_current');
  return {
    company_name: text(form, 'company_name'),
    job_title: text(form, 'job_title'),
    foundation_major_id: idField(form, 'foundation_major_id'),
    start_date: dateField(form, 'start_date') ?? '',
    end_date: isCurrent ? null : dateField(form, 'end_date'),
    is_current: isCurrent,
    job_description: optionalText(form, 'job_description'),
    foundation_members_count: optionalNumber(form, 'foundation_members_count'),
    latest_salary: optionalNumber(form, 'latest_salary'),
  };
}

export const experienceValues = (item: Partial<Record<keyof TExperience, unknown>>): TFormValues => ({
  company_name: str(item.company_name),
  job_title: str(item.job_title),
  foundation_major_id: str(item.foundation_major_id),
  start_date: str(item.start_date).slice(0, 10),
  end_date: str(item.end_date).slice(0, 10),
  ...(item.is_current ? { is_current: 'on' } : {}),
  job_description: str(item.job_description),
  foundation_members_count: str(item.foundation_members_count),
  latest_salary: str(item.latest_salary),
});

export function skillInput(form: FormData): TSkill {
  return { skill_name: text(form, 'skill_name'), level: text(form, 'level') as TSkill['level'] };
}

export const skillValues = (item: Partial<Record<keyof TSkill, unknown>>): TFormValues => ({ skill_name: str(item.skill_name), level: str(item.level) });

export function languageInput(form: FormData): TLanguage {
  return { language: text(form, 'language') as TLanguage['language'], level: text(form, 'level') as TLanguage['level'] };
}

export const languageValues = (item: Partial<Record<keyof TLanguage, unknown>>): TFormValues => ({ language: str(item.language), level: str(item.level) });

export function membershipInput(form: FormData): TMembership {
  return { role_name: text(form, 'role_name'), member_from: dateField(form, 'member_from') ?? '' };
}

export const membershipValues = (item: Partial<Record<keyof TMembership, unknown>>): TFormValues => ({
  role_name: str(item.role_name),
  member_from: str(item.member_from).slice(0, 10),
});

export function courseInput(form: FormData): TCourse {
  return {
    title: text(form, 'title'),
    // A required number: blank becomes null so that the message says "required", not "must be numbers".
    total_hours: optionalNumber(form, 'total_hours') as number,
    type: text(form, 'type') as TCourse['type'],
    certificate_file_id: idField(form, 'certificate_file_id'),
  };
}

export const courseValues = (item: Partial<Record<keyof TCourse, unknown>>): TFormValues => ({
  title: str(item.title),
  total_hours: str(item.total_hours),
  type: str(item.type),
  certificate_file_id: str(item.certificate_file_id),
});
