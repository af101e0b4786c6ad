// Over 400 lines on purpose: seed data, the demo companies' and jobs' texts in both languages, read as one catalogue.
/**
 * Demo companies, jobs, payments and bank accounts (issue 4): plain data and a deterministic generator.
 * demo.ts inserts what this file returns; nothing here touches the database. The same seed and seed time
 * always give the same jobs, so a bug report about "job 57" can be reproduced.
 */
import type { TCompanySize, TJobStatus, TJobType, TPayType, TWorkingType, TWorkPlace } from '@tawzeef/contract';
import { addDays, riyadhDateOf } from '../../modules/jobs/state.ts';

type TLocale = 'ar' | 'en';
type TQualificationType = 'secondary' | 'diploma' | 'bachelor' | 'ma' | 'phd';
/** `${country code}:${cities.name_en}`, e.g. `SA:Al Khobar`. */
export type TCityKey = `${'SA' | 'AE' | 'QA'}:${string}`;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

/** mulberry32: a tiny seeded PRNG, good enough for demo data and stable across Node versions. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type TRandom = () => number;
const between = (rng: TRandom, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pick = <T>(rng: TRandom, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
function pickSome<T>(rng: TRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return chosen;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The Riyadh calendar day of a moment, `days` later, as YYYY-MM-DD (deadlines are Riyadh days). */
export function riyadhDay(moment: Date, days = 0): string {
  return addDays(riyadhDateOf(moment), days);
}
/** Midnight at the start of a Riyadh day. */
const riyadhMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

/** Names of the cities demo jobs use, for the job texts (the ids come from the lookup tables). */
const cityNames: Record<string, { ar: string; en: string }> = {
  'SA:Riyadh': { ar: 'الرياض', en: 'Riyadh' },
  'SA:Jeddah': { ar: 'جدة', en: 'Jeddah' },
  'SA:Makkah': { ar: 'مكة المكرمة', en: 'Makkah' },
  'SA:Madinah': { ar: 'المدينة المنورة', en: 'Madinah' },
  'SA:Taif': { ar: 'الطائف', en: 'Taif' },
  'SA:Yanbu': { ar: 'ينبع', en: 'Yanbu' },
  'SA:AlUla': { ar: 'العلا', en: 'AlUla' },
  'SA:Dammam': { ar: 'الدمام', en: 'Dammam' },
  'SA:Al Khobar': { ar: 'الخبر', en: 'Al Khobar' },
  'SA:Dhahran': { ar: 'الظهران', en: 'Dhahran' },
  'SA:Al Jubail': { ar: 'الجبيل', en: 'Al Jubail' },
  'SA:Ras Tanura': { ar: 'رأس تنورة', en: 'Ras Tanura' },
  'SA:Abha': { ar: 'أبها', en: 'Abha' },
  'SA:Khamis Mushait': { ar: 'خميس مشيط', en: 'Khamis Mushait' },
  'SA:Tabuk': { ar: 'تبوك', en: 'Tabuk' },
  'SA:Umluj': { ar: 'أملج', en: 'Umluj' },
  'AE:Dubai': { ar: 'دبي', en: 'Dubai' },
  'QA:Doha': { ar: 'الدوحة', en: 'Doha' },
};

// ---------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------

export interface TDemoCompany {
  email: string;
  /** The login account, for companies that are not among demo.ts's demoAccounts. */
  account?: { phone: string; first_name: string; last_name: string; ar_first_name: string; ar_last_name: string; locale: TLocale };
  foundation_name: string;
  foundation_name_en: string;
  verification_status: 'verified' | 'pending' | 'unverified';
  commercial_number: string | null;
  sector: string;
  city: TCityKey;
  /** Other cities the company hires in. */
  branches: TCityKey[];
  address: string | null;
  lat: number | null;
  lng: number | null;
  about_company: string;
  members_count: TCompanySize;
  working_type: TWorkingType;
  website: string | null;
  contact_email: string;
  contact_phone: string;
  /** Days between the company's registration and the seed. */
  member_for_days: number;
  /** Share of its ads written in Arabic. */
  arabic_share: number;
  /** Jobs to generate, and the roles (keys of demoRoles) it hires for. */
  job_count: number;
  roles: string[];
  /** Dashboard states every demo company should show, before the random ones. */
  fixed_states?: TJobStatus[];
}

