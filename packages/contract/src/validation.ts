import type { z } from 'zod';
import type { TLocale } from './locale.ts';

/** The validation messages of SPEC §5, English exactly as specified, Arabic alongside. */
export const validationMessages = {
  en: {
    required: '{attribute} field is required',
    is_required: 'Is Required',
    max: '{attribute} field must be at most {max} characters long',
    min: '{attribute} field must be {min} characters at least',
    valid: 'must be valid',
    numeric: 'must be numbers',
    password: 'must be 6 numbers',
    positive: 'must be positive numbers',
    email: 'field is not valid Email Address',
    phone: 'The phone number not valid',
    max_words: 'This field must be less than {maxWords}',
    phone_or_email: 'Invalid Phone Or Email',
    password_confirmation: 'please make sure password Is Correct',
    image_type: 'must be jpg or png',
    image_size: 'must be less than {count} mb',
    image_dimensions: 'must be {width} by {height}',
    url: 'Invalid Url',
    file_pdf: 'File Type Must be PDF',
    file_type: 'must be a PDF, JPG or PNG file',
    image_too_large_pixels: 'The image is too large: at most {count} megapixels',
    min_value: 'This Field must be at less {min}',
    max_value: 'This Field must be less than {max}',
    max_items: 'Choose at most {max}',
    unknown_field: 'This field is not allowed',
    end_after_start: 'The end date must be after the start date',
    code_wrong: 'The code is not correct',
    code_invalid: 'The code is not correct or has expired: check it or ask for a new one',
    code_expired: 'The code has expired or was already used: ask for a new one',
    code_burned: 'Too many wrong tries: this code no longer works, ask for a new one',
    max_majors: 'Choose at most {max} majors',
    wrong_password: 'The current password is not correct',
    city_not_in_country: 'This city is not in the chosen country',
    not_found_item: 'This item does not exist or is not yours',
    email_taken: 'This email is already registered: log in or use another email',
    phone_taken: 'This phone number is already registered: log in or use another number',
    salary_range: 'The highest salary must not be lower than the lowest',
    iban: 'The IBAN is not valid: SA followed by 22 digits and letters',
    deadline_past: 'The deadline must be today or later',
    deadline_too_far: 'The deadline must be within {max} days',
    locked_while_active: 'This cannot change while the job is live',
    file_not_yours: 'Upload the file again: this one is not available',
    iban_taken: 'This IBAN is already in the list of bank accounts',
    amount_decimals: 'Use at most two decimals (whole halalas)',
  },
  ar: {
    required: 'حقل {attribute} مطلوب',
    is_required: 'مطلوب',
    max: 'يجب ألا يزيد حقل {attribute} عن {max} حرفًا',
    min: 'يجب ألا يقل حقل {attribute} عن {min} أحرف',
    valid: 'يجب أن تكون القيمة صحيحة',
    numeric: 'يجب أن تكون أرقامًا',
    password: 'يجب أن يتكون من 6 أرقام',
    positive: 'يجب أن تكون أرقامًا موجبة',
    email: 'البريد الإلكتروني غير صالح',
    phone: 'رقم الجوال غير صالح',
    max_words: 'يجب أن يكون هذا الحقل أقل من {maxWords} كلمة',
    phone_or_email: 'رقم الجوال أو البريد الإلكتروني غير صالح',
    password_confirmation: 'يرجى التأكد من تطابق كلمة المرور',
    image_type: 'يجب أن تكون الصورة بصيغة jpg أو png',
    image_size: 'يجب أن يكون حجم الملف أقل من {count} ميجابايت',
    image_dimensions: 'يجب أن تكون الأبعاد {width} × {height}',
    url: 'الرابط غير صالح',
    file_pdf: 'يجب أن يكون نوع الملف PDF',
    file_type: 'يجب أن يكون الملف بصيغة PDF أو JPG أو PNG',
    image_too_large_pixels: 'الصورة كبيرة جدًا: الحد الأقصى {count} ميغابكسل',
    min_value: 'يجب ألا تقل قيمة هذا الحقل عن {min}',
    max_value: 'يجب أن تكون قيمة هذا الحقل أقل من {max}',
    max_items: 'اختر {max} كحد أقصى',
    unknown_field: 'هذا الحقل غير مسموح به',
    end_after_start: 'يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء',
    code_wrong: 'الرمز غير صحيح',
    code_invalid: 'الرمز غير صحيح أو منتهي الصلاحية: تحقق منه أو اطلب رمزًا جديدًا',
    code_expired: 'انتهت صلاحية الرمز أو استُخدم: اطلب رمزًا جديدًا',
    code_burned: 'محاولات خاطئة كثيرة: لم يعد هذا الرمز صالحًا، اطلب رمزًا جديدًا',
    max_majors: 'اختر {max} تخصصات كحد أقصى',
    wrong_password: 'كلمة المرور الحالية غير صحيحة',
    city_not_in_country: 'هذه المدينة ليست في الدولة المختارة',
    not_found_item: 'هذا العنصر غير موجود أو لا يخصك',
    email_taken: 'البريد الإلكتروني مسجل مسبقًا: سجّل الدخول أو استخدم بريدًا آخر',
    phone_taken: 'رقم الجوال مسجل مسبقًا: سجّل الدخول أو استخدم رقمًا آخر',
    salary_range: 'يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى',
    iban: 'رقم الآيبان غير صالح: يبدأ بـ SA ويليه 22 رقمًا وحرفًا',
    deadline_past: 'يجب أن يكون آخر موعد للتقديم اليوم أو بعده',
    deadline_too_far: 'يجب أن يكون آخر موعد للتقديم خلال {max} يومًا',
    locked_while_active: 'لا يمكن تغيير هذا أثناء نشر الوظيفة',
    file_not_yours: 'ارفع الملف مرة أخرى: هذا الملف غير متاح',
    iban_taken: 'رقم الآيبان هذا موجود مسبقًا في قائمة الحسابات البنكية',
    amount_decimals: 'استخدم منزلتين عشريتين على الأكثر (هللات كاملة)',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

export type TMessageKey = keyof (typeof validationMessages)['en'];

/** Field names as the user reads them, used for {attribute}. */
export const attributeNames = {
  en: {
    type: 'Account type',
    first_name: 'First name',
    last_name: 'Last name',
    ar_first_name: 'First name (Arabic)',
    ar_last_name: 'Last name (Arabic)',
    en_first_name: 'First name (English)',
    en_last_name: 'Last name (English)',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    password_confirmation: 'Password confirmation',
    foundation_name: 'Company name',
    hear_by_id: 'How you heard about us',
    login: 'Email or phone number',
    country_id: 'Country',
    q: 'Search words',
    birthdate: 'Date of birth',
    nationality_id: 'Nationality',
    sex: 'Sex',
    social_status: 'Marital status',
    drive_licence_nationality_id: 'Driving licence country',
    city_id: 'City',
    major_id: 'Major',
    sector_id: 'Sector',
    summary: 'Professional summary',
    major_ids: 'Majors',
    qualification_type: 'Qualification',
    university: 'University',
    system: 'Study system',
    graduation_degree: 'Grade',
    graduation_date: 'Graduation date',
    graduated_year: 'Graduation year',
    graduated_month: 'Graduation month',
    study_field: 'Field of study',
    description: 'Description',
    company_name: 'Company name',
    job_title: 'Job title',
    foundation_major_id: 'Company activity',
    start_date: 'Start date',
    end_date: 'End date',
    job_description: 'Job description',
    foundation_members_count: 'Number of employees',
    latest_salary: 'Latest salary',
    job_role_title: 'Desired job title',
    expected_salary: 'Expected salary',
    notice_period: 'Notice period',
    job_target: 'Career goal',
    job_type: 'Job type',
    skill_name: 'Skill',
    level: 'Level',
    role_name: 'Role',
    member_from: 'Member since',
    title: 'Title',
    total_hours: 'Total hours',
    certificate_file_id: 'Certificate',
    graduation_file_id: 'Graduation certificate',
    current_password: 'Current password',
    code: 'Code',
    token: 'Link',
    file: 'File',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    insta: 'Instagram',
    site: 'Website',
    medium: 'Medium',
    snap: 'Snapchat',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    is_visible: 'Visibility',
    foundation_name_en: 'Company name (English)',
    commercial_number: 'Commercial registration number',
    commercial_file_id: 'Commercial registration',
    logo_file_id: 'Logo',
    email_main_domain: 'Company email domain',
    address: 'Address',
    lat: 'Latitude',
    lng: 'Longitude',
    about_company: 'About the company',
    members_count: 'Company size',
    working_type: 'Company type',
    website: 'Website',
    contact_email: 'Contact email',
    contact_phone: 'Contact phone',
    reason: 'Reason',
    duties: 'Duties',
    qualifications: 'Qualifications',
    experience_years: 'Years of experience',
    is_remote: 'Remote',
    working_hours: 'Working hours',
    benefits: 'Benefits',
    deadline: 'Application deadline',
    salary_from: 'Salary from',
    salary_to: 'Salary to',
    show_company: 'Show company name',
    applicants_num: 'Number of openings',
    open_keys: 'Keywords',
    frequency: 'Frequency',
    cover_note: 'Cover note',
    salary_min: 'Minimum salary',
    salary_max: 'Maximum salary',
    stage: 'Stage',
    pay_type: 'Payment method',
    invoice_file_id: 'Transfer receipt',
    invoice_image: 'Transfer receipt',
    bank_name_ar: 'Bank name (Arabic)',
    bank_name_en: 'Bank name (English)',
    account_name: 'Account name',
    iban: 'IBAN',
    account_number: 'Account number',
    fee_sar: 'Posting fee',
  },
  ar: {
    type: 'نوع الحساب',
    first_name: 'الاسم الأول',
    last_name: 'اسم العائلة',
    ar_first_name: 'الاسم الأول (بالعربية)',
    ar_last_name: 'اسم العائلة (بالعربية)',
    en_first_name: 'الاسم الأول (بالإنجليزية)',
    en_last_name: 'اسم العائلة (بالإنجليزية)',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    password_confirmation: 'تأكيد كلمة المرور',
    foundation_name: 'اسم المنشأة',
    hear_by_id: 'كيف عرفت عنا',
    login: 'البريد الإلكتروني أو رقم الجوال',
    country_id: 'الدولة',
    q: 'كلمات البحث',
    birthdate: 'تاريخ الميلاد',
    nationality_id: 'الجنسية',
    sex: 'الجنس',
    social_status: 'الحالة الاجتماعية',
    drive_licence_nationality_id: 'دولة رخصة القيادة',
    city_id: 'المدينة',
    major_id: 'التخصص',
    sector_id: 'القطاع',
    summary: 'النبذة المهنية',
    major_ids: 'التخصصات',
    qualification_type: 'المؤهل',
    university: 'الجامعة',
    system: 'نظام الدراسة',
    graduation_degree: 'التقدير',
    graduation_date: 'تاريخ التخرج',
    graduated_year: 'سنة التخرج',
    graduated_month: 'شهر التخرج',
    study_field: 'مجال الدراسة',
    description: 'الوصف',
    company_name: 'اسم الشركة',
    job_title: 'المسمى الوظيفي',
    foundation_major_id: 'نشاط الشركة',
    start_date: 'تاريخ البدء',
    end_date: 'تاريخ الانتهاء',
    job_description: 'الوصف الوظيفي',
    foundation_members_count: 'عدد الموظفين',
    latest_salary: 'آخر راتب',
    job_role_title: 'المسمى الوظيفي المطلوب',
    expected_salary: 'الراتب المتوقع',
    notice_period: 'فترة الإشعار',
    job_target: 'الهدف الوظيفي',
    job_type: 'نوع الوظيفة',
    skill_name: 'المهارة',
    level: 'المستوى',
    role_name: 'الصفة',
    member_from: 'عضو منذ',
    title: 'العنوان',
    total_hours: 'عدد الساعات',
    certificate_file_id: 'الشهادة',
    graduation_file_id: 'وثيقة التخرج',
    current_password: 'كلمة المرور الحالية',
    code: 'الرمز',
    token: 'الرابط',
    file: 'الملف',
    facebook: 'فيسبوك',
    twitter: 'إكس (تويتر)',
    insta: 'إنستغرام',
    site: 'الموقع الإلكتروني',
    medium: 'ميديم',
    snap: 'سناب شات',
    linkedin: 'لينكدإن',
    youtube: 'يوتيوب',
    is_visible: 'الظهور',
    foundation_name_en: 'اسم المنشأة (بالإنجليزية)',
    commercial_number: 'رقم السجل التجاري',
    commercial_file_id: 'السجل التجاري',
    logo_file_id: 'الشعار',
    email_main_domain: 'نطاق البريد الإلكتروني للمنشأة',
    address: 'العنوان',
    lat: 'خط العرض',
    lng: 'خط الطول',
    about_company: 'نبذة عن المنشأة',
    members_count: 'حجم المنشأة',
    working_type: 'نوع المنشأة',
    website: 'الموقع الإلكتروني',
    contact_email: 'بريد التواصل',
    contact_phone: 'هاتف التواصل',
    reason: 'السبب',
    duties: 'المهام',
    qualifications: 'المؤهلات',
    experience_years: 'سنوات الخبرة',
    is_remote: 'عن بُعد',
    working_hours: 'ساعات العمل',
    benefits: 'المزايا',
    deadline: 'آخر موعد للتقديم',
    salary_from: 'الراتب من',
    salary_to: 'الراتب إلى',
    show_company: 'إظهار اسم المنشأة',
    applicants_num: 'عدد الشواغر',
    open_keys: 'الكلمات المفتاحية',
    frequency: 'عدد مرات الإرسال',
    cover_note: 'رسالة التقديم',
    salary_min: 'أدنى راتب',
    salary_max: 'أعلى راتب',
    stage: 'المرحلة',
    pay_type: 'طريقة الدفع',
    invoice_file_id: 'إيصال التحويل',
    invoice_image: 'إيصال التحويل',
    bank_name_ar: 'اسم البنك (بالعربية)',
    bank_name_en: 'اسم البنك (بالإنجليزية)',
    account_name: 'اسم الحساب',
    iban: 'رقم الآيبان',
    account_number: 'رقم الحساب',
    fee_sar: 'رسوم النشر',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

export type TFieldErrors = Record<string, string[]>;

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(validationMessages.en, value);
}

export function attributeName(field: string, locale: TLocale): string {
  const names: Record<string, string> = attributeNames[locale];
  return names[field] ?? field.replace(/_/g, ' ');
}

/** Fills a message template: translate(key, locale, { attribute: 'email' }). */
export function translateMessage(
  key: TMessageKey,
  locale: TLocale,
  params: Record<string, string | number> = {},
): string {
  const template: string = validationMessages[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function issueMessage(issue: z.core.$ZodIssue, field: string, input: unknown, locale: TLocale): string {
  const params: Record<string, string | number> = { attribute: attributeName(field, locale) };
  const extra = (issue as { params?: Record<string, string | number> }).params;
  if (extra) Object.assign(params, extra);
  const custom = issue.message;
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);

  if (isBlank(valueAt(input, issue.path))) return translateMessage('required', locale, params);
  if (isMessageKey(custom)) return translateMessage(custom, locale, params);

  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return translateMessage(issue.minimum === 1 ? 'required' : 'min', locale, params);
      if (issue.origin === 'number' || issue.origin === 'bigint') return translateMessage('min_value', locale, params);
      return translateMessage('valid', locale, params);
    case 'too_big':
      if (issue.origin === 'string') return translateMessage('max', locale, params);
      if (issue.origin === 'number' || issue.origin === 'bigint') return translateMessage('max_value', locale, params);
      if (issue.origin === 'array' || issue.origin === 'set') return translateMessage('max_items', locale, params);
      return translateMessage('valid', locale, params);
    case 'invalid_format':
      if (issue.format === 'email') return translateMessage('email', locale, params);
      if (issue.format === 'url') return translateMessage('url', locale, params);
      return translateMessage('valid', locale, params);
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return translateMessage('numeric', locale, params);
      return translateMessage('valid', locale, params);
    default:
      return translateMessage('valid', locale, params);
  }
}

/**
 * Turns a Zod error into `{ field: [message] }` in the user's language. Field names are the request's
 * (nested paths joined with dots); unknown keys each get their own entry.
 */
export function localizeIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  locale: TLocale,
): TFieldErrors {
  const errors: TFieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].map(String).join('.'), translateMessage('unknown_field', locale));
      continue;
    }
    const field = issue.path.map(String).join('.') || '_';
    const last = issue.path.at(-1);
    add(field, issueMessage(issue, typeof last === 'string' ? last : field, input, locale));
  }
  return errors;
}
