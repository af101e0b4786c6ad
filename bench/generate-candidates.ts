/**
 * Fills a database with job seekers visible to companies, for candidate search's benchmark (decision 028):
 * `--seekers N` in total, each with a desired job title (the occupations' names and forms, about 60 % in Arabic),
 * zero to three experiences (mostly in the same occupation), two to six skills, a qualification, one or two prominent
 * majors, a city (the big three most often), an expected salary, a notice period, a job type and a last visit within
 * the last half year. Written by SQL in the database (triggers off), then the candidate search rows are computed as
 * searches would (search-index.ts). Resumable: it only adds what is missing.
 *
 *   npx tsx bench/generate-candidates.ts --seekers 100000 --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_candidates_100k
 *   npx tsx bench/run.ts --database-url postgres://postgres@127.0.0.1:5432/tawzeef_bench_candidates_100k --only candidate-search --api-only
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ensureServerDatabase } from './server-database.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';
import { occupationSeeds } from '../apps/api/src/db/seed/occupation-data.ts';
import { refreshAllCandidates } from '../apps/api/src/modules/candidates/search-index.ts';

const { values } = parseArgs({
  options: {
    seekers: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    batch: { type: 'string', default: '10000' },
  },
});
const target = Number(values.seekers);
if (!Number.isInteger(target) || target < 1) throw new Error('--seekers N: a positive whole number of job seekers');
if (!values['database-url'] === !values['data-dir']) throw new Error('give exactly one of --database-url or --data-dir');

if (values['database-url']) await ensureServerDatabase(values['database-url']);
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] ?? '' });
const started = Date.now();
await prepareDatabase(database, { seedDemo: true });
const { db } = database;
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const EMAIL_DOMAIN = '@bench-seekers.tawzeef.sa';
const count = async () => Number(((await db.execute(sql`select count(*)::int as n from users where email like ${`%${EMAIL_DOMAIN}`}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);

// What the seekers are made of: every occupation's first Arabic and English forms (and a second form), common skills.
const titlesAr = occupationSeeds.flatMap((seed) => seed.forms_ar.slice(0, 2));
const titlesEn = occupationSeeds.flatMap((seed) => seed.forms_en.slice(0, 2));
const skillWords = [
  'Excel', 'SAP', 'Oracle', 'Python', 'JavaScript', 'TypeScript', 'React', 'SQL', 'Power BI', 'AutoCAD', 'Revit', 'Primavera', 'Photoshop',
  'Illustrator', 'Figma', 'Salesforce', 'QuickBooks', 'IFRS', 'Zakat', 'VAT', 'Customer service', 'Negotiation', 'Leadership', 'Project management',
  'Communication', 'Teamwork', 'Arabic', 'English', 'Driving', 'Forklift', 'First aid', 'BLS', 'ACLS', 'Nursing care', 'Patient care', 'Teaching',
  'Classroom management', 'Marketing', 'SEO', 'Social media', 'Sales', 'Cash handling', 'Inventory', 'Logistics', 'Procurement', 'HR', 'Payroll',
  'Recruitment', 'Cooking', 'Cleaning', 'Security', 'CCTV', 'Welding', 'Electrical', 'Plumbing', 'HVAC', 'Networking', 'Linux', 'Cybersecurity',
  'إكسل', 'المحاسبة', 'خدمة العملاء', 'المبيعات', 'التفاوض', 'القيادة', 'إدارة المشاريع', 'التواصل', 'العمل الجماعي', 'اللغة الإنجليزية',
  'القيادة الآمنة', 'الإسعافات الأولية', 'التمريض', 'التدريس', 'التسويق', 'الموارد البشرية', 'الرواتب', 'التوظيف', 'الطبخ', 'الأمن والسلامة',
  'الكهرباء', 'السباكة', 'التكييف', 'الشبكات', 'البرمجة', 'التصميم', 'المشتريات', 'المستودعات', 'الزكاة والضريبة', 'التحليل المالي',
];
const firstNames = ['Ahmed', 'Mohammed', 'Abdullah', 'Khalid', 'Faisal', 'Omar', 'Saad', 'Fahad', 'Sara', 'Noura', 'Reem', 'Lama', 'Huda', 'Maha', 'Aisha', 'Fatimah'];
const lastNames = ['Alotaibi', 'Alqahtani', 'Alharbi', 'Alghamdi', 'Alzahrani', 'Alshehri', 'Aldosari', 'Almutairi', 'Alshammari', 'Alanazi', 'Alsubaie', 'Aljohani'];
const summariesAr = ['خبرة عملية في بيئة عمل سريعة وأبحث عن فرصة جديدة', 'أسعى لتطوير مهاراتي في شركة رائدة', 'ملتزم ومنظم وأحب العمل ضمن فريق'];
const summariesEn = ['Experienced professional looking for a new challenge', 'Detail oriented, reliable and keen to grow with a leading company', 'Team player with a record of results'];

const cityRows = ((await db.execute(sql`select id, name_en from cities order by sort_order, id`)) as unknown as { rows: Array<{ id: number; name_en: string }> }).rows;
// The big three cities carry half the seekers, as on the job sites of the region.
const bigCities = cityRows.filter((city) => ['Riyadh', 'Jeddah', 'Dammam'].includes(city.name_en)).map((city) => Number(city.id));
const cityIds = [...bigCities, ...bigCities, ...bigCities, ...cityRows.map((city) => Number(city.id))];
const majorIds = ((await db.execute(sql`select id from majors order by id`)) as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));

const existing = await count();
const missing = Math.max(0, target - existing);
console.log(`${existing} generated job seekers in the database; adding ${missing}`);
const batch = Number(values.batch);
const pick = (list: string) => sql.raw(`${list}[1 + floor(random() * cardinality(${list}))::int]`);

for (let from = existing + 1; from <= target; from += batch) {
  const to = Math.min(target, from + batch - 1);
  await db.transaction(async (tx) => {
    // The rows of the batch are indexed once below, not row by row by the triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with params as (select ${sql.param(firstNames)}::text[] as firsts, ${sql.param(lastNames)}::text[] as lasts)
      insert into users (type, first_name, last_name, email, phone, locale, email_verified_at, created_at, updated_at)
      select 'USER', ${pick('firsts')}, ${pick('lasts')}, 'seeker' || g || ${EMAIL_DOMAIN}, '+96657' || lpad(g::text, 7, '0'),
             case when random() < 0.6 then 'ar' else 'en' end, now(), now() - random() * interval '700 days', now()
      from generate_series(${from}::int, ${to}::int) as g, params`);
    await tx.execute(sql`
      with params as (select ${sql.param(titlesAr)}::text[] as ar, ${sql.param(titlesEn)}::text[] as en, ${sql.param(summariesAr)}::text[] as sar, ${sql.param(summariesEn)}::text[] as sen,
                             ${sql.param(cityIds)}::int[] as cities, ${sql.param(majorIds)}::int[] as majors),
      fresh as (select u.id, u.locale, now() - random() * interval '180 days' as active from users u
                where u.email like ${`%${EMAIL_DOMAIN}`} and not exists (select 1 from seeker_profiles p where p.user_id = u.id))
      insert into seeker_profiles (user_id, job_role_title, summary, city_id, major_id, expected_salary, notice_period, job_type, is_visible, created_at, updated_at)
      select f.id,
             case when f.locale = 'ar' then ${pick('ar')} else ${pick('en')} end,
             case when random() < 0.7 then (case when f.locale = 'ar' then ${pick('sar')} else ${pick('sen')} end) end,
             ${pick('cities')},
             case when random() < 0.8 then ${pick('majors')} end,
             case when random() < 0.8 then (3000 + floor(random() * 55) * 500) end,
             case when random() < 0.8 then 1 + floor(random() * 3)::int * (1 + floor(random() * 2)::int) end,
             (array['full_time', 'full_time', 'full_time', 'part_time', 'remotely'])[1 + floor(random() * 5)::int],
             true, f.active, f.active
      from fresh f, params`);
    await tx.execute(sql`
      with params as (select ${sql.param(titlesAr)}::text[] as ar, ${sql.param(titlesEn)}::text[] as en, ${sql.param(majorIds)}::int[] as majors),
      fresh as (select p.user_id, p.job_role_title, p.updated_at, u.locale from seeker_profiles p inner join users u on u.id = p.user_id
                where u.email like ${`%${EMAIL_DOMAIN}`} and not exists (select 1 from skills s where s.user_id = p.user_id))
      insert into experiences (user_id, company_name, job_title, foundation_major_id, start_date, end_date, is_current, created_at, updated_at)
      select f.user_id, 'Company ' || (1 + floor(random() * 500)::int),
             case when random() < 0.7 then f.job_role_title when f.locale = 'ar' then ${pick('ar')} else ${pick('en')} end,
             case when random() < 0.5 then ${pick('majors')} end,
             (current_date - (365 * n + floor(random() * 1500)::int))::date,
             case when n = 1 and random() < 0.4 then null else (current_date - (365 * (n - 1) + floor(random() * 300)::int))::date end,
             false, f.updated_at, f.updated_at
      from fresh f cross join lateral generate_series(1, (f.user_id % 1) + floor(random() * 4)::int) as n, params`);
    await tx.execute(sql`update experiences set is_current = true where end_date is null and not is_current and company_name like 'Company %'`);
    await tx.execute(sql`
      with params as (select ${sql.param(skillWords)}::text[] as words),
      fresh as (select p.user_id, p.updated_at from seeker_profiles p inner join users u on u.id = p.user_id
                where u.email like ${`%${EMAIL_DOMAIN}`} and not exists (select 1 from skills s where s.user_id = p.user_id))
      insert into skills (user_id, skill_name, level, created_at, updated_at)
      select distinct on (f.user_id, word) f.user_id, word, (array['beginner', 'average', 'high', 'excellent'])[1 + floor(random() * 4)::int], f.updated_at, f.updated_at
      from params, fresh f cross join lateral (select ${pick('words')} as word from generate_series(1, 2 + floor(random() * 5)::int)) as chosen`);
    await tx.execute(sql`
      with fresh as (select p.user_id, p.updated_at from seeker_profiles p inner join users u on u.id = p.user_id
                     where u.email like ${`%${EMAIL_DOMAIN}`} and not exists (select 1 from qualifications q where q.user_id = p.user_id))
      insert into qualifications (user_id, qualification_type, university, study_field, graduated_year, created_at, updated_at)
      select f.user_id, (array['secondary', 'diploma', 'bachelor', 'bachelor', 'bachelor', 'ma', 'phd'])[1 + floor(random() * 7)::int],
             'University ' || (1 + floor(random() * 40)::int), 'Field ' || (1 + floor(random() * 60)::int), 1990 + floor(random() * 35)::int, f.updated_at, f.updated_at
      from fresh f where random() < 0.85`);
    await tx.execute(sql`
      with params as (select ${sql.param(majorIds)}::int[] as majors),
      fresh as (select p.user_id from seeker_profiles p inner join users u on u.id = p.user_id
                where u.email like ${`%${EMAIL_DOMAIN}`} and not exists (select 1 from seeker_majors m where m.user_id = p.user_id))
      insert into seeker_majors (user_id, major_id, position)
      select distinct on (f.user_id, major) f.user_id, major, n
      from params, fresh f cross join lateral (select n, ${pick('majors')} as major from generate_series(1, floor(random() * 3)::int) as n) as chosen
      on conflict do nothing`);
    await tx.execute(sql`
      insert into candidate_search (user_id, last_active_at)
      select p.user_id, p.updated_at from seeker_profiles p inner join users u on u.id = p.user_id
      where u.email like ${`%${EMAIL_DOMAIN}`}
      on conflict (user_id) do nothing`);
  });
  console.log(`  ${to} / ${target} job seekers (${elapsed()})`);
}

const indexed = await refreshAllCandidates(db, { batch: 2000 });
console.log(`  ${indexed} candidate search rows computed (${elapsed()})`);
await db.execute(sql`vacuum analyze candidate_search`);
const listed = ((await db.execute(sql`select count(*)::int as n from candidate_search where listed`)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
console.log(`done: ${await count()} generated job seekers, ${listed} listed in candidate search, in ${elapsed()}`);
await database.close();
