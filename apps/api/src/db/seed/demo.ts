import { eq, inArray, sql } from 'drizzle-orm';
import { computePrice } from '@tawzeef/contract';
import type { TDatabase } from '../client.ts';
import {
  totpFactors,
  bankAccounts,
  cities,
  companies,
  companyMembers,
  countries,
  courses,
  experiences,
  jobs,
  majors,
  nationalities,
  payments,
  qualifications,
  sectors,
  seekerMajors,
  seekerProfiles,
  skills,
  users,
} from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { demoBankAccounts, demoCompanies, generateDemoJobs, type TDemoJob } from './demo-jobs.ts';

/** Listed in the README. Never enable demo seeding on a public installation (SEED_DEMO=false). */
export const DEMO_PASSWORD = 'Tawzeef@2026';

export const demoAccounts = [
  { type: 'USER', email: 'seeker@demo.tawzeef.sa', phone: '+966500000001', first_name: 'Ahmed', last_name: 'Alotaibi', ar_first_name: 'أحمد', ar_last_name: 'العتيبي', en_first_name: 'Ahmed', en_last_name: 'Alotaibi', locale: 'ar' },
  { type: 'USER', email: 'sara@demo.tawzeef.sa', phone: '+966500000002', first_name: 'Sara', last_name: 'Alqahtani', ar_first_name: 'سارة', ar_last_name: 'القحطاني', en_first_name: 'Sara', en_last_name: 'Alqahtani', locale: 'en' },
  // Their companies' profiles, and ten more demo companies, are in demo-jobs.ts.
  { type: 'COMPANY', email: 'hr@demo-horizon.tawzeef.sa', phone: '+966500000003', first_name: 'Khalid', last_name: 'Alharbi', ar_first_name: 'خالد', ar_last_name: 'الحربي', en_first_name: 'Khalid', en_last_name: 'Alharbi', locale: 'ar' },
  { type: 'COMPANY', email: 'jobs@demo-nakheel.tawzeef.sa', phone: '+966500000004', first_name: 'Noura', last_name: 'Alshehri', ar_first_name: 'نورة', ar_last_name: 'الشهري', en_first_name: 'Noura', en_last_name: 'Alshehri', locale: 'en' },
  { type: 'ADMIN', email: 'admin@demo.tawzeef.sa', phone: '+966500000009', first_name: 'Faisal', last_name: 'Alshammari', ar_first_name: 'فيصل', ar_last_name: 'الشمري', en_first_name: 'Faisal', en_last_name: 'Alshammari', locale: 'ar' },
] as const;

export const DEMO_ADMIN_EMAIL = 'admin@demo.tawzeef.sa';
/**
 * The demo administrator's authenticator-app key (decision 160: administrators must have a second step), written in
 * the README beside the password so that a newcomer and scripts can sign in. Demo data only: a real administrator
 * sets up their own app on /account-security.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'UZZ3BODQGNUQ3GZET2DUCVCAI25BYRAK';
/** The posting fee the demo payments were made at (499 SAR before VAT). */
export const DEMO_FEE_HALALAS = 49_900;
const DAY = 86_400_000;

