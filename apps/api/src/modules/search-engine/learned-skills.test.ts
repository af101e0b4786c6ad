import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openPglite, type TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { cities, seekerProfiles, skills, users } from '../../db/schema/index.ts';
import { insertLiveJob, jobOf, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { testApp, uniquePhone } from '../../test/harness.ts';
import { fileJobSkills } from './job-skills.ts';
import { learnSkills, learnSkillsFromTexts, runSkillLearning, termsOfClause, type TJobClauses, type TTypedSkill } from './learned-skills.ts';

/** Learns from CVs' skills and jobs' clauses given here; `taken` keys are the vocabulary's or the curated list's. */
const learnFrom = (typed: TTypedSkill[], jobs: Array<Omit<TJobClauses, 'id'>>, taken: string[] = []) =>
  learnSkills({ typed, jobs: async (read) => read(jobs.map((job, index) => ({ id: index + 1, ...job }))), taken: (key) => taken.includes(key) });
const job = (qualifications: string): Omit<TJobClauses, 'id'> => ({ duties: null, qualifications });

describe('skills learnt from the texts (decision 240)', () => {
  it('reads Latin words in an Arabic clause, acronyms with their capitalised words in an English one, and a term across a bracket', () => {
    expect(termsOfClause('شهادة NEBOSH أو IOSH').terms).toEqual(['NEBOSH', 'IOSH']);
    expect(termsOfClause('إتقان Tekla Structures و Navisworks').terms).toEqual(['Tekla Structures', 'Navisworks']);
    expect(termsOfClause('Valid NFPA certificate and MS Dynamics experience').terms).toEqual(['NFPA', 'MS Dynamics']);
    // A clause's first word is the demand's, not the skill's; a word with one capital is no acronym.
    expect(termsOfClause('Valid BLS').terms).toEqual(['BLS']);
    expect(termsOfClause('Strong analytical skills and a team player').terms).toEqual([]);
    expect(termsOfClause('معرفة بالفوترة الإلكترونية (E-invoicing)').pairs).toEqual([['الفوترة الإلكترونية', 'E-invoicing']]);
    expect(termsOfClause('Knowledge of e-invoicing (الفوترة الإلكترونية)').pairs).toEqual([['e-invoicing', 'الفوترة الإلكترونية']]);
    expect(termsOfClause('الصيانة الوقائية / Preventive maintenance').pairs).toEqual([['الصيانة الوقائية', 'Preventive maintenance']]);
    expect(termsOfClause('Plan preventive maintenance - weekly').pairs).toEqual([]);
  });

  it('learns a term two jobs name, three people type, or one job and one person; never one ad or one person alone', async () => {
    const learned = await learnFrom(
      [{ name: 'Sage 300', people: 3 }, { name: 'Kaizen', people: 1 }, { name: 'Juggling', people: 1 }, { name: 'Navisworks', people: 1 }],
      [job('Kaizen and 5S on the line'), job('شهادة NEBOSH'), job('NEBOSH certificate'), job('NFPA codes'), job('خبرة في Navisworks')],
    );
    expect(learned.map((skill) => skill.name).sort()).toEqual(['Kaizen', 'NEBOSH', 'Navisworks', 'Sage 300']);
    expect(learned.find((skill) => skill.name === 'NEBOSH')).toMatchObject({ jobs: 2, seekers: 0 });
  });

  it('joins the forms of one skill: a CV\'s parts, a bracket across scripts, and a name with the same consonants in both scripts', async () => {
    const learned = await learnFrom(
      [{ name: 'Tekla', people: 2 }, { name: 'تكلا', people: 2 }, { name: 'Lean (لين)', people: 3 }],
      [job('معرفة بالفوترة الإلكترونية (E-invoicing)'), job('E-invoicing with ZATCA'), job('Tekla modelling')],
    );
    const byName = new Map(learned.map((skill) => [skill.name, skill]));
    expect(byName.get('Tekla')).toMatchObject({ name_ar: 'تكلا', forms: expect.arrayContaining(['tekla', 'تكلا']), seekers: 4 });
    expect(byName.get('E-invoicing')).toMatchObject({ name_ar: 'الفوترة الإلكترونية', forms: expect.arrayContaining(['e invoicing', 'الفوتره الالكترونيه']) });
    expect(byName.get('Lean')?.forms).toEqual(expect.arrayContaining(['lean', 'لين']));
  });

  it('leaves what the vocabulary or the curated list already holds, units, currencies and two-letter words', async () => {
    const learned = await learnFrom([{ name: 'Accountant', people: 9 }, { name: 'AC', people: 5 }], [job('Salary in SAR'), job('Pay in SAR and USD'), job('Advanced Excel'), job('Excel VBA')], ['accountant', 'excel', 'excel vba']);
    expect(learned).toEqual([]);
  });
});

describe('skills learnt from a database\'s texts, read by both searches with no release (decision 240)', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let company: TTestCompany;
  let riyadh: number;

  beforeAll(async () => {
    database = await openPglite();
    await prepareDatabase(database, { seedDemo: false });
    app = await testApp(database);
    company = await readyCompany(app, database);
    riyadh = (await database.db.select({ id: cities.id, name: cities.name_en }).from(cities)).find((city) => city.name === 'Riyadh')!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function seeker(title: string, skill: string): Promise<number> {
    const [user] = await database.db
      .insert(users)
      .values({ type: 'USER', first_name: 'Huda', last_name: 'Alharbi', email: `${randomBytes(5).toString('hex')}@example.com`, phone: `+966${uniquePhone().slice(1)}` })
      .returning({ id: users.id });
    await database.db.insert(seekerProfiles).values({ user_id: user!.id, job_role_title: title, city_id: riyadh, is_visible: true });
    await database.db.insert(skills).values({ user_id: user!.id, skill_name: skill, level: 'high' });
    return user!.id;
  }
  const jobsFound = async (q: string, locale: 'ar' | 'en') => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q, per_page: '50' })}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as Array<{ id: number }>).map((item) => item.id).sort((a, b) => a - b);
  };
  const candidatesFound = async (q: string, locale: 'ar' | 'en') => {
    const response = await company.call('GET', `/api/v1/company/candidates?${new URLSearchParams({ q })}`, undefined, locale);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as Array<{ id: number }>).map((item) => item.id).sort((a, b) => a - b);
  };

  it('finds a trade\'s new term in either script once it is learnt, files it on jobs saved later, and candidate search reads it too', async () => {
    const english = await insertLiveJob(database, company.companyId, { title: 'Structural Draughtsman', locale: 'en', qualifications: 'Tekla Structures modelling of steel frames' });
    const arabic = await insertLiveJob(database, company.companyId, { title: 'رسام إنشائي', locale: 'ar', qualifications: 'خبرة في برنامج تكلا للهياكل المعدنية' });
    const iosh = [
      await insertLiveJob(database, company.companyId, { title: 'Site Safety Supervisor', locale: 'en', qualifications: 'IOSH Managing Safely certificate' }),
      await insertLiveJob(database, company.companyId, { title: 'مشرف سلامة موقع', locale: 'ar', qualifications: 'شهادة IOSH سارية' }),
    ].map((job) => job.id);
    const [typedLatin, typedArabic] = [await seeker('Draughtsman', 'Tekla'), await seeker('رسام', 'تكلا')];
    await seeker('رسام', 'تكلا');
    // Before: each script finds its own ad only.
    expect(await jobsFound('تكلا', 'ar')).toEqual([arabic.id]);

    const learnt = await learnSkillsFromTexts(database.db);
    expect(learnt.changed).toBe(true);
    const row = ((await database.db.execute(sql`select name, name_ar, forms from learned_skills where name = 'Tekla'`)) as unknown as { rows: Array<{ name: string; name_ar: string; forms: string[] }> }).rows;
    expect(row[0]).toMatchObject({ name: 'Tekla', name_ar: 'تكلا', forms: expect.arrayContaining(['tekla', 'تكلا']) });
    expect((await jobOf(database, english.id)).skills).toContain('Tekla:2');

    for (const [q, locale] of [['tekla', 'en'], ['تكلا', 'ar']] as const) {
      expect(await jobsFound(q, locale), q).toEqual([english.id, arabic.id].sort((a, b) => a - b));
      expect(await candidatesFound(q, locale), q).toEqual(expect.arrayContaining([typedLatin, typedArabic]));
    }
    // An acronym learnt from the ads, its letters' Arabic names spelt out, is read as it.
    expect(await jobsFound('آي أو إس إتش', 'ar')).toEqual(iosh.sort((a, b) => a - b));
    // Suggestions offer it as a skill, named in the reader's language.
    for (const [typed, locale, name] of [['tek', 'en', 'Tekla'], ['تكل', 'ar', 'تكلا']] as const) {
      const response = await app.inject({ url: `/api/v1/suggestions?${new URLSearchParams({ q: typed })}`, headers: { 'x-locale': locale } });
      expect((response.json().data as Array<{ kind: string; name: string }>).filter((item) => item.kind === 'skill').map((item) => item.name), typed).toContain(name);
    }
    // A job saved after the learning is filed with the skill as it is saved.
    const later = await insertLiveJob(database, company.companyId, { title: 'Steel Detailer', locale: 'en', qualifications: 'Tekla' });
    await fileJobSkills(database.db, later.id);
    expect((await jobOf(database, later.id)).skills).toContain('Tekla:2');
    // Learnt again with nothing new, nothing is written or filed again; within six hours, the schedule does not learn.
    expect(await learnSkillsFromTexts(database.db)).toMatchObject({ changed: false, jobs: 0, candidates: 0 });
    expect(await runSkillLearning(database.db, new Date())).toEqual({ ran: true, learned: false });
    expect(await runSkillLearning(database.db, new Date(Date.now() + 7 * 3_600_000))).toEqual({ ran: true, learned: true });
  });
});