export const demoCompanies: TDemoCompany[] = [
  {
    email: 'hr@demo-horizon.tawzeef.sa',
    foundation_name: 'شركة الأفق للتقنية',
    foundation_name_en: 'Horizon Technology Co.',
    verification_status: 'verified',
    commercial_number: '1010634521',
    sector: 'information-technology',
    city: 'SA:Riyadh',
    branches: ['SA:Jeddah', 'SA:Al Khobar'],
    address: 'طريق الملك فهد، حي العليا، الرياض 12214',
    lat: 24.6995,
    lng: 46.6853,
    about_company:
      'شركة سعودية تبني منصات رقمية للجهات الحكومية والقطاع الخاص منذ عام 2012: بوابات خدمات إلكترونية، وتطبيقات جوال، وحلول بيانات وسحابة. يعمل في الشركة أكثر من 400 مهندس ومصمم في الرياض وجدة والخبر، ونؤمن بأن التقنية الجيدة تبدأ من فهم احتياج المستخدم.',
    members_count: '250-999',
    working_type: 'private',
    website: 'https://demo-horizon.tawzeef.sa',
    contact_email: 'careers@demo-horizon.tawzeef.sa',
    contact_phone: '+966112930400',
    member_for_days: 420,
    arabic_share: 0.6,
    job_count: 36,
    roles: ['software-engineer', 'frontend-developer', 'devops-engineer', 'data-analyst', 'cybersecurity-analyst', 'it-support', 'ui-ux-designer', 'product-manager', 'project-manager', 'sales-representative', 'hr-specialist', 'accountant', 'customer-service'],
    fixed_states: ['draft', 'draft', 'awaiting_payment', 'awaiting_payment', 'closed', 'closed', 'expired', 'expired'],
  },
  {
    email: 'jobs@demo-nakheel.tawzeef.sa',
    foundation_name: 'شركة النخيل للمقاولات',
    foundation_name_en: 'Nakheel Contracting Co.',
    verification_status: 'verified',
    commercial_number: '4030218877',
    sector: 'construction-and-real-estate',
    city: 'SA:Jeddah',
    branches: ['SA:Makkah', 'SA:Madinah', 'SA:Riyadh', 'SA:Taif'],
    address: 'Prince Sultan Road, Al Rawdah District, Jeddah 23435',
    lat: 21.5645,
    lng: 39.1545,
    about_company:
      'Nakheel Contracting is a first-grade classified contractor founded in Jeddah in 1998. We build schools, hospitals, housing communities and infrastructure across the Western Region, with more than 2,000 engineers, technicians and craftsmen on our sites. Safety, quality and on-time delivery are how we measure ourselves.',
    members_count: '1000+',
    working_type: 'private',
    website: 'https://demo-nakheel.tawzeef.sa',
    contact_email: 'careers@demo-nakheel.tawzeef.sa',
    contact_phone: '+966126510200',
    member_for_days: 380,
    arabic_share: 0.4,
    job_count: 26,
    roles: ['civil-engineer', 'architect', 'electrical-engineer', 'mechanical-engineer', 'safety-officer', 'project-manager', 'electrician', 'hvac-technician', 'driver', 'procurement-specialist', 'accountant', 'hr-specialist'],
    fixed_states: ['draft', 'awaiting_payment', 'closed'],
  },
  {
    email: 'careers@demo-shifa.tawzeef.sa',
    account: { phone: '+966500000010', first_name: 'Reem', last_name: 'Alzahrani', ar_first_name: 'ريم', ar_last_name: 'الزهراني', locale: 'ar' },
    foundation_name: 'مجموعة الشفاء الطبية',
    foundation_name_en: 'Al Shifa Medical Group',
    verification_status: 'verified',
    commercial_number: '4650127734',
    sector: 'healthcare',
    city: 'SA:Madinah',
    branches: ['SA:Jeddah', 'SA:Makkah', 'SA:Yanbu'],
    address: 'طريق الملك عبدالعزيز، حي العزيزية، المدينة المنورة 42311',
    lat: 24.4539,
    lng: 39.6349,
    about_company:
      'مجموعة صحية تدير مستشفيين وستة مجمعات طبية في المدينة المنورة وجدة ومكة المكرمة وينبع، معتمدة من المجلس المركزي لاعتماد المنشآت الصحية (سباهي). نقدم رعاية متكاملة في الطب الباطني وطب الأسرة والأطفال والعلاج الطبيعي، ونستثمر في تدريب كوادرنا وتطويرهم.',
    members_count: '1000+',
    working_type: 'private',
    website: 'https://demo-shifa.tawzeef.sa',
    contact_email: 'careers@demo-shifa.tawzeef.sa',
    contact_phone: '+966148260100',
    member_for_days: 300,
    arabic_share: 0.65,
    job_count: 26,
    roles: ['nurse', 'pharmacist', 'general-practitioner', 'lab-specialist', 'radiology-technologist', 'physiotherapist', 'dietitian', 'customer-service', 'accountant', 'hr-specialist', 'it-support'],
  },
  {
    email: 'talent@demo-khaleej.tawzeef.sa',
    account: { phone: '+966500000011', first_name: 'Fahad', last_name: 'Aldossary', ar_first_name: 'فهد', ar_last_name: 'الدوسري', locale: 'ar' },
    foundation_name: 'شركة الخليج للخدمات اللوجستية',
    foundation_name_en: 'Gulf Logistics Services Co.',
    verification_status: 'verified',
    commercial_number: '2050098812',
    sector: 'transportation-and-logistics',
    city: 'SA:Dammam',
    branches: ['SA:Riyadh', 'SA:Jeddah', 'SA:Al Jubail', 'AE:Dubai'],
    address: 'شارع الملك سعود، حي العدامة، الدمام 32241',
    lat: 26.4282,
    lng: 50.097,
    about_company:
      'نقدم خدمات الشحن البري والتخزين والتوزيع للميل الأخير في المملكة ودول الخليج، بأسطول يتجاوز 600 شاحنة ومستودعات في الدمام والرياض وجدة. نعمل مع كبرى شركات التجزئة والبتروكيماويات، ونطبق أنظمة تتبع لحظية لكل شحنة.',
    members_count: '1000+',
    working_type: 'private',
    website: 'https://demo-khaleej.tawzeef.sa',
    contact_email: 'talent@demo-khaleej.tawzeef.sa',
    contact_phone: '+966138330500',
    member_for_days: 260,
    arabic_share: 0.7,
    job_count: 22,
    roles: ['driver', 'logistics-coordinator', 'warehouse-supervisor', 'procurement-specialist', 'customer-service', 'sales-representative', 'data-analyst', 'accountant', 'hvac-technician'],
  },
  {
    email: 'jobs@demo-rowad.tawzeef.sa',
    account: { phone: '+966500000012', first_name: 'Abdullah', last_name: 'Alasmari', ar_first_name: 'عبدالله', ar_last_name: 'الأسمري', locale: 'ar' },
    foundation_name: 'مدارس رواد الجنوب الأهلية',
    foundation_name_en: 'Rowad Al Janoub Private Schools',
    verification_status: 'verified',
    commercial_number: '5850044127',
    sector: 'education',
    city: 'SA:Abha',
    branches: ['SA:Khamis Mushait'],
    address: 'طريق الملك فيصل، حي المنسك، أبها 62521',
    lat: 18.2253,
    lng: 42.5086,
    about_company:
      'مدارس أهلية في أبها وخميس مشيط تضم المراحل من رياض الأطفال حتى الثانوية، وتطبق مناهج وزارة التعليم مع برنامج مكثف للغة الإنجليزية والعلوم والرياضيات. نحرص على بيئة تعليمية آمنة ومحفزة، وعلى التطوير المهني المستمر لمعلمينا.',
    members_count: '250-999',
    working_type: 'private',
    website: 'https://demo-rowad.tawzeef.sa',
    contact_email: 'jobs@demo-rowad.tawzeef.sa',
    contact_phone: '+966172250300',
    member_for_days: 210,
    arabic_share: 0.85,
    job_count: 20,
    roles: ['math-teacher', 'english-teacher', 'special-education-teacher', 'kindergarten-teacher', 'school-counselor', 'it-support', 'accountant'],
  },
  {
    email: 'hr@demo-tamween.tawzeef.sa',
    account: { phone: '+966500000013', first_name: 'Mohammed', last_name: 'Alghamdi', ar_first_name: 'محمد', ar_last_name: 'الغامدي', locale: 'ar' },
    foundation_name: 'أسواق تموين',
    foundation_name_en: 'Tamween Markets',
    verification_status: 'verified',
    commercial_number: '4030377190',
    sector: 'retail',
    city: 'SA:Jeddah',
    branches: ['SA:Makkah', 'SA:Madinah', 'SA:Riyadh', 'SA:Tabuk'],
    address: 'طريق المدينة، حي الفيصلية، جدة 23442',
    lat: 21.574,
    lng: 39.179,
    about_company:
      'سلسلة أسواق غذائية تضم 45 فرعًا في جدة ومكة المكرمة والمدينة المنورة والرياض وتبوك، إضافة إلى متجر إلكتروني وتوصيل في اليوم نفسه. نوفر لعملائنا منتجات طازجة بأسعار عادلة، ونؤمن بأن فرق فروعنا هي أساس تجربة التسوق.',
    members_count: '1000+',
    working_type: 'private',
    website: 'https://demo-tamween.tawzeef.sa',
    contact_email: 'hr@demo-tamween.tawzeef.sa',
    contact_phone: '+966126620300',
    member_for_days: 330,
    arabic_share: 0.85,
    job_count: 24,
    roles: ['store-manager', 'sales-representative', 'customer-service', 'marketing-specialist', 'warehouse-supervisor', 'driver', 'accountant', 'hr-specialist', 'graphic-designer'],
  },
  {
    email: 'hr@demo-shamal.tawzeef.sa',
    account: { phone: '+966500000014', first_name: 'Turki', last_name: 'Albalawi', ar_first_name: 'تركي', ar_last_name: 'البلوي', locale: 'ar' },
    foundation_name: 'صيدليات الشمال',
    foundation_name_en: 'Al Shamal Pharmacies',
    verification_status: 'verified',
    commercial_number: '3550061248',
    sector: 'pharmaceuticals',
    city: 'SA:Tabuk',
    branches: ['SA:Madinah', 'SA:Umluj'],
    address: 'طريق الأمير فهد بن سلطان، حي المروج، تبوك 47913',
    lat: 28.3835,
    lng: 36.5662,
    about_company:
      'سلسلة صيدليات مجتمعية تأسست في تبوك عام 2005 وتضم اليوم 38 صيدلية في منطقتي تبوك والمدينة المنورة، تعمل على مدار الساعة في عدد من فروعها. نقدم الاستشارة الدوائية ومتابعة الأمراض المزمنة وخدمة توصيل الأدوية.',
    members_count: '250-999',
    working_type: 'private',
    website: 'https://demo-shamal.tawzeef.sa',
    contact_email: 'hr@demo-shamal.tawzeef.sa',
    contact_phone: '+966144210700',
    member_for_days: 190,
    arabic_share: 0.8,
    job_count: 16,
    roles: ['pharmacist', 'sales-representative', 'customer-service', 'accountant', 'dietitian', 'warehouse-supervisor'],
  },
  {
    email: 'careers@demo-tharwa.tawzeef.sa',
    account: { phone: '+966500000015', first_name: 'Lama', last_name: 'Alrasheed', ar_first_name: 'لمى', ar_last_name: 'الرشيد', locale: 'en' },
    foundation_name: 'ثروة للتمويل',
    foundation_name_en: 'Tharwa Finance',
    verification_status: 'verified',
    commercial_number: '1010459902',
    sector: 'banking-and-finance',
    city: 'SA:Riyadh',
    branches: ['SA:Al Khobar', 'SA:Jeddah'],
    address: 'King Abdullah Financial District, King Fahd Road, Riyadh 13519',
    lat: 24.763,
    lng: 46.6405,
    about_company:
      'Tharwa Finance is a Sharia-compliant finance company licensed by the Saudi Central Bank (SAMA). We offer consumer, SME and auto financing through branches in Riyadh, Jeddah and Al Khobar and a fully digital application. Our teams combine banking experience with modern data and technology.',
    members_count: '250-999',
    working_type: 'private',
    website: 'https://demo-tharwa.tawzeef.sa',
    contact_email: 'careers@demo-tharwa.tawzeef.sa',
    contact_phone: '+966114110200',
    member_for_days: 240,
    arabic_share: 0.5,
    job_count: 20,
    roles: ['accountant', 'financial-analyst', 'sharia-compliance-officer', 'legal-counsel', 'customer-service', 'sales-representative', 'data-analyst', 'cybersecurity-analyst', 'hr-specialist'],
  },
  {
    email: 'recruitment@demo-sharq.tawzeef.sa',
    account: { phone: '+966500000016', first_name: 'Omar', last_name: 'Alkhaldi', ar_first_name: 'عمر', ar_last_name: 'الخالدي', locale: 'en' },
    foundation_name: 'الشرق لخدمات الطاقة',
    foundation_name_en: 'Sharq Energy Services',
    verification_status: 'verified',
    commercial_number: '2051073365',
    sector: 'oil-and-gas',
    city: 'SA:Al Khobar',
    branches: ['SA:Dhahran', 'SA:Al Jubail', 'SA:Ras Tanura'],
    address: 'King Faisal Bin Abdulaziz Road, Al Khobar North, Al Khobar 34429',
    lat: 26.2945,
    lng: 50.2083,
    about_company:
      'Sharq Energy Services provides engineering, maintenance and inspection services to oil, gas and petrochemical plants in the Eastern Province. Part of an international group, we run long-term contracts in Ras Tanura, Jubail and Dhahran and hold ISO 9001, ISO 14001 and ISO 45001 certifications.',
    members_count: '1000+',
    working_type: 'multinational',
    website: 'https://demo-sharq.tawzeef.sa',
    contact_email: 'recruitment@demo-sharq.tawzeef.sa',
    contact_phone: '+966138990100',
    member_for_days: 280,
    arabic_share: 0.25,
    job_count: 22,
    roles: ['mechanical-engineer', 'electrical-engineer', 'process-engineer', 'petroleum-engineer', 'safety-officer', 'electrician', 'hvac-technician', 'project-manager', 'procurement-specialist'],
  },
  {
    email: 'jobs@demo-diyafa.tawzeef.sa',
    account: { phone: '+966500000017', first_name: 'Hanan', last_name: 'Almalki', ar_first_name: 'حنان', ar_last_name: 'المالكي', locale: 'ar' },
    foundation_name: 'ضيافة للفنادق',
    foundation_name_en: 'Diyafa Hotels',
    verification_status: 'verified',
    commercial_number: '4031215560',
    sector: 'hospitality-and-tourism',
    city: 'SA:Makkah',
    branches: ['SA:Madinah', 'SA:AlUla'],
    address: 'طريق إبراهيم الخليل، حي المسفلة، مكة المكرمة 24231',
    lat: 21.414,
    lng: 39.822,
    about_company:
      'مجموعة فندقية سعودية تدير خمسة فنادق في مكة المكرمة والمدينة المنورة ومنتجعًا في العلا، وتستقبل ضيوف الرحمن والزوار على مدار العام. نفخر بضيافتنا السعودية الأصيلة وبفريق يتحدث أكثر من عشر لغات.',
    members_count: '250-999',
    working_type: 'private',
    website: 'https://demo-diyafa.tawzeef.sa',
    contact_email: 'jobs@demo-diyafa.tawzeef.sa',
    contact_phone: '+966125440800',
    member_for_days: 250,
    arabic_share: 0.6,
    job_count: 18,
    roles: ['front-desk-agent', 'customer-service', 'marketing-specialist', 'accountant', 'translator', 'hvac-technician', 'hr-specialist', 'store-manager'],
  },
  {
    email: 'people@demo-marsa.tawzeef.sa',
    account: { phone: '+966500000018', first_name: 'Yousef', last_name: 'Alhashemi', ar_first_name: 'يوسف', ar_last_name: 'الهاشمي', locale: 'en' },
    foundation_name: 'مرسى الرقمية',
    foundation_name_en: 'Marsa Digital',
    verification_status: 'verified',
    commercial_number: '1010788413',
    sector: 'e-commerce',
    city: 'AE:Dubai',
    branches: ['SA:Riyadh'],
    address: 'Dubai Internet City, Building 9, Dubai',
    lat: 25.095,
    lng: 55.158,
    about_company:
      'Marsa Digital runs an online marketplace for home and electronics across the GCC, with offices in Dubai and Riyadh. We are a product-led startup of 120 people who ship every day, measure everything and work remotely for much of the week.',
    members_count: '50-249',
    working_type: 'startup',
    website: 'https://demo-marsa.tawzeef.sa',
    contact_email: 'people@demo-marsa.tawzeef.sa',
    contact_phone: '+97143310900',
    member_for_days: 230,
    arabic_share: 0.3,
    job_count: 16,
    roles: ['software-engineer', 'frontend-developer', 'data-analyst', 'product-manager', 'marketing-specialist', 'graphic-designer', 'content-writer', 'customer-service', 'ui-ux-designer'],
  },
  {
    email: 'hr@demo-qimma.tawzeef.sa',
    account: { phone: '+966500000019', first_name: 'Nasser', last_name: 'Almarri', ar_first_name: 'ناصر', ar_last_name: 'المري', locale: 'en' },
    foundation_name: 'قمة للاستشارات الإدارية',
    foundation_name_en: 'Qimma Management Consulting',
    verification_status: 'verified',
    commercial_number: '1010902276',
    sector: 'consulting',
    city: 'QA:Doha',
    branches: ['SA:Riyadh'],
    address: 'West Bay, Al Corniche Street, Doha',
    lat: 25.3215,
    lng: 51.529,
    about_company:
      'Qimma is a boutique management consultancy advising governments and family businesses in Qatar and Saudi Arabia on strategy, organisation design and digital transformation. Our consultants work in small teams, close to our clients in Doha and Riyadh.',
    members_count: '50-249',
    working_type: 'private',
    website: 'https://demo-qimma.tawzeef.sa',
    contact_email: 'hr@demo-qimma.tawzeef.sa',
    contact_phone: '+97444120600',
    member_for_days: 200,
    arabic_share: 0.35,
    job_count: 14,
    roles: ['management-consultant', 'financial-analyst', 'data-analyst', 'project-manager', 'translator', 'legal-counsel', 'hr-specialist'],
  },
  {
    // Submitted its commercial registration; waits for an admin (the admin page's queue).
    email: 'hr@demo-bunyan.tawzeef.sa',
    account: { phone: '+966500000020', first_name: 'Saad', last_name: 'Alqahtani', ar_first_name: 'سعد', ar_last_name: 'القحطاني', locale: 'ar' },
    foundation_name: 'بنيان لإدارة المرافق',
    foundation_name_en: 'Bunyan Facilities Management',
    verification_status: 'pending',
    commercial_number: '2055104417',
    sector: 'facilities-management',
    city: 'SA:Al Jubail',
    branches: [],
    address: 'شارع الملك عبدالعزيز، حي الفناتير، الجبيل الصناعية 35718',
    lat: 27.0046,
    lng: 49.6581,
    about_company: 'شركة ناشئة لتشغيل وصيانة المباني التجارية والسكنية في الجبيل والدمام: صيانة التكييف والكهرباء والسباكة والنظافة والأمن.',
    members_count: '10-49',
    working_type: 'private',
    website: null,
    contact_email: 'hr@demo-bunyan.tawzeef.sa',
    contact_phone: '+966133410500',
    member_for_days: 20,
    arabic_share: 1,
    job_count: 2,
    roles: ['hvac-technician', 'electrician'],
    fixed_states: ['draft', 'draft'],
  },
  {
    // Registered but never sent its commercial registration.
    email: 'info@demo-sahm.tawzeef.sa',
    account: { phone: '+966500000021', first_name: 'Abeer', last_name: 'Alharthi', ar_first_name: 'عبير', ar_last_name: 'الحارثي', locale: 'ar' },
    foundation_name: 'سهم للتسويق الرقمي',
    foundation_name_en: 'Sahm Digital Marketing',
    verification_status: 'unverified',
    commercial_number: null,
    sector: 'media-and-entertainment',
    city: 'SA:Jeddah',
    branches: [],
    address: null,
    lat: null,
    lng: null,
    about_company: 'وكالة تسويق رقمي في جدة تدير حملات التواصل الاجتماعي وصناعة المحتوى للعلامات التجارية المحلية.',
    members_count: '1-9',
    working_type: 'startup',
    website: null,
    contact_email: 'info@demo-sahm.tawzeef.sa',
    contact_phone: '+966126870400',
    member_for_days: 15,
    arabic_share: 1,
    job_count: 1,
    roles: ['content-writer'],
    fixed_states: ['draft'],
  },
];

// ---------------------------------------------------------------------------
// Roles: ~45 templates, each written in Arabic and English
// ---------------------------------------------------------------------------

