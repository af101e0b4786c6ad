// Over 400 lines: one reader of a CV's lines (sections, dates, names, languages) whose rules lean on each other; to be
// split by section when it next grows.
import { foldPdfArabic } from './arabic-forms.ts';
import {
  LANGUAGE_CODES,
  normalizePhone,
  normalizeText,
  toAsciiDigits,
  type TCvDraft,
  type TCvDraftExperience,
  type TCvDraftQualification,
  type TLanguageCode,
  type TLanguageLevel,
} from '@tawzeef/contract';
import { findDateRange, lastYearOf, type TDateRange } from './dates.ts';

/**
 * Reads the lines of a CV (in reading order, as the file's text gives them) into a draft of the profile's sections
 * (decision 038). Rules, not a model: headings in Arabic and English cut the text into sections; each section has its
 * own reader. A value the rules guessed rather than read is named in `uncertain`, for the person to check.
 */

type TSection = 'summary' | 'contact' | 'experience' | 'education' | 'skills' | 'courses' | 'languages' | 'other';

const HEADINGS: Record<TSection, string[]> = {
  summary: ['summary', 'professional summary', 'profile', 'about me', 'about', 'objective', 'career objective', 'الملخص', 'ملخص', 'نبذة', 'نبذة عني', 'نبذه مختصره', 'الهدف الوظيفي', 'الملف الشخصي', 'الملخص المهني'],
  contact: ['contact', 'contact information', 'contact details', 'personal information', 'personal details', 'بيانات التواصل', 'معلومات الاتصال', 'معلومات التواصل', 'البيانات الشخصية', 'المعلومات الشخصية'],
  experience: ['experience', 'work experience', 'professional experience', 'employment history', 'work history', 'career history', 'الخبرات', 'الخبرة', 'الخبرات العملية', 'الخبرة العملية', 'الخبرات المهنية', 'الخبرة المهنية', 'السجل الوظيفي', 'الخبرات الوظيفية'],
  education: ['education', 'qualifications', 'academic qualifications', 'academic background', 'education and qualifications', 'التعليم', 'المؤهلات', 'المؤهلات العلمية', 'المؤهل العلمي', 'التحصيل العلمي', 'المؤهلات الأكاديمية', 'التعليم والمؤهلات'],
  skills: ['skills', 'technical skills', 'key skills', 'core skills', 'skills and abilities', 'المهارات', 'المهارات التقنية', 'المهارات الفنية', 'المهارات الشخصية', 'المهارات والقدرات'],
  courses: ['courses', 'training', 'training courses', 'courses and training', 'certifications', 'certificates', 'courses and certificates', 'الدورات', 'الدورات التدريبية', 'الدورات والشهادات', 'الشهادات', 'الدورات والتدريب', 'الشهادات المهنية'],
  languages: ['languages', 'language skills', 'اللغات', 'المهارات اللغوية', 'اللغة'],
  other: ['references', 'hobbies', 'interests', 'volunteering', 'volunteer work', 'achievements', 'awards', 'projects', 'المراجع', 'المعرفون', 'الهوايات', 'الاهتمامات', 'العمل التطوعي', 'الإنجازات', 'الجوائز', 'المشاريع'],
};
const HEADING_OF = new Map(Object.entries(HEADINGS).flatMap(([section, names]) => names.map((name) => [normalizeText(name), section as TSection] as const)));

