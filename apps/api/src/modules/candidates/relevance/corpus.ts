import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client.ts';
import { occupationSeeds, type TOccupationSeed } from '../../../db/seed/occupation-data.ts';
import { mulberry32 } from '../../../db/seed/demo-jobs.ts';
import { keyOf } from '../../search-engine/normalize.ts';
import { refreshAllCandidates } from '../search-index.ts';
import { learnSkillsFromTexts } from '../../search-engine/learned-skills.ts';

/**
 * The judged corpus of candidate search's relevance collection (decision 189): job seekers made from a fixed seed,
 * each of ONE occupation of the vocabulary (occupation-data.ts), a handful of skills typical of their trade and one
 * city, every CV visible. What a seeker is (their occupation's slug, their skills, their city) is kept beside their
 * id: the collection is judged by it, never by what the search answers.
 */

/** The skills seekers name on their CVs, in English and in Arabic (a CV writes one or the other). */
export const CANDIDATE_SKILLS: ReadonlyArray<readonly [string, string]> = [
  ['Excel', 'إكسل'], ['SAP', 'ساب'], ['Oracle', 'أوراكل'], ['Python', 'بايثون'], ['JavaScript', 'جافاسكربت'], ['TypeScript', 'تايب سكربت'],
  ['React', 'رياكت'], ['SQL', 'إس كيو إل'], ['Power BI', 'باور بي آي'], ['AutoCAD', 'أوتوكاد'], ['Revit', 'ريفيت'], ['Primavera', 'بريمافيرا'],
  ['Photoshop', 'فوتوشوب'], ['Figma', 'فيجما'], ['Salesforce', 'سيلزفورس'], ['QuickBooks', 'كويك بوكس'],
  ['IFRS', 'المعايير الدولية لإعداد التقارير المالية'], ['Zakat and VAT', 'الزكاة والضريبة'], ['Accounting', 'المحاسبة'],
  ['Financial analysis', 'التحليل المالي'], ['Customer service', 'خدمة العملاء'], ['Sales', 'المبيعات'], ['Negotiation', 'التفاوض'],
  ['Leadership', 'القيادة'], ['Project management', 'إدارة المشاريع'], ['Communication', 'التواصل'], ['Teamwork', 'العمل الجماعي'],
  ['English language', 'اللغة الإنجليزية'], ['Driving licence', 'رخصة قيادة'], ['Forklift', 'رافعة شوكية'], ['First aid', 'الإسعافات الأولية'],
  ['BLS', 'دعم الحياة الأساسي'], ['ACLS', 'دعم الحياة القلبي المتقدم'], ['Patient care', 'رعاية المرضى'], ['Teaching', 'التدريس'],
  ['Classroom management', 'إدارة الصف'], ['Marketing', 'التسويق'], ['SEO', 'تحسين محركات البحث'], ['Social media', 'التواصل الاجتماعي'],
  ['Cash handling', 'التعامل مع النقد'], ['Inventory', 'الجرد'], ['Logistics', 'الخدمات اللوجستية'], ['Procurement', 'المشتريات'],
  ['Warehousing', 'المستودعات'], ['Payroll', 'الرواتب'], ['Recruitment', 'التوظيف'], ['Cooking', 'الطبخ'], ['Cleaning', 'التنظيف'],
  ['Security', 'الأمن والسلامة'], ['CCTV', 'كاميرات المراقبة'], ['Welding', 'اللحام'], ['Electrical', 'الكهرباء'], ['Plumbing', 'السباكة'],
  ['HVAC', 'التكييف والتبريد'], ['Networking', 'الشبكات'], ['Linux', 'لينكس'], ['Cybersecurity', 'الأمن السيبراني'], ['Programming', 'البرمجة'],
  ['Graphic design', 'التصميم الجرافيكي'],
];
const SKILL_AR = new Map(CANDIDATE_SKILLS);