type THours = 'office' | 'shifts' | 'retail' | 'school' | 'site' | 'rotation';
interface TRoleText {
  title: string;
  summary: string;
  duties: string[];
  requirements: string[];
}
interface TRole {
  major: string;
  quals: TQualificationType[];
  experience: [number, number];
  /** Monthly SAR at the lowest experience, and the rise per year of experience. */
  pay: [number, number];
  hours: THours;
  partTime?: boolean;
  remote?: boolean;
  /** false: no "senior" title (e.g. drivers). */
  senior?: boolean;
  ar: TRoleText;
  en: TRoleText;
}

export const demoRoles: Record<string, TRole> = {
  'software-engineer': {
    major: 'software-engineering', quals: ['bachelor', 'bachelor', 'ma'], experience: [1, 12], pay: [9000, 1100], hours: 'office', remote: true,
    ar: { title: 'مهندس برمجيات', summary: 'ستعمل ضمن فريق منتج يطوّر خدمات رقمية يستخدمها ملايين المستخدمين، من تصميم الواجهات البرمجية حتى الإطلاق والمتابعة.',
      duties: ['تطوير خدمات خلفية موثوقة وقابلة للتوسع', 'كتابة اختبارات آلية ومراجعة شيفرة الزملاء', 'المشاركة في تصميم الأنظمة وتقدير المهام', 'متابعة أداء الخدمات في بيئة الإنتاج ومعالجة الأعطال'],
      requirements: ['إتقان لغة برمجة واحدة على الأقل مثل TypeScript أو Java أو Go', 'معرفة جيدة بقواعد البيانات العلائقية وواجهات REST', 'القدرة على العمل باللغتين العربية والإنجليزية'] },
    en: { title: 'Software Engineer', summary: 'You will join a product team building digital services used by millions, from API design to release and operations.',
      duties: ['Build reliable, scalable backend services', 'Write automated tests and review colleagues’ code', 'Take part in system design and estimation', 'Monitor services in production and fix incidents'],
      requirements: ['Strong command of at least one language such as TypeScript, Java or Go', 'Good knowledge of relational databases and REST APIs', 'Able to work in English; Arabic is a plus'] },
  },
  'frontend-developer': {
    major: 'computer-science', quals: ['bachelor', 'diploma'], experience: [1, 10], pay: [8500, 1000], hours: 'office', remote: true,
    ar: { title: 'مطور واجهات أمامية', summary: 'نبحث عمن يبني واجهات ويب سريعة وسهلة الاستخدام تدعم العربية والإنجليزية وتلتزم بمعايير الوصول الشامل.',
      duties: ['تطوير واجهات باستخدام React وTypeScript', 'تحويل تصاميم الفريق إلى مكونات قابلة لإعادة الاستخدام', 'ضمان دعم الاتجاه من اليمين إلى اليسار والوصول الشامل', 'تحسين أداء الصفحات على الجوال'],
      requirements: ['خبرة عملية في React وHTML وCSS', 'فهم لمعايير WCAG وتجربة المستخدم', 'معرفة بأدوات الاختبار مثل Vitest أو Playwright'] },
    en: { title: 'Frontend Developer', summary: 'Build fast, easy web interfaces in Arabic and English that meet accessibility standards.',
      duties: ['Develop interfaces with React and TypeScript', 'Turn designs into reusable components', 'Make every page work right-to-left and meet WCAG', 'Improve page performance on mobile'],
      requirements: ['Hands-on experience with React, HTML and CSS', 'Understanding of WCAG and user experience', 'Familiarity with testing tools such as Vitest or Playwright'] },
  },
  'devops-engineer': {
    major: 'information-technology', quals: ['bachelor'], experience: [3, 12], pay: [12000, 1100], hours: 'office', remote: true,
    ar: { title: 'مهندس عمليات تطوير (DevOps)', summary: 'ستتولى بناء منصات النشر والمراقبة لخدماتنا على السحابة المحلية، بما يتوافق مع ضوابط الهيئة الوطنية للأمن السيبراني.',
      duties: ['بناء خطوط النشر المستمر وصيانتها', 'إدارة بيئات Kubernetes والحاويات', 'إعداد أنظمة المراقبة والتنبيه', 'أتمتة البنية التحتية باستخدام Terraform'],
      requirements: ['خبرة في Linux والحاويات وKubernetes', 'معرفة بإحدى منصات السحابة', 'شهادة مهنية في السحابة ميزة إضافية'] },
    en: { title: 'DevOps Engineer', summary: 'Own the deployment and monitoring platform of our services on an in-Kingdom cloud, in line with NCA controls.',
      duties: ['Build and maintain continuous delivery pipelines', 'Run Kubernetes clusters and container workloads', 'Set up monitoring and alerting', 'Automate infrastructure with Terraform'],
      requirements: ['Experience with Linux, containers and Kubernetes', 'Knowledge of a major cloud platform', 'A cloud certification is a plus'] },
  },
  'data-analyst': {
    major: 'data-science', quals: ['bachelor', 'ma'], experience: [0, 8], pay: [8000, 900], hours: 'office', remote: true,
    ar: { title: 'محلل بيانات', summary: 'حوّل البيانات إلى قرارات: ستعمل مع فرق الأعمال على بناء المؤشرات ولوحات المتابعة وتحليل سلوك العملاء.',
      duties: ['كتابة استعلامات SQL وتحليل البيانات', 'بناء لوحات متابعة في Power BI أو Tableau', 'إعداد تقارير دورية للإدارة', 'التحقق من جودة البيانات ومصادرها'],
      requirements: ['إتقان SQL وExcel', 'معرفة بلغة Python أو R ميزة إضافية', 'مهارات عرض وتواصل جيدة'] },
    en: { title: 'Data Analyst', summary: 'Turn data into decisions: work with business teams on KPIs, dashboards and customer behaviour analysis.',
      duties: ['Write SQL queries and analyse data', 'Build dashboards in Power BI or Tableau', 'Prepare regular reports for management', 'Check data quality and sources'],
      requirements: ['Strong SQL and Excel', 'Python or R is a plus', 'Good presentation and communication skills'] },
  },
  'cybersecurity-analyst': {
    major: 'cybersecurity', quals: ['bachelor'], experience: [2, 10], pay: [11000, 1200], hours: 'office',
    ar: { title: 'محلل أمن سيبراني', summary: 'انضم إلى مركز العمليات الأمنية لحماية أنظمتنا وبيانات عملائنا ومتابعة الامتثال للضوابط الأساسية للأمن السيبراني.',
      duties: ['مراقبة التنبيهات الأمنية وتحليلها', 'الاستجابة للحوادث وتوثيقها', 'إجراء تقييمات الثغرات بشكل دوري', 'المساهمة في توعية الموظفين أمنيًا'],
      requirements: ['معرفة بأنظمة SIEM وأساسيات الشبكات', 'شهادة مثل Security+ أو CEH ميزة إضافية', 'إلمام بضوابط الهيئة الوطنية للأمن السيبراني'] },
    en: { title: 'Cybersecurity Analyst', summary: 'Join our security operations centre to protect our systems and customer data and keep us compliant with the NCA Essential Cybersecurity Controls.',
      duties: ['Monitor and triage security alerts', 'Respond to and document incidents', 'Run regular vulnerability assessments', 'Contribute to staff security awareness'],
      requirements: ['Knowledge of SIEM tools and networking basics', 'Security+ or CEH is a plus', 'Familiarity with NCA controls'] },
  },
  'it-support': {
    major: 'information-technology', quals: ['diploma', 'bachelor'], experience: [0, 6], pay: [5500, 500], hours: 'office', partTime: true,
    ar: { title: 'أخصائي دعم فني', summary: 'ستكون نقطة الاتصال الأولى لزملائك في كل ما يتعلق بالأجهزة والبرامج والشبكة.',
      duties: ['استقبال طلبات الدعم وحلها في الوقت المحدد', 'تجهيز أجهزة الموظفين الجدد وحساباتهم', 'صيانة الطابعات والشبكة المحلية', 'توثيق الحلول في قاعدة المعرفة'],
      requirements: ['معرفة بأنظمة Windows وOffice 365', 'أساسيات الشبكات', 'مهارات تواصل وصبر في خدمة المستخدمين'] },
    en: { title: 'IT Support Specialist', summary: 'Be the first point of contact for colleagues on hardware, software and network issues.',
      duties: ['Handle support tickets within agreed times', 'Set up laptops and accounts for new staff', 'Maintain printers and the local network', 'Document fixes in the knowledge base'],
      requirements: ['Knowledge of Windows and Office 365', 'Networking basics', 'Patient, clear communication'] },
  },
  'ui-ux-designer': {
    major: 'graphic-design', quals: ['bachelor', 'diploma'], experience: [1, 10], pay: [8000, 900], hours: 'office', remote: true,
    ar: { title: 'مصمم تجربة وواجهة مستخدم', summary: 'صمّم رحلات مستخدم بسيطة وواضحة لخدماتنا الرقمية، انطلاقًا من البحث مع المستخدمين الحقيقيين.',
      duties: ['إجراء مقابلات واختبارات مع المستخدمين', 'رسم مخططات الرحلات والنماذج الأولية في Figma', 'تطوير نظام التصميم ومكوناته', 'التعاون مع المطورين حتى الإطلاق'],
      requirements: ['معرض أعمال يوضح منهجيتك في التصميم', 'إتقان Figma', 'خبرة في تصميم الواجهات العربية'] },
    en: { title: 'UI/UX Designer', summary: 'Design simple, clear journeys for our digital services, grounded in research with real users.',
      duties: ['Run user interviews and usability tests', 'Map journeys and build prototypes in Figma', 'Grow our design system', 'Work with developers through to release'],
      requirements: ['A portfolio that shows your design process', 'Fluent in Figma', 'Experience designing Arabic interfaces'] },
  },
  'product-manager': {
    major: 'business-administration', quals: ['bachelor', 'ma'], experience: [3, 12], pay: [14000, 1200], hours: 'office',
    ar: { title: 'مدير منتج', summary: 'قُد منتجًا رقميًا من الفكرة إلى النمو: حدد الأولويات مع أصحاب المصلحة واعمل يوميًا مع فرق الهندسة والتصميم.',
      duties: ['تحديد رؤية المنتج وخارطة الطريق', 'كتابة المتطلبات وقصص المستخدم', 'قياس أثر الإصدارات بالمؤشرات', 'التواصل مع العملاء وأصحاب المصلحة'],
      requirements: ['خبرة في إدارة منتجات رقمية', 'قدرة على التحليل واتخاذ القرار بالبيانات', 'مهارات تواصل ممتازة بالعربية والإنجليزية'] },
    en: { title: 'Product Manager', summary: 'Lead a digital product from idea to growth: set priorities with stakeholders and work daily with engineering and design.',
      duties: ['Define the product vision and roadmap', 'Write requirements and user stories', 'Measure the impact of releases', 'Talk to customers and stakeholders'],
      requirements: ['Experience managing digital products', 'Data-driven decision making', 'Excellent communication in English and Arabic'] },
  },
  'project-manager': {
    major: 'project-management', quals: ['bachelor', 'ma'], experience: [5, 15], pay: [15000, 1100], hours: 'site',
    ar: { title: 'مدير مشروع', summary: 'ستقود مشروعًا من التخطيط حتى التسليم، وتدير النطاق والتكلفة والجدول الزمني والمخاطر مع فريق متعدد التخصصات.',
      duties: ['إعداد خطة المشروع وجدوله الزمني', 'متابعة التكاليف والمقاولين من الباطن', 'إدارة المخاطر والتغييرات', 'رفع التقارير الدورية للعميل والإدارة'],
      requirements: ['شهادة PMP أو ما يعادلها', 'خبرة في إدارة مشاريع مماثلة', 'إتقان Primavera P6 أو MS Project'] },
    en: { title: 'Project Manager', summary: 'Lead a project from planning to handover, managing scope, cost, schedule and risk with a multidisciplinary team.',
      duties: ['Prepare the project plan and schedule', 'Control costs and subcontractors', 'Manage risks and change requests', 'Report regularly to the client and management'],
      requirements: ['PMP or equivalent certification', 'Experience delivering similar projects', 'Primavera P6 or MS Project'] },
  },
  accountant: {
    major: 'accounting', quals: ['bachelor', 'bachelor', 'diploma'], experience: [1, 12], pay: [6500, 700], hours: 'office', partTime: true,
    ar: { title: 'محاسب', summary: 'انضم إلى الإدارة المالية لتتولى القيود اليومية والإقفال الشهري والالتزام بمتطلبات هيئة الزكاة والضريبة والجمارك.',
      duties: ['تسجيل القيود المحاسبية ومطابقة الحسابات البنكية', 'إعداد إقرارات ضريبة القيمة المضافة', 'المشاركة في الإقفال الشهري والسنوي', 'متابعة الذمم المدينة والدائنة'],
      requirements: ['معرفة بالمعايير الدولية للتقرير المالي (IFRS)', 'خبرة في نظام ERP مثل SAP أو Oracle أو Odoo', 'إتقان Excel'] },
    en: { title: 'Accountant', summary: 'Join the finance team to handle daily entries, month-end close and compliance with ZATCA requirements.',
      duties: ['Post journal entries and reconcile bank accounts', 'Prepare VAT returns', 'Take part in the monthly and annual close', 'Follow up receivables and payables'],
      requirements: ['Knowledge of IFRS', 'Experience with an ERP such as SAP, Oracle or Odoo', 'Advanced Excel'] },
  },
  'financial-analyst': {
    major: 'finance', quals: ['bachelor', 'ma'], experience: [2, 10], pay: [10000, 1000], hours: 'office',
    ar: { title: 'محلل مالي', summary: 'ستدعم الإدارة العليا بالتحليلات المالية والتوقعات والنماذج التي تقوم عليها القرارات الاستثمارية.',
      duties: ['بناء النماذج المالية والتوقعات', 'إعداد الميزانيات التقديرية ومتابعة الانحرافات', 'تحليل ربحية المنتجات والفروع', 'إعداد العروض لمجلس الإدارة'],
      requirements: ['خبرة في النمذجة المالية على Excel', 'شهادة CFA أو CMA ميزة إضافية', 'مهارات تحليلية قوية'] },
    en: { title: 'Financial Analyst', summary: 'Support senior management with the financial analysis, forecasts and models behind investment decisions.',
      duties: ['Build financial models and forecasts', 'Prepare budgets and explain variances', 'Analyse product and branch profitability', 'Prepare board presentations'],
      requirements: ['Financial modelling in Excel', 'CFA or CMA is a plus', 'Strong analytical skills'] },
  },
  'hr-specialist': {
    major: 'human-resources', quals: ['bachelor'], experience: [1, 10], pay: [7000, 700], hours: 'office',
    ar: { title: 'أخصائي موارد بشرية', summary: 'ستدير دورة حياة الموظف من التوظيف حتى نهاية الخدمة، مع الالتزام بنظام العمل ومنصات قوى ومدد والتأمينات الاجتماعية.',
      duties: ['إدارة إجراءات التوظيف والتعاقد', 'تحديث بيانات الموظفين على منصات قوى والتأمينات', 'متابعة الحضور والإجازات والرواتب مع المالية', 'تنظيم برامج التهيئة والتدريب'],
      requirements: ['معرفة جيدة بنظام العمل السعودي', 'خبرة في أنظمة الموارد البشرية الإلكترونية', 'مهارات تواصل وتنظيم عالية'] },
    en: { title: 'HR Specialist', summary: 'Run the employee life cycle from hiring to end of service, in line with the Labour Law and the Qiwa, Mudad and GOSI platforms.',
      duties: ['Manage recruitment and contracts', 'Keep employee records up to date on Qiwa and GOSI', 'Track attendance, leave and payroll with finance', 'Organise onboarding and training'],
      requirements: ['Good knowledge of Saudi Labour Law', 'Experience with HR information systems', 'Strong organisation and communication'] },
  },
  'sales-representative': {
    major: 'marketing', quals: ['secondary', 'diploma', 'bachelor'], experience: [0, 8], pay: [5000, 500], hours: 'site', senior: false,
    ar: { title: 'مندوب مبيعات', summary: 'ابنِ علاقات مع العملاء وحقق أهداف المبيعات في منطقتك، مع عمولة مجزية على الإنجاز.',
      duties: ['زيارة العملاء الحاليين والمحتملين', 'إعداد عروض الأسعار ومتابعة التحصيل', 'تسجيل الزيارات والفرص في نظام CRM', 'تحقيق المستهدفات الشهرية'],
      requirements: ['رخصة قيادة سارية', 'مهارات إقناع وتفاوض', 'معرفة بالسوق المحلي'] },
    en: { title: 'Sales Representative', summary: 'Build customer relationships and meet sales targets in your territory, with an attractive commission.',
      duties: ['Visit existing and prospective customers', 'Prepare quotations and follow up collections', 'Log visits and opportunities in the CRM', 'Meet monthly targets'],
      requirements: ['Valid driving licence', 'Persuasion and negotiation skills', 'Knowledge of the local market'] },
  },
  'marketing-specialist': {
    major: 'marketing', quals: ['bachelor'], experience: [1, 8], pay: [7000, 800], hours: 'office', remote: true,
    ar: { title: 'أخصائي تسويق رقمي', summary: 'خطط ونفّذ حملات رقمية تصل إلى عملائنا في المملكة والخليج، وقِس أثرها بدقة.',
      duties: ['إدارة الحملات الإعلانية على منصات التواصل ومحركات البحث', 'متابعة الميزانيات ومؤشرات الأداء', 'التنسيق مع فريق المحتوى والتصميم', 'تحليل المنافسين واتجاهات السوق'],
      requirements: ['خبرة في Google Ads ومنصات Meta وSnapchat', 'معرفة بأدوات التحليل مثل Google Analytics', 'كتابة إبداعية بالعربية'] },
    en: { title: 'Digital Marketing Specialist', summary: 'Plan and run digital campaigns that reach our customers in Saudi Arabia and the Gulf, and measure them properly.',
      duties: ['Run paid campaigns on social media and search', 'Track budgets and performance indicators', 'Coordinate with content and design', 'Analyse competitors and market trends'],
      requirements: ['Experience with Google Ads, Meta and Snapchat ads', 'Google Analytics or similar', 'Creative writing in Arabic and English'] },
  },
  'graphic-designer': {
    major: 'graphic-design', quals: ['diploma', 'bachelor'], experience: [0, 8], pay: [6000, 600], hours: 'office', partTime: true, remote: true,
    ar: { title: 'مصمم جرافيك', summary: 'صمّم هوية بصرية متسقة لحملاتنا ومنشوراتنا ومطبوعاتنا بالعربية والإنجليزية.',
      duties: ['تصميم منشورات التواصل الاجتماعي والإعلانات', 'إعداد المطبوعات واللوحات الإعلانية', 'الالتزام بدليل الهوية البصرية', 'تحرير مقاطع فيديو قصيرة'],
      requirements: ['إتقان Adobe Illustrator وPhotoshop', 'معرض أعمال حديث', 'حس عالٍ بالخط العربي والطباعة'] },
    en: { title: 'Graphic Designer', summary: 'Create a consistent visual identity for our campaigns, posts and print in Arabic and English.',
      duties: ['Design social media posts and ads', 'Prepare print materials and billboards', 'Follow the brand guidelines', 'Edit short videos'],
      requirements: ['Adobe Illustrator and Photoshop', 'A recent portfolio', 'A good eye for Arabic typography'] },
  },
  'content-writer': {
    major: 'media-and-journalism', quals: ['bachelor'], experience: [0, 6], pay: [6000, 600], hours: 'office', partTime: true, remote: true,
    ar: { title: 'كاتب محتوى', summary: 'اكتب محتوى عربيًا جذابًا وواضحًا لمواقعنا وحساباتنا وحملاتنا التسويقية.',
      duties: ['كتابة المقالات ونصوص الإعلانات والمنشورات', 'تحسين المحتوى لمحركات البحث', 'مراجعة النصوص لغويًا', 'متابعة تفاعل الجمهور'],
      requirements: ['لغة عربية سليمة وأسلوب جذاب', 'معرفة بأساسيات تحسين محركات البحث', 'نماذج أعمال منشورة'] },
    en: { title: 'Content Writer', summary: 'Write clear, engaging content for our website, social accounts and campaigns.',
      duties: ['Write articles, ad copy and posts', 'Optimise content for search engines', 'Proofread and edit texts', 'Follow audience engagement'],
      requirements: ['Excellent written English; Arabic is a plus', 'SEO basics', 'Published writing samples'] },
  },
  'customer-service': {
    major: 'business-administration', quals: ['secondary', 'diploma', 'bachelor'], experience: [0, 5], pay: [4500, 350], hours: 'shifts', partTime: true, remote: true, senior: false,
    ar: { title: 'ممثل خدمة عملاء', summary: 'كن صوت الشركة لدى عملائها: أجب عن استفساراتهم وحل مشكلاتهم عبر الهاتف والمحادثة.',
      duties: ['الرد على المكالمات والمحادثات', 'تسجيل الطلبات والشكاوى ومتابعتها', 'تقديم المعلومات عن المنتجات والخدمات', 'تحقيق مؤشرات رضا العملاء'],
      requirements: ['مهارات تواصل ممتازة', 'إجادة استخدام الحاسب', 'الاستعداد للعمل بنظام الورديات'] },
    en: { title: 'Customer Service Representative', summary: 'Be the voice of the company: answer questions and solve problems by phone and chat.',
      duties: ['Answer calls and chats', 'Log and follow up requests and complaints', 'Explain our products and services', 'Meet customer satisfaction targets'],
      requirements: ['Excellent communication skills', 'Computer literacy', 'Willing to work shifts'] },
  },
  'procurement-specialist': {
    major: 'supply-chain-and-logistics', quals: ['bachelor'], experience: [2, 10], pay: [8000, 700], hours: 'office',
    ar: { title: 'أخصائي مشتريات', summary: 'تولَّ شراء المواد والخدمات بأفضل قيمة ووفق سياسات الشركة، مع إعطاء الأولوية للمحتوى المحلي.',
      duties: ['طرح طلبات عروض الأسعار وتحليلها', 'التفاوض مع الموردين وإصدار أوامر الشراء', 'تقييم أداء الموردين', 'متابعة التوريد حتى الاستلام'],
      requirements: ['خبرة في أنظمة المشتريات الإلكترونية', 'مهارات تفاوض', 'معرفة بمتطلبات المحتوى المحلي'] },
    en: { title: 'Procurement Specialist', summary: 'Buy materials and services at the best value under company policy, with priority to local content.',
      duties: ['Issue and evaluate requests for quotation', 'Negotiate with suppliers and raise purchase orders', 'Evaluate supplier performance', 'Expedite deliveries until receipt'],
      requirements: ['Experience with e-procurement systems', 'Negotiation skills', 'Knowledge of local content requirements'] },
  },
  'legal-counsel': {
    major: 'law', quals: ['bachelor', 'ma'], experience: [3, 15], pay: [14000, 1300], hours: 'office',
    ar: { title: 'مستشار قانوني', summary: 'قدّم المشورة القانونية للإدارة وراجع العقود ومثّل الشركة أمام الجهات القضائية وشبه القضائية.',
      duties: ['صياغة العقود ومراجعتها', 'متابعة القضايا مع المحامين الخارجيين', 'ضمان الامتثال للأنظمة واللوائح', 'تقديم الاستشارات للإدارات المختلفة'],
      requirements: ['رخصة مزاولة المحاماة ميزة إضافية', 'معرفة بنظام الشركات ونظام العمل', 'إتقان الصياغة القانونية بالعربية والإنجليزية'] },
    en: { title: 'Legal Counsel', summary: 'Advise management, review contracts and represent the company before courts and committees.',
      duties: ['Draft and review contracts', 'Manage cases with external lawyers', 'Ensure regulatory compliance', 'Advise departments on legal questions'],
      requirements: ['A law licence is a plus', 'Knowledge of the Companies Law and Labour Law', 'Legal drafting in Arabic and English'] },
  },
  translator: {
    major: 'translation', quals: ['bachelor', 'ma'], experience: [1, 10], pay: [7000, 600], hours: 'office', partTime: true, remote: true,
    ar: { title: 'مترجم', summary: 'ترجم الوثائق والعروض والمحتوى بين العربية والإنجليزية بدقة وبأسلوب يناسب جمهورنا.',
      duties: ['ترجمة الوثائق والعقود والعروض', 'الترجمة الفورية في الاجتماعات', 'مراجعة ترجمات الزملاء', 'بناء مسرد المصطلحات'],
      requirements: ['إتقان تام للعربية والإنجليزية', 'خبرة في أدوات الترجمة بمساعدة الحاسوب', 'شهادة معتمدة في الترجمة ميزة إضافية'] },
    en: { title: 'Translator', summary: 'Translate documents, presentations and content between Arabic and English accurately and in the right voice.',
      duties: ['Translate documents, contracts and presentations', 'Interpret in meetings', 'Review colleagues’ translations', 'Build the terminology glossary'],
      requirements: ['Full command of Arabic and English', 'Experience with CAT tools', 'A translation certificate is a plus'] },
  },
  'management-consultant': {
    major: 'economics', quals: ['bachelor', 'ma'], experience: [2, 12], pay: [16000, 1500], hours: 'office',
    ar: { title: 'مستشار إداري', summary: 'اعمل مع فرق صغيرة على مشاريع استراتيجية وتنظيمية لجهات حكومية وشركات عائلية في الخليج.',
      duties: ['تحليل الوضع الراهن وجمع البيانات', 'إعداد التوصيات والعروض للعملاء', 'تيسير ورش العمل مع القيادات', 'متابعة تنفيذ التوصيات'],
      requirements: ['خبرة في شركة استشارات أو إدارة استراتيجية', 'مهارات تحليل وكتابة ممتازة', 'الاستعداد للسفر داخل الخليج'] },
    en: { title: 'Management Consultant', summary: 'Work in small teams on strategy and organisation projects for government entities and family businesses in the Gulf.',
      duties: ['Analyse the current state and gather data', 'Prepare recommendations and client presentations', 'Facilitate workshops with leadership', 'Support implementation'],
      requirements: ['Consulting or strategy experience', 'Excellent analysis and writing', 'Willing to travel within the GCC'] },
  },
  'sharia-compliance-officer': {
    major: 'islamic-banking', quals: ['bachelor', 'ma'], experience: [3, 12], pay: [12000, 1000], hours: 'office',
    ar: { title: 'أخصائي التزام شرعي', summary: 'تحقق من توافق منتجات التمويل وعقودها مع قرارات الهيئة الشرعية، وادعم فرق المنتجات في تصميمها.',
      duties: ['مراجعة العقود والمنتجات قبل إطلاقها', 'إجراء التدقيق الشرعي الدوري', 'إعداد تقارير الالتزام للهيئة الشرعية', 'تدريب الموظفين على الضوابط الشرعية'],
      requirements: ['معرفة بمعايير هيئة المحاسبة والمراجعة للمؤسسات المالية الإسلامية (AAOIFI)', 'خبرة في المصرفية الإسلامية', 'مهارات كتابة التقارير'] },
    en: { title: 'Sharia Compliance Officer', summary: 'Check that financing products and contracts follow the Sharia board’s resolutions, and help product teams design them.',
      duties: ['Review contracts and products before launch', 'Run periodic Sharia audits', 'Report to the Sharia board', 'Train staff on Sharia guidelines'],
      requirements: ['Knowledge of AAOIFI standards', 'Islamic banking experience', 'Report writing skills'] },
  },
  'civil-engineer': {
    major: 'civil-engineering', quals: ['bachelor'], experience: [1, 15], pay: [9000, 900], hours: 'site',
    ar: { title: 'مهندس مدني', summary: 'أشرف على تنفيذ الأعمال الإنشائية في مواقع مشاريعنا وفق المخططات والمواصفات ومعايير الجودة والسلامة.',
      duties: ['الإشراف على أعمال الخرسانة والهياكل', 'مراجعة المخططات التنفيذية وحصر الكميات', 'التنسيق مع الاستشاري والمقاولين من الباطن', 'إعداد التقارير اليومية للموقع'],
      requirements: ['عضوية سارية في الهيئة السعودية للمهندسين', 'إتقان AutoCAD', 'خبرة في مشاريع مماثلة'] },
    en: { title: 'Civil Engineer', summary: 'Supervise structural works on our project sites according to drawings, specifications and quality and safety standards.',
      duties: ['Supervise concrete and structural works', 'Review shop drawings and quantities', 'Coordinate with the consultant and subcontractors', 'Prepare daily site reports'],
      requirements: ['Valid Saudi Council of Engineers membership', 'AutoCAD', 'Experience on similar projects'] },
  },
  architect: {
    major: 'architecture', quals: ['bachelor', 'ma'], experience: [2, 12], pay: [10000, 900], hours: 'office',
    ar: { title: 'مهندس معماري', summary: 'صمّم مباني تجمع بين الهوية العمرانية السعودية والاستدامة، من الفكرة حتى المخططات التنفيذية.',
      duties: ['إعداد التصاميم المبدئية والتفصيلية', 'بناء النماذج على Revit', 'التنسيق مع التخصصات الإنشائية والكهروميكانيكية', 'متابعة الاعتمادات من البلديات'],
      requirements: ['إتقان Revit وAutoCAD', 'عضوية الهيئة السعودية للمهندسين', 'معرض أعمال'] },
    en: { title: 'Architect', summary: 'Design buildings that combine Saudi architectural identity with sustainability, from concept to construction drawings.',
      duties: ['Prepare concept and detailed designs', 'Model in Revit', 'Coordinate structural and MEP disciplines', 'Follow up municipal approvals'],
      requirements: ['Revit and AutoCAD', 'Saudi Council of Engineers membership', 'A portfolio'] },
  },
  'electrical-engineer': {
    major: 'electrical-engineering', quals: ['bachelor'], experience: [2, 15], pay: [10000, 1000], hours: 'site',
    ar: { title: 'مهندس كهرباء', summary: 'تولَّ تصميم وتركيب واختبار الأنظمة الكهربائية في المشاريع والمنشآت الصناعية.',
      duties: ['مراجعة تصاميم أنظمة الجهد المنخفض والمتوسط', 'الإشراف على التركيب والاختبار والتشغيل', 'إعداد جداول الصيانة الوقائية', 'الالتزام بكود البناء السعودي'],
      requirements: ['عضوية الهيئة السعودية للمهندسين', 'خبرة في أنظمة التوزيع والمحولات', 'معرفة ببرامج ETAP أو DIALux'] },
    en: { title: 'Electrical Engineer', summary: 'Own the design, installation and testing of electrical systems on projects and industrial plants.',
      duties: ['Review LV and MV designs', 'Supervise installation, testing and commissioning', 'Plan preventive maintenance', 'Apply the Saudi Building Code'],
      requirements: ['Saudi Council of Engineers membership', 'Experience with distribution systems and transformers', 'ETAP or DIALux'] },
  },
  'mechanical-engineer': {
    major: 'mechanical-engineering', quals: ['bachelor'], experience: [2, 15], pay: [10000, 1000], hours: 'site',
    ar: { title: 'مهندس ميكانيكا', summary: 'أشرف على تشغيل المعدات الدوارة وأنظمة التكييف والصيانة في مواقعنا.',
      duties: ['تخطيط أعمال الصيانة الوقائية والتصحيحية', 'تحليل أسباب الأعطال المتكررة', 'الإشراف على الفنيين والمقاولين', 'متابعة قطع الغيار والمخزون'],
      requirements: ['خبرة في المضخات والضواغط أو أنظمة التكييف', 'معرفة بنظام إدارة الصيانة SAP PM أو Maximo', 'عضوية الهيئة السعودية للمهندسين'] },
    en: { title: 'Mechanical Engineer', summary: 'Look after rotating equipment, HVAC systems and maintenance on our sites.',
      duties: ['Plan preventive and corrective maintenance', 'Analyse the root causes of repeated failures', 'Supervise technicians and contractors', 'Manage spare parts'],
      requirements: ['Experience with pumps and compressors or HVAC', 'SAP PM or Maximo', 'Saudi Council of Engineers membership'] },
  },
  'process-engineer': {
    major: 'chemical-engineering', quals: ['bachelor', 'ma'], experience: [3, 15], pay: [13000, 1200], hours: 'rotation',
    ar: { title: 'مهندس عمليات', summary: 'حسّن كفاءة وحدات المعالجة وسلامتها في مصانع النفط والغاز والبتروكيماويات لعملائنا.',
      duties: ['مراقبة أداء الوحدات وتحليل البيانات التشغيلية', 'اقتراح مشاريع تحسين الكفاءة', 'المشاركة في دراسات HAZOP', 'دعم فرق التشغيل في حل المشكلات'],
      requirements: ['خبرة في برامج المحاكاة مثل Aspen HYSYS', 'معرفة بمعايير السلامة في العمليات', 'خبرة في مصانع مماثلة'] },
    en: { title: 'Process Engineer', summary: 'Improve the efficiency and safety of process units in our clients’ oil, gas and petrochemical plants.',
      duties: ['Monitor unit performance and analyse operating data', 'Propose efficiency projects', 'Take part in HAZOP studies', 'Support operations in troubleshooting'],
      requirements: ['Aspen HYSYS or similar', 'Process safety knowledge', 'Experience in similar plants'] },
  },
  'petroleum-engineer': {
    major: 'petroleum-engineering', quals: ['bachelor', 'ma'], experience: [3, 15], pay: [15000, 1400], hours: 'rotation',
    ar: { title: 'مهندس بترول', summary: 'ادعم عمليات الحفر والإنتاج لدى عملائنا في المنطقة الشرقية بالتحليل الهندسي والإشراف الميداني.',
      duties: ['تحليل أداء الآبار واقتراح التحسينات', 'الإشراف على عمليات الصيانة والتنشيط', 'إعداد برامج العمل والتقارير', 'التنسيق مع فرق العميل'],
      requirements: ['خبرة ميدانية في الحقول', 'معرفة ببرامج تحليل الآبار', 'شهادات السلامة الأساسية سارية'] },
    en: { title: 'Petroleum Engineer', summary: 'Support our clients’ drilling and production operations in the Eastern Province with engineering analysis and field supervision.',
      duties: ['Analyse well performance and recommend improvements', 'Supervise workover and stimulation', 'Prepare work programmes and reports', 'Coordinate with client teams'],
      requirements: ['Field experience', 'Well analysis software', 'Valid basic safety certificates'] },
  },
  'safety-officer': {
    major: 'industrial-engineering', quals: ['diploma', 'bachelor'], experience: [2, 12], pay: [7500, 700], hours: 'site',
    ar: { title: 'مسؤول سلامة وصحة مهنية', summary: 'احرص على أن يعود كل عامل إلى بيته سالمًا: طبّق نظام السلامة في المواقع وتابع الالتزام به يوميًا.',
      duties: ['إجراء جولات التفتيش اليومية', 'تقييم المخاطر وإصدار تصاريح العمل', 'التحقيق في الحوادث وتوثيقها', 'تقديم التوعية والتدريب للعاملين'],
      requirements: ['شهادة NEBOSH أو OSHA', 'خبرة في مواقع إنشائية أو صناعية', 'مهارات قيادة وتواصل'] },
    en: { title: 'HSE Officer', summary: 'Make sure everyone goes home safe: apply the safety management system on site and check it every day.',
      duties: ['Carry out daily inspections', 'Assess risks and issue work permits', 'Investigate and report incidents', 'Run toolbox talks and training'],
      requirements: ['NEBOSH or OSHA certification', 'Construction or industrial site experience', 'Leadership and communication skills'] },
  },
  electrician: {
    major: 'electrical-engineering', quals: ['secondary', 'diploma'], experience: [1, 12], pay: [4000, 300], hours: 'site', senior: false,
    ar: { title: 'فني كهرباء', summary: 'نفّذ أعمال التمديدات والصيانة الكهربائية في المواقع والمباني بأمان وجودة.',
      duties: ['تمديد الكابلات وتركيب اللوحات', 'فحص الأعطال وإصلاحها', 'تنفيذ الصيانة الوقائية', 'الالتزام بتعليمات السلامة'],
      requirements: ['دبلوم فني أو شهادة مهنية في الكهرباء', 'القدرة على قراءة المخططات', 'رخصة مهنية سارية ميزة إضافية'] },
    en: { title: 'Electrician', summary: 'Carry out electrical installation and maintenance on sites and buildings, safely and well.',
      duties: ['Pull cables and install panels', 'Find and fix faults', 'Carry out preventive maintenance', 'Follow safety instructions'],
      requirements: ['Technical diploma or vocational certificate in electrical work', 'Able to read drawings', 'A valid professional licence is a plus'] },
  },
  'hvac-technician': {
    major: 'mechanical-engineering', quals: ['secondary', 'diploma'], experience: [1, 12], pay: [4200, 300], hours: 'shifts', senior: false,
    ar: { title: 'فني تكييف وتبريد', summary: 'حافظ على راحة مبانينا وضيوفنا بصيانة أنظمة التكييف المركزي والوحدات المنفصلة.',
      duties: ['صيانة وحدات التكييف والمبردات', 'تشخيص الأعطال وإصلاحها', 'تعبئة غاز التبريد وفق الاشتراطات', 'تسجيل أعمال الصيانة في النظام'],
      requirements: ['دبلوم فني في التكييف والتبريد', 'خبرة في أنظمة التشيلر وVRF', 'الاستعداد للعمل بنظام المناوبات'] },
    en: { title: 'HVAC Technician', summary: 'Keep our buildings and guests comfortable by maintaining central and split air-conditioning systems.',
      duties: ['Maintain AC units and chillers', 'Diagnose and repair faults', 'Charge refrigerant to standard', 'Log maintenance work in the system'],
      requirements: ['Technical diploma in HVAC', 'Experience with chillers and VRF systems', 'Willing to work on call'] },
  },
  driver: {
    major: 'supply-chain-and-logistics', quals: ['secondary'], experience: [0, 10], pay: [3800, 150], hours: 'shifts', senior: false,
    ar: { title: 'سائق توصيل', summary: 'وصّل الشحنات إلى عملائنا بأمان وفي الوقت المحدد باستخدام تطبيق التتبع.',
      duties: ['توصيل الشحنات حسب مسارات اليوم', 'فحص المركبة قبل الانطلاق', 'تسليم المستندات وتحصيل التواقيع', 'الالتزام بأنظمة المرور'],
      requirements: ['رخصة قيادة سارية مناسبة لنوع المركبة', 'معرفة بطرق المدينة', 'سجل قيادة نظيف'] },
    en: { title: 'Delivery Driver', summary: 'Deliver shipments to our customers safely and on time, using the tracking app.',
      duties: ['Deliver shipments on the day’s routes', 'Check the vehicle before departure', 'Hand over documents and collect signatures', 'Follow traffic regulations'],
      requirements: ['Valid driving licence for the vehicle class', 'Knows the city’s roads', 'Clean driving record'] },
  },
  'logistics-coordinator': {
    major: 'supply-chain-and-logistics', quals: ['diploma', 'bachelor'], experience: [1, 8], pay: [6500, 600], hours: 'office',
    ar: { title: 'منسق خدمات لوجستية', summary: 'نسّق حركة الشحنات بين المستودعات والعملاء، وتابع الأسطول لضمان التسليم في الوقت المحدد.',
      duties: ['جدولة الشحنات وتوزيعها على السائقين', 'متابعة الشحنات في نظام التتبع', 'التواصل مع العملاء بشأن مواعيد التسليم', 'إعداد تقارير الأداء اليومية'],
      requirements: ['خبرة في أنظمة إدارة النقل TMS', 'مهارات تنظيم وحل المشكلات', 'إتقان Excel'] },
    en: { title: 'Logistics Coordinator', summary: 'Coordinate shipments between warehouses and customers and follow the fleet to keep deliveries on time.',
      duties: ['Schedule shipments and assign drivers', 'Track shipments in the system', 'Update customers on delivery times', 'Prepare daily performance reports'],
      requirements: ['Experience with a TMS', 'Organisation and problem solving', 'Excel'] },
  },
  'warehouse-supervisor': {
    major: 'supply-chain-and-logistics', quals: ['diploma', 'bachelor'], experience: [3, 12], pay: [7000, 600], hours: 'shifts',
    ar: { title: 'مشرف مستودع', summary: 'أدر عمليات الاستلام والتخزين والصرف في المستودع بدقة وأمان.',
      duties: ['الإشراف على فرق الاستلام والتخزين والصرف', 'متابعة دقة المخزون والجرد الدوري', 'تطبيق إجراءات السلامة في المستودع', 'تحسين استغلال المساحات'],
      requirements: ['خبرة في أنظمة إدارة المستودعات WMS', 'مهارات قيادة فرق العمل', 'معرفة بمعدات المناولة'] },
    en: { title: 'Warehouse Supervisor', summary: 'Run receiving, storage and dispatch in the warehouse accurately and safely.',
      duties: ['Supervise receiving, storage and dispatch teams', 'Keep inventory accurate with cycle counts', 'Apply warehouse safety procedures', 'Improve space use'],
      requirements: ['Experience with a WMS', 'Team leadership', 'Knowledge of material handling equipment'] },
  },
  nurse: {
    major: 'nursing', quals: ['bachelor', 'diploma'], experience: [1, 12], pay: [6500, 500], hours: 'shifts',
    ar: { title: 'ممرض', summary: 'قدّم رعاية تمريضية آمنة ورحيمة لمرضانا في الأقسام الداخلية والعيادات.',
      duties: ['تقييم حالة المرضى وتنفيذ الخطة العلاجية', 'إعطاء الأدوية ومراقبة العلامات الحيوية', 'توثيق الرعاية في الملف الطبي الإلكتروني', 'تثقيف المرضى وذويهم'],
      requirements: ['تصنيف مهني ساري من الهيئة السعودية للتخصصات الصحية', 'شهادة BLS سارية', 'مهارات تواصل بالعربية والإنجليزية'] },
    en: { title: 'Registered Nurse', summary: 'Give safe, compassionate nursing care to our patients on the wards and in clinics.',
      duties: ['Assess patients and carry out the care plan', 'Give medication and monitor vital signs', 'Document care in the electronic medical record', 'Educate patients and families'],
      requirements: ['Valid Saudi Commission for Health Specialties classification', 'Valid BLS', 'Communication in Arabic and English'] },
  },
  pharmacist: {
    major: 'pharmacy', quals: ['bachelor'], experience: [0, 12], pay: [11000, 700], hours: 'shifts', partTime: true,
    ar: { title: 'صيدلي', summary: 'اصرف الوصفات الطبية بدقة وقدّم الاستشارة الدوائية لعملائنا بثقة.',
      duties: ['صرف الوصفات ومراجعة التداخلات الدوائية', 'تقديم الاستشارة الدوائية للمرضى', 'متابعة المخزون وتواريخ الصلاحية', 'الالتزام بأنظمة الهيئة العامة للغذاء والدواء ووصفتي'],
      requirements: ['ترخيص مزاولة ساري من الهيئة السعودية للتخصصات الصحية', 'معرفة بمنصة وصفتي', 'مهارات تواصل ممتازة'] },
    en: { title: 'Pharmacist', summary: 'Dispense prescriptions accurately and give our customers confident medication advice.',
      duties: ['Dispense prescriptions and check interactions', 'Counsel patients on their medication', 'Manage stock and expiry dates', 'Follow SFDA and Wasfaty rules'],
      requirements: ['Valid Saudi Commission for Health Specialties licence', 'Familiar with Wasfaty', 'Excellent communication'] },
  },
  'general-practitioner': {
    major: 'medicine', quals: ['bachelor', 'ma'], experience: [1, 15], pay: [18000, 1200], hours: 'shifts', partTime: true,
    ar: { title: 'طبيب عام', summary: 'استقبل المراجعين في عيادات طب الأسرة والطوارئ وقدّم لهم التشخيص والعلاج والمتابعة.',
      duties: ['فحص المرضى وتشخيص حالاتهم', 'وصف العلاج وطلب الفحوص اللازمة', 'تحويل الحالات إلى الأخصائيين عند الحاجة', 'التوثيق في الملف الطبي الإلكتروني'],
      requirements: ['تصنيف ساري من الهيئة السعودية للتخصصات الصحية', 'شهادتا BLS وACLS', 'خبرة في الطوارئ أو طب الأسرة'] },
    en: { title: 'General Practitioner', summary: 'See patients in family medicine and emergency clinics, and diagnose, treat and follow them up.',
      duties: ['Examine and diagnose patients', 'Prescribe treatment and order tests', 'Refer to specialists when needed', 'Document in the electronic medical record'],
      requirements: ['Valid Saudi Commission for Health Specialties classification', 'BLS and ACLS', 'Emergency or family medicine experience'] },
  },
  'lab-specialist': {
    major: 'medical-laboratory-sciences', quals: ['bachelor', 'diploma'], experience: [1, 10], pay: [7500, 600], hours: 'shifts',
    ar: { title: 'أخصائي مختبر', summary: 'نفّذ التحاليل المخبرية بدقة ووفق معايير الجودة لتدعم قرارات الأطباء.',
      duties: ['استقبال العينات وتحليلها', 'معايرة الأجهزة وضبط الجودة', 'إصدار النتائج في النظام', 'الالتزام بمعايير مكافحة العدوى'],
      requirements: ['تصنيف ساري من الهيئة السعودية للتخصصات الصحية', 'خبرة في الكيمياء الحيوية أو أمراض الدم', 'معرفة بأنظمة LIS'] },
    en: { title: 'Laboratory Specialist', summary: 'Run laboratory tests accurately and to quality standards to support doctors’ decisions.',
      duties: ['Receive and analyse samples', 'Calibrate analysers and run quality control', 'Release results in the system', 'Follow infection control standards'],
      requirements: ['Valid Saudi Commission for Health Specialties classification', 'Clinical chemistry or haematology experience', 'LIS experience'] },
  },
  'radiology-technologist': {
    major: 'radiologic-sciences', quals: ['bachelor', 'diploma'], experience: [1, 10], pay: [8000, 600], hours: 'shifts',
    ar: { title: 'أخصائي أشعة', summary: 'أجرِ فحوص الأشعة السينية والمقطعية بأمان وجودة عالية في قسم الأشعة.',
      duties: ['إجراء فحوص الأشعة حسب الطلب', 'تطبيق معايير الوقاية من الإشعاع', 'تجهيز المرضى وشرح الإجراءات لهم', 'العناية بالأجهزة والإبلاغ عن الأعطال'],
      requirements: ['تصنيف ساري من الهيئة السعودية للتخصصات الصحية', 'خبرة في الأشعة المقطعية ميزة إضافية', 'شهادة BLS سارية'] },
    en: { title: 'Radiology Technologist', summary: 'Perform X-ray and CT examinations safely and to a high standard.',
      duties: ['Perform requested examinations', 'Apply radiation protection standards', 'Prepare patients and explain procedures', 'Look after equipment and report faults'],
      requirements: ['Valid Saudi Commission for Health Specialties classification', 'CT experience is a plus', 'Valid BLS'] },
  },
  physiotherapist: {
    major: 'physical-therapy', quals: ['bachelor', 'ma'], experience: [1, 10], pay: [8500, 700], hours: 'office', partTime: true,
    ar: { title: 'أخصائي علاج طبيعي', summary: 'ساعد مرضانا على استعادة حركتهم ببرامج تأهيل مبنية على الأدلة.',
      duties: ['تقييم المرضى ووضع خطط العلاج', 'تنفيذ جلسات العلاج والتمارين', 'متابعة التقدم وتعديل الخطة', 'تثقيف المرضى بالتمارين المنزلية'],
      requirements: ['تصنيف ساري من الهيئة السعودية للتخصصات الصحية', 'خبرة في تأهيل العظام أو الإصابات الرياضية', 'مهارات تواصل جيدة'] },
    en: { title: 'Physiotherapist', summary: 'Help our patients move again with evidence-based rehabilitation programmes.',
      duties: ['Assess patients and plan treatment', 'Deliver therapy sessions and exercises', 'Track progress and adjust the plan', 'Teach home exercise programmes'],
      requirements: ['Valid Saudi Commission for Health Specialties classification', 'Orthopaedic or sports injury experience', 'Good communication'] },
  },
  dietitian: {
    major: 'clinical-nutrition', quals: ['bachelor', 'ma'], experience: [0, 8], pay: [7500, 600], hours: 'office', partTime: true,
    ar: { title: 'أخصائي تغذية علاجية', summary: 'ضع خطط تغذية تناسب حالة كل مريض، وتابع أثرها مع الفريق الطبي.',
      duties: ['تقييم الحالة الغذائية للمرضى', 'إعداد الخطط الغذائية العلاجية', 'تقديم الاستشارات في العيادة', 'التنسيق مع قسم التغذية والمطبخ'],
      requirements: ['تصنيف ساري من الهيئة السعودية للتخصصات الصحية', 'خبرة في تغذية مرضى السكري', 'مهارات تثقيف صحي'] },
    en: { title: 'Clinical Dietitian', summary: 'Plan nutrition that fits each patient and follow its effect with the medical team.',
      duties: ['Assess patients’ nutritional status', 'Prepare therapeutic diet plans', 'Counsel patients in clinic', 'Coordinate with food services'],
      requirements: ['Valid Saudi Commission for Health Specialties classification', 'Diabetes nutrition experience', 'Health education skills'] },
  },
  'math-teacher': {
    major: 'mathematics', quals: ['bachelor', 'ma'], experience: [1, 12], pay: [5500, 400], hours: 'school', partTime: true,
    ar: { title: 'معلم رياضيات', summary: 'درّس الرياضيات للمرحلتين المتوسطة والثانوية بأساليب تفاعلية تبني التفكير المنطقي لدى الطلاب.',
      duties: ['إعداد الدروس وتنفيذها وفق المنهج', 'تقويم الطلاب ومتابعة تقدمهم', 'إعداد الطلاب لاختبارات نافس والقدرات', 'التواصل مع أولياء الأمور'],
      requirements: ['رخصة مهنية تعليمية سارية', 'مهارات في التعليم الرقمي', 'خبرة في المدارس الأهلية ميزة إضافية'] },
    en: { title: 'Mathematics Teacher', summary: 'Teach intermediate and secondary mathematics with interactive methods that build logical thinking.',
      duties: ['Plan and deliver lessons to the curriculum', 'Assess students and follow their progress', 'Prepare students for national tests', 'Communicate with parents'],
      requirements: ['Valid professional teaching licence', 'Digital teaching skills', 'Private school experience is a plus'] },
  },
  'english-teacher': {
    major: 'english-language', quals: ['bachelor', 'ma'], experience: [1, 12], pay: [6000, 450], hours: 'school', partTime: true,
    ar: { title: 'معلم لغة إنجليزية', summary: 'درّس اللغة الإنجليزية ضمن برنامجنا المكثف، وطوّر مهارات الطلاب في التحدث والكتابة.',
      duties: ['تدريس المهارات الأربع للغة', 'تنظيم الأنشطة والنوادي اللغوية', 'تقويم مستوى الطلاب دوريًا', 'المشاركة في تطوير البرنامج'],
      requirements: ['رخصة مهنية تعليمية سارية', 'شهادة CELTA أو TESOL ميزة إضافية', 'إتقان اللغة الإنجليزية'] },
    en: { title: 'English Teacher', summary: 'Teach English in our intensive programme and build students’ speaking and writing.',
      duties: ['Teach the four language skills', 'Run language clubs and activities', 'Assess students regularly', 'Help develop the programme'],
      requirements: ['Valid professional teaching licence', 'CELTA or TESOL is a plus', 'Excellent English'] },
  },
  'special-education-teacher': {
    major: 'special-education', quals: ['bachelor', 'ma'], experience: [1, 10], pay: [6000, 450], hours: 'school',
    ar: { title: 'معلم تربية خاصة', summary: 'ادعم الطلاب ذوي الاحتياجات التعليمية الخاصة ببرامج فردية تساعدهم على التعلم والاندماج.',
      duties: ['إعداد الخطط التربوية الفردية', 'تقديم الدعم داخل الفصل وفي غرفة المصادر', 'متابعة التقدم مع الأسرة والمعلمين', 'تكييف المواد التعليمية'],
      requirements: ['رخصة مهنية تعليمية سارية', 'خبرة في صعوبات التعلم أو اضطراب طيف التوحد', 'صبر ومهارات تواصل عالية'] },
    en: { title: 'Special Education Teacher', summary: 'Support students with special educational needs through individual programmes that help them learn and belong.',
      duties: ['Prepare individual education plans', 'Support students in class and in the resource room', 'Review progress with families and teachers', 'Adapt teaching materials'],
      requirements: ['Valid professional teaching licence', 'Experience with learning difficulties or autism', 'Patience and strong communication'] },
  },
  'kindergarten-teacher': {
    major: 'early-childhood', quals: ['diploma', 'bachelor'], experience: [0, 8], pay: [4500, 350], hours: 'school', partTime: true,
    ar: { title: 'معلم رياض أطفال', summary: 'اصنع بداية جميلة لأطفالنا في بيئة تعلم آمنة قائمة على اللعب والاكتشاف.',
      duties: ['تنفيذ الأنشطة اليومية وفق منهج التعلم الذاتي', 'متابعة نمو الأطفال وتسجيل الملاحظات', 'تهيئة بيئة صفية آمنة ومحفزة', 'التواصل اليومي مع أولياء الأمور'],
      requirements: ['تخصص في الطفولة المبكرة', 'شهادة الإسعافات الأولية ميزة إضافية', 'حب العمل مع الأطفال'] },
    en: { title: 'Kindergarten Teacher', summary: 'Give our children a great start in a safe, play-based learning environment.',
      duties: ['Run daily activities to the curriculum', 'Observe and record each child’s development', 'Keep the classroom safe and stimulating', 'Talk with parents every day'],
      requirements: ['Early childhood qualification', 'First aid certificate is a plus', 'Loves working with children'] },
  },
  'school-counselor': {
    major: 'psychology', quals: ['bachelor', 'ma'], experience: [2, 12], pay: [6500, 500], hours: 'school',
    ar: { title: 'موجه طلابي', summary: 'ساند الطلاب نفسيًا وتربويًا، وساعدهم على تجاوز التحديات واتخاذ قراراتهم الدراسية.',
      duties: ['تقديم الإرشاد الفردي والجماعي', 'متابعة الحالات السلوكية والتحصيلية', 'تنفيذ برامج التوعية', 'التنسيق مع الأسر والمعلمين'],
      requirements: ['تخصص في علم النفس أو الإرشاد', 'خبرة في الإرشاد الطلابي', 'سرية تامة ومهارات إنصات'] },
    en: { title: 'School Counsellor', summary: 'Support students emotionally and academically, and help them through challenges and study choices.',
      duties: ['Provide individual and group counselling', 'Follow behavioural and academic cases', 'Run awareness programmes', 'Work with families and teachers'],
      requirements: ['Psychology or counselling degree', 'School counselling experience', 'Discretion and listening skills'] },
  },
  'front-desk-agent': {
    major: 'hospitality-management', quals: ['secondary', 'diploma', 'bachelor'], experience: [0, 6], pay: [4800, 350], hours: 'shifts', senior: false,
    ar: { title: 'موظف استقبال فندقي', summary: 'استقبل ضيوفنا بابتسامة وقدّم لهم تجربة ضيافة سعودية لا تُنسى منذ الوصول حتى المغادرة.',
      duties: ['تسجيل وصول الضيوف ومغادرتهم', 'إدارة الحجوزات في نظام الفندق', 'الرد على استفسارات الضيوف وطلباتهم', 'التنسيق مع الأقسام الأخرى'],
      requirements: ['إتقان العربية والإنجليزية ولغة ثالثة ميزة إضافية', 'خبرة في نظام Opera أو ما يماثله', 'روح خدمة عالية والتزام بالزي الموحد'] },
    en: { title: 'Front Desk Agent', summary: 'Welcome our guests with a smile and give them memorable Saudi hospitality from arrival to departure.',
      duties: ['Check guests in and out', 'Manage reservations in the hotel system', 'Answer guests’ questions and requests', 'Coordinate with other departments'],
      requirements: ['Arabic and English; a third language is a plus', 'Opera PMS or similar', 'Strong service attitude'] },
  },
  'store-manager': {
    major: 'business-administration', quals: ['diploma', 'bachelor'], experience: [4, 12], pay: [9000, 700], hours: 'retail', senior: false,
    ar: { title: 'مدير فرع', summary: 'قُد فريق الفرع لتحقيق المبيعات وتقديم تجربة تسوق مميزة مع ضبط المخزون والتكاليف.',
      duties: ['إدارة فريق الفرع وجدولة الورديات', 'متابعة المبيعات والمخزون يوميًا', 'ضمان معايير العرض والنظافة وسلامة الغذاء', 'معالجة ملاحظات العملاء'],
      requirements: ['خبرة في إدارة فروع التجزئة', 'مهارات قيادة وتحليل أرقام', 'معرفة بأنظمة نقاط البيع'] },
    en: { title: 'Store Manager', summary: 'Lead the store team to hit sales and give a great shopping experience while controlling stock and costs.',
      duties: ['Manage the store team and shift rotas', 'Track sales and stock every day', 'Keep display, cleanliness and food safety standards', 'Handle customer feedback'],
      requirements: ['Retail store management experience', 'Leadership and numeracy', 'Point-of-sale systems'] },
  },
};