const COMPANY_WORDS = ['company', 'co', 'corp', 'corporation', 'inc', 'ltd', 'llc', 'group', 'bank', 'hospital', 'ministry', 'authority', 'est', 'establishment', 'holding', 'factory', 'foundation', 'agency', 'school', 'schools', 'center', 'centre', 'university', 'aramco', 'sabic', 'stc', 'almarai', 'markets', 'clinic', 'clinics', 'شركة', 'شركه', 'مؤسسة', 'مؤسسه', 'مجموعة', 'مجموعه', 'بنك', 'مصرف', 'مستشفى', 'مستشفي', 'وزارة', 'وزاره', 'هيئة', 'هيئه', 'جامعة', 'جامعه', 'مدارس', 'مدرسة', 'مدرسه', 'مركز', 'مصنع', 'مكتب', 'أسواق', 'اسواق', 'عيادات', 'أرامكو', 'ارامكو', 'سابك'];
const TITLE_WORDS = ['engineer', 'manager', 'accountant', 'developer', 'specialist', 'officer', 'analyst', 'assistant', 'director', 'supervisor', 'teacher', 'nurse', 'designer', 'consultant', 'coordinator', 'technician', 'representative', 'administrator', 'lead', 'intern', 'clerk', 'cashier', 'driver', 'sales', 'executive', 'architect', 'pharmacist', 'doctor', 'physician', 'head', 'trainee', 'secretary', 'receptionist', 'programmer', 'مهندس', 'مهندسة', 'مدير', 'مديرة', 'محاسب', 'محاسبة', 'مطور', 'مطورة', 'أخصائي', 'اخصائي', 'أخصائية', 'اخصائية', 'مسؤول', 'مسؤولة', 'محلل', 'محللة', 'مساعد', 'مساعدة', 'مشرف', 'مشرفة', 'معلم', 'معلمة', 'ممرض', 'ممرضة', 'مصمم', 'مصممة', 'مستشار', 'منسق', 'منسقة', 'فني', 'فنية', 'مندوب', 'موظف', 'موظفة', 'سكرتير', 'سكرتيرة', 'رئيس', 'كاشير', 'سائق', 'طبيب', 'طبيبة', 'صيدلي', 'صيدلانية', 'باحث', 'باحثة', 'متدرب', 'متدربة', 'مبرمج', 'مبرمجة'];
const PLACE_WORDS = ['riyadh', 'jeddah', 'dammam', 'khobar', 'al khobar', 'mecca', 'makkah', 'medina', 'madinah', 'abha', 'tabuk', 'taif', 'dubai', 'cairo', 'saudi arabia', 'ksa', 'uae', 'الرياض', 'جدة', 'الدمام', 'الخبر', 'مكة', 'مكة المكرمة', 'المدينة', 'المدينة المنورة', 'أبها', 'تبوك', 'الطائف', 'دبي', 'القاهرة', 'السعودية', 'المملكة العربية السعودية'].map(normalizeText);

const DEGREES: Array<{ type: NonNullable<TCvDraftQualification['values']['qualification_type']>; words: string[] }> = [
  { type: 'phd', words: ['phd', 'ph d', 'doctorate', 'doctor of philosophy', 'دكتوراه', 'الدكتوراه', 'دكتوراة'] },
  { type: 'ma', words: ['master', 'masters', 'master s', 'msc', 'm sc', 'mba', 'ma', 'm a', 'meng', 'ماجستير', 'الماجستير'] },
  { type: 'bachelor', words: ['bachelor', 'bachelors', 'bachelor s', 'bsc', 'b sc', 'ba', 'b a', 'beng', 'b eng', 'bba', 'bs', 'بكالوريوس', 'البكالوريوس', 'ليسانس', 'الليسانس'] },
  { type: 'diploma', words: ['diploma', 'associate', 'associate degree', 'دبلوم', 'الدبلوم'] },
  { type: 'secondary', words: ['high school', 'secondary', 'secondary school', 'ثانوية', 'الثانوية', 'الثانوية العامة', 'ثانوية عامة', 'الثانوي', 'ثانوي'] },
];
const INSTITUTION_WORDS = ['university', 'college', 'institute', 'academy', 'school', 'polytechnic', 'جامعة', 'جامعه', 'كلية', 'كليه', 'معهد', 'أكاديمية', 'اكاديمية', 'اكاديميه', 'مدرسة', 'مدرسه', 'مدارس', 'ثانوية', 'ثانويه'].map(normalizeText);

const SKILL_LEVELS: Array<[TCvDraft['skills'][number]['values']['level'], string[]]> = [
  ['excellent', ['expert', 'excellent', 'مميز', 'ممتاز', 'خبير', 'احترافي']],
  ['high', ['advanced', 'very good', 'good', 'proficient', 'متقدم', 'جيد جدا', 'جيد', 'عالي']],
  ['average', ['intermediate', 'average', 'متوسط']],
  ['beginner', ['beginner', 'basic', 'elementary', 'مبتدئ', 'اساسي', 'أساسي']],
];
const LANGUAGE_LEVELS: Array<[TLanguageLevel, string[]]> = [
  ['native', ['native', 'mother tongue', 'first language', 'native speaker', 'اللغة الأم', 'لغة أم', 'لغتي الأم', 'الأم', 'اللغه الام', 'لغه ام']],
  ['fluent', ['fluent', 'fluency', 'proficient', 'advanced', 'excellent', 'very good', 'بطلاقة', 'طلاقة', 'طليق', 'ممتاز', 'ممتازة', 'متقدم', 'جيد جدا', 'جيدة جدا']],
  ['good', ['good', 'intermediate', 'working knowledge', 'conversational', 'جيد', 'جيدة', 'متوسط', 'متوسطة']],
  ['basic', ['basic', 'beginner', 'elementary', 'مبتدئ', 'أساسي', 'اساسي', 'مقبول', 'ضعيف']],
];

