import type { z } from 'zod';
import {
  ZCourse,
  ZExperience,
  ZLanguage,
  ZMembership,
  ZQualification,
  ZSkill,
  type TFileKind,
  type ZCourseItem,
  type ZLanguageItem,
  type ZExperienceItem,
  type ZMembershipItem,
  type ZQualificationItem,
  type ZSkillItem,
} from '@tawzeef/contract';
import {
  courseInput,
  courseValues,
  experienceInput,
  experienceValues,
  languageInput,
  languageValues,
  membershipInput,
  membershipValues,
  qualificationInput,
  qualificationValues,
  skillInput,
  skillValues,
  type TFormValues,
} from './converters.ts';

/** The five list sections of the CV, by their page name under /profile. */
export const LIST_KEYS = ['qualification', 'personal-exp', 'skills', 'membership-info', 'courses', 'languages'] as const;
export type TListKey = (typeof LIST_KEYS)[number];

export interface TListItems {
  qualification: z.infer<typeof ZQualificationItem>;
  'personal-exp': z.infer<typeof ZExperienceItem>;
  skills: z.infer<typeof ZSkillItem>;
  'membership-info': z.infer<typeof ZMembershipItem>;
  courses: z.infer<typeof ZCourseItem>;
  languages: z.infer<typeof ZLanguageItem>;
}
export type TListItem<K extends TListKey = TListKey> = TListItems[K];

/** An attachment uploaded in the item's own form: the file part `input`, stored as the id in `field`. */
export interface TListFile {
  field: 'graduation_file_id' | 'certificate_file_id';
  input: string;
  kind: TFileKind;
}

export interface TListSpec {
  /** The API's endpoints of this list (API.cvQualifications, ...): list, create, update, remove. */
  group: 'cvQualifications' | 'cvExperiences' | 'cvSkills' | 'cvMemberships' | 'cvCourses' | 'cvLanguages';
  schema: z.ZodType;
  toInput: (form: FormData) => unknown;
  /** An item (or nothing, for a new one) as the form's initial text values. */
  toValues: (item: Record<string, unknown>) => TFormValues;
  file?: TListFile;
  /** Lookups the form needs. */
  lookups?: ReadonlyArray<'majors'>;
}

export const LIST_SPECS: Record<TListKey, TListSpec> = {
  qualification: {
    group: 'cvQualifications',
    schema: ZQualification,
    toInput: qualificationInput,
    toValues: qualificationValues,
    file: { field: 'graduation_file_id', input: 'graduation_file', kind: 'graduation' },
  },
  'personal-exp': { group: 'cvExperiences', schema: ZExperience, toInput: experienceInput, toValues: experienceValues, lookups: ['majors'] },
  skills: { group: 'cvSkills', schema: ZSkill, toInput: skillInput, toValues: skillValues },
  'membership-info': { group: 'cvMemberships', schema: ZMembership, toInput: membershipInput, toValues: membershipValues },
  courses: {
    group: 'cvCourses',
    schema: ZCourse,
    toInput: courseInput,
    toValues: courseValues,
    file: { field: 'certificate_file_id', input: 'certificate_file', kind: 'certificate' },
  },
  languages: { group: 'cvLanguages', schema: ZLanguage, toInput: languageInput, toValues: languageValues },
};

/** When a qualification was obtained, comparable as text: the full date, or the year and month given. */
function graduationKey(item: Pick<TListItems['qualification'], 'graduation_date' | 'graduated_year' | 'graduated_month'>): string {
  if (item.graduation_date) return item.graduation_date.slice(0, 10);
  if (!item.graduated_year) return '';
  return `${item.graduated_year}-${String(item.graduated_month ?? 12).padStart(2, '0')}-32`;
}

/**
 * Newest qualification first whichever way its date was given. The API sorts by the full date first, so a
 * qualification with only a year lands before every dated one; a stable sort keeps its order for ties.
 */
export function newestQualificationsFirst<T extends Pick<TListItems['qualification'], 'graduation_date' | 'graduated_year' | 'graduated_month'>>(items: T[]): T[] {
  return [...items].sort((a, b) => graduationKey(b).localeCompare(graduationKey(a)));
}