/** The skills of a sector's trades (a seeker draws most of theirs from here). */
const SECTOR_SKILLS: Record<string, string[]> = {
  healthcare: ['Patient care', 'BLS', 'ACLS', 'First aid', 'Communication', 'Teamwork', 'English language'],
  pharmaceuticals: ['Patient care', 'Customer service', 'Sales', 'Inventory', 'Communication', 'English language'],
  education: ['Teaching', 'Classroom management', 'Communication', 'English language', 'Leadership', 'Teamwork'],
  'construction-and-real-estate': ['AutoCAD', 'Revit', 'Primavera', 'Project management', 'Leadership', 'Teamwork', 'Security'],
  'energy-and-utilities': ['Electrical', 'AutoCAD', 'Project management', 'Security', 'Teamwork', 'First aid'],
  manufacturing: ['Electrical', 'Welding', 'AutoCAD', 'SAP', 'Security', 'Teamwork', 'Inventory'],
  'oil-and-gas': ['Security', 'First aid', 'Electrical', 'SAP', 'Project management', 'English language'],
  petrochemicals: ['Security', 'SAP', 'Excel', 'Teamwork', 'English language'],
  mining: ['AutoCAD', 'Security', 'Project management', 'Excel'],
  'information-technology': ['Programming', 'Python', 'JavaScript', 'TypeScript', 'React', 'SQL', 'Linux', 'Networking', 'Cybersecurity', 'Power BI'],
  consulting: ['Excel', 'Project management', 'Leadership', 'Communication', 'Negotiation', 'Power BI', 'English language'],
  government: ['Excel', 'Communication', 'Teamwork', 'Project management', 'English language'],
  'banking-and-finance': ['Excel', 'Accounting', 'SAP', 'Oracle', 'IFRS', 'Zakat and VAT', 'Financial analysis', 'QuickBooks', 'Power BI'],
  insurance: ['Excel', 'Sales', 'Customer service', 'Financial analysis', 'Negotiation'],
  retail: ['Sales', 'Customer service', 'Cash handling', 'Inventory', 'Negotiation', 'Communication'],
  'e-commerce': ['Marketing', 'SEO', 'Social media', 'Excel', 'Customer service'],
  'media-and-entertainment': ['Marketing', 'Social media', 'SEO', 'Photoshop', 'Graphic design', 'Communication'],
  telecommunications: ['Customer service', 'Sales', 'Communication', 'Networking', 'English language'],
  'legal-services': ['Negotiation', 'Communication', 'English language', 'Excel'],
  'transportation-and-logistics': ['Logistics', 'Warehousing', 'Inventory', 'Procurement', 'Driving licence', 'Forklift', 'Excel', 'SAP'],
  aviation: ['Customer service', 'English language', 'First aid', 'Security', 'Teamwork'],
  automotive: ['Electrical', 'Customer service', 'Sales', 'Driving licence', 'Teamwork'],
  'facilities-management': ['Electrical', 'HVAC', 'Plumbing', 'Cleaning', 'Security', 'Teamwork'],
  'food-and-beverage': ['Cooking', 'Cleaning', 'Customer service', 'Cash handling', 'Teamwork'],
  'hospitality-and-tourism': ['Customer service', 'Communication', 'English language', 'Cleaning', 'Teamwork'],
  'security-services': ['Security', 'CCTV', 'First aid', 'Communication'],
  agriculture: ['Teamwork', 'Driving licence', 'First aid'],
  'non-profit': ['Communication', 'Teamwork', 'Leadership', 'Social media'],
};
const EVERYDAY_SKILLS = ['Communication', 'Teamwork', 'Leadership', 'English language', 'Excel'];