/** Names of every listed language in Arabic and English (Intl.DisplayNames), and the usual other spellings. */
const LANGUAGE_NAMES: Map<string, TLanguageCode> = (() => {
  const map = new Map<string, TLanguageCode>();
  const add = (name: string | undefined, code: TLanguageCode) => {
    if (!name) return;
    const key = normalizeText(name);
    map.set(key, code);
    map.set(key.replace(/^ال/u, ''), code);
  };
  for (const locale of ['ar', 'en']) {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    for (const code of LANGUAGE_CODES) add(names.of(code), code);
  }
  const aliases: Array<[string, TLanguageCode]> = [
    ['عربي', 'ar'], ['العربيه', 'ar'], ['انجليزي', 'en'], ['الإنكليزية', 'en'], ['الانجليزيه', 'en'], ['فرنسي', 'fr'], ['الأوردو', 'ur'], ['الاوردو', 'ur'], ['أوردو', 'ur'],
    ['tagalog', 'fil'], ['التاغالوغية', 'fil'], ['الفلبينية', 'fil'], ['hindi', 'hi'], ['الهندية', 'hi'], ['mandarin', 'zh'], ['chinese', 'zh'], ['الصينية', 'zh'], ['farsi', 'fa'], ['persian', 'fa'],
  ];
  for (const [name, code] of aliases) add(name, code);
  return map;
})();

const BULLET = /^[\s•▪●■◦➢✓✔►\-*–·o]+\s*/u;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const PHONE = /(?:\+|00)?\d[\d\s\-().]{7,17}\d/gu;
const LABEL = /^([\p{L} ]{2,30})\s*[:：]\s*(.+)$/u;