// ---------------------------------------------------------------------------
// Shared texts
// ---------------------------------------------------------------------------

const WORKING_HOURS: Record<THours | 'part_time' | 'remote', Record<TLocale, string>> = {
  office: { ar: '8 ساعات، من الأحد إلى الخميس', en: '40 hours a week, Sunday to Thursday' },
  site: { ar: '8 ساعات، من الأحد إلى الخميس مع زيارات ميدانية', en: '40 hours a week, Sunday to Thursday, with site visits' },
  shifts: { ar: '8 ساعات بنظام الورديات، خمسة أيام في الأسبوع', en: '40 hours a week in rotating shifts, five days a week' },
  retail: { ar: '8 ساعات يوميًا، ستة أيام في الأسبوع بنظام الورديات', en: '48 hours a week over six days, in shifts' },
  school: { ar: 'من 7 صباحًا إلى 2 ظهرًا، من الأحد إلى الخميس', en: '7 am to 2 pm, Sunday to Thursday' },
  rotation: { ar: 'نظام مناوبة: 28 يوم عمل تليها 28 يوم راحة', en: '28 days on, 28 days off rotation' },
  part_time: { ar: '4 ساعات يوميًا، من الأحد إلى الخميس', en: '20 hours a week, Sunday to Thursday' },
  remote: { ar: '8 ساعات يوميًا بمرونة في أوقات العمل، من الأحد إلى الخميس', en: '40 hours a week with flexible hours, Sunday to Thursday' },
};