/** Skills an occupation's people all name: the skill is their trade ("payroll specialist": Payroll). */
const DEFINING_SKILLS: Record<string, string[]> = {
  accountant: ['Accounting'], 'chief-accountant': ['Accounting'], 'tax-accountant': ['Accounting', 'Zakat and VAT'], 'accounts-payable': ['Accounting'],
  'cost-accountant': ['Accounting'], 'financial-analyst': ['Financial analysis'], 'payroll-specialist': ['Payroll'], recruiter: ['Recruitment'],
  'hr-specialist': ['Recruitment'], 'procurement-specialist': ['Procurement'], 'logistics-coordinator': ['Logistics'], 'warehouse-supervisor': ['Warehousing'],
  'warehouse-worker': ['Warehousing', 'Forklift'], driver: ['Driving licence'], 'delivery-driver': ['Driving licence'], 'truck-driver': ['Driving licence'],
  'bus-driver': ['Driving licence'], 'private-driver': ['Driving licence'], cashier: ['Cash handling'], 'cashier-retail': ['Cash handling'],
  'sales-representative': ['Sales'], 'sales-manager': ['Sales'], telesales: ['Sales'], 'car-sales': ['Sales'], 'insurance-sales': ['Sales'],
  'call-center-sales': ['Sales'], 'medical-equipment-sales': ['Sales'], 'customer-service': ['Customer service'], 'customer-service-supervisor': ['Customer service'],
  'marketing-specialist': ['Marketing'], 'marketing-manager': ['Marketing'], 'digital-marketing': ['Marketing', 'SEO'], 'social-media': ['Social media'],
  'graphic-designer': ['Graphic design', 'Photoshop'], 'motion-designer': ['Graphic design'], 'ux-designer': ['Figma'], 'salesforce-developer': ['Salesforce'],
  'cybersecurity-analyst': ['Cybersecurity'], 'network-engineer': ['Networking'], 'system-administrator': ['Linux'], 'data-analyst': ['SQL', 'Power BI'],
  'data-scientist': ['Python'], 'data-engineer': ['SQL', 'Python'], 'database-administrator': ['SQL', 'Oracle'], 'software-engineer': ['Programming'],
  'frontend-developer': ['JavaScript', 'React'], 'backend-developer': ['Programming'], 'fullstack-developer': ['JavaScript'], 'erp-consultant': ['SAP'],
  'security-guard': ['Security'], 'cctv-operator': ['CCTV'], welder: ['Welding'], electrician: ['Electrical'], 'auto-electrician': ['Electrical'],
  'electrical-technician-power': ['Electrical'], 'hvac-technician': ['HVAC'], 'hvac-engineer': ['HVAC'], plumber: ['Plumbing'], chef: ['Cooking'],
  baker: ['Cooking'], cleaner: ['Cleaning'], housemaid: ['Cleaning'], 'registered-nurse': ['Patient care'], 'nurse-icu': ['Patient care', 'ACLS'],
  'home-health': ['Patient care'], 'dialysis-nurse': ['Patient care'], teacher: ['Teaching'], 'math-teacher': ['Teaching'], 'english-teacher': ['Teaching', 'English language'],
  'arabic-teacher': ['Teaching'], 'science-teacher': ['Teaching'], 'civil-engineer': ['AutoCAD'], architect: ['AutoCAD', 'Revit'], draftsman: ['AutoCAD'],
  'project-manager': ['Project management'], 'it-project-manager': ['Project management'], 'project-engineer': ['Primavera'], paramedic: ['First aid'],
};

/** Sentences of a summary: some hold words inside which an occupation's or a skill's word sits ("excellent", "accounts"). */
const SUMMARIES_EN = [
  'Excellent communication and organisational skills', 'Handled customer accounts and follow-up', 'Reliable, punctual and keen to grow',
  'Looking for a new challenge with a leading company', 'Experienced in fast-paced environments', '',
];
const SUMMARIES_AR = ['ممتاز في التواصل وتنظيم الوقت', 'متابعة الحسابات والفواتير مع العملاء', 'ملتزم ومنظم وأحب العمل ضمن فريق', 'أبحث عن فرصة جديدة في شركة رائدة', ''];
const FIRST_NAMES = ['Ahmed', 'Mohammed', 'Abdullah', 'Khalid', 'Faisal', 'Omar', 'Saad', 'Fahad', 'Sara', 'Noura', 'Reem', 'Lama', 'Huda', 'Maha', 'Aisha', 'Fatimah'];
const LAST_NAMES = ['Alotaibi', 'Alqahtani', 'Alharbi', 'Alghamdi', 'Alzahrani', 'Alshehri', 'Aldosari', 'Almutairi', 'Alshammari', 'Alanazi', 'Alsubaie', 'Aljohani'];

/** Where seekers live: the big cities most, the Dammam area's cities all, every other city some. */
const CITY_WEIGHTS: Record<string, number> = { Riyadh: 16, Jeddah: 12, Dammam: 8, 'Al Khobar': 5, Dhahran: 3, 'Al Qatif': 2, 'Ad Diriyah': 2, Makkah: 4, Madinah: 4, Taif: 2, Abha: 2, Tabuk: 2, Buraydah: 2 };