/** Normalised words without the Arabic article, so that «الكلية» and «كلية» are one word. */
const bare = (text: string) => normalizeText(text).split(' ').map((word) => (word.length > 4 ? word.replace(/^(?:ال|وال|بال)/u, '') : word)).join(' ');
const has = (text: string, words: string[]) => {
  const folded = ` ${bare(text)} `;
  return words.some((word) => folded.includes(` ${bare(word)} `));
};
const isArabicText = (text: string) => /[\u0600-\u06FF]/u.test(text);
/** Spaces collapsed, separators trimmed from both ends; a closing bracket stays when its opening one is kept. */
function clean(text: string): string {
  const trimmed = text.replace(/\s+/gu, ' ').replace(/^[\s|,،;:\-–—()]+|[\s|,،;:\-–—(]+$/gu, '').trim();
  return trimmed.endsWith(')') && !trimmed.includes('(') ? clean(trimmed.slice(0, -1)) : trimmed;
}

/** Lines as the reader sees them: digits in ASCII, presentation forms unfolded (with «الله», decision 152), spaces collapsed, no empty lines. */
export function normalizeLines(text: string): string[] {
  return toAsciiDigits(foldPdfArabic(text))
    .split(/\r?\n/u)
    .map((line) => (line === COLUMN_BREAK ? line : line.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').replace(/[\t ]+/gu, ' ').trim()))
    .filter(Boolean);
}

/** Where the text goes back up the page: a new column or block, which belongs to no section until its heading. */
export const COLUMN_BREAK = '\f';

/** A heading line's section, and what follows it on the same line ("Skills: Excel, Word"). */
function headingOf(line: string): { section: TSection; rest: string } | null {
  const text = line.replace(BULLET, '');
  const whole = headingWords(text);
  if (whole) return { section: whole, rest: '' };
  const colon = /^([^:：]{2,40})[:：]\s*(.*)$/u.exec(text);
  if (colon) {
    const section = headingWords(colon[1] ?? '');
    if (section) return { section, rest: colon[2] ?? '' };
  }
  return null;
}

/** Whether a line of a CV is a section's heading (the PDF reader tells columns by their headings). */
export const isHeadingLine = (line: string) => normalizeLines(line).some((text) => headingOf(text) !== null);

/** "Experience", «الخبرات العملية», "Experience | الخبرات": every part names the same section. */
function headingWords(text: string): TSection | null {
  const parts = text.split(/\s*[|/]\s*|\s+[-–—]\s+/u).map((part) => normalizeText(part)).filter(Boolean);
  if (!parts.length || parts.some((part) => part.split(' ').length > 4)) return null;
  const sections = parts.map((part) => HEADING_OF.get(part));
  const first = sections[0];
  return first && sections.every((s) => s === first) ? first : null;
}

/** Cells of a line: a table's row ("a | b | c") or parts separated by tabs or wide gaps. */
const cellsOf = (line: string) => line.split(/\s*\|\s*/u).map(clean).filter(Boolean);

interface TSplit {
  header: string[];
  sections: Map<TSection, string[]>;
}

function splitSections(lines: string[]): TSplit {
  const header: string[] = [];
  const sections = new Map<TSection, string[]>();
  let current: TSection | null = null;
  for (const line of lines) {
    if (line === COLUMN_BREAK) {
      current = null;
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      current = heading.section;
      if (!sections.has(current)) sections.set(current, []);
      if (heading.rest) sections.get(current)!.push(heading.rest);
      continue;
    }
    if (current) sections.get(current)!.push(line);
    else header.push(line);
  }
  return { header, sections };
}

function splitName(full: string): { first: string; last: string; certain: boolean } | null {
  const words = clean(full).split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 5) return null;
  return { first: words[0]!, last: words.slice(1).join(' '), certain: words.length <= 3 };
}

const looksLikeName = (line: string) =>
  !/[\d@:/|]/u.test(line) && line.split(' ').length >= 2 && line.split(' ').length <= 5 && !has(line, TITLE_WORDS) && !has(line, COMPANY_WORDS) && /^[\p{L} .'-]+$/u.test(line);

function readContact(lines: string[]) {
  let email: string | null = null;
  let phone: string | null = null;
  for (const line of lines) {
    email ??= EMAIL.exec(line)?.[0]?.toLowerCase() ?? null;
    if (!phone) {
      for (const match of line.replace(EMAIL, ' ').matchAll(PHONE)) {
        const candidate = normalizePhone(match[0]);
        if (candidate) {
          phone = candidate;
          break;
        }
      }
    }
  }
  return { email, phone };
}

const NAME_LABELS = ['name', 'full name', 'الاسم', 'الاسم الكامل', 'اسم'].map(normalizeText);

function readPersonal(header: string[], labelled: string[]): { personal: TCvDraft['personal']; nameLines: string[] } {
  const names: Array<{ text: string; certain: boolean }> = [];
  for (const line of [...header, ...labelled]) {
    const label = LABEL.exec(line);
    if (label && NAME_LABELS.includes(normalizeText(label[1] ?? ''))) names.push({ text: clean(label[2] ?? ''), certain: true });
  }
  if (!names.length) {
    // The first lines: one name, or the same name in both scripts (on one line or two).
    for (const line of header.slice(0, 4)) {
      const found = line.split(/\s*[|/]\s*/u).filter((part) => looksLikeName(part) && !names.some((n) => isArabicText(n.text) === isArabicText(part)));
      if (!found.length && names.length) break;
      names.push(...found.map((text) => ({ text, certain: true })));
    }
  }
  if (!names.length) return { personal: null, nameLines: [] };
  const arabic = names.find((n) => isArabicText(n.text));
  const english = names.find((n) => !isArabicText(n.text));
  const first = names[0]!;
  const main = splitName(first.text);
  if (!main) return { personal: null, nameLines: [] };
  const ar = arabic ? splitName(arabic.text) : null;
  const en = english ? splitName(english.text) : null;
  const uncertain: string[] = [];
  if (!main.certain || !first.certain) uncertain.push('first_name', 'last_name');
  return {
    personal: {
      values: {
        first_name: main.first,
        last_name: main.last,
        ar_first_name: ar?.first ?? null,
        ar_last_name: ar?.last ?? null,
        en_first_name: en?.first ?? null,
        en_last_name: en?.last ?? null,
      },
      uncertain,
    },
    nameLines: names.map((n) => n.text),
  };
}

const isContactLine = (line: string) => EMAIL.test(line) || [...line.matchAll(PHONE)].some((m) => normalizePhone(m[0]) !== null) || /linkedin|https?:|www\./iu.test(line);

function readHeadline(header: string[], nameLines: string[]): string | null {
  const index = header.findIndex((line) => nameLines.some((name) => line.includes(name)));
  for (const line of header.slice(index + 1, index + 4)) {
    const text = clean(line.replace(BULLET, ''));
    if (!text || isContactLine(text) || LABEL.test(text) || nameLines.some((name) => text.includes(name))) continue;
    if (text.split(' ').length <= 8 && !/\d{3,}/u.test(text)) return text.slice(0, 150);
  }
  return null;
}

/** Splits "Title at Company", «مهندس في شركة …», "Title - Company", "Company, City" into its parts. */
function partsOf(text: string): string[] {
  const at = /^(.+?)\s+(?:at|@|لدى|بشركة)\s+(.+)$/iu.exec(text) ?? /^(.+?)\s+في\s+((?:شركة|مؤسسة|مجموعة|بنك|مستشفى|وزارة|هيئة|جامعة|مدارس|مركز|مصنع)\s.+)$/u.exec(text);
  const pieces = at ? [at[1]!, `${/بشركة/u.test(text) ? 'شركة ' : ''}${at[2]!}`] : text.split(/\s*[|,،]\s*|\s+[-–—]\s+/u);
  return pieces.map(clean).filter((part) => part && !PLACE_WORDS.includes(normalizeText(part)));
}

interface TEntry {
  parts: string[];
  headerLines: number;
  range: TDateRange | null;
  description: string[];
  /** Whether the header said which part is the title ("Title at Company"). */
  explicit: boolean;
}

function experienceOf(entry: TEntry): TCvDraftExperience | null {
  const uncertain: string[] = [];
  let title: string | null = null;
  let company: string | null = null;
  const parts = entry.parts.filter((p) => !/^\d+$/u.test(p));
  const companyPart = parts.find((p) => has(p, COMPANY_WORDS));
  const titlePart = parts.find((p) => p !== companyPart && has(p, TITLE_WORDS));
  if (entry.explicit && parts.length >= 2) [title, company] = [parts[0]!, parts[1]!];
  else {
    company = companyPart ?? null;
    title = titlePart ?? null;
    const rest = parts.filter((p) => p !== company && p !== title);
    if (!title && rest.length) {
      title = rest.shift()!;
      uncertain.push('job_title');
    }
    if (!company && rest.length) {
      company = rest.shift()!;
      uncertain.push('company_name');
    }
  }
  if (!title && !company) return null;
  const range = entry.range;
  if (!range?.start?.hasMonth) uncertain.push('start_date');
  if (range && !range.isCurrent && !range.end?.hasMonth) uncertain.push('end_date');
  const description = entry.description.join('\n').trim();
  return {
    values: {
      company_name: company?.slice(0, 150) ?? null,
      job_title: title?.slice(0, 150) ?? null,
      start_date: range?.start?.date ?? null,
      end_date: range?.isCurrent ? null : (range?.end?.date ?? null),
      is_current: range?.isCurrent ?? false,
      job_description: description ? description.slice(0, 2000) : null,
    },
    uncertain: [...new Set(uncertain)],
  };
}

type TColumn = 'company' | 'title' | 'from' | 'to' | 'period' | 'degree' | 'university' | 'field' | 'year';
const COLUMN_WORDS: Array<[TColumn, string[]]> = [
  ['company', ['company', 'employer', 'organization', 'organisation', 'الشركة', 'جهة العمل', 'الجهة', 'اسم الشركة']],
  ['title', ['title', 'job title', 'position', 'role', 'المسمى الوظيفي', 'المسمى', 'الوظيفة']],
  ['from', ['from', 'start', 'start date', 'من', 'تاريخ البداية', 'البداية']],
  ['to', ['to', 'end', 'end date', 'إلى', 'الى', 'تاريخ النهاية', 'النهاية']],
  ['period', ['period', 'duration', 'dates', 'الفترة', 'المدة']],
  ['degree', ['degree', 'qualification', 'المؤهل', 'الدرجة', 'الدرجة العلمية']],
  ['university', ['university', 'institution', 'school', 'الجامعة', 'الجهة التعليمية', 'المؤسسة التعليمية']],
  ['field', ['major', 'field', 'field of study', 'specialization', 'التخصص']],
  ['year', ['year', 'graduation year', 'graduation', 'سنة التخرج', 'السنة', 'عام التخرج']],
];
const columnOf = (cell: string): TColumn | null => COLUMN_WORDS.find(([, words]) => words.some((w) => normalizeText(w) === normalizeText(cell)))?.[0] ?? null;

/** A table with a header row ("Company | Title | From | To"): its rows as cells by column. */
function readTable(lines: string[]): { rows: Array<Partial<Record<TColumn, string>>>; rest: string[] } | null {
  const headerIndex = lines.findIndex((line) => {
    const cells = cellsOf(line);
    return cells.length >= 2 && cells.every((cell) => columnOf(cell));
  });
  if (headerIndex < 0) return null;
  const columns = cellsOf(lines[headerIndex]!).map(columnOf);
  const rows: Array<Partial<Record<TColumn, string>>> = [];
  const rest = lines.slice(0, headerIndex);
  for (const line of lines.slice(headerIndex + 1)) {
    const cells = line.split(/\s*\|\s*/u).map(clean);
    if (cells.length !== columns.length) {
      rest.push(line);
      continue;
    }
    rows.push(Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])));
  }
  return { rows, rest };
}

