// Candidate search and talent pools (issue 13, decision 028): this file is their specification.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { TCandidateSearchQuery, TCandidateSearchResult } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { candidateSearch, cities, experiences, majors, messageBlocks, occupations, qualifications, seekerMajors, seekerProfiles, skills, users } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, uniquePhone, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { candidateIndexRow, filterToken } from './search-index.ts';
import { searchCandidates } from './search-candidates.ts';
import { findMatches } from '../saved-searches/digest.ts';

const drivers = await testDrivers();

describe('a candidate\'s search row (search-index.ts)', () => {
  const today = new Date('2026-06-01T09:00:00Z');
  const source = {
    id: 7, type: 'USER', status: 'active', created_at: '2025-01-01T00:00:00Z', has_profile: true, is_visible: null, city_id: 3, major_id: 4,
    job_role_title: 'Senior Accountant', summary: 'Audit and «الزكاة»', job_target: null, expected_salary: '9000.00', notice_period: 2, job_type: 'full_time',
    prominent: [4, 9], skills: [{ name: 'Excel', level: 'average' }, { name: 'SAP', level: 'excellent' }], qualifications: [{ type: 'diploma', field: 'Accounting' }, { type: 'bachelor', field: 'Finance' }],
    experiences: [
      { title: 'محاسب', start: '2020-06-01', end: '2022-06-01', current: false, major: 11 },
      { title: 'Accountant', start: '2021-06-01', end: null, current: true, major: null },
    ],
    cv_saved_at: '2026-05-30T10:00:00Z', session_at: '2026-05-31T08:00:00Z',
  };
  const occupationsOf = (title: string) => (/accountant|محاسب/iu.test(title) ? [112] : []);

  it('counts overlapping jobs once and keeps counting a current one, orders skills by level, takes the highest qualification and the latest activity', () => {
    const row = candidateIndexRow(source, occupationsOf, today);
    // 2020-06-01 to today, the overlap once: about six years, growing from `experience_since`.
    expect(row.experience_days).toBe(0);
    const years = (today.getTime() - Date.parse(row.experience_since!)) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(5.85);
    expect(years).toBeLessThanOrEqual(6);
    expect(row.skills).toEqual(['SAP', 'Excel']);
    expect(row).toMatchObject({ listed: true, qualification_rank: 2, expected_salary: 9000, major_ids: [4, 9], experience_major_ids: [11], occupation_ids: [112], last_active_at: '2026-05-31T08:00:00.000Z' });
    expect(row.a_ar).toBe('محاسب');
    expect(row.a_en).toBe('Senior Accountant Accountant');
    expect(row.tokens).toEqual(expect.arrayContaining([filterToken.city(3), filterToken.major(9), filterToken.occupation(112), filterToken.skill('sap')]));
  });

  it('is not listed when hidden, suspended, not a job seeker or with nothing to be found by', () => {
    expect(candidateIndexRow({ ...source, is_visible: false }, occupationsOf, today).listed).toBe(false);
    expect(candidateIndexRow({ ...source, status: 'suspended' }, occupationsOf, today).listed).toBe(false);
    expect(candidateIndexRow({ ...source, type: 'COMPANY' }, occupationsOf, today).listed).toBe(false);
    expect(candidateIndexRow({ ...source, job_role_title: null, experiences: [], skills: [], summary: null }, occupationsOf, today).listed).toBe(false);
  });
});
const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365.25 * DAY;

interface TSeekerSpec {
  first?: string;
  last?: string;
  title?: string | null;
  summary?: string;
  city?: number | null;
  major?: number | null;
  prominent?: number[];
  skills?: string[];
  experiences?: Array<{ title: string; years: number; current?: boolean; major?: number }>;
  qualification?: 'secondary' | 'diploma' | 'bachelor' | 'ma' | 'phd';
  /** The qualification's field of study (Accounting unless told). */
  field?: string;
  salary?: number;
  notice?: number;
  jobType?: 'full_time' | 'part_time' | 'remotely';
  visible?: boolean;
}

