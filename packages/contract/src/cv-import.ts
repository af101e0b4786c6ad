import { z } from 'zod';
import { COURSE_TYPES, QUALIFICATION_TYPES, SKILL_LEVELS } from './values/profile.ts';
import { LANGUAGE_CODES, LANGUAGE_LEVELS } from './values/cv-import.ts';

/**
 * Languages the seeker speaks (a CV list) and the printed CV's optional personal details; the CV import's draft
 * (decision 038).
 */

export const ZLanguage = z.object({
  language: z.enum(LANGUAGE_CODES),
  level: z.enum(LANGUAGE_LEVELS),
});
export type TLanguage = z.input<typeof ZLanguage>;
export const ZLanguageItem = ZLanguage.extend({ id: z.number().int(), created_at: z.string().nullable(), updated_at: z.string().nullable() });
export type TLanguageItem = z.infer<typeof ZLanguageItem>;

export const ZPrintOptions = z.object({
  print_nationality: z.boolean(),
  print_birthdate: z.boolean(),
  print_sex: z.boolean(),
  print_drive_licence: z.boolean(),
});
export type TPrintOptions = z.infer<typeof ZPrintOptions>;

export const CV_IMPORT_TYPES = ['pdf', 'docx'] as const;

/** One part of the draft: the values read, and the names of those read with low confidence (to check first). */
const draftPart = <T extends z.ZodRawShape>(shape: T) => z.object({ values: z.object(shape), uncertain: z.array(z.string()) });
const maybe = <T extends z.ZodType>(schema: T) => schema.nullable();

export const ZCvDraftPersonal = draftPart({
  first_name: maybe(z.string()),
  last_name: maybe(z.string()),
  ar_first_name: maybe(z.string()),
  ar_last_name: maybe(z.string()),
  en_first_name: maybe(z.string()),
  en_last_name: maybe(z.string()),
});
export const ZCvDraftContact = draftPart({ email: maybe(z.string()), phone: maybe(z.string()) });
export const ZCvDraftAbout = draftPart({ headline: maybe(z.string()), summary: maybe(z.string()) });
export const ZCvDraftExperience = draftPart({
  company_name: maybe(z.string()),
  job_title: maybe(z.string()),
  start_date: maybe(z.string()),
  end_date: maybe(z.string()),
  is_current: z.boolean(),
  job_description: maybe(z.string()),
});
export const ZCvDraftQualification = draftPart({
  qualification_type: maybe(z.enum(QUALIFICATION_TYPES)),
  university: maybe(z.string()),
  study_field: maybe(z.string()),
  graduated_year: maybe(z.number().int()),
  graduated_month: maybe(z.number().int()),
});
export const ZCvDraftSkill = draftPart({ skill_name: z.string(), level: z.enum(SKILL_LEVELS) });
export const ZCvDraftCourse = draftPart({ title: z.string(), total_hours: maybe(z.number().int()), type: z.enum(COURSE_TYPES) });
export const ZCvDraftLanguage = draftPart({ language: z.enum(LANGUAGE_CODES), level: z.enum(LANGUAGE_LEVELS) });

/** What the import read from a CV file: a draft to review, section by section; nothing is saved until confirmed. */
export const ZCvDraft = z.object({
  file: z.object({ type: z.enum(CV_IMPORT_TYPES), pages: z.number().int().nullable(), scripts: z.array(z.enum(['ar', 'en'])) }),
  personal: ZCvDraftPersonal.nullable(),
  contact: ZCvDraftContact.nullable(),
  about: ZCvDraftAbout.nullable(),
  experiences: z.array(ZCvDraftExperience),
  qualifications: z.array(ZCvDraftQualification),
  skills: z.array(ZCvDraftSkill),
  courses: z.array(ZCvDraftCourse),
  languages: z.array(ZCvDraftLanguage),
});
export type TCvDraft = z.infer<typeof ZCvDraft>;
export type TCvDraftExperience = z.infer<typeof ZCvDraftExperience>;
export type TCvDraftQualification = z.infer<typeof ZCvDraftQualification>;