export interface TCorpusSeeker {
  id: number;
  slug: string;
  /** The English names of the skills the CV names (in whichever script it writes them). */
  skills: string[];
  city: string;
  locale: 'ar' | 'en';
}

export interface TCorpus {
  seekers: TCorpusSeeker[];
  /** Milliseconds to make and index it. */
  buildMs: number;
}

/**
 * An occupation's forms a CV may use as a title: those of no other occupation (a form two occupations share, "mep
 * engineer", would make the seeker's occupation a guess), the first (the names shown) most often.
 */
function titleForms(seeds: readonly TOccupationSeed[]): Map<string, { en: string[]; ar: string[] }> {
  const owners = new Map<string, Set<string>>();
  for (const seed of seeds) for (const form of [...seed.forms_en, ...seed.forms_ar]) owners.set(keyOf(form), (owners.get(keyOf(form)) ?? new Set()).add(seed.slug));
  const own = (seed: TOccupationSeed, forms: string[]) => {
    const kept = forms.filter((form) => owners.get(keyOf(form))!.size === 1);
    return kept.length ? kept : forms.slice(0, 1);
  };
  return new Map(seeds.map((seed) => [seed.slug, { en: own(seed, seed.forms_en), ar: own(seed, seed.forms_ar) }]));
}

/** The seekers of the corpus, without ids: `perOccupation` of every occupation. */
export function corpusSeekers(perOccupation: number, cityNames: readonly string[], seed = 189) {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  /** The first items most often (weights 1, 1/2, 1/3…). */
  const pickEarly = <T>(list: readonly T[]) => {
    const weights = list.map((_, index) => 1 / (index + 1));
    let roll = random() * weights.reduce((a, b) => a + b, 0);
    for (let index = 0; index < list.length; index += 1) if ((roll -= weights[index]!) <= 0) return list[index]!;
    return list[list.length - 1]!;
  };
  const cityPool = cityNames.flatMap((name) => Array<string>(CITY_WEIGHTS[name] ?? 1).fill(name));
  const forms = titleForms(occupationSeeds);
  return occupationSeeds.flatMap((occupation) =>
    Array.from({ length: perOccupation }, () => {
      const locale: 'ar' | 'en' = random() < 0.6 ? 'ar' : 'en';
      const own = forms.get(occupation.slug)!;
      const titleIn = (language: 'ar' | 'en') => pickEarly(language === 'ar' ? own.ar : own.en);
      const other = locale === 'ar' ? 'en' : 'ar';
      const experiences = Array.from({ length: Math.floor(random() * 3) }, () => titleIn(random() < 0.8 ? locale : other));
      const pool = SECTOR_SKILLS[occupation.sector] ?? EVERYDAY_SKILLS;
      const skills = new Set(DEFINING_SKILLS[occupation.slug] ?? []);
      const wanted = skills.size + 2 + Math.floor(random() * 3);
      for (let tries = 0; skills.size < wanted && tries < 20; tries += 1) skills.add(random() < 0.8 ? pick(pool) : pick(EVERYDAY_SKILLS));
      return {
        slug: occupation.slug,
        locale,
        title: titleIn(locale),
        experiences,
        // A CV writes its skills in its language, some in the other.
        skills: [...skills].map((name) => ({ name, written: (random() < 0.85 ? locale : other) === 'ar' ? SKILL_AR.get(name)! : name })),
        city: pick(cityPool),
        summary: pick(locale === 'ar' ? SUMMARIES_AR : SUMMARIES_EN),
        first: pick(FIRST_NAMES),
        last: pick(LAST_NAMES),
        days_ago: Math.floor(random() * 180 * 1440) / 1440,
      };
    }),
  );
}

const EMAIL_DOMAIN = '@relevance-seekers.tawzeef.sa';

/**
 * Writes the corpus's seekers into a prepared database (lookup data seeded), their CVs visible, and computes their
 * candidate search rows as a search would (search-index.ts). Ten seekers an occupation: 3,060.
 */
