/**
 * Skills people name in a search that are not tools (issue 46): each with its English and Arabic names and the other
 * spellings people type. Suggestions offer them with the tools of skill-words.ts (decision 108), which search reads
 * in either script; a tool is written there, once, never here. The order is the list's, most asked first.
 */
import { skillFinder } from './skill-list.ts';

export interface TSkillName {
  en: string;
  ar: string;
  spellings: readonly string[];
}

export const SKILL_NAMES: readonly TSkillName[] = [
  { en: 'Word', ar: 'وورد', spellings: ['microsoft word', 'ms word', 'ورد'] },
  { en: 'Accounting', ar: 'محاسبة', spellings: ['bookkeeping', 'مسك الدفاتر'] },
  { en: 'Customer service', ar: 'خدمة العملاء', spellings: ['customer support'] },
  { en: 'Sales', ar: 'مبيعات', spellings: ['selling'] },
  { en: 'Digital marketing', ar: 'تسويق رقمي', spellings: ['online marketing', 'تسويق الكتروني', 'التسويق الإلكتروني'] },
  { en: 'Project management', ar: 'إدارة المشاريع', spellings: ['pmp', 'ادارة مشاريع'] },
  { en: 'Communication', ar: 'التواصل', spellings: ['communication skills', 'مهارات التواصل', 'مهارات الاتصال'] },
  { en: 'Leadership', ar: 'القيادة', spellings: ['team leadership', 'قيادة الفريق'] },
  { en: 'English', ar: 'اللغة الإنجليزية', spellings: ['english language', 'انجليزي', 'إنجليزي', 'الانجليزية'] },
  { en: 'Arabic', ar: 'اللغة العربية', spellings: ['arabic language', 'عربي'] },
  { en: 'Driving', ar: 'قيادة السيارات', spellings: ['driving licence', 'driving license', 'رخصة قيادة'] },
  { en: 'Data analysis', ar: 'تحليل البيانات', spellings: ['data analytics', 'تحليل بيانات'] },
  { en: 'Networking', ar: 'الشبكات', spellings: ['ccna', 'networks', 'شبكات'] },
  { en: 'Cybersecurity', ar: 'الأمن السيبراني', spellings: ['cyber security', 'information security', 'امن سيبراني', 'امن المعلومات'] },
  { en: 'Graphic design', ar: 'التصميم الجرافيكي', spellings: ['graphic designer skills', 'تصميم جرافيك', 'تصميم جرافيكي'] },
  { en: 'Recruitment', ar: 'التوظيف', spellings: ['talent acquisition', 'استقطاب المواهب'] },
  { en: 'Payroll', ar: 'الرواتب', spellings: ['payroll processing', 'مسيرات الرواتب'] },
  { en: 'Welding', ar: 'اللحام', spellings: ['welder skills', 'لحام'] },
  { en: 'Negotiation', ar: 'التفاوض', spellings: ['negotiating', 'تفاوض'] },
  { en: 'Time management', ar: 'إدارة الوقت', spellings: ['ادارة الوقت'] },
  // Decision 189: what job seekers name on their CVs, which candidate search reads in either script.
  { en: 'Financial analysis', ar: 'التحليل المالي', spellings: ['تحليل مالي'] },
  { en: 'Patient care', ar: 'رعاية المرضى', spellings: ['رعاية مرضى'] },
  { en: 'Teaching', ar: 'التدريس', spellings: ['تدريس'] },
  { en: 'Classroom management', ar: 'إدارة الصف', spellings: ['ادارة الصف', 'إدارة الفصل'] },
  { en: 'Marketing', ar: 'التسويق', spellings: ['تسويق'] },
  { en: 'Social media', ar: 'التواصل الاجتماعي', spellings: ['وسائل التواصل الاجتماعي', 'سوشيال ميديا'] },
  { en: 'Cash handling', ar: 'التعامل مع النقد', spellings: ['التعامل مع النقدية'] },
  { en: 'Inventory', ar: 'الجرد', spellings: ['جرد', 'inventory management', 'إدارة المخزون'] },
  { en: 'Logistics', ar: 'الخدمات اللوجستية', spellings: ['لوجستيات', 'اللوجستيات'] },
  { en: 'Procurement', ar: 'المشتريات', spellings: ['مشتريات', 'purchasing'] },
  { en: 'Warehousing', ar: 'المستودعات', spellings: ['مستودعات', 'warehouse management'] },
  { en: 'Cooking', ar: 'الطبخ', spellings: ['طبخ', 'الطهي'] },
  { en: 'Cleaning', ar: 'التنظيف', spellings: ['تنظيف'] },
  { en: 'Security', ar: 'الأمن والسلامة', spellings: ['security and safety'] },
  { en: 'CCTV', ar: 'كاميرات المراقبة', spellings: ['cctv monitoring'] },
  { en: 'Electrical', ar: 'الكهرباء', spellings: ['كهرباء', 'electrical works'] },
  { en: 'Plumbing', ar: 'السباكة', spellings: ['سباكة'] },
  { en: 'HVAC', ar: 'التكييف والتبريد', spellings: ['التكييف', 'تكييف وتبريد'] },
  { en: 'Programming', ar: 'البرمجة', spellings: ['برمجة', 'coding'] },
  { en: 'Teamwork', ar: 'العمل الجماعي', spellings: ['team work', 'العمل ضمن فريق'] },
];

/** The named skills with their forms, by their English names (as a job's or a CV's skills are). */
export const NAMED_SKILLS = SKILL_NAMES.map((skill) => ({ name: skill.en, forms: [skill.en, skill.ar, ...skill.spellings] }));

/** The named skills a text (one skill of a CV's list) names, by their English names. */
export const namedSkillsIn = skillFinder(NAMED_SKILLS);