function readExperiences(lines: string[]): TCvDraftExperience[] {
  const table = readTable(lines);
  const fromTable = (table?.rows ?? []).flatMap((row) => {
    const range = findDateRange(row.period ?? `${row.from ?? ''} - ${row.to ?? ''}`);
    const entry: TEntry = { parts: [row.title ?? '', row.company ?? ''].map(clean), headerLines: 1, range, description: [], explicit: true };
    const experience = experienceOf(entry);
    return experience ? [experience] : [];
  });
  const entries: TEntry[] = [];
  const start = (): TEntry => {
    const entry: TEntry = { parts: [], headerLines: 0, range: null, description: [], explicit: false };
    entries.push(entry);
    return entry;
  };
  for (const raw of table ? table.rest : lines) {
    const isBullet = BULLET.test(raw) && !/^\s*-?\d/u.test(raw);
    const line = raw.replace(BULLET, '');
    const range = findDateRange(line);
    const rest = clean(range ? line.replace(range.text, ' ') : line).replace(/\(\s*\)/gu, '').trim();
    const words = rest.split(' ').length;
    const isDescription = isBullet || words > 10 || (/[.;]$/u.test(rest) && words > 5 && !has(rest, COMPANY_WORDS));
    let entry: TEntry | null = entries.at(-1) ?? null;
    if (isDescription && !range) {
      (entry ?? start()).description.push(rest);
      continue;
    }
    if (range && entry?.range) entry = start();
    if (rest) {
      if (!entry || (entry.headerLines > 0 && entry.range && !range) || entry.headerLines >= 2) entry = start();
      entry.parts.push(...partsOf(rest));
      entry.explicit ||= /\s(?:at|@|لدى|في|بشركة)\s/iu.test(rest) && partsOf(rest).length === 2 && entry.headerLines === 0;
      entry.headerLines += 1;
    } else if (!entry) entry = start();
    if (range) entry.range = range;
  }
  // An entry without dates that names no company is a paragraph of the one before it.
  const merged: TEntry[] = [];
  for (const entry of entries) {
    const previous = merged.at(-1);
    if (previous && !entry.range && !entry.parts.some((p) => has(p, COMPANY_WORDS))) {
      previous.description.push(entry.parts.join(' '), ...entry.description);
    } else merged.push(entry);
  }
  return [...fromTable, ...merged.flatMap((entry) => experienceOf(entry) ?? [])];
}

