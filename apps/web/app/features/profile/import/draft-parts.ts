import { COURSE_TYPES, LANGUAGE_LEVELS, QUALIFICATION_TYPES, SKILL_LEVELS, type TCvDraft, type TLocale } from '@tawzeef/contract';
import type { TMessageId, TTranslate } from '../../../i18n/index.ts';
import { monthNames } from '../../../lib/format.ts';
import type { TListKey } from '../lists/specs.ts';
import { localPhone } from '../sections/values.ts';
import { languageOptions } from './language-name.ts';

/**
 * The parts of a draft (decision 038): the sections, and each item of the five lists. The CV's headline is a part of
 * its own, saved as the desired job title, apart from the summary (decision 152).
 */
export const PART_KINDS = ['personal', 'contact', 'headline', 'about', 'experiences', 'qualifications', 'skills', 'courses', 'languages'] as const;
export type TDraftPartKind = (typeof PART_KINDS)[number];
const SECTION_KINDS = ['personal', 'contact', 'headline', 'about'] as const;
export type TListPartKind = Exclude<TDraftPartKind, (typeof SECTION_KINDS)[number]>;
export const isSectionKind = (kind: TDraftPartKind): kind is (typeof SECTION_KINDS)[number] => (SECTION_KINDS as readonly string[]).includes(kind);

/** Each list part is saved through this CV list's endpoint. */
export const LIST_OF_PART: Record<TListPartKind, TListKey> = {
  experiences: 'personal-exp',
  qualifications: 'qualification',
  skills: 'skills',
  courses: 'courses',
  languages: 'languages',
};

/** "experiences.2" → "experiences"; anything else → null. */
export function partKind(part: string): TDraftPartKind | null {
  const [kind, index] = part.split('.');
  if (!PART_KINDS.includes(kind as TDraftPartKind)) return null;
  const isList = !isSectionKind(kind as TDraftPartKind);
  return isList === /^\d+$/.test(index ?? '') ? (kind as TDraftPartKind) : null;
}

export interface TDraftField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'date' | 'checkbox' | 'password' | 'number';
  options?: Array<{ value: string; label: string }>;
  required?: boolean;
  hint?: string;
}

export interface TDraftCard {
  part: string;
  kind: TDraftPartKind;
  title: string;
  fields: TDraftField[];
  values: Record<string, string>;
  uncertain: string[];
  /** Saved values of the section's other fields, sent along so that saving the section keeps them. */
  hidden: Record<string, string>;
}

export interface TSavedValues {
  personal: Record<string, string | string[]>;
  contact: Record<string, string | string[]>;
  info: Record<string, string | string[]>;
  /** The desired job as saved: the headline's card keeps its salary, notice period, type and target. */
  job?: Record<string, string | string[]>;
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const only = (values: Record<string, string | string[]>, leave: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name, value]) => !leave.includes(name) && typeof value === 'string')) as Record<string, string>;

