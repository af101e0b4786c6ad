import type { TLocale } from './locale.ts';
import type { TAlertFrequency } from './values/alerts.ts';
import type { TApplicationStage } from './values/applications.ts';
import type { TJobStatus } from './jobs.ts';
import type { TPaymentStatus, TPaymentSubject, TPayType } from './payments.ts';
import type { TReviewFindingKind } from './values/reviews.ts';
import type { TUserType } from './auth.ts';
import type { TVerificationStatus } from './company.ts';
import type { TMessageReportStatus, TReportReason } from './values/messages.ts';
import type { TJobReportReason, TJobReportStatus } from './values/moderation.ts';
import type { TDesiredJobType, TJobType, TWorkPlace } from './values/profile.ts';

/**
 * The names of the specification's enum values (and of 'withdrawn', the stage history's record of a withdrawal), one section for pages, printed CVs, PDFs, exports, the console and mails alike
 * (decision 150: a value the API writes for a person is named here; `company_stage` is a stage as the company reads it, «مرفوض» where the seeker reads «لم يتم اختيارك»)
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
    company_stage: {
      submitted: 'مُرسل',
      viewed: 'تمت مشاهدته',
      shortlisted: 'في القائمة المختصرة',
      interview: 'مقابلة',
      rejected: 'مرفوض',
      hired: 'تم التوظيف',
      withdrawn: 'مسحوب',
    },
    pay_type: { online: 'دفع إلكتروني بالبطاقة', bank: 'تحويل بنكي' },
    payment_status: { pending: 'بانتظار الدفع', awaiting_review: 'قيد المراجعة', paid: 'مدفوعة', rejected: 'مرفوضة', failed: 'لم تنجح', cancelled: 'ملغاة' },
    payment_subject: { job: 'رسوم نشر وظيفة', package: 'باقة إعلانات', feature: 'تمييز وظيفة' },
    review_finding: { person_name: 'اسم شخص', email: 'بريد إلكتروني', phone: 'رقم هاتف' },
    user_type: { USER: 'باحث عن عمل', COMPANY: 'منشأة', ADMIN: 'مشرف' },
    account_status: { active: 'نشط', suspended: 'موقوف' },
    verification_status: { unverified: 'غير موثقة', pending: 'بانتظار المراجعة', verified: 'موثقة', rejected: 'مرفوضة' },
    job_report_reason: { scam: 'احتيال أو يطلب مالًا', discriminatory: 'تمييزي', wrong_information: 'معلومات خاطئة', expired: 'منتهية', other: 'أخرى' },
    job_report_status: { open: 'مفتوح', dismissed: 'مرفوض', actioned: 'اتُّخذ إجراء' },
    message_report_reason: { spam: 'رسائل مزعجة أو إعلانات', harassment: 'إساءة أو تحرش', scam: 'احتيال أو طلب مال أو بيانات', discrimination: 'تمييز', other: 'سبب آخر' },
    message_report_status: { open: 'مفتوح', dismissed: 'مرفوض', acted: 'أُزيلت الرسالة' },
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
    company_stage: { submitted: 'Submitted', viewed: 'Viewed', shortlisted: 'Shortlisted', interview: 'Interview', rejected: 'Rejected', hired: 'Hired', withdrawn: 'Withdrawn' },
    pay_type: { online: 'Online card payment', bank: 'Bank transfer' },
    payment_status: { pending: 'Awaiting payment', awaiting_review: 'Under review', paid: 'Paid', rejected: 'Rejected', failed: 'Failed', cancelled: 'Cancelled' },
    payment_subject: { job: 'Job posting fee', package: 'Posting package', feature: 'Featured period' },
    review_finding: { person_name: 'A person’s name', email: 'Email address', phone: 'Phone number' },
    user_type: { USER: 'Job seeker', COMPANY: 'Company', ADMIN: 'Administrator' },
    account_status: { active: 'Active', suspended: 'Suspended' },
    verification_status: { unverified: 'Unverified', pending: 'Waiting for review', verified: 'Verified', rejected: 'Rejected' },
    job_report_reason: { scam: 'Scam or asks for money', discriminatory: 'Discriminatory', wrong_information: 'Wrong information', expired: 'Expired', other: 'Other' },
    job_report_status: { open: 'Open', dismissed: 'Dismissed', actioned: 'Acted on' },
    message_report_reason: { spam: 'Spam or advertising', harassment: 'Abuse or harassment', scam: 'A scam, or asks for money or data', discrimination: 'Discrimination', other: 'Something else' },
    message_report_status: { open: 'Open', dismissed: 'Dismissed', acted: 'Message removed' },
  },
} as const satisfies Record<TLocale, Record<string, Record<string, string>>>;

type TLabels = (typeof ENUM_LABELS)['en'];
export type TEnumKind = keyof TLabels;

// The sections name every value of their enums (a new value without a name fails the type-check).
const _complete: {
  job_type: Record<TDesiredJobType | TJobType, string>;
  work_place: Record<TWorkPlace, string>;
  stage: Record<TApplicationStage, string>;
  company_stage: Record<TApplicationStage | 'withdrawn', string>;
  pay_type: Record<TPayType, string>;
  payment_status: Record<TPaymentStatus, string>;
  payment_subject: Record<TPaymentSubject, string>;
  review_finding: Record<TReviewFindingKind, string>;
  user_type: Record<TUserType, string>;
  verification_status: Record<TVerificationStatus, string>;
  job_report_reason: Record<TJobReportReason, string>;
  job_report_status: Record<TJobReportStatus, string>;
  message_report_reason: Record<TReportReason, string>;
  message_report_status: Record<TMessageReportStatus, string>;
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

/** The name of a language (an ISO 639 code of LANGUAGE_CODES) in `locale`, from Intl.DisplayNames: «العربية», "Arabic". */
export function languageName(locale: TLocale, code: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
const displayNames = new Map<TLocale, Intl.DisplayNames>();

/**
 * Where the values of each list the contract exports are named (decision 150): a section of ENUM_LABELS (read by
 * pages, exports, PDFs, mails and the console alike), the field labels (a list of field names), the language names of
 * Intl, a section of the web's catalogue (a list only the web's own pages show), or why a person never reads the value.
 * labels-complete.test.ts walks every exported list and fails on one missing here or a value without a name.
 */
export type TValueNames = { enum: TEnumKind } | { fields: true } | { intl: 'language' } | { web: string } | { code: string };
const fields = { fields: true } as const;
const web = (prefix: string) => ({ web: prefix });
export const VALUE_LIST_NAMES: Readonly<Record<string, TValueNames>> = {
  CONSOLE_EXPORT_RESOURCES: web('admin.resource'),
  LOCALES: web('alerts.language'),
  POST_LANGUAGES: web('alerts.language'),
  USER_TYPES: { enum: 'user_type' },
  REGISTRABLE_USER_TYPES: web('user.type'),
  LOGIN_STRATEGIES: { code: 'the session cookie’s strategy (SPEC §3); the sign-in buttons name the providers' },
  ERROR_REASONS: { code: 'what a client reads of a refusal (decision 166); the person reads the message beside it' },
  HEAR_BY: web('auth.register.hearBy'),
  LOOKUP_KINDS: web('admin.resource'),
  EXPORT_FORMATS: { code: 'a format in the download’s address; the page names each download in words' },
  COMPANY_VIEW_FIELDS: web('profile.privacy.companyView'),
  SEXES: { enum: 'sex' },
  SOCIAL_STATUSES: { enum: 'social_status' },
  QUALIFICATION_TYPES: { enum: 'qualification_type' },
  JOB_TYPES: { enum: 'job_type' },
  DESIRED_JOB_TYPES: { enum: 'job_type' },
  WORK_PLACES: { enum: 'work_place' },
  SKILL_LEVELS: { enum: 'skill_level' },
  COURSE_TYPES: { enum: 'course_type' },
  SOCIAL_NETWORKS: fields,
  BIRTHDATE_CALENDARS: web('profile.personal.calendar'),
  OPTIONAL_SECTIONS: web('page.profile'),
  CV_IMPORT_TYPES: { code: 'file formats, which the import page names as PDF and Word in its sentence' },
  LANGUAGE_CODES: { intl: 'language' },
  LANGUAGE_LEVELS: web('cv.languages.level'),
  PRINT_DETAILS: web('profile.privacy.companyView'),
  ZFileKind: { code: 'the kind of an upload, fixed by the form that uploads it' },
  FILE_KINDS: { code: 'the kind of an upload, fixed by the form that uploads it' },
  FILE_TYPES: { code: 'file formats (PDF, JPG, PNG), the same words in both languages' },
  VERIFICATION_PURPOSES: web('alerts.outbox.purposes'),
  OAUTH_PROVIDERS: web('oauth'),
  VERIFICATION_STATUSES: { enum: 'verification_status' },
  PUBLISH_BLOCKERS: web('jobs.blockers'),
  COMPANY_SIZES: web('company.size'),
  WORKING_TYPES: web('company.type'),
  JOB_STATUSES: { enum: 'job_status' },
  PUBLISHED_JOB_STATUSES: { enum: 'job_status' },
  JOB_TABS: web('jobs.tab'),
  JOB_PUBLISH_REQUIRED: fields,
  NATIONAL_ADDRESS_PARTS: fields,
  REQUIRED_ADDRESS_PARTS: fields,
  JOB_ACTIVE_LOCKED_FIELDS: fields,
  PAY_TYPES: { enum: 'pay_type' },
  PAYMENT_STATUSES: { enum: 'payment_status' },
  CREDIT_REASONS: web('pay.credit.reason'),
  ZATCA_DOCUMENT_STATES: web('admin.zatca.state'),
  ZATCA_MESSAGE_KINDS: web('admin.zatca.kind'),
  PAYMENT_SUBJECTS: { enum: 'payment_subject' },
  PAYMENT_GATEWAYS: { code: 'the card payment provider the operator configured, never shown to a company' },
  TAX_INVOICE_KINDS: { code: 'ZATCA’s kind of invoice; the invoice’s own title says it in words' },
  JOB_SEARCH_SORTS: web('search.sort'),
  SITEMAP_KINDS: { code: 'a sitemap file’s name in its address, read by search engines' },
  JOB_POSTED_WITHIN: web('search.posted'),
  SUGGESTION_SCOPES: { code: 'which search asks for suggestions, in the request’s address' },
  SUGGESTION_KINDS: web('search.suggest.kind'),
  ZApplicationStage: { enum: 'stage' },
  APPLICATION_STAGES: { enum: 'stage' },
  MATCH_CRITERIA: { code: 'named with its outcome in one sentence (applicants.reason.<criterion>.<outcome>)' },
  MATCH_OUTCOMES: web('applicants.reason.major'),
  PROFILE_REQUIREMENTS: web('applications.gaps'),
  ZProfileRequirement: web('applications.gaps'),
  RECOMMENDATION_SECTIONS: web('recommendations.section'),
  APPLICANT_SORTS: web('applicants.sort'),
  APPLICANT_REQUIREMENTS: web('screening.verdict'),
  ZBulkActionName: web('pipeline.bulk.action'),
  PIPELINE_BULK_ACTIONS: web('pipeline.bulk.action'),
  COMPANY_ROLES: web('team.role'),
  COMPANY_CAPABILITIES: { code: 'what a role may do; the team page describes each role in a sentence' },
  MESSAGE_TEMPLATE_KINDS: web('templates.kind'),
  MESSAGE_TEMPLATE_PLACEHOLDERS: web('templates.placeholder'),
  INTERVIEW_PLACEHOLDERS: web('templates.placeholder'),
  SCREENING_QUESTION_TYPES: web('jobs.sq.type'),
  YES_NO: web('jobs.sq'),
  CV_VIEW_SOURCES: web('profile.cvViews.source'),
  CANDIDATE_SEARCH_SORTS: web('candidates.sort'),
  CANDIDATE_ACTIVE_WITHIN: web('candidates.active'),
  CANDIDATE_NOTICE_CHOICES: { code: 'a number of months, written by Intl in a plural sentence' },
  CANDIDATE_EXPERIENCE_CHOICES: { code: 'a number of years, written by Intl in a plural sentence' },
  SAVED_SEARCH_FREQUENCIES: web('savedSearches.frequency'),
  MESSAGE_TYPES: { code: 'msg_type (SPEC §3): a message shows its text, file or invitation, never its type' },
  INVITATION_ANSWERS: web('messages.invitation'),
  INVITATION_STATUSES: web('messages.invitation.status'),
  REPORT_REASONS: { enum: 'message_report_reason' },
  MESSAGE_REPORT_STATUSES: { enum: 'message_report_status' },
  SCREEN_CATEGORIES: web('moderation.category'),
  SCREEN_RULE_ACTIONS: web('admin.value.screening-rules.action'),
  SCREEN_RULE_KINDS: web('admin.value.screening-rules.kind'),
  SCREENED_FIELDS: fields,
  JOB_REPORT_REASONS: { enum: 'job_report_reason' },
  JOB_REPORT_STATUSES: { enum: 'job_report_status' },
  ADMIN_JOB_REVIEW_FILTERS: web('review.tab'),
  ADMIN_JOB_REVIEW_BULK_ACTIONS: web('review.bulk'),
  NAME_MARKUP_CHARACTERS: { code: 'characters a name may not hold: the message shows them as they are typed' },
  ZAlertFrequency: { enum: 'alert_frequency' },
  ALERT_FREQUENCIES: { enum: 'alert_frequency' },
  MESSAGE_CHANNEL_NAMES: web('alerts.channels'),
  ALERT_FILTER_NAMES: fields,
  SITE_PAGE_SLUGS: web('page'),
  CONTACT_MESSAGE_STATUSES: web('admin.value.contact-messages.status'),
  TERMS_ACCEPTANCE_SOURCES: { code: 'where the terms were accepted; "download my data" names it in its own words (export-summary-copy.ts)' },
  POST_KINDS: web('admin.value.posts.kind'),
  POST_CATEGORIES: web('posts.category'),
  COMMENT_STATUSES: web('admin.value.comments.status'),
  REVIEW_STATUSES: web('reviews.status'),
  SALARY_BANDS: web('salaries.band'),
  REVIEW_KINDS: web('reviews.kind'),
  REVIEW_RELATIONSHIPS: web('reviews.relationship'),
  INTERVIEW_OUTCOMES: web('reviews.outcome'),
  REVIEW_RATINGS: fields,
  REVIEW_FINDING_KINDS: { enum: 'review_finding' },
  VIEW_SOURCES: web('analytics.source'),
  ADMIN_RESOURCE_GROUPS: web('admin.group'),
  NAME_CHANGE_STATES: web('admin.value.companies.name_change'),
  ADMIN_RESOURCE_NAMES: web('admin.resource'),
  JOB_HINT_CODES: { code: 'a hint the post-job form explains in a sentence of its own (jobs.hint.*)' },
  SAUDI_ONLY_TEXT_FIELDS: fields,
};