describe.each(drivers)('candidate search and talent pools (decision 028) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let verified: TTestCompany;
  let unverified: TTestCompany;
  let other: TTestCompany;
  let riyadh: number;
  let jeddah: number;
  let majorIds: number[];

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    [verified, unverified, other] = await Promise.all([readyCompany(app, database), readyCompany(app, database, { verify: false }), readyCompany(app, database)]);
    const cityRows = await database.db.select({ id: cities.id, name: cities.name_en }).from(cities);
    riyadh = cityRows.find((city) => city.name === 'Riyadh')!.id;
    jeddah = cityRows.find((city) => city.name === 'Jeddah')!.id;
    majorIds = (await database.db.select({ id: majors.id }).from(majors).limit(3)).map((row) => row.id);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A skill only this test's seekers have: searching with it keeps other tests' seekers out. */
  const newTag = () => `tag${randomBytes(4).toString('hex')}`;

  /** A job seeker made directly in the database, with their CV. */
  async function seeker(tag: string, spec: TSeekerSpec = {}): Promise<number> {
    const phone = uniquePhone();
    const [user] = await database.db
      .insert(users)
      .values({ type: 'USER', first_name: spec.first ?? 'Huda', last_name: spec.last ?? 'Alharbi', email: `${randomBytes(5).toString('hex')}@example.com`, phone: `+966${phone.slice(1)}` })
      .returning({ id: users.id });
    const id = user!.id;
    await database.db.insert(seekerProfiles).values({
      user_id: id,
      job_role_title: spec.title === undefined ? 'Accountant' : spec.title,
      summary: spec.summary ?? null,
      city_id: spec.city === undefined ? riyadh : spec.city,
      major_id: spec.major ?? null,
      expected_salary: spec.salary ?? null,
      notice_period: spec.notice ?? null,
      job_type: spec.jobType ?? null,
      is_visible: spec.visible ?? true,
    });
    await database.db.insert(skills).values([tag, ...(spec.skills ?? [])].map((name) => ({ user_id: id, skill_name: name, level: 'high' as const })));
    if (spec.prominent?.length) await database.db.insert(seekerMajors).values(spec.prominent.map((major_id, index) => ({ user_id: id, major_id, position: index + 1 })));
    for (const experience of spec.experiences ?? []) {
      const end = experience.current ? null : new Date(Date.now() - DAY);
      const start = new Date((end ?? new Date()).getTime() - experience.years * YEAR);
      await database.db.insert(experiences).values({
        user_id: id,
        company_name: 'Somewhere',
        job_title: experience.title,
        start_date: start.toISOString().slice(0, 10),
        end_date: end ? end.toISOString().slice(0, 10) : null,
        is_current: experience.current ?? false,
        foundation_major_id: experience.major ?? null,
      });
    }
    if (spec.qualification) await database.db.insert(qualifications).values({ user_id: id, qualification_type: spec.qualification, university: 'King Saud University', study_field: spec.field ?? 'Accounting' });
    return id;
  }

  const search = (who: TSignedUp, query: string, locale: 'ar' | 'en' = 'en') => who.call('GET', `/api/v1/company/candidates?${query}`, undefined, locale);
  async function found(who: TSignedUp, query: string, locale: 'ar' | 'en' = 'en'): Promise<number[]> {
    const response = await search(who, query, locale);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items.map((item: { id: number }) => item.id);
  }
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('finds a visible seeker by their desired job in the other language («محاسب» finds "Accountant"), and never a hidden one, not even by exact name', async () => {
    const tag = newTag();
    const visible = await seeker(tag, { title: 'Accountant', first: 'Reem', last: 'Alshammari' });
    const hidden = await seeker(tag, { title: 'Accountant', first: 'Zainab', last: `Hidden${tag}`, visible: false });
    expect(await found(verified, `q=${encodeURIComponent('محاسب')}&skills=${tag}`, 'ar')).toEqual([visible]);
    expect(await found(verified, `q=accountant&skills=${tag}`)).toEqual([visible]);
    // Neither by the hidden seeker's name, nor by a word only they have, nor by browsing.
    expect(await found(verified, `q=${encodeURIComponent(`Zainab Hidden${tag}`)}`)).not.toContain(hidden);
    expect(await found(verified, `q=Hidden${tag}`)).toEqual([]);
    expect(await found(verified, `skills=${tag}&per_page=50`)).toEqual([visible]);

    // The switch takes effect at once, both ways (decision 007).
    await database.db.update(seekerProfiles).set({ is_visible: false }).where(eq(seekerProfiles.user_id, visible));
    expect(await found(verified, `skills=${tag}`)).toEqual([]);
    await database.db.update(seekerProfiles).set({ is_visible: true }).where(eq(seekerProfiles.user_id, hidden));
    expect(await found(verified, `skills=${tag}`)).toEqual([hidden]);
    // A suspended account is no candidate either.
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, hidden));
    expect(await found(verified, `skills=${tag}`)).toEqual([]);
  });

  it('matches words in experience titles, skills, summary and fields of study, in both languages, and reads a city in the words', async () => {
    const tag = newTag();
    const nurse = await seeker(tag, { title: null, experiences: [{ title: 'ممرضة', years: 2 }], city: jeddah });
    const coder = await seeker(tag, { title: 'Team lead', skills: ['TypeScript'] });
    const writer = await seeker(tag, { title: 'Editor', summary: 'Ten years writing for Okaz newspaper' });
    const studied = await seeker(tag, { title: 'Clerk', qualification: 'bachelor', field: 'Geomatics' });
    await seeker(tag, { title: 'Clerk', qualification: 'bachelor', field: 'Accounting' });
    expect(await found(verified, `q=nurse&skills=${tag}`)).toEqual([nurse]);
    expect(await found(verified, `q=typescript&skills=${tag}`)).toEqual([coder]);
    expect(await found(verified, `q=okaz&skills=${tag}`)).toEqual([writer]);
    expect(await found(verified, `q=geomatics&skills=${tag}`)).toEqual([studied]);
    // An occupation's words ("accounting" is the accountant's) count in another CV's titles only (decision 189): a clerk
    // who studied accounting is not an accountant.
    expect(await found(verified, `q=accounting&skills=${tag}`)).toEqual([]);
    // «ممرض في جدة»: the place is the city filter, and the answer says how the words were read.
    const inJeddah = await search(verified, `q=${encodeURIComponent('ممرض في جدة')}&skills=${tag}`, 'ar');
    expect(inJeddah.json().data.items.map((item: { id: number }) => item.id)).toEqual([nurse]);
    expect(inJeddah.json().data.meta).toMatchObject({ city: { id: jeddah }, interpreted_as: 'ممرض' });
    expect(await found(verified, `q=${encodeURIComponent('ممرض في الرياض')}&skills=${tag}`, 'ar')).toEqual([]);
  });

  it('reads boolean words as job search does (decision 136): OR widens, NOT removes, a phrase needs its words in order, parentheses group', async () => {
    const tag = newTag();
    const nurse = await seeker(tag, { title: 'Registered Nurse' });
    const senior = await seeker(tag, { title: 'Senior Nurse' });
    const midwife = await seeker(tag, { title: 'Midwife' });
    const project = await seeker(tag, { title: 'Project Manager' });
    const controls = await seeker(tag, { title: 'Manager, Project Controls' });
    const accountant = await seeker(tag, { title: 'محاسب' });
    const trainee = await seeker(tag, { title: 'محاسب متدرب' });
    const words = (q: string, locale: 'ar' | 'en' = 'en') => found(verified, `q=${encodeURIComponent(q)}&skills=${tag}&per_page=50`, locale).then(sorted);
    expect(await words('nurse')).toEqual(sorted([nurse, senior]));
    expect(await words('(nurse OR midwife) NOT senior')).toEqual(sorted([nurse, midwife]));
    expect(await words('nurse -senior')).toEqual([nurse]);
    // AND before OR ("senior" alone would be a level here, decision 109).
    expect(await words('midwife OR nurse AND registered')).toEqual(sorted([midwife, nurse]));
    expect(await words('project manager')).toEqual(sorted([project, controls]));
    expect(await words('"project manager"')).toEqual([project]);
    expect(await words('"project manager" OR midwife')).toEqual(sorted([project, midwife]));
    expect(await words('محاسب ليس متدرب', 'ar')).toEqual([accountant]);
    expect(await words('محاسب', 'ar')).toEqual(sorted([accountant, trainee]));
    const read = await search(verified, `q=${encodeURIComponent('محاسب ليس متدرب')}&skills=${tag}`, 'ar');
    expect(read.json().data.meta).toMatchObject({ interpreted_as: 'محاسب، وليس متدرب', operators: 'read' });
    const malformed = await search(verified, `q=${encodeURIComponent('(nurse OR midwife')}&skills=${tag}`);
    expect(malformed.json().data.meta).toMatchObject({ operators: 'malformed' });
    expect(sorted(malformed.json().data.items.map((item: { id: number }) => item.id))).toEqual(sorted([nurse, senior, midwife]));
  });

  it('finds a seeker by a skill written in the other script, and by the kind of work their occupation does (decision 108)', async () => {
    const tag = newTag();
    const excel = await seeker(tag, { title: 'Clerk', skills: ['Excel'] });
    const cad = await seeker(tag, { title: 'Draftsman', skills: ['أوتوكاد'] });
    const nurse = await seeker(tag, { title: 'Nurse' });
    expect(await found(verified, `q=${encodeURIComponent('اكسل')}&skills=${tag}`, 'ar')).toEqual([excel]);
    expect(await found(verified, `q=autocad&skills=${tag}`)).toEqual([cad]);
    expect(await found(verified, `q=${encodeURIComponent('مستشفى')}&skills=${tag}`, 'ar')).toEqual([nurse]);
    expect(await found(verified, `q=hospital&skills=${tag}`)).toEqual([nurse]);
  });

  it('reads a skill with an occupation as both, and a skill as the skill, never a stem of another word (decision 168)', async () => {
    const tag = newTag();
    const developerPython = await seeker(tag, { title: 'Software Developer', skills: ['Python'] });
    const developerOther = await seeker(tag, { title: 'Frontend Developer', skills: ['React'] });
    const analyst = await seeker(tag, { title: 'Data Analyst', skills: ['بايثون'] });
    const support = await seeker(tag, { title: 'IT Support Specialist', summary: 'Excellent communication.' });
    const excel = await seeker(tag, { title: 'Office Clerk', skills: ['MS Excel'] });
    for (const [q, locale] of [['python developer', 'en'], ['مطور بايثون', 'ar']] as const) {
      for (const engine of [undefined, 'sql'] as const) {
        const deps = { db: database.db, now: () => new Date() } as unknown as Parameters<typeof searchCandidates>[0];
        const answer = await searchCandidates(deps, verified.companyId, { q, skills: [tag] } as Parameters<typeof searchCandidates>[2], { locale, formatDate: () => null }, engine ? { engine } : {});
        expect(answer.items.map((item) => item.id), `${q} ${engine ?? 'index'}`).toEqual([developerPython, developerOther, analyst]);
      }
    }
    expect(await found(verified, `q=excel&skills=${tag}`)).toEqual([excel]);
    expect(await found(verified, `q=excel&skills=${tag}`)).not.toContain(support);
    expect(await found(verified, `q=${encodeURIComponent('اكسل')}&skills=${tag}`, 'ar')).toEqual([excel]);
  });

  it('filters by city, major (the CV\'s or a prominent one), occupation, skills, experience, qualification or higher, expected salary, notice period, job type and last active', async () => {
    const tag = newTag();
    const [m1, m2] = majorIds as [number, number];
    const [accountantOccupation] = await database.db.select({ id: occupations.id }).from(occupations).where(eq(occupations.slug, 'accountant'));
    const a = await seeker(tag, { title: 'Senior Accountant', city: riyadh, major: m1, skills: ['SAP'], experiences: [{ title: 'Accountant', years: 6 }], qualification: 'ma', salary: 9000, notice: 1, jobType: 'full_time' });
    const b = await seeker(tag, { title: 'Nurse', city: jeddah, prominent: [m2, m1], skills: ['SAP', 'Excel'], experiences: [{ title: 'Nurse', years: 2, current: true }], qualification: 'diploma', salary: 6000, notice: 3, jobType: 'part_time' });
    const c = await seeker(tag, { title: 'Driver', city: jeddah, major: m2, qualification: 'bachelor', jobType: 'full_time' });
    const all = (extra: string) => found(verified, `skills=${tag}&${extra}`).then(sorted);
    expect(await all(`city_id=${jeddah}`)).toEqual(sorted([b, c]));
    expect(await all(`major_id=${m1}`)).toEqual(sorted([a, b]));
    expect(await all(`major_id=${m2}`)).toEqual(sorted([b, c]));
    expect(await all(`occupation_id=${accountantOccupation!.id}`)).toEqual([a]);
    expect(await all(`skills=${tag},sap`)).toEqual(sorted([a, b]));
    expect(await all(`skills=${tag},${encodeURIComponent('sap، EXCEL')}`)).toEqual([b]);
    expect(await all('experience_min=5')).toEqual([a]);
    expect(await all('experience_min=1&experience_max=3')).toEqual([b]);
    expect(await all('experience_max=0')).toEqual([c]);
    expect(await all('qualification=bachelor')).toEqual(sorted([a, c]));
    expect(await all('qualification=phd')).toEqual([]);
    expect(await all('salary_min=7000')).toEqual([a]);
    expect(await all('salary_max=7000')).toEqual([b]);
    expect(await all('salary_min=5000&salary_max=10000')).toEqual(sorted([a, b]));
    expect(await all('notice_max=1')).toEqual([a]);
    expect(await all('notice_max=3')).toEqual(sorted([a, b]));
    expect(await all('job_type=full_time')).toEqual(sorted([a, c]));

    // Last active: the latest of a signed-in visit and a saved CV.
    const old = new Date(Date.now() - 60 * DAY);
    await database.db.update(users).set({ created_at: old }).where(eq(users.id, c));
    for (const table of [seekerProfiles, skills, qualifications]) await database.db.update(table).set({ updated_at: old }).where(eq(table.user_id, c));
    await database.db.update(candidateSearch).set({ last_active_at: old, stale: true }).where(eq(candidateSearch.user_id, c));
    expect(await all('active_within=30')).toEqual(sorted([a, b]));
    expect(await all('active_within=90')).toEqual(sorted([a, b, c]));
    // Counts per filter value among the matches.
    const counted = (await search(verified, `skills=${tag}`)).json().data;
    expect(counted).toMatchObject({ total: 3, total_capped: false });
    expect(counted.facets.city).toEqual(expect.arrayContaining([expect.objectContaining({ id: jeddah, count: 2 }), expect.objectContaining({ id: riyadh, count: 1 })]));
    expect(counted.facets.job_type).toEqual(expect.arrayContaining([{ value: 'full_time', count: 2 }, { value: 'part_time', count: 1 }]));
    expect(counted.facets.qualification).toEqual([
      { value: 'secondary', count: 3 },
      { value: 'diploma', count: 3 },
      { value: 'bachelor', count: 2 },
      { value: 'ma', count: 1 },
    ]);
    expect(counted.facets.occupation).toEqual(expect.arrayContaining([expect.objectContaining({ id: accountantOccupation!.id, count: 1 })]));
  });

  it('reads a level or years of experience in the words as the experience filter (decision 109), in both languages', async () => {
    const tag = newTag();
    const senior = await seeker(tag, { title: 'Accountant', experiences: [{ title: 'Accountant', years: 6 }] });
    const two = await seeker(tag, { title: 'Accountant', experiences: [{ title: 'Accountant', years: 2, current: true }] });
    const fresh = await seeker(tag, { title: 'Accountant' });
    const words = (q: string, extra = '') => found(verified, `skills=${tag}&q=${encodeURIComponent(q)}${extra}`).then(sorted);
    expect(await words('accountant 5 years')).toEqual([senior]);
    expect(await words('محاسب خبرة ٥ سنوات', '')).toEqual([senior]);
    expect(await words('senior accountant')).toEqual([senior]);
    expect(await words('junior accountant')).toEqual(sorted([two, fresh]));
    expect(await words('محاسب حديث تخرج')).toEqual([fresh]);
    expect(await words('fresh graduate accountant')).toEqual([fresh]);
    // An experience chosen in the filters wins over the words.
    expect(await words('junior accountant', '&experience_min=5')).toEqual([senior]);
    const answer = (await search(verified, `skills=${tag}&q=${encodeURIComponent('accountant 5 years')}`)).json().data;
    expect(answer.meta.level).toEqual({ experience_min: 5, experience_max: null, without: 'accountant' });
  });

  it('reads a level word that finds nobody with its years as one of the words, approximately (decision 197)', async () => {
    const tag = newTag();
    const titled = await seeker(tag, { title: 'Senior Accountant', experiences: [{ title: 'Senior Accountant', years: 3, current: true }] });
    await seeker(tag, { title: 'Accountant', experiences: [{ title: 'Accountant', years: 2, current: true }] });
    const answer = (await search(verified, `skills=${tag}&q=${encodeURIComponent('senior accountant')}`)).json().data;
    expect(answer.items.map((item: { id: number }) => item.id)).toEqual([titled]);
    expect(answer.meta).toMatchObject({ approximate: true, level: null });
    // Years written out stay the filter: nobody has ten.
    expect((await search(verified, `skills=${tag}&q=${encodeURIComponent('accountant 10 years')}`)).json().data.total).toBe(0);
  });

  it('shows names and contact details to a verified company, initials to one that is not (unless the seeker applied to it), with experience, skills and last active', async () => {
    const tag = newTag();
    const id = await seeker(tag, { first: 'Lama', last: 'Alqahtani', title: 'Accountant', skills: ['Excel'], experiences: [{ title: 'Accountant', years: 3 }] });
    const card = (await search(verified, `skills=${tag}`)).json().data.items[0];
    expect(card).toMatchObject({ id, name: 'Lama Alqahtani', contact_hidden: false, headline: 'Accountant', city: { id: riyadh }, top_skills: [tag, 'Excel'], last_active_days: 0, match: null, pools: [] });
    expect(card.contact.email).toMatch(/@example\.com$/);
    expect(card.experience_years).toBeGreaterThanOrEqual(2.9);
    expect(card.experience_years).toBeLessThanOrEqual(3);
    const hidden = (await search(unverified, `skills=${tag}`)).json().data;
    expect(hidden.company_verified).toBe(false);
    expect(hidden.items[0]).toMatchObject({ id, name: 'L. A.', contact_hidden: true, contact: null });
    expect(JSON.stringify(hidden)).not.toContain('Alqahtani');
  });

  it('gives each of two companies searching at the same moment its own view (contact, lists), though their cards are read together (decision 054)', async () => {
    const tag = newTag();
    const id = await seeker(tag, { first: 'Dana', last: 'Alghamdi', title: 'Accountant' });
    const pool = (await verified.call('POST', '/api/v1/company/talent-pools', { name: `Batch ${tag}`, seeker_id: id })).json().data;
    const asks = Array.from({ length: 24 }, (_, i) => [verified, unverified, other][i % 3]!);
    const answers = await Promise.all(asks.map((who) => search(who, `skills=${tag}`)));
    answers.forEach((answer, i) => {
      const card = answer.json().data.items[0];
      if (asks[i] === unverified) expect(card, `search ${i}`).toMatchObject({ id, name: 'D. A.', contact_hidden: true, contact: null, pools: [] });
      else expect(card, `search ${i}`).toMatchObject({ id, name: 'Dana Alghamdi', contact_hidden: false, pools: asks[i] === verified ? [pool.id] : [] });
    });
  });

  it('ranks by the match with one of the company\'s open jobs and gives the reasons; another company\'s job, or a closed one, is 404', async () => {
    const tag = newTag();
    const [m1] = majorIds as [number];
    const job = await insertLiveJob(database, verified.companyId, { title: 'Accountant', major_id: m1, city_id: riyadh, qualification_type: 'bachelor', experience_years: 3, description: `<p>SAP, Excel and ${tag}</p>` });
    const weak = await seeker(tag, { title: 'Accountant', city: jeddah });
    const strong = await seeker(tag, { title: 'Accountant', city: riyadh, major: m1, qualification: 'bachelor', skills: ['SAP', 'Excel'], experiences: [{ title: 'Accountant', years: 4 }] });
    const middle = await seeker(tag, { title: 'Accountant', city: riyadh, qualification: 'bachelor' });
    const response = await search(verified, `skills=${tag}&job_id=${job.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer.items.map((item: { id: number }) => item.id)).toEqual([strong, middle, weak]);
    expect(answer.meta.job).toEqual({ id: job.id, title: 'Accountant' });
    const best = answer.items[0].match;
    expect(best.score).toBe(100);
    expect(best.reasons.map((reason: { code: string }) => reason.code)).toEqual(['major', 'city', 'experience', 'qualification', 'skills', 'salary']);
    expect(answer.items[2].match.score).toBeLessThan(answer.items[1].match.score);
    // Another order on request, the scores still given.
    const newest = (await search(verified, `skills=${tag}&job_id=${job.id}&sort=active`)).json().data.items;
    expect(newest.map((item: { id: number }) => item.id)).toEqual([middle, strong, weak]);
    expect(newest[0].match.score).toBeGreaterThan(0);

    const foreign = await insertLiveJob(database, other.companyId, { title: 'Accountant' });
    expect((await search(verified, `job_id=${foreign.id}`)).statusCode).toBe(404);
    const closed = await insertLiveJob(database, verified.companyId, { title: 'Accountant', status: 'closed' });
    expect((await search(verified, `job_id=${closed.id}`)).statusCode).toBe(404);
    expect((await search(verified, `sort=match`)).statusCode).toBe(422);
  });

  it('answers from the in-memory index what PostgreSQL answers: the same candidates, order by tier, totals and counts', async () => {
    const tag = newTag();
    const specs: TSeekerSpec[] = [
      { title: 'Accountant', skills: ['Excel', 'SAP'], experiences: [{ title: 'Senior accountant', years: 6 }], qualification: 'bachelor', salary: 9000, notice: 1, jobType: 'full_time' },
      { title: 'محاسب', city: jeddah, experiences: [{ title: 'محاسب عام', years: 2, current: true }], qualification: 'diploma', salary: 6000, notice: 0, jobType: 'part_time' },
      { title: 'Nurse', skills: ['ICU'], experiences: [{ title: 'ممرضة', years: 4 }], qualification: 'bachelor', salary: 12000, jobType: 'full_time', major: majorIds[0] },
      { title: 'Software developer', skills: ['TypeScript', 'React'], summary: 'Builds accounting software', experiences: [{ title: 'Developer', years: 3, current: true }], qualification: 'ma', jobType: 'remotely', prominent: [majorIds[1]!] },
      { title: 'مهندس مدني', city: jeddah, experiences: [{ title: 'Civil engineer', years: 10 }], qualification: 'bachelor', salary: 20000, notice: 2 },
      { title: 'Sales representative', summary: 'Retail and accounting support', skills: ['Negotiation'], salary: 5000, jobType: 'full_time' },
      { title: 'Teacher', experiences: [{ title: 'معلمة رياضيات', years: 8 }], qualification: 'ma', notice: 3, major: majorIds[2] },
      { title: null, summary: 'Driver with a Saudi licence', skills: ['Driving'] },
    ];
    for (const spec of specs) await seeker(tag, spec);
    const deps = { db: database.db, now: () => new Date() } as unknown as Parameters<typeof searchCandidates>[0];
    const reader = { locale: 'en' as const, formatDate: (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null) };
    const queries: Array<Record<string, unknown>> = [
      {},
      { q: 'accountant' },
      { q: 'محاسب' },
      { q: 'nurse' },
      { q: 'engineer' },
      { q: 'مهندس مدني' },
      { q: 'accounting' },
      { q: 'typescript react' },
      { q: 'sales accountant' },
      { q: 'ممرض في جدة' },
      { q: 'accountant', city_id: jeddah },
      { q: 'accountant', experience_min: 3 },
      // Levels in the words (decision 109).
      { q: 'junior accountant' },
      { q: 'accountant 5 years' },
      { q: 'senior accountant' },
      { q: 'محاسب حديث تخرج' },
      { experience_min: 1, experience_max: 5 },
      { qualification: 'bachelor' },
      { salary_min: 6000, salary_max: 15000 },
      { salary_min: 9000 },
      { notice_max: 1 },
      { job_type: 'full_time' },
      { major_id: majorIds[1] },
      { active_within: 7 },
      { q: 'teacher', sort: 'active' },
      { q: 'accountant', per_page: 1, page: 2 },
      // Boolean words (decision 136).
      { q: '(accountant OR nurse) NOT senior' },
      { q: 'accountant -teacher' },
      { q: 'محاسب ليس متدرب' },
    ];
    for (const extra of queries) {
      const query = { skills: [tag], ...extra } as Parameters<typeof searchCandidates>[2];
      const [indexed, postgres] = await Promise.all([searchCandidates(deps, verified.companyId, query, reader), searchCandidates(deps, verified.companyId, query, reader, { engine: 'sql' })]);
      const label = JSON.stringify(extra);
      expect(indexed.total, label).toBe(postgres.total);
      expect(indexed.facets, label).toEqual(postgres.facets);
      expect(indexed.meta, label).toEqual(postgres.meta);
      expect(sorted(indexed.items.map((item) => item.id)), label).toEqual(sorted(postgres.items.map((item) => item.id)));
      // The relevance tier (occupation, title) orders alike; within a tier the weighted rank may break ties otherwise.
      if (!extra.q || extra.sort === 'active') expect(indexed.items.map((item) => item.id), label).toEqual(postgres.items.map((item) => item.id));
    }
  });

  it('answers a city of a metropolitan area with its candidates first, then each other city\'s, the nearest first, with their counts (decision 178), on both engines and in saved searches', async () => {
    const tag = newTag();
    const byName = new Map((await database.db.select({ id: cities.id, name: cities.name_en }).from(cities)).map((row) => [row.name, row.id]));
    const [dammam, khobar, dhahran, qatif, diriyah] = ['Dammam', 'Al Khobar', 'Dhahran', 'Al Qatif', 'Ad Diriyah'].map((name) => byName.get(name)!);
    // Made in this order, so Dammam's accountant is the least recently active: first in Dammam by its city alone.
    const inDammam = await seeker(tag, { title: 'Accountant', city: dammam, jobType: 'full_time' });
    const inKhobarOlder = await seeker(tag, { title: 'Accountant', city: khobar, jobType: 'part_time' });
    const inKhobar = await seeker(tag, { title: 'محاسب', city: khobar, jobType: 'full_time' });
    const inDhahran = await seeker(tag, { title: 'Accountant', city: dhahran, jobType: 'full_time' });
    const inRiyadh = await seeker(tag, { title: 'Accountant', city: riyadh, jobType: 'full_time' });
    const answer = async (query: string, locale: 'ar' | 'en' = 'en') => {
      const response = await search(verified, `skills=${tag}&${query}`, locale);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as TCandidateSearchResult;
    };
    const ids = (result: TCandidateSearchResult) => result.items.map((item) => item.id);

    // Dammam: its accountant, then Dhahran's (16 km), Al Qatif's (none, 17 km) and Al Khobar's (20 km), never Riyadh's.
    const inTheArea = await answer(`q=accountant&city_id=${dammam}`);
    expect(ids(inTheArea)).toEqual([inDammam, inDhahran, inKhobar, inKhobarOlder]);
    expect(inTheArea.total).toBe(4);
    expect(inTheArea.meta.metro).toEqual([
      { id: dhahran, name: 'Dhahran', count: 1 },
      { id: qatif, name: 'Al Qatif', count: 0 },
      { id: khobar, name: 'Al Khobar', count: 2 },
    ]);
    // The counts per filter value run across the cities.
    expect(new Map(inTheArea.facets.city.map((entry) => [entry.id, entry.count]))).toEqual(new Map([[khobar, 2], [dammam, 1], [dhahran, 1]]));
    expect(inTheArea.facets.job_type).toEqual([{ value: 'full_time', count: 3 }, { value: 'part_time', count: 1 }]);
    // Pages run across the cities: a page of two ends in Dhahran, the next is Al Khobar's.
    expect(ids(await answer(`city_id=${dammam}&per_page=2`))).toEqual([inDammam, inDhahran]);
    expect(ids(await answer(`city_id=${dammam}&per_page=2&page=2`))).toEqual([inKhobar, inKhobarOlder]);
    expect(ids(await answer(`city_id=${dammam}&per_page=3&page=2`))).toEqual([inKhobarOlder]);
    // The other filters hold in every city.
    expect(ids(await answer(`city_id=${dammam}&job_type=part_time`))).toEqual([inKhobarOlder]);
    // Al Khobar: its own first (the most recently active first), then Dhahran's (10 km), then Dammam's (20 km); in Arabic.
    const fromKhobar = await answer(`q=${encodeURIComponent('محاسب')}&city_id=${khobar}`, 'ar');
    expect(ids(fromKhobar)).toEqual([inKhobar, inKhobarOlder, inDhahran, inDammam]);
    expect(fromKhobar.meta.metro?.map((city) => [city.name, city.count])).toEqual([['الظهران', 1], ['الدمام', 1], ['القطيف', 0]]);
    // A city read in the words is the city filter: the same answer.
    const fromWords = await answer(`q=${encodeURIComponent('accountant dammam')}`);
    expect(fromWords.meta.city).toEqual({ id: dammam, name: 'Dammam' });
    expect(ids(fromWords)).toEqual(ids(inTheArea));
    expect(fromWords.meta.metro).toEqual(inTheArea.meta.metro);
    // Riyadh: its own and Ad Diriyah's (none), never the Eastern Province's; Jeddah is in no area.
    const inTheCapital = await answer(`q=accountant&city_id=${riyadh}`);
    expect(ids(inTheCapital)).toEqual([inRiyadh]);
    expect(inTheCapital.meta.metro).toEqual([{ id: diriyah, name: 'Ad Diriyah', count: 0 }]);
    expect((await answer(`city_id=${jeddah}`)).meta.metro).toBeUndefined();
    expect((await answer('q=accountant')).meta.metro).toBeUndefined();

    // Both engines answer alike, the parts included.
    const deps = { db: database.db, now: () => new Date() } as unknown as Parameters<typeof searchCandidates>[0];
    const reader = { locale: 'en' as const, formatDate: (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null) };
    for (const extra of [{ city_id: dammam }, { q: 'accountant', city_id: khobar }, { q: 'accountant dammam' }, { city_id: dammam, per_page: 1, page: 3 }, { city_id: dammam, sort: 'active' }] as const) {
      const query = { skills: [tag], ...extra } as Parameters<typeof searchCandidates>[2];
      const [indexed, postgres] = await Promise.all([searchCandidates(deps, verified.companyId, query, reader), searchCandidates(deps, verified.companyId, query, reader, { engine: 'sql' })]);
      const label = JSON.stringify(extra);
      expect(indexed.items.map((item) => item.id), label).toEqual(postgres.items.map((item) => item.id));
      expect(indexed.total, label).toBe(postgres.total);
      expect(indexed.facets, label).toEqual(postgres.facets);
      expect(indexed.meta, label).toEqual(postgres.meta);
    }
    // A saved search (and its digest) runs the same search: the same candidates in the same order.
    expect((await findMatches(deps, verified.companyId, { skills: [tag], city_id: dammam } as TCandidateSearchQuery, 'en')).map((card) => card.id)).toEqual([inDammam, inDhahran, inKhobar, inKhobarOlder]);
  });

  it('says on the card when the seeker blocked the company\'s messages, for that company only', async () => {
    const tag = newTag();
    const id = await seeker(tag, { title: 'Accountant' });
    const card = async (company: TTestCompany) => (await search(company, `skills=${tag}`)).json().data.items[0];
    expect((await card(verified)).blocked).toBe(false);
    await database.db.insert(messageBlocks).values({ seeker_id: id, company_id: verified.companyId });
    expect((await card(verified)).blocked).toBe(true);
    expect((await card(other)).blocked).toBe(false);
  });

  it('pages through the results', async () => {
    const tag = newTag();
    const ids = [await seeker(tag), await seeker(tag), await seeker(tag)];
    const first = (await search(verified, `skills=${tag}&per_page=2`)).json().data;
    const second = (await search(verified, `skills=${tag}&per_page=2&page=2`)).json().data;
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(sorted([...first.items, ...second.items].map((item: { id: number }) => item.id))).toEqual(sorted(ids));
  });

  it('is for companies only: 401 without a session, 403 for a job seeker or an administrator', async () => {
    const user = await signUp(app, 'USER');
    const admin = await signUpAdmin(app, database);
    expect((await app.inject({ method: 'GET', url: '/api/v1/company/candidates' })).statusCode).toBe(401);
    expect((await search(user, '')).statusCode).toBe(403);
    expect((await search(admin, '')).statusCode).toBe(403);
    expect((await user.call('GET', '/api/v1/company/talent-pools')).statusCode).toBe(403);
    expect((await user.call('GET', '/api/v1/company/candidate-search-options')).statusCode).toBe(403);
  });

  it('refuses unknown parameters (there is no filter by gender, age, marital status, nationality or disability) and bad values with 422 in the caller\'s language', async () => {
    for (const name of ['sex', 'gender', 'age', 'birthdate', 'social_status', 'nationality_id', 'disability', 'foo']) {
      const response = await search(verified, `${name}=1`);
      expect(response.statusCode, name).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([name]);
    }
    const bad = await search(verified, 'city_id=x&experience_min=-1&job_type=always&per_page=500&active_within=5', 'ar');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['active_within', 'city_id', 'experience_min', 'job_type', 'per_page']);
    expect(bad.json().errors.city_id[0]).toMatch(/[\u0600-\u06FF]/u);
    expect((await search(verified, 'salary_min=9000&salary_max=5000')).json().errors).toHaveProperty('salary_max');
    expect((await search(verified, 'experience_min=5&experience_max=2')).json().errors).toHaveProperty('experience_max');
    expect((await search(verified, `skills=${['a', 'b', 'c', 'd', 'e', 'f'].join(',')}`)).statusCode).toBe(422);
  });

  it('answers hostile words without a server error: quotes, SQL, operators, 10,000 characters, emoji', async () => {
    const words = ["'", '"', "'; drop table users; --", 'a & b | !c <-> d:*', '\\', '%_%', '😀👩‍💻', 'x'.repeat(200), 'محاسب 😀 \u0000', '(((', 'or or and'];
    for (const q of words) {
      const response = await search(verified, `q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBeLessThan(500);
    }
    const long = await search(verified, `q=${'x'.repeat(10_000)}`);
    expect(long.statusCode).toBe(422);
    expect((await search(verified, `skills=${encodeURIComponent("'; select 1 --")}`)).statusCode).toBe(200);
  });

  describe('talent pools', () => {
    const pools = (who: TSignedUp) => who.call('GET', '/api/v1/company/talent-pools');

    it('creates, renames and deletes a company\'s named lists; names are unique per company whatever their case', async () => {
      const created = await verified.call('POST', '/api/v1/company/talent-pools', { name: '  Accountants 2026 ' });
      expect(created.statusCode, created.body).toBe(201);
      const pool = created.json().data;
      expect(pool).toMatchObject({ name: 'Accountants 2026', count: 0 });
      const twice = await verified.call('POST', '/api/v1/company/talent-pools', { name: 'ACCOUNTANTS 2026' }, 'ar');
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors.name[0]).toMatch(/[\u0600-\u06FF]/u);
      // Another company may use the same name.
      expect((await other.call('POST', '/api/v1/company/talent-pools', { name: 'Accountants 2026' })).statusCode).toBe(201);
      expect((await verified.call('POST', '/api/v1/company/talent-pools', { name: '' })).statusCode).toBe(422);
      expect((await verified.call('POST', '/api/v1/company/talent-pools', { name: 'x'.repeat(81) })).statusCode).toBe(422);

      const renamed = await verified.call('PUT', `/api/v1/company/talent-pools/${pool.id}`, { name: 'Finance shortlist' });
      expect(renamed.json().data).toMatchObject({ id: pool.id, name: 'Finance shortlist' });
      expect((await pools(verified)).json().data.map((item: { name: string }) => item.name)).toContain('Finance shortlist');
      expect((await verified.call('DELETE', `/api/v1/company/talent-pools/${pool.id}`)).statusCode).toBe(200);
      expect((await verified.call('GET', `/api/v1/company/talent-pools/${pool.id}`)).statusCode).toBe(404);
    });

    it('saves candidates to a list, shows their cards, and a candidate who hid their CV as unavailable, without it', async () => {
      const tag = newTag();
      const lama = await seeker(tag, { first: 'Lama', last: `Pool${tag}` });
      const omar = await seeker(tag, { first: 'Omar', last: 'Alzahrani' });
      const pool = (await verified.call('POST', '/api/v1/company/talent-pools', { name: `Shortlist ${tag}`, seeker_id: lama })).json().data;
      expect(pool.count).toBe(1);
      const added = await verified.call('PUT', `/api/v1/company/talent-pools/${pool.id}/candidates/${omar}`);
      expect(added.json().data.count).toBe(2);
      // Again is no change.
      expect((await verified.call('PUT', `/api/v1/company/talent-pools/${pool.id}/candidates/${omar}`)).json().data.count).toBe(2);
      // Search cards say which lists hold the candidate.
      expect((await search(verified, `skills=${tag}`)).json().data.items.every((item: { pools: number[] }) => item.pools.includes(pool.id))).toBe(true);

      await database.db.update(seekerProfiles).set({ is_visible: false }).where(eq(seekerProfiles.user_id, lama));
      const detail = (await verified.call('GET', `/api/v1/company/talent-pools/${pool.id}`)).json().data;
      expect(detail.pool).toMatchObject({ id: pool.id, count: 2 });
      const byId = new Map(detail.items.map((item: { id: number }) => [item.id, item]));
      expect(byId.get(omar)).toMatchObject({ available: true, candidate: { id: omar, name: 'Omar Alzahrani' } });
      expect(byId.get(lama)).toMatchObject({ available: false, candidate: null });
      expect(JSON.stringify(detail)).not.toContain(`Pool${tag}`);
      // A hidden seeker cannot be saved; one already saved can be taken out.
      const other2 = (await verified.call('POST', '/api/v1/company/talent-pools', { name: `Other ${tag}` })).json().data;
      expect((await verified.call('PUT', `/api/v1/company/talent-pools/${other2.id}/candidates/${lama}`)).statusCode).toBe(404);
      expect((await verified.call('POST', '/api/v1/company/talent-pools', { name: `Third ${tag}`, seeker_id: lama })).statusCode).toBe(404);
      const removed = await verified.call('DELETE', `/api/v1/company/talent-pools/${pool.id}/candidates/${lama}`);
      expect(removed.json().data.count).toBe(1);
      // An unverified company sees initials in its lists too.
      const its = (await unverified.call('POST', '/api/v1/company/talent-pools', { name: `Mine ${tag}`, seeker_id: omar })).json().data;
      const seen = (await unverified.call('GET', `/api/v1/company/talent-pools/${its.id}`)).json().data;
      expect(seen.items[0]).toMatchObject({ available: true, candidate: { name: 'O. A.', contact: null } });
    });

    it('answers 404 for another company\'s list, whatever is asked of it', async () => {
      const tag = newTag();
      const id = await seeker(tag);
      const pool = (await other.call('POST', '/api/v1/company/talent-pools', { name: `Theirs ${tag}`, seeker_id: id })).json().data;
      const base = `/api/v1/company/talent-pools/${pool.id}`;
      expect((await verified.call('GET', base)).statusCode).toBe(404);
      expect((await verified.call('PUT', base, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await verified.call('DELETE', base)).statusCode).toBe(404);
      expect((await verified.call('PUT', `${base}/candidates/${id}`)).statusCode).toBe(404);
      expect((await verified.call('DELETE', `${base}/candidates/${id}`)).statusCode).toBe(404);
      expect((await other.call('GET', base)).json().data.pool).toMatchObject({ name: `Theirs ${tag}`, count: 1 });
      expect((await pools(verified)).json().data.map((item: { id: number }) => item.id)).not.toContain(pool.id);
    });

    it('goes with the seeker\'s account: a deleted account leaves the lists', async () => {
      const user = await signUp(app, 'USER', { first_name: 'Maha', last_name: 'Alotaibi' });
      await giveMinimumProfile(database, user.id, { job_role_title: 'Accountant' });
      const pool = (await verified.call('POST', '/api/v1/company/talent-pools', { name: `Gone ${newTag()}`, seeker_id: user.id })).json().data;
      expect(pool.count).toBe(1);
      const deleted = await user.call('DELETE', '/api/v1/user/account', { password: user.account.password });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await verified.call('GET', `/api/v1/company/talent-pools/${pool.id}`)).json().data).toMatchObject({ pool: { count: 0 }, items: [] });
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(candidateSearch).where(eq(candidateSearch.user_id, user.id));
      expect(row!.n).toBe(0);
    });
  });

  it('offers the occupations, the company\'s open jobs and its lists to the search panel', async () => {
    const job = await insertLiveJob(database, verified.companyId, { title: `Cashier ${newTag()}`, deadline: dayFromToday(10) });
    const options = (await verified.call('GET', '/api/v1/company/candidate-search-options', undefined, 'ar')).json().data;
    expect(options.occupations.length).toBeGreaterThan(200);
    expect(options.occupations.map((item: { name: string }) => item.name)).toContain('محاسب');
    expect(options.jobs).toEqual(expect.arrayContaining([{ id: job.id, title: job.title }]));
    expect(options.company_verified).toBe(true);
  });
});