const BENEFITS: Array<Record<TLocale, string>> = [
  { ar: 'تأمين طبي للموظف وعائلته', en: 'Medical insurance for you and your family' },
  { ar: 'التسجيل في التأمينات الاجتماعية', en: 'Social insurance (GOSI) registration' },
  { ar: 'بدل سكن يعادل 25٪ من الراتب الأساسي', en: 'Housing allowance of 25 % of the basic salary' },
  { ar: 'بدل نقل شهري', en: 'Monthly transport allowance' },
  { ar: 'إجازة سنوية 30 يومًا', en: '30 days of annual leave' },
  { ar: 'مكافأة أداء سنوية', en: 'Annual performance bonus' },
  { ar: 'برامج تدريب وشهادات مهنية على حساب الشركة', en: 'Training and professional certifications paid by the company' },
  { ar: 'تذكرة طيران سنوية', en: 'Annual air ticket' },
  { ar: 'خصومات للموظفين لدى الشركاء', en: 'Staff discounts with partner companies' },
];

const HIGHLIGHTS: Array<Record<TLocale, string>> = [
  { ar: 'فريق عمل متعاون يشارك المعرفة', en: 'A collaborative team that shares what it knows' },
  { ar: 'مسار واضح للتطور والترقي', en: 'A clear path to grow and be promoted' },
  { ar: 'مشاريع نوعية تسهم في مستهدفات رؤية المملكة 2030', en: 'Meaningful projects that contribute to Saudi Vision 2030' },
  { ar: 'بيئة عمل تحترم التوازن بين العمل والحياة', en: 'A workplace that respects work–life balance' },
  { ar: 'تدريب على رأس العمل منذ اليوم الأول', en: 'On-the-job training from day one' },
  { ar: 'أدوات وتجهيزات حديثة', en: 'Modern tools and equipment' },
];