/** Realistic, varied CVs for the demo job seekers: one written in Arabic, one in English. */
const demoCvs = {
  'seeker@demo.tawzeef.sa': {
    profile: { birthdate: '1994-03-18', sex: 'male', social_status: 'married', nationality: 'SA', country: 'SA', city: 'Riyadh', major: 'accounting', sector: 'banking-and-finance',
      summary: 'محاسب قانوني معتمد بخبرة ثماني سنوات في إعداد القوائم المالية وفق المعايير الدولية والمراجعة الداخلية في القطاع المصرفي.',
      job_role_title: 'مدير حسابات', expected_salary: 18000, notice_period: 2, job_target: 'قيادة فريق مالي في منشأة كبرى ودعم التحول الرقمي للعمليات المحاسبية.', job_type: 'full_time',
      linkedin: 'https://www.linkedin.com/in/ahmed-alotaibi-demo' },
    majors: ['accounting', 'finance'],
    qualifications: [
      { qualification_type: 'bachelor', university: 'جامعة الملك سعود', system: 'انتظام', graduation_degree: 'ممتاز', graduated_year: 2016, graduated_month: 6, study_field: 'المحاسبة', description: 'مشروع التخرج عن أثر المعايير الدولية على البنوك السعودية.' },
      { qualification_type: 'ma', university: 'جامعة الملك فهد للبترول والمعادن', system: 'مسائي', graduation_degree: 'جيد جدًا', graduation_date: '2021-01-20', study_field: 'المالية' },
    ],
    experiences: [
      { company_name: 'مصرف الراجحي', job_title: 'محاسب أول', start_date: '2019-02-01', is_current: true, job_description: 'إعداد القوائم المالية الربعية ومتابعة الإقفال الشهري.', foundation_members_count: 15000, latest_salary: 15500 },
      { company_name: 'شركة المراعي', job_title: 'محاسب', start_date: '2016-09-01', end_date: '2019-01-31', job_description: 'الحسابات الدائنة والتسويات البنكية.', foundation_members_count: 40000, latest_salary: 9500 },
    ],
    skills: [{ skill_name: 'SAP FI', level: 'excellent' }, { skill_name: 'IFRS', level: 'high' }, { skill_name: 'Excel', level: 'excellent' }, { skill_name: 'Power BI', level: 'average' }],
    courses: [{ title: 'زمالة الهيئة السعودية للمراجعين والمحاسبين (SOCPA)', total_hours: 120, type: 'training' }],
  },
  'sara@demo.tawzeef.sa': {
    profile: { birthdate: '1998-11-02', sex: 'female', social_status: 'single', nationality: 'SA', country: 'SA', city: 'Jeddah', major: 'software-engineering', sector: 'information-technology',
      summary: 'Full-stack developer who builds accessible, bilingual web applications with TypeScript and React. Enjoys turning government services into simple online journeys.',
      job_role_title: 'Senior Frontend Engineer', expected_salary: 22000, notice_period: 1, job_target: 'Lead the frontend of a product used by millions in the region.', job_type: 'remotely',
      site: 'https://sara-demo.dev', linkedin: 'https://www.linkedin.com/in/sara-alqahtani-demo' },
    majors: ['software-engineering', 'computer-science', 'information-systems'],
    qualifications: [
      { qualification_type: 'bachelor', university: 'King Abdulaziz University', graduation_degree: 'First class honours', graduated_year: 2020, graduated_month: 5, study_field: 'Software Engineering' },
    ],
    experiences: [
      { company_name: 'STC', job_title: 'Frontend Developer', start_date: '2022-03-01', is_current: true, job_description: 'React and TypeScript for the MySTC web app; accessibility lead.', foundation_members_count: 18000, latest_salary: 17000 },
      { company_name: 'Elm', job_title: 'Junior Developer', start_date: '2020-07-01', end_date: '2022-02-28', job_description: 'Angular forms for government e-services.', foundation_members_count: 3000, latest_salary: 11000 },
    ],
    skills: [{ skill_name: 'TypeScript', level: 'excellent' }, { skill_name: 'React', level: 'excellent' }, { skill_name: 'Accessibility (WCAG)', level: 'high' }, { skill_name: 'Node.js', level: 'average' }],
    courses: [{ title: 'AWS Cloud Practitioner', total_hours: 24, type: 'course' }, { title: 'Tuwaiq Academy Web Bootcamp', total_hours: 480, type: 'training' }],
  },
} as const;

async function idsBy<T extends { id: unknown }>(rows: Promise<T[]>, key: (row: T) => string): Promise<Map<string, number>> {
  return new Map((await rows).map((row) => [key(row), row.id as number]));
}

