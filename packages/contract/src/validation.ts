import type { z } from 'zod';
import type { TLocale } from './locale.ts';
import { attributeName, attributeNames } from './field-labels.ts';
import { formatMessage } from './message-format.ts';

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
    second_step_code: 'Type the 6 digits your app shows, or one of your recovery codes',
    max_majors: 'Choose at most {max} majors',
    wrong_password: 'The current password is not correct',
    password_common: 'This password is too common: choose one that is harder to guess',
    city_not_in_country: 'This city is not in the chosen country',
    not_found_item: 'This item does not exist or is not yours',
    pool_name_taken: 'You already have a list with this name: choose another name',
    pools_full: 'You have {max} lists, the most allowed: delete one before creating another',
    pool_full: 'This list holds {max} candidates, the most allowed: take some out or use another list',
    saved_search_name_taken: 'You already have a saved search with this name: choose another name',
    saved_searches_full: 'You have {max} saved searches, the most allowed: delete one before saving another',
    email_taken: 'This email is already registered: log in or use another email',
    phone_taken: 'This phone number is already registered: log in or use another number',
    salary_range: 'The highest salary must not be lower than the lowest',
    near_place_needed: 'Choose a place first: a city or a point on the map',
    near_one_place: 'Choose either a city or a point, not both',
    near_city_unplaced: 'This city has no known place yet: choose another city or a point',
    iban: 'The IBAN is not valid: SA followed by 22 digits and letters',
    deadline_past: 'The deadline must be today or later',
    deadline_too_far: 'The deadline must be within {max} days',
    locked_while_active: 'This cannot change while the job is live',
    file_not_yours: 'Upload the file again: this one is not available',
    iban_taken: 'This IBAN is already in the list of bank accounts',
    amount_decimals: 'Use at most two decimals (whole halalas)',
    vat_number: 'The VAT number is not valid: 15 digits that start and end with 3',
    building_number_digits: 'The building number has {length} digits, as on the national address: for example 7788',
    additional_number_digits: 'The additional number has {length} digits, as on the national address: for example 3456',
    postal_code_digits: 'The postal code has {length} digits: for example 12836',
    vat_address_required: '{attribute} field is required with a VAT number: a tax invoice carries the buyer’s national address',
    vat_address_missing: 'This company has not given its national address (street, building number, district, postal code and city): it adds them in its profile with the VAT number',
    interview_in_past: 'Choose a day and time that have not passed yet',
    value_taken: 'Another record already uses this value: choose another',
    pattern_invalid: 'This is not a pattern the screen can read: {error}',
    personal_details: 'Remove what names a person or gives contact details, which are never published: {phrases}',
    accept_terms: 'Accept the terms and conditions and the privacy policy to create your account',
    commercial_number_digits: 'The commercial registration number is {length} digits only, without letters or symbols',
    commercial_number_length: 'The commercial registration number has {length} digits: this one has {count, plural, one {# digit} other {# digits}}',
    domain_has_at: 'Write only the part after @: for hr@example.com write example.com',
    domain_not_url: 'Write the domain alone, without https:// or a path: for example example.com',
    domain: 'Write a domain such as example.com: letters, digits and hyphens, with a dot between the parts',
    url_is_email: 'This is an email address: write the website’s address, such as https://example.com',
    skill_listed: 'This skill is already in your list (as “{name}”): change its level instead of adding it again',
    cv_files_full: 'You already have {max} CV files: delete one before adding another',
    cv_file_listed: 'This file is already one of your CV files',
    cv_file_unknown: 'Choose one of your CV files',
    latitude_range: 'Latitude must be between -90 and 90 degrees: choose the place on the map',
    longitude_range: 'Longitude must be between -180 and 180 degrees: choose the place on the map',
    duplicate_choice: 'Choose each one only once',
    date_in_future: 'This date cannot be in the future',
    at_most: 'This Field must be at most {max}',
    birthdate_future: 'The date of birth cannot be in the future',
    name_markup: 'A name cannot contain these characters: {characters}',
    birthdate_too_young: 'You must be at least {age} years old: the date of birth must be on or before {latest}',
    birthdate_too_old: 'The date of birth must be on or after {earliest}',
    analytics_range_order: 'The end of the period must be on or after its start',
    analytics_range_long: 'Choose a period of at most 366 days',
    question_choices: 'Give at least two different choices, one a line',
    question_accepted: 'Choose the answers that pass: each one of the question’s own answers',
    question_knockout_text: 'A short text answer cannot knock an applicant out: make it a yes/no, number or choice question',
    question_range: 'Give the lowest or the highest number that passes (the lowest not above the highest)',
    questions_locked: 'This job has applicants: its questions cannot change or go, you can only add new ones after them',
    answer_choice: 'Choose one of the question’s answers',
    answer_number: 'Write a number, in digits (3) or in words (three years)',
    question_held: 'Employers may not ask about age, gender, marital status, religion, nationality or origin, tribe, disability, appearance or pregnancy, nor ask applicants for money or their identity or bank details: ask about the work instead',
    library_full: 'Your library holds {max} questions, the most allowed: take one out before keeping another',
    template_placeholder_unknown: 'Unknown placeholder {name}: use only the placeholders listed beside the text',
    template_placeholder_interview: 'The placeholder {name} has a value only in an interview invitation’s template',
    templates_full: 'Your company has {max} templates, the most allowed: delete one before writing another',
    template_kind: 'Choose a template of the right kind for this',
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
    second_step_code: 'اكتب الأرقام الستة التي يعرضها التطبيق، أو أحد رموز الاسترداد',
    max_majors: 'اختر {max} تخصصات كحد أقصى',
    wrong_password: 'كلمة المرور الحالية غير صحيحة',
    password_common: 'كلمة المرور هذه شائعة جدًا: اختر كلمة مرور يصعب تخمينها',
    city_not_in_country: 'هذه المدينة ليست في الدولة المختارة',
    not_found_item: 'هذا العنصر غير موجود أو لا يخصك',
    pool_name_taken: 'لديك قائمة بهذا الاسم: اختر اسمًا آخر',
    pools_full: 'لديك {max} قائمة، وهو الحد الأقصى: احذف قائمة قبل إنشاء أخرى',
    pool_full: 'تضم هذه القائمة {max} مرشح، وهو الحد الأقصى: أزل بعضهم أو استخدم قائمة أخرى',
    saved_search_name_taken: 'لديك بحث محفوظ بهذا الاسم: اختر اسمًا آخر',
    saved_searches_full: 'لديك {max} بحثًا محفوظًا، وهو الحد الأقصى: احذف بحثًا قبل حفظ آخر',
    email_taken: 'البريد الإلكتروني مسجل مسبقًا: سجّل الدخول أو استخدم بريدًا آخر',
    phone_taken: 'رقم الجوال مسجل مسبقًا: سجّل الدخول أو استخدم رقمًا آخر',
    salary_range: 'يجب ألا يقل الحد الأعلى للراتب عن الحد الأدنى',
    near_place_needed: 'اختر مكانًا أولًا: مدينة أو نقطة على الخريطة',
    near_one_place: 'اختر مدينة أو نقطة، لا الاثنين معًا',
    near_city_unplaced: 'لا نعرف موقع هذه المدينة بعد: اختر مدينة أخرى أو نقطة',
    iban: 'رقم الآيبان غير صالح: يبدأ بـ SA ويليه 22 رقمًا وحرفًا',
    deadline_past: 'يجب أن يكون آخر موعد للتقديم اليوم أو بعده',
    deadline_too_far: 'يجب أن يكون آخر موعد للتقديم خلال {max} يومًا',
    locked_while_active: 'لا يمكن تغيير هذا أثناء نشر الوظيفة',
    file_not_yours: 'ارفع الملف مرة أخرى: هذا الملف غير متاح',
    iban_taken: 'رقم الآيبان هذا موجود مسبقًا في قائمة الحسابات البنكية',
    amount_decimals: 'استخدم منزلتين عشريتين على الأكثر (هللات كاملة)',
    vat_number: 'الرقم الضريبي غير صالح: 15 رقمًا تبدأ بـ 3 وتنتهي بـ 3',
    building_number_digits: 'رقم المبنى {length} أرقام كما في العنوان الوطني، مثل 7788',
    additional_number_digits: 'الرقم الإضافي {length} أرقام كما في العنوان الوطني، مثل 3456',
    postal_code_digits: 'الرمز البريدي {length} أرقام، مثل 12836',
    vat_address_required: 'حقل {attribute} مطلوب مع الرقم الضريبي: تحمل الفاتورة الضريبية العنوان الوطني للمشتري',
    vat_address_missing: 'لم تُدخل هذه المنشأة عنوانها الوطني (الشارع ورقم المبنى والحي والرمز البريدي والمدينة): تضيفه في ملفها مع الرقم الضريبي',
    interview_in_past: 'اختر يومًا ووقتًا لم يمضيا بعد',
    value_taken: 'هذه القيمة مستخدمة في سجل آخر: اختر غيرها',
    pattern_invalid: 'هذا ليس نمطًا يستطيع الفحص قراءته: {error}',
    personal_details: 'احذف ما يذكر اسم شخص أو بيانات تواصله، فهي لا تُنشر أبدًا: {phrases}',
    accept_terms: 'وافق على الشروط والأحكام وسياسة الخصوصية لإنشاء حسابك',
    commercial_number_digits: 'رقم السجل التجاري {length} أرقام فقط، دون حروف أو رموز',
    commercial_number_length: 'رقم السجل التجاري مكوّن من {length} أرقام، والمُدخل {count, plural, one {رقم واحد} two {رقمان} few {# أرقام} many {# رقمًا} other {# رقم}}',
    domain_has_at: 'اكتب الجزء الذي بعد @ فقط: للبريد hr@example.com اكتب example.com',
    domain_not_url: 'اكتب النطاق وحده دون https:// أو مسار: مثل example.com',
    domain: 'اكتب نطاقًا مثل example.com: حروف وأرقام وشرطات، وبين أجزائه نقطة',
    url_is_email: 'هذا عنوان بريد إلكتروني: اكتب عنوان الموقع، مثل https://example.com',
    skill_listed: 'هذه المهارة موجودة في قائمتك (باسم «{name}»): غيّر مستواها بدلًا من إضافتها مرة أخرى',
    cv_files_full: 'لديك {max} ملفات سيرة ذاتية: احذف أحدها قبل إضافة آخر',
    cv_file_listed: 'هذا الملف من ملفات سيرتك الذاتية بالفعل',
    cv_file_unknown: 'اختر أحد ملفات سيرتك الذاتية',
    latitude_range: 'يجب أن يكون خط العرض بين -90 و90 درجة: اختر المكان على الخريطة',
    longitude_range: 'يجب أن يكون خط الطول بين -180 و180 درجة: اختر المكان على الخريطة',
    duplicate_choice: 'اختر كل عنصر مرة واحدة فقط',
    date_in_future: 'لا يمكن أن يكون هذا التاريخ في المستقبل',
    at_most: 'يجب ألا تزيد قيمة هذا الحقل عن {max}',
    birthdate_future: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل',
    name_markup: 'لا يمكن أن يحتوي الاسم على هذه الرموز: {characters}',
    birthdate_too_young: 'يجب ألا يقل عمرك عن {age} عامًا: يجب أن يكون تاريخ الميلاد في {latest} أو قبله',
    birthdate_too_old: 'يجب أن يكون تاريخ الميلاد في {earliest} أو بعده',
    analytics_range_order: 'يجب أن تكون نهاية الفترة في يوم بدايتها أو بعده',
    analytics_range_long: 'اختر فترة لا تزيد على 366 يومًا',
    question_choices: 'اكتب خيارين مختلفين على الأقل، كل خيار في سطر',
    question_accepted: 'اختر الإجابات المقبولة: كل واحدة من إجابات السؤال نفسه',
    question_knockout_text: 'لا يمكن أن تستبعد الإجابة النصية القصيرة متقدمًا: اجعل السؤال بنعم أو لا أو برقم أو باختيار',
    question_range: 'اكتب أقل رقم مقبول أو أعلاه (على ألا يزيد الأقل على الأعلى)',
    questions_locked: 'لهذه الوظيفة متقدمون: لا يمكن تغيير أسئلتها أو حذفها، ويمكنك إضافة أسئلة جديدة بعدها فقط',
    answer_choice: 'اختر إحدى إجابات السؤال',
    answer_number: 'اكتب عددًا، بالأرقام (3) أو بالكلمات (ثلاث سنوات)',
    question_held: 'لا يجوز لصاحب العمل السؤال عن العمر أو الجنس أو الحالة الاجتماعية أو الدين أو الجنسية أو الأصل أو القبيلة أو الإعاقة أو المظهر أو الحمل، ولا أن يطلب من المتقدمين مالًا أو بيانات هوياتهم أو حساباتهم البنكية: اسأل عن العمل نفسه',
    library_full: 'مكتبتك تضم {max} سؤالًا، وهو الحد الأقصى: احذف سؤالًا قبل حفظ آخر',
    template_placeholder_unknown: 'الحقل المتغيّر {name} غير معروف: استخدم الحقول المتغيّرة المذكورة بجانب النص فقط',
    template_placeholder_interview: 'الحقل المتغيّر {name} لا قيمة له إلا في قالب دعوة إلى مقابلة',
    templates_full: 'لدى منشأتك {max} قالبًا، وهو الحد الأقصى: احذف قالبًا قبل كتابة آخر',
    template_kind: 'اختر قالبًا من النوع المناسب لهذا',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

export type TMessageKey = keyof (typeof validationMessages)['en'];

export type TFieldErrors = Record<string, string[]>;

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(validationMessages.en, value);
}

/** Fills a message template: translate(key, locale, { attribute: 'email' }). */
export function translateMessage(
  key: TMessageKey,
  locale: TLocale,
  params: Record<string, string | number> = {},
): string {
  // Counts take their plural form (decision 040); an unknown `{name}` stays as written.
  return formatMessage(locale, validationMessages[locale][key], params);
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
    // A field of a list's item is named by its list and key when the labels know them (`screening_questions.text`).
    const named = issue.path.filter((key) => typeof key === 'string').join('.');
    const label = named !== last && named in attributeNames[locale] ? named : typeof last === 'string' ? last : field;
    add(field, issueMessage(issue, label, input, locale));
  }
  return errors;
}