/** The cards of the review page, in the profile's order, from the draft and what is saved now. */
export function draftCards(draft: TCvDraft, saved: TSavedValues, t: TTranslate, locale: TLocale): TDraftCard[] {
  const choose = { value: '', label: t('cv.form.choose') };
  const label = (id: TMessageId) => t(id);
  const cards: TDraftCard[] = [];
  if (draft.personal) {
    const names = ['first_name', 'last_name', 'ar_first_name', 'ar_last_name', 'en_first_name', 'en_last_name'] as const;
    cards.push({
      part: 'personal',
      kind: 'personal',
      title: t('cvImport.section.personal'),
      fields: names.map((name) => ({ name, label: label(`profile.personal.${name}`), kind: 'text', required: name === 'first_name' || name === 'last_name' })),
      values: Object.fromEntries(names.map((name) => [name, str(draft.personal?.values[name]) || str(saved.personal[name])])),
      uncertain: draft.personal.uncertain,
      hidden: only(saved.personal, [...names]),
    });
  }
  if (draft.contact) {
    cards.push({
      part: 'contact',
      kind: 'contact',
      title: t('cvImport.section.contact'),
      fields: [
        { name: 'email', label: t('profile.contact.email'), kind: 'text', required: true },
        { name: 'phone', label: t('profile.contact.phone'), kind: 'text', required: true },
        { name: 'current_password', label: t('profile.contact.current_password'), kind: 'password', hint: t('profile.contact.passwordHint') },
      ],
      values: {
        email: draft.contact.values.email ?? str(saved.contact.email),
        phone: draft.contact.values.phone ? localPhone(draft.contact.values.phone) : str(saved.contact.phone),
        current_password: '',
      },
      uncertain: draft.contact.uncertain,
      hidden: {},
    });
  }
  if (draft.about?.values.headline) {
    cards.push({
      part: 'headline',
      kind: 'headline',
      title: t('cvImport.section.headline'),
      fields: [{ name: 'job_role_title', label: t('profile.job.job_role_title'), kind: 'text', required: true, hint: t('cvImport.headlineHint') }],
      values: { job_role_title: draft.about.values.headline },
      uncertain: draft.about.uncertain.includes('headline') ? ['job_role_title'] : [],
      hidden: only(saved.job ?? {}, ['job_role_title']),
    });
  }
  if (draft.about?.values.summary) {
    cards.push({
      part: 'about',
      kind: 'about',
      title: t('cvImport.section.about'),
      fields: [{ name: 'summary', label: t('profile.info.summary'), kind: 'textarea', hint: t('cvImport.aboutHint') }],
      values: { summary: draft.about.values.summary },
      uncertain: draft.about.uncertain.includes('summary') ? ['summary'] : [],
      hidden: only(saved.info, ['summary']),
    });
  }
  const months = [{ value: '', label: t('cv.form.none') }, ...monthNames(locale).map((name, i) => ({ value: String(i + 1), label: name }))];
  draft.experiences.forEach((e, i) =>
    cards.push({
      part: `experiences.${i}`,
      kind: 'experiences',
      title: t('cvImport.section.experiences'),
      fields: [
        { name: 'job_title', label: t('cv.experience.jobTitle'), kind: 'text', required: true },
        { name: 'company_name', label: t('cv.experience.company'), kind: 'text', required: true },
        { name: 'start_date', label: t('cv.experience.start'), kind: 'date', required: true },
        { name: 'end_date', label: t('cv.experience.end'), kind: 'date' },
        { name: 'is_current', label: t('cv.experience.current'), kind: 'checkbox' },
        { name: 'job_description', label: t('cv.experience.description'), kind: 'textarea' },
      ],
      values: { ...Object.fromEntries(Object.entries(e.values).map(([k, v]) => [k, str(v)])), is_current: e.values.is_current ? 'on' : '' },
      uncertain: e.uncertain,
      hidden: {},
    }),
  );
  draft.qualifications.forEach((q, i) =>
    cards.push({
      part: `qualifications.${i}`,
      kind: 'qualifications',
      title: t('cvImport.section.qualifications'),
      fields: [
        { name: 'qualification_type', label: t('cv.qualification.type'), kind: 'select', required: true, options: [choose, ...QUALIFICATION_TYPES.map((v) => ({ value: v, label: t(`enum.qualification_type.${v}`) }))] },
        { name: 'study_field', label: t('cv.qualification.studyField'), kind: 'text', required: true },
        { name: 'university', label: t('cv.qualification.university'), kind: 'text', required: true },
        { name: 'graduated_year', label: t('cv.qualification.year'), kind: 'number' },
        { name: 'graduated_month', label: t('cv.qualification.month'), kind: 'select', options: months },
      ],
      values: Object.fromEntries(Object.entries(q.values).map(([k, v]) => [k, str(v)])),
      uncertain: q.uncertain,
      hidden: {},
    }),
  );
  draft.skills.forEach((s, i) =>
    cards.push({
      part: `skills.${i}`,
      kind: 'skills',
      title: t('cvImport.section.skills'),
      fields: [
        { name: 'skill_name', label: t('cv.skills.name'), kind: 'text', required: true },
        { name: 'level', label: t('cv.skills.level'), kind: 'select', required: true, options: [choose, ...SKILL_LEVELS.map((v) => ({ value: v, label: t(`enum.skill_level.${v}`) }))] },
      ],
      values: { skill_name: s.values.skill_name, level: s.values.level },
      uncertain: s.uncertain,
      hidden: {},
    }),
  );
  draft.courses.forEach((c, i) =>
    cards.push({
      part: `courses.${i}`,
      kind: 'courses',
      title: t('cvImport.section.courses'),
      fields: [
        { name: 'title', label: t('cv.courses.title'), kind: 'text', required: true },
        { name: 'type', label: t('cv.courses.type'), kind: 'select', required: true, options: [choose, ...COURSE_TYPES.map((v) => ({ value: v, label: t(`enum.course_type.${v}`) }))] },
        { name: 'total_hours', label: t('cv.courses.hours'), kind: 'number', required: true },
      ],
      values: { title: c.values.title, type: c.values.type, total_hours: str(c.values.total_hours) },
      uncertain: c.uncertain,
      hidden: {},
    }),
  );
  draft.languages.forEach((l, i) =>
    cards.push({
      part: `languages.${i}`,
      kind: 'languages',
      title: t('cvImport.section.languages'),
      fields: [
        { name: 'language', label: t('cv.languages.language'), kind: 'select', required: true, options: [choose, ...languageOptions(locale)] },
        { name: 'level', label: t('cv.languages.level'), kind: 'select', required: true, options: [choose, ...LANGUAGE_LEVELS.map((v) => ({ value: v, label: t(`cv.languages.level.${v}`) }))] },
      ],
      values: { language: l.values.language, level: l.values.level },
      uncertain: l.uncertain,
      hidden: {},
    }),
  );
  return cards;
}

/** The fields that name a part once it is saved or skipped, in the order they are read ("Arabic · Native"). */
const SUMMARY_FIELDS: Record<TDraftPartKind, string[]> = {
  personal: ['first_name', 'last_name'],
  contact: ['email', 'phone'],
  headline: ['job_role_title'],
  about: ['summary'],
  experiences: ['job_title', 'company_name'],
  qualifications: ['qualification_type', 'study_field', 'university'],
  skills: ['skill_name', 'level'],
  courses: ['title', 'type'],
  languages: ['language', 'level'],
};

/**
 * A saved or skipped part in one line, in the page's language: a choice shows its label (a language's name, a
 * degree, a level), never the code stored behind it; a long text is cut to its first line.
 */
export function cardSummary(card: TDraftCard): string {
  const shown = SUMMARY_FIELDS[card.kind].flatMap((name) => {
    const value = card.values[name]?.trim();
    if (!value) return [];
    const field = card.fields.find((f) => f.name === name);
    const text = field?.options ? (field.options.find((option) => option.value === value)?.label ?? '') : (value.split('\n')[0] ?? '');
    return text ? [text.length > 80 ? `${text.slice(0, 79)}…` : text] : [];
  });
  return shown.join(card.kind === 'personal' ? ' ' : ' · ');
}