async function seedDemoCvs(tx: TDatabase, userIds: Map<string, number>): Promise<void> {
  const countryIds = await idsBy(tx.select({ id: countries.id, code: countries.code }).from(countries), (r) => r.code);
  const nationalityIds = await idsBy(tx.select({ id: nationalities.id, code: nationalities.code }).from(nationalities), (r) => r.code);
  const majorIds = await idsBy(tx.select({ id: majors.id, slug: majors.slug }).from(majors), (r) => r.slug);
  const sectorIds = await idsBy(tx.select({ id: sectors.id, slug: sectors.slug }).from(sectors), (r) => r.slug);
  const cityIds = await idsBy(
    tx.select({ id: cities.id, name: cities.name_en }).from(cities).where(inArray(cities.country_id, [countryIds.get('SA') ?? 0])),
    (r) => r.name,
  );
  for (const [email, cv] of Object.entries(demoCvs)) {
    const user_id = userIds.get(email);
    if (!user_id) continue;
    const { nationality, country, city, major, sector, ...profile } = cv.profile;
    await tx.insert(seekerProfiles).values({
      user_id,
      ...profile,
      nationality_id: nationalityIds.get(nationality) ?? null,
      country_id: countryIds.get(country) ?? null,
      city_id: cityIds.get(city) ?? null,
      major_id: majorIds.get(major) ?? null,
      sector_id: sectorIds.get(sector) ?? null,
    });
    const prominent = cv.majors.map((slug) => majorIds.get(slug)).filter((id): id is number => id !== undefined);
    if (prominent.length) await tx.insert(seekerMajors).values(prominent.map((major_id, i) => ({ user_id, major_id, position: i + 1 })));
    await tx.insert(qualifications).values(cv.qualifications.map((q) => ({ ...q, user_id })));
    await tx.insert(experiences).values(cv.experiences.map((e) => ({ ...e, user_id })));
    await tx.insert(skills).values(cv.skills.map((k) => ({ ...k, user_id })));
    await tx.insert(courses).values(cv.courses.map((c) => ({ ...c, user_id })));
  }
}