const degreeOf = (text: string) => DEGREES.find(({ words }) => has(text, words))?.type ?? null;

/** "Bachelor of Science in Computer Science" → "Computer Science"; «بكالوريوس علوم الحاسب» → «علوم الحاسب». */
function fieldOf(text: string): string | null {
  const inField = /\b(?:in|of)\s+([^,|()]+)$/iu.exec(text) ?? /(?:تخصص|في)\s+([^,،|()]+)$/u.exec(text);
  if (inField) return clean(inField[1]!.replace(/^(?:science|arts|engineering)\s+in\s+/iu, ''));
  const short = /^(?:b\.?sc\.?|b\.?a\.?|b\.?s\.?|b\.?eng\.?|bba|m\.?sc\.?|m\.?a\.?|m\.?eng\.?|mba|ph\.?d\.?)\s+(\p{L}.+)$/iu.exec(text);
  if (short) return clean(short[1]!);
  const degree = DEGREES.flatMap((d) => d.words).filter((w) => isArabicText(w)).find((w) => text.includes(w));
  if (degree) {
    const after = clean(text.slice(text.indexOf(degree) + degree.length));
    return after || null;
  }
  return null;
}

function readQualifications(lines: string[]): TCvDraftQualification[] {
  const table = readTable(lines);
  const drafts: TCvDraftQualification[] = [];
  for (const row of table?.rows ?? []) {
    const year = lastYearOf(row.year ?? row.period ?? row.to ?? '');
    const degree = row.degree ?? '';
    drafts.push(qualificationOf(degreeOf(degree), row.university ? clean(row.university) : null, row.field ? clean(row.field) : fieldOf(degree), year));
  }
  let group: string[] = [];
  const groups: string[][] = [];
  for (const raw of table ? table.rest : lines) {
    const line = clean(raw.replace(BULLET, ''));
    const startsEntry = degreeOf(line) !== null && group.some((l) => degreeOf(l) !== null);
    const secondInstitution = has(line, INSTITUTION_WORDS) && !degreeOf(line) && group.some((l) => has(l, INSTITUTION_WORDS));
    if (startsEntry || secondInstitution) {
      groups.push(group);
      group = [];
    }
    group.push(line);
  }
  if (group.length) groups.push(group);
  for (const lines of groups) {
    const parts = lines.flatMap((line) => line.split(/\s*[|,،]\s*|\s+[-–—]\s+/u)).map(clean).filter(Boolean);
    const degreeText = parts.find((p) => degreeOf(p)) ?? null;
    const type = degreeText ? degreeOf(degreeText) : null;
    const university = parts.find((p) => p !== degreeText && has(p, INSTITUTION_WORDS)) ?? null;
    const year = lastYearOf(lines.join(' '));
    const withoutYear = (text: string) => clean(text.replace(/\(?\d{4}\s*(?:هـ|ه)?\)?/gu, ''));
    let field = degreeText ? fieldOf(withoutYear(degreeText)) : null;
    if (!field) {
      const other = parts.find((p) => p !== degreeText && p !== university && !/\d{4}/u.test(p) && !PLACE_WORDS.includes(normalizeText(p)) && !/^(?:gpa|المعدل|التقدير)/iu.test(p));
      field = other ? withoutYear(other) : null;
    }
    if (!type && !university) continue;
    drafts.push(qualificationOf(type, university ? withoutYear(university) : null, field, year));
  }
  return drafts;
}

