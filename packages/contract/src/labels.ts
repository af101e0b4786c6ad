import type { TLocale } from './locale.ts';
import type { TAlertFrequency } from './values/alerts.ts';
import type { TApplicationStage } from './values/applications.ts';
import type { TJobStatus } from './jobs.ts';
import type { TDesiredJobType, TJobType, TWorkPlace } from './values/profile.ts';

/**
 * The names of the specification's enum values (and of 'withdrawn', the stage history's record of a withdrawal), one section for pages, printed CVs, PDFs and mails alike
 * (the web's catalogues read them as `enum.<kind>.<value>`, the API's mails through enumLabel).
 */
export const ENUM_LABELS = {
  ar: {
    job_type: { full_time: 'دوام كامل', part_time: 'دوام جزئي', remotely: 'عن بُعد', contract: 'عقد', temporary: 'مؤقت', internship: 'تدريب' },
    work_place: { on_site: 'في مقر العمل', hybrid: 'هجين', remote: 'عن بُعد' },
    qualification_type: { secondary: 'ثانوية عامة', diploma: 'دبلوم', bachelor: 'بكالوريوس', ma: 'ماجستير', phd: 'دكتوراه' },
    skill_level: { beginner: 'مبتدئ', average: 'متوسط', high: 'متقدم', excellent: 'ممتاز' },
    course_type: { course: 'دورة', training: 'تدريب' },
    sex: { male: 'ذكر', female: 'أنثى' },
    social_status: { single: 'أعزب / عزباء', married: 'متزوج / متزوجة' },
    stage: {
      submitted: 'مُرسل',
      viewed: 'تمت مشاهدته',
      shortlisted: 'في القائمة المختصرة',
      interview: 'مقابلة',
      rejected: 'لم يتم اختيارك',
      hired: 'تم التوظيف',
      withdrawn: 'مسحوب',
    },
    alert_frequency: { daily: 'يوميًا', weekly: 'أسبوعيًا', monthly: 'شهريًا' },
    job_status: {
      draft: 'مسودة',
      awaiting_payment: 'بانتظار الدفع',
      awaiting_review: 'بانتظار المراجعة',
      held: 'موقوفة للمراجعة',
      active: 'منشورة',
      paused: 'موقوفة مؤقتًا',
      expired: 'منتهية',
      closed: 'مغلقة',
      unpublished: 'أُلغي نشرها',
    },
  },
  en: {
    job_type: { full_time: 'Full time', part_time: 'Part time', remotely: 'Remote', contract: 'Contract', temporary: 'Temporary', internship: 'Internship' },
    work_place: { on_site: 'On site', hybrid: 'Hybrid', remote: 'Remote' },
    qualification_type: { secondary: 'Secondary school', diploma: 'Diploma', bachelor: 'Bachelor’s degree', ma: 'Master’s degree', phd: 'Doctorate' },
    // The same steps as the Arabic: مبتدئ، متوسط، متقدم، ممتاز (decision 040).
    skill_level: { beginner: 'Beginner', average: 'Intermediate', high: 'Advanced', excellent: 'Excellent' },
    course_type: { course: 'Course', training: 'Training' },
    sex: { male: 'Male', female: 'Female' },
    social_status: { single: 'Single', married: 'Married' },
    stage: { submitted: 'Submitted', viewed: 'Viewed', shortlisted: 'Shortlisted', interview: 'Interview', rejected: 'Not selected', hired: 'Hired', withdrawn: 'Withdrawn' },
    alert_frequency: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
    job_status: { draft: 'Draft', awaiting_payment: 'Awaiting payment', awaiting_review: 'Awaiting review', held: 'Held for review', active: 'Live', paused: 'Paused', expired: 'Expired', closed: 'Closed', unpublished: 'Unpublished' },
  },
} as const satisfies Record<TLocale, Record<string, Record<string, string>>>;

type TLabels = (typeof ENUM_LABELS)['en'];
export type TEnumKind = keyof TLabels;

// The sections name every value of their enums (a new value without a name fails the type-check).
const _complete: {
  job_type: Record<TDesiredJobType | TJobType, string>;
  work_place: Record<TWorkPlace, string>;
  stage: Record<TApplicationStage, string>;
  alert_frequency: Record<TAlertFrequency, string>;
  job_status: Record<TJobStatus, string>;
} = ENUM_LABELS.en;
void _complete;

/** The name of an enum value in a language. */
export function enumLabel<K extends TEnumKind>(locale: TLocale, kind: K, value: keyof TLabels[K]): string {
  return (ENUM_LABELS[locale][kind] as Record<PropertyKey, string>)[value] ?? String(value);
}

/** The catalogue id of an enum value's name: `enum.job_type.full_time`. */
export type TEnumMessageId = { [K in TEnumKind]: `enum.${K}.${keyof TLabels[K] & string}` }[TEnumKind];

/** The sections as flat catalogue entries: `enum.job_type.full_time` → 'Full time'. */
export function enumCatalogue(locale: TLocale): Record<TEnumMessageId, string> {
  const entries = {} as Record<string, string>;
  for (const [kind, values] of Object.entries(ENUM_LABELS[locale])) {
    for (const [value, label] of Object.entries(values as Record<string, string>)) entries[`enum.${kind}.${value}`] = label;
  }
  return entries;
}

/**
 * Where the values of each list the contract exports are named (decision 150): a section of ENUM_LABELS (read by
 * pages, exports, PDFs, mails and the console alike), the field labels (a list of field names), a section of the web's
 * catalogue (a list only the web's own pages show), or why a person never reads the value (a code of the API or a URL).
 */
export type TValueNames = { enum: TEnumKind } | { fields: true } | { web: string } | { code: string };
export const VALUE_LIST_NAMES: Readonly<Record<string, TValueNames>> = {};
