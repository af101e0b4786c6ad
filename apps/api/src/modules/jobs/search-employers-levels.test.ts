import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TJobSearchQuery } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, type TJobRow } from '../../db/schema/index.ts';
import { insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { decideNameChange } from '../companies/name-change.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { forgetEmployers } from '../search-engine/employers.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/** A word of letters only, new to every run (a company's name; digits would read as years). */
const word = (letters: string) => [...randomBytes(5)].map((byte) => letters[byte % letters.length]).join('');

/**
 * Employers and levels read from the words (decision 109), on both engines (the in-memory index and PostgreSQL) of
 * each driver. Every job here is in a major made for this file, and every search filters on it.
 */
describe.each(drivers)('employers and levels in the words on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  const latin = `zu${word('bdfgklmnprstvz')}`;
  const arabic = `زم${word('بتثجحخدذرزسشصضطظعغفقكلمن')}`;
  const renamed = `qa${word('bdfgklmnprstvz')}`;
  let shifaId: number;
  let otherId: number;
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    majorId = await ownMajor(database, 'employers');
    const shifa = await readyCompany(app, database, { name: `مجموعة ${arabic} الطبية` });
    shifaId = shifa.companyId;
    await database.db.update(companies).set({ foundation_name_en: `${latin} Medical Group` }).where(eq(companies.id, shifaId));
    // Written behind the API's back: forgotten as the API forgets a saved name, or a read made meanwhile (a busy
    // machine's background work) would keep the old one for EMPLOYERS_TTL_MS.
    forgetEmployers(database.db);
    otherId = (await readyCompany(app, database)).companyId;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, companyId: number, values: Partial<TJobRow> & { title: string }) => {
      job[key] = await insertLiveJob(database, companyId, { major_id: majorId, locale: 'en', activated_at: hoursAgo(24), ...values });
      await linkJobOccupations(database.db, job[key]!.id, values.title);
    };
    await add('nurse', shifaId, { title: 'Registered Nurse', experience_years: 3 });
    await add('nurseAr', shifaId, { title: 'ممرضة', locale: 'ar', experience_years: 0 });
    await add('confidential', shifaId, { title: 'Staff Nurse', show_company: false, activated_at: hoursAgo(1) });
    await add('otherNurse', otherId, { title: 'Nurse', experience_years: 1 });
    await add('accountant', otherId, { title: 'Accountant', experience_years: 0, activated_at: hoursAgo(2) });
    await add('accountantTwo', otherId, { title: 'محاسب', locale: 'ar', experience_years: 2, activated_at: hoursAgo(3) });
    await add('accountantAny', otherId, { title: 'Accountant', experience_years: null, activated_at: hoursAgo(4) });
    await add('seniorAccountant', otherId, { title: 'Senior Accountant', experience_years: 8, activated_at: hoursAgo(30) });
    await add('seniorAccountantAr', otherId, { title: 'محاسب أول', locale: 'ar', experience_years: 9, activated_at: hoursAgo(40) });
    // Training offered as a benefit: a full-time accountant, no internship.
    await add('training', otherId, { title: 'Accountant', job_type: 'full_time', experience_years: 6, description: '<p>We offer training and a training allowance.</p>', activated_at: hoursAgo(50) });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The same search from both engines: the ids in order, the total and the reading, which must agree. */
  const both = async (q: string, locale: 'ar' | 'en' = 'en', extra: Partial<TJobSearchQuery> = {}) => {
    const query = { q, major_id: majorId, per_page: 50, ...extra };
    const [index, postgres] = await Promise.all([searchJobs(database.db, locale, query, { engine: 'index' }), searchJobs(database.db, locale, query, { engine: 'sql' })]);
    const ids = index.items.map((item) => item.id);
    expect({ ids: postgres.items.map((item) => item.id), total: postgres.total, reading: postgres.reading }, q).toEqual({ ids, total: index.total, reading: index.reading });
    return { ids, reading: index.reading };
  };

  it('finds a company by its name in English and Arabic, whole, in part, run together or spelt otherwise, and never its confidential jobs', async () => {
    const shown = [job.nurseAr!.id, job.nurse!.id];
    for (const [q, locale] of [[latin, 'en'], [`${latin} medical group`, 'en'], [`al ${latin}`, 'en'], [`al${latin}`, 'en'], [arabic, 'ar'], [`مجموعة ${arabic}`, 'ar'], [`ال${arabic}`, 'ar']] as const) {
      const { ids, reading } = await both(q, locale);
      expect(new Set(ids), q).toEqual(new Set(shown));
      expect(reading.employer, q).toMatchObject({ id: shifaId });
    }
    // Mixed with an occupation, it filters to that company: not the other company's nurse, nor the confidential one.
    const { ids, reading } = await both(`nurse ${latin}`);
    expect(ids).toEqual([job.nurse!.id, job.nurseAr!.id]);
    expect(reading.employer).toMatchObject({ id: shifaId, without: 'nurse' });
    expect((await both(`ممرضة ${arabic}`, 'ar')).ids).toEqual([job.nurseAr!.id, job.nurse!.id]);
    // The answer names it in the reader's language, with the words without its name.
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q: `nurse al ${latin}`, major_id: String(majorId) })}`, headers: { 'x-locale': 'en' } });
    expect(response.json().data.meta.employer).toEqual({ id: shifaId, name: `${latin} Medical Group`, without: 'nurse' });
    const arabicAnswer = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q: `ممرضة ${arabic}`, major_id: String(majorId) })}`, headers: { 'x-locale': 'ar' } });
    expect(arabicAnswer.json().data.meta.employer).toEqual({ id: shifaId, name: `مجموعة ${arabic} الطبية`, without: 'ممرضة' });
    // Exactly as typed reads no employer.
    expect((await both(`nurse ${latin}`, 'en', { exact: true })).reading.employer).toBeNull();
  });

  it('finds a company whose name is written in one script by its name as people spell it in the other (issue 60)', async () => {
    // A name of four consonants with long vowels between them, spelt in both scripts («بارينوك», "bareenok").
    const consonants = [['ب', 'b'], ['ت', 't'], ['د', 'd'], ['ر', 'r'], ['ز', 'z'], ['س', 's'], ['ف', 'f'], ['ك', 'k'], ['ل', 'l'], ['م', 'm'], ['ن', 'n'], ['ج', 'j']] as const;
    const spelt = () => {
      // Four different consonants (repeated ones run together in a spelling: «كاكيكون» is "kkn").
      const picked = [...consonants].sort(() => randomBytes(1)[0]! - 128);
      const [a, b, c, d] = picked;
      return { arabic: `${a![0]}ا${b![0]}ي${c![0]}و${d![0]}`, latin: `${a![1]}a${b![1]}ee${c![1]}o${d![1]}` };
    };
    const arabicOnly = spelt();
    const latinOnly = spelt();
    const arabicCompany = (await readyCompany(app, database, { name: `مؤسسة ${arabicOnly.arabic} للتجارة` })).companyId;
    const latinCompany = (await readyCompany(app, database, { name: `${latinOnly.latin[0]!.toUpperCase()}${latinOnly.latin.slice(1)} Trading` })).companyId;
    forgetEmployers(database.db);
    // In a major of their own: the other tests here count this file's accountants.
    const scriptsMajor = await ownMajor(database, 'employers-scripts');
    // Live a day, as this file's other jobs (a job live since this instant is the edge other files' checks avoid).
    const dayAgo = new Date(Date.now() - 24 * 3_600_000);
    const arabicJob = await insertLiveJob(database, arabicCompany, { major_id: scriptsMajor, locale: 'ar', title: 'محاسب', activated_at: dayAgo, experience_years: 2 });
    const latinJob = await insertLiveJob(database, latinCompany, { major_id: scriptsMajor, locale: 'en', title: 'Accountant', activated_at: dayAgo, experience_years: 2 });
    await linkJobOccupations(database.db, arabicJob.id, 'محاسب');
    await linkJobOccupations(database.db, latinJob.id, 'Accountant');
    for (const [q, locale, company, id] of [
      [latinOnly.arabic, 'ar', latinCompany, latinJob.id],
      [`ال${latinOnly.arabic}`, 'ar', latinCompany, latinJob.id],
      [arabicOnly.latin, 'en', arabicCompany, arabicJob.id],
      [`al ${arabicOnly.latin}`, 'en', arabicCompany, arabicJob.id],
      [arabicOnly.latin.replace('ee', 'i').replace('o', 'u'), 'en', arabicCompany, arabicJob.id],
    ] as const) {
      const { ids, reading } = await both(q, locale, { major_id: scriptsMajor });
      expect(ids, q).toEqual([id]);
      expect(reading.employer, q).toMatchObject({ id: company });
    }
    // With an occupation: that company's jobs of it.
    expect((await both(`accountant ${arabicOnly.latin}`, 'en', { major_id: scriptsMajor })).ids).toEqual([arabicJob.id]);
    // A company named in both scripts is found by each name, not by the other script's spelling of one: an Arabic
    // word that sounds like its English name («تأمين», "Tamween") is not its name.
    const bothNames = { latin: spelt(), arabic: spelt() };
    const bothCompany = (await readyCompany(app, database, { name: `مؤسسة ${bothNames.arabic.arabic}` })).companyId;
    await database.db.update(companies).set({ foundation_name_en: `${bothNames.latin.latin} Trading` }).where(eq(companies.id, bothCompany));
    forgetEmployers(database.db);
    expect((await both(bothNames.latin.latin, 'en', { major_id: scriptsMajor })).reading.employer).toMatchObject({ id: bothCompany });
    expect((await both(bothNames.arabic.arabic, 'ar', { major_id: scriptsMajor })).reading.employer).toMatchObject({ id: bothCompany });
    expect((await both(bothNames.latin.arabic, 'ar', { major_id: scriptsMajor })).reading.employer).toBeNull();
  });

  it('follows an approved change of the company’s name at once: the new name finds it, the old one no longer', async () => {
    const now = new Date();
    await database.db.update(companies).set({ pending_name_ar: `مجموعة ${arabic} الطبية`, pending_name_en: `${renamed} Health`, name_change_requested_at: now }).where(eq(companies.id, shifaId));
    // Requested, not approved: the public (verified) name still counts (decision 085).
    expect((await both(renamed)).reading.employer).toBeNull();
    await decideNameChange(database.db, shifaId, { decision: 'approve' }, now);
    try {
      expect((await both(renamed)).reading.employer).toMatchObject({ id: shifaId });
      expect((await both(`nurse ${renamed}`)).ids).toEqual([job.nurse!.id, job.nurseAr!.id]);
      expect((await both(latin)).reading.employer).toBeNull();
    } finally {
      await database.db.update(companies).set({ foundation_name_en: `${latin} Medical Group` }).where(eq(companies.id, shifaId));
    }
  });

  it('reads levels and years of experience as the experience filter, in both languages', async () => {
    const cases: Array<[string, 'ar' | 'en', number, string[]]> = [
      ['accountant fresh graduate', 'en', 0, ['accountant', 'accountantAny']],
      ['محاسب حديث تخرج', 'ar', 0, ['accountant', 'accountantAny']],
      ['محاسب بدون خبرة', 'ar', 0, ['accountant', 'accountantAny']],
      ['junior accountant', 'en', 2, ['accountant', 'accountantTwo', 'accountantAny']],
      ['محاسب خبرة سنتين', 'ar', 2, ['accountant', 'accountantTwo', 'accountantAny']],
      ['accountant 5 years', 'en', 5, ['accountant', 'accountantTwo', 'accountantAny']],
      ['محاسب ٥ سنوات خبرة', 'ar', 5, ['accountant', 'accountantTwo', 'accountantAny']],
    ];
    for (const [q, locale, experience, keys] of cases) {
      const { ids, reading } = await both(q, locale);
      expect(new Set(ids), q).toEqual(new Set(keys.map((key) => job[key]!.id)));
      expect(reading.terms.experience, q).toBe(experience);
      expect(reading.level, q).toMatchObject({ senior: false, without: locale === 'ar' ? 'محاسب' : 'accountant' });
    }
    // An experience chosen in the filters wins over the words.
    const chosen = await both('junior accountant', 'en', { experience: 0 });
    expect(new Set(chosen.ids)).toEqual(new Set([job.accountant!.id, job.accountantAny!.id]));
    expect(chosen.reading.terms.experience).toBeNull();
    // Only job search reads them: the words alone, with nothing else, are a filter on every job.
    expect(new Set((await both('fresh graduate')).ids)).toEqual(new Set([job.nurseAr!.id, job.accountant!.id, job.accountantAny!.id, job.confidential!.id]));
  });

  it('keeps every job of "senior X" and ranks the senior titles first, in both languages', async () => {
    for (const [q, locale] of [['senior accountant', 'en'], ['محاسب أول', 'ar']] as const) {
      const { ids, reading } = await both(q, locale);
      const accountants = ['accountant', 'accountantTwo', 'accountantAny', 'seniorAccountant', 'seniorAccountantAr', 'training'].map((key) => job[key]!.id);
      expect(new Set(ids), q).toEqual(new Set(accountants));
      expect(new Set(ids.slice(0, 2)), q).toEqual(new Set([job.seniorAccountant!.id, job.seniorAccountantAr!.id]));
      expect(reading.level, q).toMatchObject({ senior: true });
      expect(reading.terms.experience, q).toBeNull();
    }
    // Without "senior", the newest first among equals: a senior title is not first.
    expect((await both('accountant')).ids[0]).not.toBe(job.seniorAccountant!.id);
  });

  it('does not take training offered as a benefit for an internship (decision 088)', async () => {
    // The full-time accountant that offers training is found (with its text), as an accountant: no internship filter.
    for (const q of ['accountant with training', 'accountant training allowance']) {
      const { ids, reading } = await both(q);
      expect(reading.terms.job_type, q).toBeNull();
      expect(ids, q).toContain(job.training!.id);
    }
  });
});