/** "an HR Specialist", "a UI/UX Designer". */
const withArticle = (title: string) => `${/^(?:[AEIO]|HR\b|HSE\b|HVAC\b)/.test(title) ? 'an' : 'a'} ${title}`;

const INTROS: Record<TLocale, Array<(title: string, where: string) => string>> = {
  ar: [
    (title, where) => `نبحث عن ${title} للانضمام إلى فريقنا ${where}.`,
    (title, where) => `يسرّنا الإعلان عن وظيفة شاغرة بمسمى «${title}» ${where}.`,
    (title, where) => `فرصة وظيفية بمسمى «${title}» ${where} ضمن بيئة عمل محفزة.`,
  ],
  en: [
    (title, where) => `We are looking for ${withArticle(title)} to join our team ${where}.`,
    (title, where) => `We are hiring ${withArticle(title)} ${where}.`,
    (title, where) => `An opening for ${withArticle(title)} ${where}, in a team that values good work.`,
  ],
};

const QUALIFICATION_NAMES: Record<TQualificationType, Record<TLocale, string>> = {
  secondary: { ar: 'شهادة الثانوية العامة على الأقل', en: 'Secondary school certificate or higher' },
  diploma: { ar: 'دبلوم في التخصص أو ما يعادله', en: 'A diploma in the field or equivalent' },
  bachelor: { ar: 'درجة البكالوريوس في التخصص', en: 'A bachelor’s degree in the field' },
  ma: { ar: 'درجة الماجستير في التخصص', en: 'A master’s degree in the field' },
  phd: { ar: 'درجة الدكتوراه في التخصص', en: 'A doctorate in the field' },
};