const idOf = <K>(ids: Map<K, number>, key: K, what: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo seed: unknown ${what} ${key}`);
  return id;
};

/** Turns generated demo jobs into `jobs` rows: the company by its account's email, the lookups by slug and city key. */
export async function demoJobRows(tx: TDatabase, companyIdOf: (email: string) => number): Promise<(job: TDemoJob) => typeof jobs.$inferInsert> {
  const majorIds = await idsBy(tx.select({ id: majors.id, slug: majors.slug }).from(majors), (r) => r.slug);
  const sectorIds = await idsBy(tx.select({ id: sectors.id, slug: sectors.slug }).from(sectors), (r) => r.slug);
  const cityIds = await idsBy(
    tx.select({ id: cities.id, name: cities.name_en, country: countries.code }).from(cities).innerJoin(countries, eq(countries.id, cities.country_id)),
    (r) => `${r.country}:${r.name}`,
  );
  return ({ company_email, major, sector, city, payment: _payment, ...job }) => ({
    ...job,
    company_id: companyIdOf(company_email),
    major_id: idOf(majorIds, major, 'major'),
    sector_id: idOf(sectorIds, sector, 'sector'),
    city_id: city ? idOf(cityIds, city, 'city') : null,
  });
}

/** The demo companies' profiles, their jobs, the payments that put them live, and the bank accounts. */
async function seedDemoCompanies(tx: TDatabase, userIds: Map<string, number>, now: Date): Promise<void> {
  const adminId = userIds.get(DEMO_ADMIN_EMAIL) ?? null;
  const sectorIds = await idsBy(tx.select({ id: sectors.id, slug: sectors.slug }).from(sectors), (r) => r.slug);
  const cityIds = await idsBy(
    tx.select({ id: cities.id, name: cities.name_en, country: countries.code }).from(cities).innerJoin(countries, eq(countries.id, cities.country_id)),
    (r) => `${r.country}:${r.name}`,
  );

  const companyRows = demoCompanies.map((company) => {
    const user_id = idOf(userIds, company.email, 'account');
    const since = new Date(now.getTime() - company.member_for_days * DAY);
    const submitted = company.verification_status === 'pending' ? new Date(now.getTime() - DAY) : company.verification_status === 'verified' ? new Date(since.getTime() + 2 * 3_600_000) : null;
    return {
      user_id,
      foundation_name: company.foundation_name,
      foundation_name_en: company.foundation_name_en,
      commercial_number: company.commercial_number,
      email_main_domain: company.email.split('@')[1] ?? null,
      address: company.address,
      lat: company.lat,
      lng: company.lng,
      sector_id: idOf(sectorIds, company.sector, 'sector'),
      city_id: idOf(cityIds, company.city, 'city'),
      about_company: company.about_company,
      members_count: company.members_count,
      working_type: company.working_type,
      website: company.website,
      contact_email: company.contact_email,
      contact_phone: company.contact_phone,
      verification_status: company.verification_status,
      verification_submitted_at: submitted,
      verified_at: company.verification_status === 'verified' ? new Date(since.getTime() + DAY) : null,
      verified_by: company.verification_status === 'verified' ? adminId : null,
      created_at: since,
      updated_at: since,
    };
  });
  const insertedCompanies = await tx.insert(companies).values(companyRows).returning({ id: companies.id, user_id: companies.user_id });
  const companyIdByUser = new Map(insertedCompanies.map((row) => [row.user_id, row.id]));
  // Each demo company's account is its owner (decision 116).
  await tx.insert(companyMembers).values(insertedCompanies.map((row) => ({ company_id: row.id, user_id: row.user_id!, role: 'owner' as const })));
  const companyIdOf = (email: string) => idOf(companyIdByUser, idOf(userIds, email, 'account'), 'company');

  const demoJobs = generateDemoJobs(now);
  const jobRows = demoJobs.map(await demoJobRows(tx, companyIdOf));
  const insertedJobs = await tx.insert(jobs).values(jobRows).returning({ id: jobs.id, company_id: jobs.company_id, title: jobs.title });
  // PostgreSQL returns the rows of a multi-row insert in the order given; check rather than trust it.
  insertedJobs.forEach((row, i) => {
    if (row.title !== jobRows[i]?.title || row.company_id !== jobRows[i]?.company_id) throw new Error('demo seed: inserted jobs came back out of order');
  });

  // One paid payment per job that went live, numbered in the order they were paid (tax invoices are consecutive).
  const paid = demoJobs
    .map((job, i) => ({ job, id: insertedJobs[i]!.id, company_id: jobRows[i]!.company_id }))
    .filter((entry) => entry.job.payment)
    .sort((a, b) => a.job.payment!.paid_at.getTime() - b.job.payment!.paid_at.getTime());
  if (paid.length) {
    const numbers = (
      await tx
        .select({ n: sql<number>`nextval('tax_invoice_number_seq')`.mapWith(Number) })
        .from(sql`generate_series(1, ${paid.length})`)
    )
      .map((row) => row.n)
      .sort((a, b) => a - b);
    const price = computePrice(DEMO_FEE_HALALAS);
    await tx.insert(payments).values(
      paid.map(({ job, id, company_id }, i) => {
        const payment = job.payment!;
        const isBank = payment.pay_type === 'bank';
        return {
          company_id,
          job_id: id,
          pay_type: payment.pay_type,
          status: 'paid' as const,
          ...price,
          gateway: isBank ? null : 'test',
          reviewed_by: isBank ? adminId : null,
          reviewed_at: isBank ? payment.paid_at : null,
          paid_at: payment.paid_at,
          invoice_number: numbers[i]!,
          invoice_issued_at: payment.paid_at,
          created_at: payment.created_at,
          updated_at: payment.paid_at,
        };
      }),
    );
  }

  await tx.insert(bankAccounts).values(demoBankAccounts).onConflictDoNothing({ target: bankAccounts.iban });
}

export async function seedDemoAccounts(db: TDatabase, now = new Date()): Promise<void> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const companyAccounts = demoCompanies.flatMap((company) =>
    company.account ? [{ type: 'COMPANY' as const, email: company.email, ...company.account, en_first_name: company.account.first_name, en_last_name: company.account.last_name }] : [],
  );
  const since = new Map(demoCompanies.map((company) => [company.email, new Date(now.getTime() - company.member_for_days * DAY)]));
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        [...demoAccounts, ...companyAccounts].map((account) => {
          const created_at = since.get(account.email) ?? now;
          // The administrator's phone is confirmed, so the console is not led by a banner asking to confirm it.
          const phone_verified_at = account.type === 'ADMIN' ? created_at : null;
          return { ...account, password_hash, email_verified_at: created_at, phone_verified_at, created_at, updated_at: created_at };
        }),
      )
      .returning({ id: users.id, email: users.email });
    const userIds = new Map(inserted.map((row) => [row.email, row.id]));
    await tx.insert(totpFactors).values({ user_id: idOf(userIds, DEMO_ADMIN_EMAIL, 'account'), secret: DEMO_ADMIN_TOTP_SECRET, confirmed_at: now });
    await seedDemoCvs(tx as unknown as TDatabase, userIds);
    await seedDemoCompanies(tx as unknown as TDatabase, userIds, now);
  });
}
