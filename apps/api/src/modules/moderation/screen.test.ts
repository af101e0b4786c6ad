// The screening list's specification (decision 032): real-sounding phrases of job ads that must be held, each with
// the reasons it must be held for, and phrases that must pass because the words describe the work, not the person.
import { describe, expect, it } from 'vitest';
import type { TScreenCategory } from '@tawzeef/contract';
import { screeningRuleSeeds } from '../../db/seed/screening-rules.ts';
import { compileRule, compileRules, normalise, phraseKey, screenText } from './screen.ts';

const { compiled: rules, broken } = compileRules(screeningRuleSeeds.map((seed, index) => ({ id: index + 1, ...seed })));

const categoriesOf = (text: string, field: 'qualifications' | 'description' = 'qualifications') =>
  [...new Set(screenText({ [field]: text }, rules).map((finding) => finding.category))].sort();

const CAUGHT: Array<[string, TScreenCategory[]]> = [
  ['ذكر سعودي الجنسية فقط، العمر أقل من 30 سنة، أعزب', ['age', 'gender', 'marital_status']],
  ['لا يقبل المتزوجات', ['marital_status']],
  ['للذكور فقط', ['gender']],
  ['الوظيفة للإناث فقط', ['gender']],
  ['يشترط أن يكون المتقدم ذكرًا', ['gender']],
  ['الأفضلية للذكور في هذه الوظيفة', ['gender']],
  ['يفضل أن تكون المتقدمة أنثى', ['gender']],
  ['الجنس: ذكر', ['gender']],
  ['العمر من 25 إلى 35 سنة', ['age']],
  ['ألا يزيد العمر عن ٤٠ عامًا', ['age']],
  ['يشترط ألا يتجاوز عمر المتقدم 30 عاما', ['age']],
  ['ألا يتجاوز عمره الثلاثين', ['age']],
  ['مواليد 1995 فما فوق', ['age']],
  ['مطلوب شباب للعمل في المستودعات', ['age']],
  ['أن تكون عزباء', ['marital_status']],
  ['غير متزوجة', ['marital_status']],
  ['الحالة الاجتماعية: أعزب', ['marital_status']],
  ['الجنسية: مصري فقط', ['nationality']],
  ['يفضل من الجنسية الفلبينية', ['nationality']],
  ['مطلوب محاسب هندي الجنسية', ['nationality']],
  ['الأولوية للمصريين', ['nationality']],
  ['الوظيفة لغير السعوديين فقط', ['nationality']],
  ['أن يكون مسلمًا', ['religion']],
  ['مسلم الديانة', ['religion']],
  ['لا يقبل غير المسلمين', ['religion']],
  ['حسن المظهر ولبق في الحديث', ['appearance']],
  ['ذات مظهر جذاب', ['appearance']],
  ['جميلة الشكل', ['appearance']],
  ['الطول لا يقل عن 170 سم', ['appearance']],
  ['الوزن متناسب مع الطول', ['appearance']],
  ['بشرة فاتحة وقوام رشيق', ['appearance']],
  ['خالٍ من الإعاقة', ['disability']],
  ['لا يقبل ذوي الإعاقة', ['disability']],
  ['ألا يعاني من أي إعاقة جسدية', ['disability']],
  ['Female only', ['gender']],
  ['Males only, please', ['gender']],
  ['Male candidates only', ['gender']],
  ['Must be male', ['gender']],
  ['Female nurse required for our clinic', ['gender']],
  ['Preferably female', ['gender']],
  ['Age 25-35', ['age']],
  ['Age: 25 to 35 years', ['age']],
  ['Under 30 years old', ['age']],
  ['Applicants must not be older than 40', ['age']],
  ['Maximum age 35', ['age']],
  ['Aged between 22 and 30', ['age']],
  ['Young and energetic candidates', ['age']],
  ['Born after 1995', ['age']],
  ['Single applicants only', ['marital_status']],
  ['Must be unmarried', ['marital_status']],
  ['Married women need not apply', ['marital_status']],
  ['Marital status: single', ['marital_status']],
  ['Indian nationals only', ['nationality']],
  ['Filipino nationality preferred', ['nationality']],
  ['Non-Saudis only', ['nationality']],
  ['Egyptians only', ['nationality']],
  ['Must be Muslim', ['religion']],
  ['Muslims only', ['religion']],
  ['Christians need not apply', ['religion']],
  ['Good-looking and presentable', ['appearance']],
  ['Attractive appearance', ['appearance']],
  ['Height at least 170 cm', ['appearance']],
  ['Slim body', ['appearance']],
  ['Fair skin', ['appearance']],
  ['No disabilities', ['disability']],
  ['Must not have any disability', ['disability']],
  ['Able-bodied men only', ['disability', 'gender']],
  ['Physically handicapped need not apply', ['disability']],
];