export async function buildCandidateCorpus(db: TDatabase, perOccupation = 10): Promise<TCorpus> {
  const started = Date.now();
  const cityRows = ((await db.execute(sql`select id, name_en from cities order by id`)) as unknown as { rows: Array<{ id: number; name_en: string }> }).rows;
  const cityId = new Map(cityRows.map((row) => [row.name_en, Number(row.id)]));
  const made = corpusSeekers(perOccupation, cityRows.map((row) => row.name_en));
  const rows = made.map((seeker, index) => ({ ...seeker, n: index + 1, city_id: cityId.get(seeker.city)! }));
  const BATCH = 1000;
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = JSON.stringify(rows.slice(from, from + BATCH));
    await db.transaction(async (tx) => {
      // The rows are indexed once below, not one by one by the triggers.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into users (type, first_name, last_name, email, phone, locale, email_verified_at, created_at, updated_at)
        select 'USER', v.first, v.last, 'seeker' || v.n || ${EMAIL_DOMAIN}, '+96658' || lpad(v.n::text, 7, '0'), v.locale, now(), now() - interval '400 days', now() - make_interval(mins => (v.days_ago * 1440)::int)
        from json_to_recordset(${batch}::json) as v(n int, first text, last text, locale text, days_ago float8)`);
      await tx.execute(sql`
        insert into seeker_profiles (user_id, job_role_title, summary, city_id, is_visible, created_at, updated_at)
        select u.id, v.title, nullif(v.summary, ''), v.city_id, true, now() - make_interval(mins => (v.days_ago * 1440)::int), now() - make_interval(mins => (v.days_ago * 1440)::int)
        from json_to_recordset(${batch}::json) as v(n int, title text, summary text, city_id int, days_ago float8)
        inner join users u on u.email = 'seeker' || v.n || ${EMAIL_DOMAIN}`);
      await tx.execute(sql`
        insert into experiences (user_id, company_name, job_title, start_date, end_date, is_current, created_at, updated_at)
        select u.id, 'Company ' || v.n, e.title, (current_date - 400 * (e.position::int + 1))::date, (current_date - 400 * e.position::int - 30)::date, false,
               now() - make_interval(mins => (v.days_ago * 1440)::int), now() - make_interval(mins => (v.days_ago * 1440)::int)
        from json_to_recordset(${batch}::json) as v(n int, experiences json, days_ago float8)
        inner join users u on u.email = 'seeker' || v.n || ${EMAIL_DOMAIN}
        cross join lateral json_array_elements_text(v.experiences) with ordinality as e(title, position)`);
      await tx.execute(sql`
        insert into skills (user_id, skill_name, level, created_at, updated_at)
        select u.id, s.written, 'high', now() - make_interval(mins => (v.days_ago * 1440)::int), now() - make_interval(mins => (v.days_ago * 1440)::int)
        from json_to_recordset(${batch}::json) as v(n int, skills json, days_ago float8)
        inner join users u on u.email = 'seeker' || v.n || ${EMAIL_DOMAIN}
        cross join lateral json_to_recordset(v.skills) as s(name text, written text)`);
      await tx.execute(sql`
        insert into candidate_search (user_id, last_active_at)
        select u.id, now() - make_interval(mins => (v.days_ago * 1440)::int)
        from json_to_recordset(${batch}::json) as v(n int, days_ago float8)
        inner join users u on u.email = 'seeker' || v.n || ${EMAIL_DOMAIN}
        on conflict (user_id) do nothing`);
    });
  }
  // The skills the CVs teach are learnt first, as the schedule learns them (decision 240).
  await learnSkillsFromTexts(db);
  await refreshAllCandidates(db, { batch: 1000 });
  const ids = ((await db.execute(sql`select id, email from users where email like ${`%${EMAIL_DOMAIN}`}`)) as unknown as { rows: Array<{ id: number; email: string }> }).rows;
  const idOf = new Map(ids.map((row) => [row.email, Number(row.id)]));
  const seekers = rows.map((row) => ({ id: idOf.get(`seeker${row.n}${EMAIL_DOMAIN}`)!, slug: row.slug, skills: row.skills.map((skill) => skill.name), city: row.city, locale: row.locale }));
  return { seekers, buildMs: Date.now() - started };
}
