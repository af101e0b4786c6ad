import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, skills } from '../../db/schema/index.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany } from '../../test/factories.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';

const drivers = await testDrivers();

type TItem = { job: { id: number }; score: number; reasons: Array<{ code: string; outcome: string; points: number }>; near: boolean };

describe.each(drivers)('jobs recommended from the CV on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let cityIds: number[];
  // Each test its own city: jobs of the other tests (and files sharing the database) stay out of its recommendations.
  let nextCity = 5;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    cityIds = (await database.db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id))).map((row) => row.id);
  });
  afterAll(async () => {
    await app.close();
  });

  const recommended = async (seeker: TSignedUp, locale: 'ar' | 'en' = 'en') => {
    const response = await seeker.call('GET', '/api/v1/user/recommended-jobs', undefined, locale);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: TItem[]; missing_sections: string[]; weekly_mail: boolean };
  };
  /** The jobs recommended to `seeker`, of `among` when given (the remote jobs of other tests are anyone's). */
  const ids = async (seeker: TSignedUp, among?: number[]) => (await recommended(seeker)).items.map((item) => item.job.id).filter((id) => !among || among.includes(id));

  /** A seeker who wants `title` in a city of their own, with two skills. */
  const pharmacist = async (title = 'Pharmacist') => {
    const seeker = await signUp(app);
    const cityId = cityIds[nextCity++]!;
    await giveMinimumProfile(database, seeker.id, { city_id: cityId, job_role_title: title });
    await database.db.insert(skills).values([{ user_id: seeker.id, skill_name: 'Dispensing', level: 'high' }, { user_id: seeker.id, skill_name: 'Inventory', level: 'average' }]);
    return { seeker, cityId };
  };

  it('ranks live jobs of the occupation in the city or remote by the match, never applied or dismissed ones, and a new job at once', async () => {
    const { seeker, cityId } = await pharmacist();
    const company = await readyCompany(app, database);
    const otherCity = cityIds[1]!;
    const job = (values: Parameters<typeof insertLiveJob>[2]) => insertLiveJob(database, company.companyId, { city_id: cityId, work_place: 'on_site', ...values });
    const strong = await job({ title: 'Pharmacist', description: '<p>Dispensing and inventory of medicines.</p>' });
    const weaker = await job({ title: 'Clinical Pharmacist', experience_years: 8 });
    const remote = await job({ title: 'Pharmacist', city_id: otherCity, work_place: 'remote', qualification_type: 'phd' });
    await job({ title: 'Pharmacist', city_id: otherCity });
    await job({ title: 'Electrician' });
    await insertLiveJob(database, company.companyId, { title: 'Pharmacist', city_id: cityId, status: 'closed' });

    // Remote jobs of other files sharing the database are anyone's: this test's jobs only.
    const mine = [strong.id, weaker.id, remote.id];
    const first = { items: (await recommended(seeker)).items.filter((item) => mine.includes(item.job.id)) };
    expect(first.items.map((item) => item.job.id)).toEqual([strong.id, remote.id, weaker.id]);
    const scores = first.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The strongest reasons: met or partial, the most points first, at most three; the skills found in the texts.
    const top = first.items[0]!;
    expect(top.reasons.length).toBeGreaterThanOrEqual(2);
    expect(top.reasons.length).toBeLessThanOrEqual(3);
    expect(top.reasons.every((reason) => reason.outcome === 'met' || reason.outcome === 'partial')).toBe(true);
    expect(top.reasons.map((reason) => reason.code)).toContain('skills');
    expect(first.items.every((item) => !item.near)).toBe(true);

    // Applied to: gone. Dismissed: gone, listed among the dismissed, and back once undone.
    expect((await seeker.call('POST', `/api/v1/jobs/${strong.id}/applications`, {})).statusCode).toBe(201);
    const dismissed = await seeker.call('POST', `/api/v1/user/recommended-jobs/${weaker.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().data).toEqual({ is_dismissed: true });
    expect((await seeker.call('POST', `/api/v1/user/recommended-jobs/${weaker.id}/dismiss`)).statusCode).toBe(200);
    expect(await ids(seeker, mine)).toEqual([remote.id]);
    const list = (await seeker.call('GET', '/api/v1/user/recommended-jobs/dismissed')).json().data;
    expect(list.items.map((card: { id: number }) => card.id)).toEqual([weaker.id]);
    expect(list.total).toBe(1);
    const undone = await seeker.call('DELETE', `/api/v1/user/recommended-jobs/${weaker.id}/dismiss`);
    expect(undone.json().data).toEqual({ is_dismissed: false });
    expect(await ids(seeker, mine)).toEqual([remote.id, weaker.id]);
    expect((await seeker.call('GET', '/api/v1/user/recommended-jobs/dismissed')).json().data.total).toBe(0);

    // A job published now is recommended at the next request (the index follows the change log).
    const fresh = await job({ title: 'Pharmacist', description: '<p>Dispensing, inventory.</p>' });
    expect(await ids(seeker, [...mine, fresh.id])).toEqual([fresh.id, remote.id, weaker.id]);
  });

  it('lowers jobs like a dismissed one (its company, its occupation), for that seeker only', async () => {
    const { seeker, cityId } = await pharmacist();
    const other = await signUp(app);
    await giveMinimumProfile(database, other.id, { city_id: cityId, job_role_title: 'Pharmacist' });
    const first = await readyCompany(app, database);
    const second = await readyCompany(app, database);
    const dismissedJob = await insertLiveJob(database, first.companyId, { title: 'Pharmacist', city_id: cityId });
    const sameCompany = await insertLiveJob(database, first.companyId, { title: 'Pharmacist', city_id: cityId });
    // A lower match: it asks a bachelor's degree the seeker does not have.
    const otherCompany = await insertLiveJob(database, second.companyId, { title: 'Pharmacist', city_id: cityId, qualification_type: 'bachelor' });
    const mine = [dismissedJob.id, sameCompany.id, otherCompany.id];
    const before = (await recommended(seeker)).items.filter((item) => mine.includes(item.job.id));
    expect(before.map((item) => item.job.id)).toEqual([sameCompany.id, dismissedJob.id, otherCompany.id]);
    expect(before[0]!.score).toBeGreaterThan(before[2]!.score);

    expect((await seeker.call('POST', `/api/v1/user/recommended-jobs/${dismissedJob.id}/dismiss`)).statusCode).toBe(200);
    expect(await ids(seeker, mine)).toEqual([otherCompany.id, sameCompany.id]);
    // Another seeker's recommendations do not change.
    expect(await ids(other, mine)).toEqual([sameCompany.id, dismissedJob.id, otherCompany.id]);
    expect((await other.call('GET', '/api/v1/user/recommended-jobs/dismissed')).json().data.total).toBe(0);
    expect((await other.call('DELETE', `/api/v1/user/recommended-jobs/${dismissedJob.id}/dismiss`)).statusCode).toBe(200);
    expect(await ids(seeker, mine)).toEqual([otherCompany.id, sameCompany.id]);
  });

  it('offers near occupations after the own one, and names what a thin profile lacks', async () => {
    const { seeker, cityId } = await pharmacist('Sales Manager');
    const company = await readyCompany(app, database);
    const own = await insertLiveJob(database, company.companyId, { title: 'Sales Manager', city_id: cityId });
    const near = await insertLiveJob(database, company.companyId, { title: 'Sales Representative', city_id: cityId });
    const data = await recommended(seeker);
    expect(data.items.map((item) => [item.job.id, item.near])).toEqual([
      [own.id, false],
      [near.id, true],
    ]);
    // Skills are there; no experience nor qualification yet.
    expect(data.missing_sections).toEqual(['experience', 'qualification']);

    const empty = await signUp(app);
    const thin = await recommended(empty, 'ar');
    expect(thin).toEqual({ items: [], missing_sections: ['desired_job', 'city'], weekly_mail: false });
  });

  it('answers 404 and 422 in the caller’s language, refuses a company and a visitor', async () => {
    const { seeker } = await pharmacist();
    const missing = { en: await seeker.call('POST', '/api/v1/user/recommended-jobs/999999999/dismiss', undefined, 'en'), ar: await seeker.call('POST', '/api/v1/user/recommended-jobs/999999999/dismiss', undefined, 'ar') };
    expect(missing.en.statusCode).toBe(404);
    expect(missing.ar.statusCode).toBe(404);
    expect(missing.en.json().message).toBe('This page could not be found');
    expect(missing.ar.json().message).not.toBe(missing.en.json().message);
    const bad = { en: await seeker.call('GET', '/api/v1/user/recommended-jobs?limit=0', undefined, 'en'), ar: await seeker.call('GET', '/api/v1/user/recommended-jobs?limit=99', undefined, 'ar') };
    expect(bad.en.statusCode).toBe(422);
    expect(bad.ar.statusCode).toBe(422);
    expect(bad.en.json().errors.limit).toBeTruthy();
    expect(bad.ar.json().message).not.toBe(bad.en.json().message);
    expect((await seeker.call('POST', '/api/v1/user/recommended-jobs/abc/dismiss')).statusCode).toBe(422);
    expect((await seeker.call('PUT', '/api/v1/user/recommended-jobs/mail', { weekly: 'yes' })).statusCode).toBe(422);

    const company = await signUp(app, 'COMPANY');
    expect((await company.call('GET', '/api/v1/user/recommended-jobs')).statusCode).toBe(403);
    expect((await company.call('POST', '/api/v1/user/recommended-jobs/1/dismiss')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/user/recommended-jobs' })).statusCode).toBe(401);
  });

  it('turns the weekly mail on and off, and off from a link without a login', async () => {
    const { seeker } = await pharmacist();
    const on = await seeker.call('PUT', '/api/v1/user/recommended-jobs/mail', { weekly: true }, 'ar');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual({ weekly: true });
    expect((await recommended(seeker)).weekly_mail).toBe(true);
    expect((await seeker.call('PUT', '/api/v1/user/recommended-jobs/mail', { weekly: false })).json().data).toEqual({ weekly: false });
    expect((await recommended(seeker)).weekly_mail).toBe(false);
    const bad = await app.inject({ method: 'POST', url: '/api/v1/recommended-jobs/unsubscribe', payload: { token: '1.abc' }, headers: { 'x-locale': 'ar' } });
    expect(bad.statusCode).toBe(404);
  });
});
