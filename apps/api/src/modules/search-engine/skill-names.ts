/**
 * Skills and tools people name in a search (issue 46): each with its English and Arabic names and the other
 * spellings people type (Arabic letters for a Latin name, run together, Arabizi). Suggestions read them (decision
 * 110); the order is the list's, most asked first.
 */
export interface TSkillName {
  en: string;
  ar: string;
  spellings: readonly string[];
}

export const SKILL_NAMES: readonly TSkillName[] = [
  { en: 'Excel', ar: 'إكسل', spellings: ['microsoft excel', 'اكسل', 'اكسيل', 'إكسيل', 'ms excel'] },
  { en: 'Microsoft Office', ar: 'مايكروسوفت أوفيس', spellings: ['ms office', 'office', 'اوفيس', 'أوفيس'] },
  { en: 'Word', ar: 'وورد', spellings: ['microsoft word', 'ms word', 'ورد'] },
  { en: 'PowerPoint', ar: 'باوربوينت', spellings: ['power point', 'باور بوينت', 'بوربوينت'] },
  { en: 'AutoCAD', ar: 'أوتوكاد', spellings: ['autocad', 'auto cad', 'اوتوكاد', 'أوتو كاد'] },
  { en: 'Revit', ar: 'ريفيت', spellings: ['revit', 'ريفت'] },
  { en: 'Primavera', ar: 'بريمافيرا', spellings: ['primavera p6', 'p6', 'بريمافيرا بي 6'] },
  { en: 'SAP', ar: 'ساب', spellings: ['sap', 'sap erp', 'ساب'] },
  { en: 'Oracle', ar: 'أوراكل', spellings: ['oracle', 'اوراكل'] },
  { en: 'SQL', ar: 'إس كيو إل', spellings: ['sql', 'mysql', 'postgresql', 'اس كيو ال'] },
  { en: 'Python', ar: 'بايثون', spellings: ['python', 'بايثن', 'بيثون'] },
  { en: 'Java', ar: 'جافا', spellings: ['java', 'جافا'] },
  { en: 'JavaScript', ar: 'جافاسكربت', spellings: ['javascript', 'js', 'جافا سكريبت', 'جافاسكريبت'] },
  { en: 'React', ar: 'رياكت', spellings: ['react', 'reactjs', 'react.js', 'رياكت'] },
  { en: 'Power BI', ar: 'باور بي آي', spellings: ['powerbi', 'power bi', 'باور بي اي'] },
  { en: 'Photoshop', ar: 'فوتوشوب', spellings: ['photoshop', 'فوتو شوب'] },
  { en: 'Illustrator', ar: 'إليستريتور', spellings: ['illustrator', 'اليستريتور'] },
  { en: 'Accounting', ar: 'محاسبة', spellings: ['bookkeeping', 'مسك الدفاتر'] },
  { en: 'IFRS', ar: 'المعايير الدولية لإعداد التقارير المالية', spellings: ['ifrs'] },
  { en: 'Customer service', ar: 'خدمة العملاء', spellings: ['customer support'] },
  { en: 'Sales', ar: 'مبيعات', spellings: ['selling'] },
  { en: 'Digital marketing', ar: 'تسويق رقمي', spellings: ['online marketing', 'تسويق الكتروني', 'التسويق الإلكتروني'] },
  { en: 'SEO', ar: 'تحسين محركات البحث', spellings: ['seo', 'سيو'] },
  { en: 'Project management', ar: 'إدارة المشاريع', spellings: ['pmp', 'ادارة مشاريع'] },
  { en: 'Communication', ar: 'التواصل', spellings: ['communication skills', 'مهارات التواصل', 'مهارات الاتصال'] },
  { en: 'Leadership', ar: 'القيادة', spellings: ['team leadership', 'قيادة الفريق'] },
  { en: 'English', ar: 'اللغة الإنجليزية', spellings: ['english language', 'انجليزي', 'إنجليزي', 'الانجليزية'] },
  { en: 'Arabic', ar: 'اللغة العربية', spellings: ['arabic language', 'عربي'] },
  { en: 'Driving', ar: 'قيادة السيارات', spellings: ['driving licence', 'driving license', 'رخصة قيادة'] },
  { en: 'First aid', ar: 'الإسعافات الأولية', spellings: ['bls', 'cpr', 'اسعافات اولية'] },
  { en: 'Data analysis', ar: 'تحليل البيانات', spellings: ['data analytics', 'تحليل بيانات'] },
  { en: 'Networking', ar: 'الشبكات', spellings: ['ccna', 'networks', 'شبكات'] },
  { en: 'Cybersecurity', ar: 'الأمن السيبراني', spellings: ['cyber security', 'information security', 'امن سيبراني', 'امن المعلومات'] },
  { en: 'Graphic design', ar: 'التصميم الجرافيكي', spellings: ['graphic designer skills', 'تصميم جرافيك', 'تصميم جرافيكي'] },
  { en: 'Recruitment', ar: 'التوظيف', spellings: ['talent acquisition', 'استقطاب المواهب'] },
  { en: 'Payroll', ar: 'الرواتب', spellings: ['payroll processing', 'مسيرات الرواتب'] },
  { en: 'Welding', ar: 'اللحام', spellings: ['welder skills', 'لحام'] },
  { en: 'Forklift', ar: 'الرافعة الشوكية', spellings: ['forklift operation', 'رافعة شوكية', 'فوركلفت'] },
  { en: 'Negotiation', ar: 'التفاوض', spellings: ['negotiating', 'تفاوض'] },
  { en: 'Time management', ar: 'إدارة الوقت', spellings: ['ادارة الوقت'] },
];