function experienceLine(years: number, locale: TLocale): string {
  if (locale === 'en') return years === 0 ? 'No experience required: fresh graduates are welcome' : `At least ${years} year${years === 1 ? '' : 's'} of relevant experience`;
  if (years === 0) return 'لا تشترط خبرة سابقة، ونرحب بحديثي التخرج';
  if (years === 1) return 'خبرة لا تقل عن سنة واحدة في مجال مماثل';
  if (years === 2) return 'خبرة لا تقل عن سنتين في مجال مماثل';
  return `خبرة لا تقل عن ${years} ${years <= 10 ? 'سنوات' : 'سنة'} في مجال مماثل`;
}

function seniorTitle(title: string, locale: TLocale): string {
  return locale === 'en' ? `Senior ${title}` : `${title} أول`;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

// ---------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------

export interface TDemoPayment {
  pay_type: TPayType;
  created_at: Date;
  paid_at: Date;
}

export interface TDemoJob {
  company_email: string;
  status: TJobStatus;
  locale: TLocale;
  title: string;
  description: string;
  duties: string;
  qualifications: string;
  qualification_type: TQualificationType;
  experience_years: number;
  major: string;
  sector: string;
  /** null: remote. */
  city: TCityKey | null;
  work_place: TWorkPlace;
  job_type: TJobType;
  working_hours: string;
  benefits: string | null;
  deadline: string | null;
  salary_from: number | null;
  salary_to: number | null;
  show_company: boolean;
  applicants_num: number;
  published_at: Date | null;
  activated_at: Date | null;
  expired_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** The paid payment that put the job live (active, expired and closed jobs). */
  payment: TDemoPayment | null;
}

/** A moment during Riyadh office hours (8:00 to 18:00), `days` (at least 1) calendar days before `now`. */
function daysAgo(rng: TRandom, now: Date, days: number): Date {
  return new Date(riyadhMidnight(riyadhDay(now, -days)).getTime() + between(rng, 8 * 60, 18 * 60) * 60_000);
}

function randomStatus(rng: TRandom): TJobStatus {
  const r = rng();
  if (r < 0.75) return 'active';
  if (r < 0.965) return 'expired';
  return 'closed';
}

/** The life-cycle dates of a job in `status`, relative to `now`. */
function lifeCycle(rng: TRandom, now: Date, status: TJobStatus) {
  const none = { published_at: null, activated_at: null, expired_at: null, closed_at: null };
  if (status === 'draft') {
    const created_at = daysAgo(rng, now, between(rng, 1, 12));
    return { ...none, created_at, updated_at: new Date(created_at.getTime() + between(rng, 5, 90) * 60_000), deadline: null };
  }
  if (status === 'awaiting_payment') {
    const created_at = daysAgo(rng, now, between(rng, 1, 5));
    return { ...none, created_at, updated_at: new Date(created_at.getTime() + between(rng, 10, 60) * 60_000), deadline: riyadhDay(now, between(rng, 25, 45)) };
  }
  let activated_at: Date;
  let deadline: string;
  let expired_at: Date | null = null;
  let closed_at: Date | null = null;
  if (status === 'active') {
    const ago = between(rng, 1, 40);
    activated_at = daysAgo(rng, now, ago);
    // At most JOB_POSTING_DAYS (60) from going live to the deadline, and at least 5 days left.
    deadline = riyadhDay(now, between(rng, 5, Math.max(5, 60 - ago)));
  } else if (status === 'expired') {
    const deadlineAgo = between(rng, 2, 90);
    deadline = riyadhDay(now, -deadlineAgo);
    activated_at = daysAgo(rng, now, deadlineAgo + between(rng, 14, 60));
    // The schedule noticed a few minutes after midnight, Riyadh time.
    expired_at = new Date(riyadhMidnight(deadline).getTime() + DAY + between(rng, 1, 15) * 60_000);
  } else {
    const ago = between(rng, 15, 50);
    activated_at = daysAgo(rng, now, ago);
    const closedAfter = between(rng, 3, ago - 2);
    closed_at = new Date(activated_at.getTime() + closedAfter * DAY + between(rng, 1, 8) * HOUR);
    deadline = riyadhDay(activated_at, closedAfter + between(rng, 10, 30));
  }
  const created_at = new Date(activated_at.getTime() - between(rng, 1, 72) * HOUR);
  const updated_at = expired_at ?? closed_at ?? activated_at;
  return { published_at: activated_at, activated_at, expired_at, closed_at, created_at, updated_at, deadline };
}

function paymentFor(rng: TRandom, activatedAt: Date): TDemoPayment {
  if (rng() < 0.8) {
    // Online: the gateway confirms within minutes and the job goes live at once.
    const paid_at = new Date(activatedAt.getTime() - between(rng, 1, 20) * 1000);
    return { pay_type: 'online', paid_at, created_at: new Date(paid_at.getTime() - between(rng, 2, 10) * 60_000) };
  }
  // Bank transfer: an admin approves the receipt, which pays and activates in the same step.
  return { pay_type: 'bank', paid_at: activatedAt, created_at: new Date(activatedAt.getTime() - between(rng, 3, 30) * HOUR) };
}

/**
 * A spread of job types like Saudi boards show: mostly full time; part time where the role has it; contracts on
 * sites and rotations (projects) and now and then in offices; temporary shifts in retail and operations; internships
 * in fields that take fresh graduates.
 */
function jobTypeOf(rng: TRandom, role: TRole): TJobType {
  const r = rng();
  if (role.partTime && r > 0.75) return 'part_time';
  if ((role.hours === 'site' || role.hours === 'rotation') && r < 0.3) return 'contract';
  if ((role.hours === 'retail' || role.hours === 'shifts') && r < 0.12) return 'temporary';
  if (role.experience[0] === 0 && r < 0.15) return 'internship';
  if (role.hours === 'office' && r > 0.93) return 'contract';
  return 'full_time';
}

/** Remote and hybrid for the roles that can be done away from a desk on site, and some hybrid office roles. */
function workPlaceOf(rng: TRandom, role: TRole): TWorkPlace {
  const w = rng();
  if (role.remote && w < 0.3) return 'remote';
  if (role.remote && w < 0.55) return 'hybrid';
  if (role.hours === 'office' && w > 0.9) return 'hybrid';
  return 'on_site';
}

function makeJob(rng: TRandom, now: Date, company: TDemoCompany, roleKey: string, status: TJobStatus): TDemoJob {
  const role = demoRoles[roleKey];
  if (!role) throw new Error(`demo jobs: unknown role ${roleKey}`);
  const locale: TLocale = rng() < company.arabic_share ? 'ar' : 'en';
  const text = role[locale];
  const job_type = jobTypeOf(rng, role);
  // An internship takes people without experience.
  const experience_years = job_type === 'internship' ? 0 : between(rng, role.experience[0], role.experience[1]);
  const title =
    job_type === 'internship'
      ? locale === 'ar' ? `${text.title} متدرب` : `${text.title} Intern`
      : experience_years >= 7 && role.senior !== false ? seniorTitle(text.title, locale) : text.title;

  const work_place = workPlaceOf(rng, role);
  const city = work_place === 'remote' ? null : rng() < 0.6 || !company.branches.length ? company.city : pick(rng, company.branches);

  const cityName = city ? cityNames[city] : undefined;
  const where =
    work_place === 'remote'
      ? locale === 'ar' ? 'للعمل عن بُعد' : 'working remotely'
      : work_place === 'hybrid'
        ? locale === 'ar' ? `في ${cityName?.ar ?? ''} بنظام العمل الهجين` : `in ${cityName?.en ?? ''}, partly from home`
        : locale === 'ar' ? `في ${cityName?.ar ?? ''}` : `in ${cityName?.en ?? ''}`;
  const intro = pick(rng, INTROS[locale])(title, where);
  const highlights = pickSome(rng, HIGHLIGHTS, 3).map((h) => `<li>${h[locale]}</li>`).join('');
  const offer = locale === 'ar' ? 'ما نقدمه لك:' : 'What you can expect:';
  const description = `<p>${intro}</p><p>${text.summary}</p><p>${offer}</p><ul>${highlights}</ul>`;

  const qualification_type = pick(rng, role.quals);
  const qualifications = [QUALIFICATION_NAMES[qualification_type][locale], experienceLine(experience_years, locale), ...text.requirements].join('\n');
  const benefitCount = job_type === 'part_time' ? 2 : between(rng, 3, 5);
  const benefits = [BENEFITS[0]!, BENEFITS[1]!, ...pickSome(rng, BENEFITS.slice(2), benefitCount - 2)].map((b) => b[locale]).join('\n');
  const working_hours = WORKING_HOURS[job_type === 'part_time' ? 'part_time' : work_place === 'remote' ? 'remote' : role.hours][locale];

  let salary_from: number | null = null;
  let salary_to: number | null = null;
  if (rng() >= 0.15) {
    const monthly = (role.pay[0] + role.pay[1] * (experience_years - role.experience[0])) * (0.9 + rng() * 0.2) * (job_type === 'part_time' || job_type === 'internship' ? 0.5 : 1);
    salary_from = Math.max(500, roundTo(monthly, 500));
    salary_to = roundTo(salary_from * (1.15 + rng() * 0.3), 500);
  }
  const openings = rng();
  const applicants_num = openings < 0.55 ? 1 : openings < 0.8 ? 2 : openings < 0.92 ? 3 : between(rng, 4, 5);

  const dates = lifeCycle(rng, now, status);
  const job: TDemoJob = {
    company_email: company.email,
    status,
    locale,
    title,
    description,
    duties: text.duties.join('\n'),
    qualifications,
    qualification_type,
    experience_years,
    major: role.major,
    sector: company.sector,
    city,
    work_place,
    job_type,
    working_hours,
    benefits,
    salary_from,
    salary_to,
    show_company: rng() >= 0.12,
    applicants_num,
    ...dates,
    payment: dates.activated_at ? paymentFor(rng, dates.activated_at) : null,
  };
  if (status === 'draft' && rng() < 0.5) {
    // A draft the company has not finished: no benefits or salary yet.
    job.benefits = null;
    job.salary_from = null;
    job.salary_to = null;
  }
  return job;
}

/** Demo jobs for every demo company, the same for the same `now` and `seed`. */
export function generateDemoJobs(now: Date, seed = 20_260_401): TDemoJob[] {
  const rng = mulberry32(seed);
  const jobs: TDemoJob[] = [];
  for (const company of demoCompanies) {
    const fixed = company.fixed_states ?? [];
    // Each of the company's roles once, in a random order, before any role repeats.
    const roles = pickSome(rng, company.roles, company.roles.length);
    for (let i = 0; i < company.job_count; i += 1) {
      const status = fixed[i] ?? randomStatus(rng);
      const roleKey = roles[i % roles.length]!;
      jobs.push(makeJob(rng, now, company, roleKey, status));
    }
  }
  return jobs;
}


/**
 * Live jobs at scale for the benchmarks (bench/generate.ts): `count` active jobs of the verified demo companies,
 * their roles and texts mixed at random, yielded one by one so that a million need no million-element array.
 * The same `now` and `seed` give the same jobs.
 */
export function* generateLiveJobs(now: Date, count: number, seed = 20_261_122): Generator<TDemoJob> {
  const rng = mulberry32(seed);
  const verified = demoCompanies.filter((company) => company.verification_status === 'verified');
  for (let i = 0; i < count; i += 1) {
    const company = pick(rng, verified);
    yield makeJob(rng, now, company, pick(rng, company.roles), 'active');
  }
}

// ---------------------------------------------------------------------------
// Bank accounts for transfers
// ---------------------------------------------------------------------------

/**
 * A Saudi IBAN with correct check digits (ISO 13616 mod 97): SA, 2 check digits, the 2-digit bank code and
 * an 18-character account. The demo accounts use runs of zeros so nobody mistakes them for real ones.
 */
export function saudiIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account.padStart(18, '0')}`;
  const digits = `${bban}SA00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const ACCOUNT_NAME = 'شركة منصة توظيف - Tawzeef Platform Co.';

export const demoBankAccounts = [
  { bank_name_ar: 'مصرف الراجحي', bank_name_en: 'Al Rajhi Bank', account_name: ACCOUNT_NAME, iban: saudiIban('80', '000000000000000101'), account_number: '000000000000000101', sort_order: 1 },
  { bank_name_ar: 'البنك الأهلي السعودي', bank_name_en: 'Saudi National Bank (SNB)', account_name: ACCOUNT_NAME, iban: saudiIban('10', '000000000000000202'), account_number: '000000000000000202', sort_order: 2 },
  { bank_name_ar: 'بنك الرياض', bank_name_en: 'Riyad Bank', account_name: ACCOUNT_NAME, iban: saudiIban('20', '000000000000000303'), account_number: '000000000000000303', sort_order: 3 },
];