const PASSING = [
  'خبرة في طب النساء والولادة',
  'إجادة اللغة العربية',
  'التحدث باللغة العربية فقط داخل المتجر',
  'الأولوية للسعوديين حسب برنامج نطاقات',
  'الوظيفة مخصصة للسعوديين ضمن قرارات التوطين',
  'سعودي الجنسية فقط',
  'أن يكون من حاملي الجنسية السعودية',
  'خبرة لا تقل عن 5 سنوات',
  'سنوات الخبرة: من 3 إلى 5 سنوات',
  'رخصة قيادة سعودية سارية',
  'شهادة البورد السعودي أو ما يعادلها',
  'إقامة قابلة للنقل للمقيمين داخل المملكة العربية السعودية',
  'بكالوريوس في الدراسات الإسلامية',
  'خبرة في المصرفية الإسلامية',
  'نرحب بتوظيف الأشخاص ذوي الإعاقة',
  'بيئة عمل مهيأة لذوي الإعاقة',
  'العمل في قسم السيدات',
  'رعاية كبار السن فوق 65 عامًا',
  'تعليم الأطفال من عمر 3 إلى 6 سنوات',
  'مستشفى الولادة وعيادات أمراض النساء',
  'خبرة في تصميم أزياء رجالية',
  'يقبل الجنسين',
  'بدل سكن للمتزوجين',
  'الالتزام بالزي الرسمي',
  'القدرة على رفع 20 كجم',
  'خبرة في اختبار عمر البطاريات',
  'يرجى ذكر الراتب المتوقع فقط في الطلب',
  'منهجيات التطوير الرشيقة (Agile)',
  'ألا يقل العمر عن 18 سنة',
  'تحسين مظهر واجهات المستخدم',
  'معلمة رياض أطفال',
  'female ward nursing experience',
  'Female ward nurse required',
  'Saudi nationals preferred per Saudization (Nitaqat)',
  'Saudi nationals only (localised role)',
  'Minimum 5 years of experience',
  '3-5 years experience in accounting',
  'Over 10 years of experience in sales',
  'Valid Saudi driving licence',
  'Saudi Commission for Health Specialties classification',
  'Experience in Islamic banking',
  'Christian Dior boutique experience',
  'Teach English to students aged 10-14',
  'Persons with disabilities are encouraged to apply',
  'Wheelchair accessible office',
  'Single sign-on (SSO) experience',
  'Single point of contact for key clients',
  'Experience in women’s health and obstetrics',
  'Men’s fashion retail experience',
  'Male and female applicants are welcome',
  'Professional appearance and adherence to the company dress code',
  'Ability to lift 20 kg',
  'Plan age-appropriate activities for children',
  'Attractive salary and benefits package',
  'Must be at least 18 years old',
  'Fluent in Arabic and English',
  'Experience with elderly care and geriatric patients',
  'Contact Omar on 0551234567',
  'Family allowance for married employees',
  'Manage a team of 12 people',
];

describe('the screening list', () => {
  it('compiles every seeded pattern', () => {
    expect(broken).toEqual([]);
    expect(CAUGHT.length + PASSING.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CAUGHT)('holds «%s» for %j', (text, categories) => {
    expect(categoriesOf(text)).toEqual([...categories].sort());
  });

  it.each(PASSING)('lets «%s» pass', (text) => {
    expect(screenText({ qualifications: text }, rules)).toEqual([]);
  });

  it('names the phrase as the company wrote it, diacritics and Arabic-Indic digits included, and its field', () => {
    const findings = screenText({ title: 'محاسب', qualifications: 'خبرة سنتين. ألا يزيد العمر عن ٤٠ عامًا، وأن يكون أعزبًا' }, rules);
    expect(findings).toEqual([
      { field: 'qualifications', phrase: 'العمر عن ٤٠', category: 'age' },
      { field: 'qualifications', phrase: 'أعزبًا', category: 'marital_status' },
    ]);
  });

  it('reads the description as text, not HTML', () => {
    const findings = screenText({ description: '<p>نبحث عن محاسب</p><ul><li>للذكور&nbsp;فقط</li></ul>' }, rules);
    expect(findings).toEqual([{ field: 'description', phrase: 'للذكور فقط', category: 'gender' }]);
  });

  it('lets a phrase an administrator approved for the job pass, and still holds the others', () => {
    const text = { qualifications: 'Female only. Age 25-35' };
    expect(screenText(text, rules, [phraseKey('Female only')])).toEqual([{ field: 'qualifications', phrase: 'Age 25-35', category: 'age' }]);
  });

  it('normalises letters and digits and maps back to the original', () => {
    expect(normalise('أنثى ٣٠').text).toBe('انثي 30');
    expect(normalise('عُمْر').origin).toEqual([0, 2, 4]);
  });

  it('refuses a pattern that is not a regular expression, with the reason', () => {
    expect(typeof compileRule('(unclosed')).toBe('string');
    expect(compileRule('\\bfemale\\b')).toBeInstanceOf(RegExp);
  });
});
