import type { TRelevanceQuery } from './collection.ts';

/**
 * The relevance collection of employers and levels (decision 109): what seekers type to find one company's jobs or
 * jobs for their level, judged by meaning before the ranking was looked at. One query a line:
 * `words|roles|company|years|senior|category|split`:
 * - roles: keys of demoRoles (demo-jobs.ts) whose jobs are relevant, `*` any role, `-` no job is relevant (the search
 *   must answer nothing, or mark its answer approximate);
 * - company: the English name of the demo company whose (shown, never confidential) jobs are relevant, or empty;
 * - years: the most years of experience a relevant job may ask for (a job asking none counts), or empty;
 * - senior: `s` when only senior titles ("Senior …", «… أول») are relevant: the search keeps every job of the role
 *   and must rank those first;
 * - split: `t` tuned on while building the rule, `h` held out (the test's targets are asserted on these).
 */
export interface TEmployerLevelQuery extends TRelevanceQuery {
  company: string | null;
  years: number | null;
  senior: boolean;
  split: 'tune' | 'held-out';
}

const DATA = `
al shifa|*|Al Shifa Medical Group|||employer-en|t
alshifa|*|Al Shifa Medical Group|||employer-run|h
shifa|*|Al Shifa Medical Group|||employer-part|h
al-shifa jobs|*|Al Shifa Medical Group|||employer-en|t
al shifa medical group|*|Al Shifa Medical Group|||employer-en|h
shefa medical|*|Al Shifa Medical Group|||employer-translit|t
مجموعة الشفاء الطبية|*|Al Shifa Medical Group|||employer-ar|t
الشفاء|*|Al Shifa Medical Group|||employer-ar|h
وظائف الشفاء|*|Al Shifa Medical Group|||employer-ar|h
مجموعة الشفاء|*|Al Shifa Medical Group|||employer-ar|t
nurse al shifa|nurse|Al Shifa Medical Group|||employer-role|t
al shifa nurse|nurse|Al Shifa Medical Group|||employer-role|h
ممرض الشفاء|nurse|Al Shifa Medical Group|||employer-role|h
ممرضة مجموعة الشفاء|nurse|Al Shifa Medical Group|||employer-role|t
pharmacist shifa|pharmacist|Al Shifa Medical Group|||employer-role|h
صيدلي الشفاء|pharmacist|Al Shifa Medical Group|||employer-role|t
accountant al shifa|accountant|Al Shifa Medical Group|||employer-role|h
محاسب الشفاء|accountant|Al Shifa Medical Group|||employer-role|h
horizon|*|Horizon Technology Co.|||employer-part|t
horizon technology|*|Horizon Technology Co.|||employer-en|h
horizon technology co|*|Horizon Technology Co.|||employer-en|h
شركة الأفق للتقنية|*|Horizon Technology Co.|||employer-ar|t
الأفق للتقنية|*|Horizon Technology Co.|||employer-ar|h
الافق|*|Horizon Technology Co.|||employer-ar|h
software engineer horizon|software-engineer|Horizon Technology Co.|||employer-role|t
مهندس برمجيات الأفق|software-engineer|Horizon Technology Co.|||employer-role|h
horizon مهندس برمجيات|software-engineer|Horizon Technology Co.|||employer-mixed|h
nakheel|*|Nakheel Contracting Co.|||employer-part|t
nakheel contracting|*|Nakheel Contracting Co.|||employer-en|h
nakhil contracting|*|Nakheel Contracting Co.|||employer-translit|h
النخيل للمقاولات|*|Nakheel Contracting Co.|||employer-ar|t
شركة النخيل|*|Nakheel Contracting Co.|||employer-ar|h
civil engineer nakheel|civil-engineer|Nakheel Contracting Co.|||employer-role|t
مهندس مدني النخيل|civil-engineer|Nakheel Contracting Co.|||employer-role|h
النخيل civil engineer|civil-engineer|Nakheel Contracting Co.|||employer-mixed|h
gulf logistics|*|Gulf Logistics Services Co.|||employer-en|t
gulf logistics services|*|Gulf Logistics Services Co.|||employer-en|h
الخليج للخدمات اللوجستية|*|Gulf Logistics Services Co.|||employer-ar|t
شركة الخليج|*|Gulf Logistics Services Co.|||employer-ar|h
driver gulf logistics|driver|Gulf Logistics Services Co.|||employer-role|t
سائق الخليج للخدمات اللوجستية|driver|Gulf Logistics Services Co.|||employer-role|h
rowad al janoub|*|Rowad Al Janoub Private Schools|||employer-en|t
rowad schools|*|Rowad Al Janoub Private Schools|||employer-en|h
مدارس رواد الجنوب|*|Rowad Al Janoub Private Schools|||employer-ar|t
رواد الجنوب|*|Rowad Al Janoub Private Schools|||employer-ar|h
math teacher rowad|math-teacher|Rowad Al Janoub Private Schools|||employer-role|h
معلم رياضيات رواد الجنوب|math-teacher|Rowad Al Janoub Private Schools|||employer-role|t
tamween|*|Tamween Markets|||employer-part|t
tamween markets|*|Tamween Markets|||employer-en|h
أسواق تموين|*|Tamween Markets|||employer-ar|t
تموين|*|Tamween Markets|||employer-ar|h
store manager tamween|store-manager|Tamween Markets|||employer-role|h
مدير متجر تموين|store-manager|Tamween Markets|||employer-role|t
al shamal pharmacies|*|Al Shamal Pharmacies|||employer-en|t
shamal pharmacy|*|Al Shamal Pharmacies|||employer-en|h
صيدليات الشمال|*|Al Shamal Pharmacies|||employer-ar|h
pharmacist al shamal|pharmacist|Al Shamal Pharmacies|||employer-role|t
صيدلي صيدليات الشمال|pharmacist|Al Shamal Pharmacies|||employer-role|h
tharwa|*|Tharwa Finance|||employer-part|t
tharwa finance|*|Tharwa Finance|||employer-en|h
ثروة للتمويل|*|Tharwa Finance|||employer-ar|t
ثروة|*|Tharwa Finance|||employer-ar|h
financial analyst tharwa|financial-analyst|Tharwa Finance|||employer-role|h
محلل مالي ثروة|financial-analyst|Tharwa Finance|||employer-role|t
sharq energy|*|Sharq Energy Services|||employer-en|t
sharq energy services|*|Sharq Energy Services|||employer-en|h
الشرق لخدمات الطاقة|*|Sharq Energy Services|||employer-ar|h
petroleum engineer sharq|petroleum-engineer|Sharq Energy Services|||employer-role|t
مهندس بترول الشرق لخدمات الطاقة|petroleum-engineer|Sharq Energy Services|||employer-role|h
diyafa|*|Diyafa Hotels|||employer-part|t
diyafa hotels|*|Diyafa Hotels|||employer-en|h
ضيافة للفنادق|*|Diyafa Hotels|||employer-ar|h
front desk diyafa|front-desk-agent|Diyafa Hotels|||employer-role|t
موظف استقبال ضيافة للفنادق|front-desk-agent|Diyafa Hotels|||employer-role|h
marsa digital|*|Marsa Digital|||employer-en|t
marsa|*|Marsa Digital|||employer-part|h
مرسى الرقمية|*|Marsa Digital|||employer-ar|h
content writer marsa|content-writer|Marsa Digital|||employer-role|t
qimma consulting|*|Qimma Management Consulting|||employer-en|t
qimma|*|Qimma Management Consulting|||employer-part|h
قمة للاستشارات الإدارية|*|Qimma Management Consulting|||employer-ar|h
management consultant qimma|management-consultant|Qimma Management Consulting|||employer-role|t
bunyan facilities|*|Bunyan Facilities Management|||employer-en|t
bunyan|*|Bunyan Facilities Management|||employer-part|h
بنيان لإدارة المرافق|*|Bunyan Facilities Management|||employer-ar|h
electrician bunyan|electrician|Bunyan Facilities Management|||employer-role|t
كهربائي بنيان|electrician|Bunyan Facilities Management|||employer-role|h
sahm digital marketing|*|Sahm Digital Marketing|||employer-en|t
سهم للتسويق الرقمي|*|Sahm Digital Marketing|||employer-ar|h
content writer sahm|content-writer|Sahm Digital Marketing|||employer-role|h
pilot al shifa|-||||employer-none|t
طيار الشفاء|-||||employer-none|h
chef nakheel|-||||employer-none|h
طباخ النخيل|-||||employer-none|t
dentist horizon|-||||employer-none|h
aramco|-||||employer-none|t
أرامكو|-||||employer-none|h
stc jobs|-||||employer-none|h
fresh graduate|*||0||level-en|t
fresh graduates|*||0||level-en|h
fresh grad jobs|*||0||level-en|h
new graduate|*||0||level-en|t
no experience|*||0||level-en|h
jobs without experience|*||0||level-en|t
حديث تخرج|*||0||level-ar|t
حديثي التخرج|*||0||level-ar|h
وظائف لحديثي التخرج|*||0||level-ar|h
خريج جديد|*||0||level-ar|t
خريجين جدد|*||0||level-ar|h
بدون خبرة|*||0||level-ar|t
وظائف بدون خبرة|*||0||level-ar|h
لا يشترط خبرة|*||0||level-ar|h
entry level|*||1||level-en|t
entry level jobs|*||1||level-en|h
junior|*||2||level-en|t
junior jobs|*||2||level-en|h
مبتدئ|*||2||level-ar|h
junior accountant|accountant,chief-accountant||2||level-role|t
junior data analyst|data-analyst||2||level-role|h
junior developer|software-engineer,frontend-developer||2||level-role|h
entry level sales|sales-representative||1||level-role|t
customer service no experience|customer-service||0||level-role|h
fresh graduate accountant|accountant,chief-accountant||0||level-role|t
accountant fresh graduate|accountant,chief-accountant||0||level-role|h
محاسب حديث تخرج|accountant,chief-accountant||0||level-role|h
محاسب بدون خبرة|accountant,chief-accountant||0||level-role|t
ممرضة حديثة التخرج|nurse||0||level-role|h
مبرمج مبتدئ|software-engineer,frontend-developer||2||level-role|t
خدمة عملاء بدون خبرة|customer-service||0||level-role|h
5 years|*||5||years-en|t
5 years experience|*||5||years-en|h
3 years of experience|*||3||years-en|h
two years experience|*||2||years-en|t
accountant 5 years|accountant,chief-accountant||5||years-role|h
nurse 2 years experience|nurse||2||years-role|t
data analyst 3 years|data-analyst||3||years-role|h
خبرة سنتين|*||2||years-ar|t
سنتين خبرة|*||2||years-ar|h
٥ سنوات خبرة|*||5||years-ar|h
خبرة 3 سنوات|*||3||years-ar|t
خبرة سنة|*||1||years-ar|h
محاسب خبرة سنتين|accountant,chief-accountant||2||years-role|t
محاسب خبرة ٣ سنوات|accountant,chief-accountant||3||years-role|h
ممرض خبرة سنة|nurse||1||years-role|h
مهندس مدني خبرة ٥ سنوات|civil-engineer||5||years-role|t
سائق خبرة سنتين|driver||2||years-role|h
senior accountant|accountant,chief-accountant|||s|senior|t
senior nurse|nurse|||s|senior|h
senior software engineer|software-engineer|||s|senior|h
senior data analyst|data-analyst|||s|senior|t
senior civil engineer|civil-engineer|||s|senior|h
senior pharmacist|pharmacist|||s|senior|h
محاسب أول|accountant,chief-accountant|||s|senior|t
ممرض أول|nurse|||s|senior|h
مهندس مدني أول|civil-engineer|||s|senior|h
صيدلي أول|pharmacist|||s|senior|t
senior محاسب|accountant,chief-accountant|||s|senior-mixed|h
sr accountant|accountant,chief-accountant|||s|senior|h
senior nurse al shifa|nurse|Al Shifa Medical Group||s|senior-employer|t
junior nurse al shifa|nurse|Al Shifa Medical Group|2||level-employer|h
fresh graduate horizon|*|Horizon Technology Co.|0||level-employer|t
horizon حديث تخرج|*|Horizon Technology Co.|0||level-employer|h
محاسب ثروة خبرة سنتين|accountant,chief-accountant|Tharwa Finance|2||level-employer|h
junior pilot|-||||level-none|t
senior astronaut|-||||level-none|h
طيار حديث تخرج|-||||level-none|h
fresh graduate dentist|-||||level-none|t
training|internship||||training|t
تدريب|internship||||training|h
nurse training|nurse||||training|h
accountant with training provided|accountant,chief-accountant||||training|t
`;

const splitOf = (mark: string): TEmployerLevelQuery['split'] => (mark === 'h' ? 'held-out' : 'tune');

export const employerLevelCollection: TEmployerLevelQuery[] = DATA.trim()
  .split('\n')
  .map((line) => {
    const [q, roles, company, years, senior, category, split] = line.split('|');
    return {
      q: q!,
      roles: roles === '*' ? '*' : roles === '-' ? [] : roles!.split(','),
      city: null,
      company: company || null,
      years: years ? Number(years) : null,
      senior: senior === 's',
      category: category!,
      split: splitOf(split!),
    };
  });