function qualificationOf(
  type: TCvDraftQualification['values']['qualification_type'],
  university: string | null,
  field: string | null,
  year: ReturnType<typeof lastYearOf>,
): TCvDraftQualification {
  const uncertain: string[] = [];
  if (!type) uncertain.push('qualification_type');
  if (!field) uncertain.push('study_field');
  if (!year || year.isHijri) uncertain.push('graduated_year');
  return {
    values: {
      qualification_type: type,
      university: university?.slice(0, 150) || null,
      study_field: field?.slice(0, 150) || null,
      graduated_year: year?.year ?? null,
      graduated_month: year?.month ?? null,
    },
    uncertain,
  };
}

/** Items of a list section: one per bullet, comma or line ("Excel, Word • SQL"). */
function itemsOf(lines: string[]): string[] {
  return lines
    .flatMap((line) => line.replace(BULLET, '').split(/\s*(?:[,،;•·|]|\s[-–]\s(?=\p{L}+\s*[:(-]))\s*/u))
    .map(clean)
    .filter(Boolean);
}

function levelIn<L extends string>(text: string, levels: Array<[L, string[]]>): { level: L; words: string } | null {
  const folded = ` ${normalizeText(text)} `;
  for (const [level, words] of levels) {
    const word = words.find((w) => folded.includes(` ${normalizeText(w)} `));
    if (word) return { level, words: word };
  }
  return null;
}

/** "Excel (Advanced)", "SQL - Expert", «التواصل: ممتاز» → name and level; the level's words are taken out of the name. */
function nameAndLevel<L extends string>(item: string, levels: Array<[L, string[]]>): { name: string; level: L | null } {
  const match = /^(.+?)\s*(?:[(:：\-–]\s*([^()]+?)\s*\)?)?$/u.exec(item);
  const name = clean(match?.[1] ?? item);
  const levelText = match?.[2] ?? '';
  const level = levelText ? levelIn(levelText, levels) : null;
  if (level) return { name, level: level.level };
  const whole = levelIn(item, levels);
  if (whole && normalizeText(item) !== normalizeText(whole.words)) {
    const stripped = clean(item.replace(new RegExp(whole.words, 'iu'), ''));
    if (stripped) return { name: stripped, level: whole.level };
  }
  return { name: clean(item), level: null };
}

function readSkills(lines: string[]): TCvDraft['skills'] {
  const seen = new Set<string>();
  return itemsOf(lines).flatMap((item) => {
    const { name, level } = nameAndLevel(item, SKILL_LEVELS);
    const key = normalizeText(name);
    if (!name || name.length > 60 || name.split(' ').length > 6 || seen.has(key)) return [];
    seen.add(key);
    return [{ values: { skill_name: name, level: level ?? 'average' }, uncertain: level ? [] : ['level'] }];
  });
}

function readCourses(lines: string[]): TCvDraft['courses'] {
  return lines.flatMap((raw) => {
    const line = clean(raw.replace(BULLET, ''));
    const hours = /(\d{1,4})\s*(?:hours|hour|hrs|hr|h\b|ساعة|ساعات|ساعه)(?:\s*تدريبية)?/iu.exec(line);
    const title = clean(
      line
        .replace(hours?.[0] ?? '\u0000', ' ')
        .replace(/\(?\b(?:19|20)\d{2}\b\)?|\(?\b1[34]\d{2}\s*(?:هـ|ه)?\)?/gu, ' ')
        .replace(/\(\s*\)/gu, ' '),
    );
    if (!title || title.split(' ').length > 14) return [];
    const type = /training|تدريب|تدريبي/iu.test(line) && !/course|دورة/iu.test(line) ? 'training' : 'course';
    return [{ values: { title: title.slice(0, 150), total_hours: hours ? Number(hours[1]) : null, type }, uncertain: hours ? [] : ['total_hours'] }];
  });
}

function languageOf(name: string): TLanguageCode | null {
  const key = normalizeText(name).replace(/^(?:اللغه|language)\s+/u, '');
  return LANGUAGE_NAMES.get(key) ?? LANGUAGE_NAMES.get(key.replace(/^ال/u, '')) ?? null;
}

function readLanguages(lines: string[]): TCvDraft['languages'] {
  const seen = new Set<TLanguageCode>();
  return itemsOf(lines).flatMap((item) => {
    const { name, level } = nameAndLevel(item, LANGUAGE_LEVELS);
    const code = languageOf(name) ?? languageOf(name.split(' ')[0] ?? '');
    if (!code || seen.has(code)) return [];
    seen.add(code);
    return [{ values: { language: code, level: level ?? 'good' }, uncertain: level ? [] : ['level'] }];
  });
}

/** The draft of a CV from its text. */
export function parseCv(text: string, file: TCvDraft['file']): TCvDraft {
  const all = normalizeLines(text);
  const { header, sections } = splitSections(all);
  const lines = all.filter((line) => line !== COLUMN_BREAK);
  const get = (section: TSection) => sections.get(section) ?? [];
  const { personal, nameLines } = readPersonal(header, get('contact'));
  const contact = readContact([...header, ...get('contact'), ...lines]);
  const headline = readHeadline(header, nameLines);
  const summary = get('summary').join(' ').trim();
  // The languages it is written in: three words or more of a script, addresses and links aside.
  const prose = text.replace(new RegExp(EMAIL.source, 'gu'), ' ').replace(/\S*(?:https?:|www\.)\S*/giu, ' ');
  const scripts = (['ar', 'en'] as const).filter((script) => (prose.match(script === 'ar' ? /[\u0621-\u064A]{2,}/gu : /\b[A-Za-z]{3,}\b/gu) ?? []).length >= 3);
  return {
    file: { ...file, scripts: [...scripts] },
    personal,
    contact: contact.email || contact.phone ? { values: contact, uncertain: [] } : null,
    about: headline || summary ? { values: { headline, summary: summary ? summary.slice(0, 1000) : null }, uncertain: headline && !has(headline, TITLE_WORDS) ? ['headline'] : [] } : null,
    experiences: readExperiences(get('experience')).slice(0, 30),
    qualifications: readQualifications(get('education')).slice(0, 30),
    skills: readSkills(get('skills')).slice(0, 30),
    courses: readCourses(get('courses')).slice(0, 30),
    languages: readLanguages(get('languages')).slice(0, 30),
  };
}
