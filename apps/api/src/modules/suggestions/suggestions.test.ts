import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TSuggestion } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

/** Suggestions as people type (decision 110): occupations, skills, companies and cities, in both languages. */
describe.each(drivers)('suggestions on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  const tag = randomBytes(3).toString('hex').replace(/\d/g, 'q');
  let shown: number;
  let secret: number;
  let unverified: number;
  let secretJob: number;

  const ask = async (q: string, locale: 'ar' | 'en' = 'ar', scope?: string) => {
    const query = new URLSearchParams({ q, ...(scope ? { scope } : {}) });
    const response = await app.inject({ url: `/api/v1/suggestions?${query}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TSuggestion[];
  };
  const named = (list: TSuggestion[], kind: TSuggestion['kind']) => list.filter((item) => item.kind === kind).map((item) => item.name);

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    const company = async (ar: string, en: string, verify = true) => {
      const made = await readyCompany(app, database, { name: ar, verify });
      await db.update(companies).set({ foundation_name: ar, foundation_name_en: en }).where(eq(companies.id, made.companyId));
      return made.companyId;
    };
    shown = await company(`نخيل ${tag} للتجارة`, `Nakheel ${tag} Trading`);
    secret = await company(`سرية ${tag} القابضة`, `Sirriya ${tag} Holding`);
    unverified = await company(`مجهولة ${tag}`, `Majhoula ${tag}`, false);
    await insertLiveJob(database, shown, { title: 'محاسب' });
    secretJob = (await insertLiveJob(database, secret, { title: 'Accountant', show_company: false })).id;
    await insertLiveJob(database, unverified, { title: 'Accountant' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('suggests occupations from the first letters, in Arabic and in English, each marked with its kind and named in the reader\'s language', async () => {
    // Occupations come by their live jobs, and the worker's database holds other files' jobs too (a payments test's
    // chief accountants can outnumber the accountants here): the one asked for is found, not assumed first.
    const arabic = await ask('محاس');
    const accountant = arabic.find((item) => item.name === 'محاسب');
    expect(accountant).toMatchObject({ kind: 'occupation', name: 'محاسب', other: 'Accountant', text: 'محاسب', approximate: false });
    expect(accountant!.jobs).toBeGreaterThanOrEqual(1);
    expect(arabic.slice(0, 3).every((item) => item.kind === 'occupation')).toBe(true);
    const english = await ask('accoun', 'en');
    expect(english.find((item) => item.name === 'Accountant')).toMatchObject({ kind: 'occupation', name: 'Accountant', other: 'محاسب', text: 'Accountant' });
    // A form of the name with its article or suffix, and a later word of a name.
    expect(named(await ask('الممرضة'), 'occupation')).toContain('ممرض');
    expect(named(await ask('nurse', 'en'), 'occupation')).toEqual(expect.arrayContaining(['Nurse', 'Head nurse']));
  });

  it('reads typos, confused Arabic letters and Arabizi, and marks those suggestions approximate', async () => {
    expect((await ask('acountant', 'en')).find((item) => item.name === 'Accountant')).toMatchObject({ approximate: true });
    expect((await ask('محاصب')).find((item) => item.name === 'محاسب')).toMatchObject({ approximate: true });
    expect((await ask('mo7as')).find((item) => item.name === 'محاسب')).toMatchObject({ kind: 'occupation' });
    expect((await ask('mu7asib', 'en')).find((item) => item.name === 'Accountant')).toMatchObject({ approximate: true });
  });

  it('suggests skills and cities in both languages, a city after the words typed before it', async () => {
    expect((await ask('اكسل'))[0]).toMatchObject({ kind: 'skill', name: 'إكسل', other: 'Excel' });
    expect(named(await ask('autoc', 'en'), 'skill')).toEqual(['AutoCAD']);
    const riyadh = await ask('الري');
    expect(riyadh[0]).toMatchObject({ kind: 'city', name: 'الرياض', other: 'Riyadh' });
    // The article typed asks for a word that has one: «رئيس» is not «الري…».
    expect(named(riyadh, 'occupation')).toEqual([]);
    expect((await ask('jedd', 'en')).find((item) => item.kind === 'city')).toMatchObject({ name: 'Jeddah' });
    expect((await ask('nurse riy', 'en')).find((item) => item.kind === 'city')).toMatchObject({ name: 'Riyadh', text: 'nurse Riyadh' });
  });

  it('suggests a verified company with listed jobs that show its name, never one whose jobs are all confidential', async () => {
    expect((await ask(`nakheel ${tag}`, 'en')).filter((item) => item.kind === 'company')).toEqual([
      expect.objectContaining({ id: shown, name: `Nakheel ${tag} Trading`, other: `نخيل ${tag} للتجارة`, jobs: 1 }),
    ]);
    expect((await ask(`نخيل ${tag}`)).find((item) => item.kind === 'company')).toMatchObject({ id: shown, name: `نخيل ${tag} للتجارة` });
    expect((await ask(`sirriya ${tag}`, 'en')).filter((item) => item.kind === 'company')).toEqual([]);
    expect((await ask(`majhoula ${tag}`, 'en')).filter((item) => item.kind === 'company')).toEqual([]);
    // The change log moves the suggestions with the search: the job shows its company, then closes.
    await database.db.update(jobs).set({ show_company: true }).where(eq(jobs.id, secretJob));
    expect((await ask(`sirriya ${tag}`, 'en')).filter((item) => item.kind === 'company').map((item) => item.id)).toEqual([secret]);
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, secretJob));
    expect((await ask(`sirriya ${tag}`, 'en')).filter((item) => item.kind === 'company')).toEqual([]);
  });

  it('suggests no companies and counts no jobs in the candidate search', async () => {
    const list = await ask('nakheel', 'en', 'candidates');
    expect(named(list, 'company')).toEqual([]);
    const accountant = await ask('accoun', 'en', 'candidates');
    expect(accountant[0]).toMatchObject({ kind: 'occupation', name: 'Accountant', jobs: null });
  });

  it('answers bad input with a clear error in the reader\'s language', async () => {
    const empty = await app.inject({ url: '/api/v1/suggestions?q=', headers: { 'x-locale': 'en' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.q[0]).toMatch(/required/i);
    const scope = await app.inject({ url: '/api/v1/suggestions?q=a&scope=people', headers: { 'x-locale': 'ar' } });
    expect(scope.statusCode).toBe(422);
    expect(scope.json().errors.scope[0]).toMatch(/[\u0600-\u06FF]/u);
    expect((await app.inject({ url: `/api/v1/suggestions?q=${'a'.repeat(101)}` })).statusCode).toBe(422);
  });
});
