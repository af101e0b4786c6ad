import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { attributeName, JOB_PLACES_MAX, translateMessage, type TJobCard, type TJobPlaces, type TLocale } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, companies, countries, jobs, sectors } from '../../db/schema/index.ts';
import { dayFromToday, insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';

const drivers = await testDrivers();

/** Degrees of latitude in `km` kilometres (north of a point on the same meridian). */
const north = (km: number) => km / ((6371.0088 * Math.PI) / 180);

/**
 * Decision 141: the results' map (GET /api/v1/jobs/places: the search's own matches, nearest first, up to its cap,
 * and its 422s) and a job's own place (given when posting or editing it, validated, before its company's point, a
 * confidential job's included). Every job here is in a major made for this file, around points in the Atlantic far
 * from every seeded city and from near.test.ts's.
 */
describe.each(drivers)('the results map and a job\'s own place on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  let sectorId: number;
  let centreCity: number;
  let company: TSignedUp & { companyId: number };
  const centre = { lat: -30, lng: -20 };

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    const tag = randomBytes(4).toString('hex');
    const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
    centreCity = (
      await db
        .insert(cities)
        .values({ country_id: country!.id, region_ar: 'منطقة', region_en: 'Region', name_ar: `مدينة ${tag}`, name_en: `Places ${tag}`, lat: centre.lat, lng: centre.lng })
        .returning()
    )[0]!.id;
    majorId = await ownMajor(database, 'places');
    sectorId = (await db.select({ id: sectors.id }).from(sectors).limit(1))[0]!.id;
    // A company whose address is 10 km north of the centre, in the centre's city.
    company = await readyCompany(app, database);
    await db.update(companies).set({ city_id: centreCity, lat: centre.lat + north(10), lng: centre.lng }).where(eq(companies.id, company.companyId));
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (path: string, query: Record<string, string | number>, locale: TLocale = 'en') => {
    const params = new URLSearchParams(Object.entries({ major_id: majorId, ...query }).map(([key, value]) => [key, String(value)]));
    return app.inject({ url: `${path}?${params}`, headers: { 'x-locale': locale } });
  };
  const places = async (query: Record<string, string | number>) => {
    const response = await get('/api/v1/jobs/places', query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TJobPlaces;
  };
  /** Every card of a search, page after page. */
  const allCards = async (query: Record<string, string | number>) => {
    const found: TJobCard[] = [];
    for (let page = 1; ; page += 1) {
      const response = await get('/api/v1/jobs', { ...query, per_page: 50, page });
      expect(response.statusCode, response.body).toBe(200);
      const { items, total } = response.json().data as { items: TJobCard[]; total: number };
      found.push(...items);
      if (found.length >= total || items.length === 0) return found;
    }
  };

  describe('the map of a search', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const add = async (key: string, title: string, values: Record<string, unknown> = {}) => {
        ids[key] = (await insertLiveJob(database, company.companyId, { title, major_id: majorId, city_id: centreCity, locale: 'en', ...values })).id;
      };
      await add('nurse', 'Staff nurse');
      await add('nurseNight', 'Night nurse', { job_type: 'part_time' });
      await add('accountant', 'Senior accountant', { lat: centre.lat + north(40), lng: centre.lng });
      await add('farNurse', 'Nurse far away', { lat: centre.lat + north(400), lng: centre.lng });
      await add('driver', 'Delivery driver', { lat: centre.lat - north(20), lng: centre.lng });
    });

    it('shows every match of the same search, nearest first, whatever the page the list shows', async () => {
      const queries: Array<Record<string, string | number>> = [
        { near_lat: centre.lat, near_lng: centre.lng, radius_km: 50 },
        { near_city: centreCity, radius_km: 500 },
        { near_city: centreCity, radius_km: 500, q: 'nurse' },
        { near_lat: centre.lat, near_lng: centre.lng, radius_km: 100, job_type: 'part_time' },
      ];
      for (const query of queries) {
        const map = await places(query);
        const cards = await allCards(query);
        expect(map.items.map((item) => item.id).sort(), JSON.stringify(query)).toEqual(cards.map((card) => card.id).sort());
        expect(map.total).toBe(cards.length);
        // Nearest first, each with the card's point and distance.
        expect(map.items.map((item) => item.distance_km)).toEqual([...map.items.map((item) => item.distance_km)].sort((a, b) => a - b));
        for (const item of map.items) {
          const card = cards.find((one) => one.id === item.id)!;
          expect({ lat: item.lat, lng: item.lng, distance_km: item.distance_km, title: item.title }).toEqual({ ...card.point, distance_km: card.distance_km, title: card.title });
        }
      }
      const within50 = await places({ near_lat: centre.lat, near_lng: centre.lng, radius_km: 50 });
      expect(new Set(within50.items.map((item) => item.id))).toEqual(new Set([ids.nurse, ids.nurseNight, ids.driver, ids.accountant]));
      expect(within50.near).toEqual({ lat: centre.lat, lng: centre.lng, radius_km: 50 });
      // The words are read as the search reads them: "nurse" within 500 km finds the three nurses.
      expect(new Set((await places({ near_city: centreCity, radius_km: 500, q: 'nurse' })).items.map((item) => item.id))).toEqual(new Set([ids.nurse, ids.nurseNight, ids.farNurse]));
    });

    it('refuses a map without a place, the search\'s bad places and a page or an order, with 422 in both languages', async () => {
      for (const locale of ['en', 'ar'] as const) {
        const none = await get('/api/v1/jobs/places', { q: 'nurse' }, locale);
        expect(none.statusCode).toBe(422);
        // The place missing is blank: its message is "required", as any blank field's.
        expect(none.json().errors.near_city).toEqual([translateMessage('required', locale, { attribute: attributeName('near_city', locale) })]);
        const half = await get('/api/v1/jobs/places', { near_lat: centre.lat }, locale);
        expect(half.statusCode).toBe(422);
        expect(half.json().errors.near_lng).toEqual([translateMessage('required', locale, { attribute: attributeName('near_lng', locale) })]);
        const refused: Array<Record<string, string | number>> = [{ near_lat: 91, near_lng: 0 }, { near_lat: 0, near_lng: 0, radius_km: 501 }, { near_lat: 0, near_lng: 0, page: 2 }, { near_lat: 0, near_lng: 0, sort: 'distance' }];
        for (const query of refused) {
          expect((await get('/api/v1/jobs/places', query, locale)).statusCode, JSON.stringify(query)).toBe(422);
        }
      }
      expect((await get('/api/v1/jobs/places', {}, 'ar')).json().errors.near_city).toEqual([translateMessage('required', 'ar', { attribute: attributeName('near_city', 'ar') })]);
    });

    it(`shows at most ${JOB_PLACES_MAX} matches, the nearest, and says how many match`, async () => {
      // Far from the other jobs: JOB_PLACES_MAX + 10 jobs on a line going north, 100 m apart.
      const line = { lat: 40, lng: -40 };
      const major = await ownMajor(database, 'places-cap');
      const rows = Array.from({ length: JOB_PLACES_MAX + 10 }, (_, at) => ({
        company_id: company.companyId,
        status: 'active' as const,
        title: `Clerk ${at}`,
        major_id: major,
        deadline: dayFromToday(20),
        activated_at: new Date(),
        published_at: new Date(),
        lat: line.lat + north(at / 10),
        lng: line.lng,
      }));
      const inserted = await database.db.insert(jobs).values(rows).returning({ id: jobs.id, title: jobs.title });
      const map = await places({ major_id: major, near_lat: line.lat, near_lng: line.lng, radius_km: 100 });
      expect(map.items).toHaveLength(JOB_PLACES_MAX);
      expect(map.total).toBe(JOB_PLACES_MAX + 10);
      // The nearest: the furthest ten are left out.
      const shown = new Set(map.items.map((item) => item.id));
      expect(inserted.filter((row) => !shown.has(row.id)).map((row) => row.title)).toEqual(Array.from({ length: 10 }, (_, at) => `Clerk ${JOB_PLACES_MAX + at}`));
      await database.db.delete(jobs).where(inArray(jobs.id, inserted.map((row) => row.id)));
    });
  });

  describe('a job\'s own place', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({
      title: 'Site engineer',
      description: '<p>Supervise the works of a new road.</p>',
      duties: 'Daily reports and inspections',
      qualifications: 'Civil engineering degree',
      qualification_type: 'bachelor',
      experience_years: 2,
      major_id: majorId,
      sector_id: sectorId,
      city_id: centreCity,
      work_place: 'on_site',
      job_type: 'full_time',
      working_hours: 'Sunday to Thursday',
      benefits: 'Housing allowance',
      deadline: dayFromToday(20),
      locale: 'en',
      ...overrides,
    });
    /** A job posted through the API, then live (as payment would make it). */
    const postLive = async (values: Record<string, unknown>) => {
      const response = await company.call('POST', '/api/v1/company/jobs', body(values));
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().data.id as number;
      await database.db.update(jobs).set({ status: 'active', activated_at: new Date(), published_at: new Date() }).where(eq(jobs.id, id));
      return response.json().data as { id: number; lat: number | null; lng: number | null };
    };
    const placeOf = async (id: number, query: Record<string, string | number> = { near_lat: centre.lat, near_lng: centre.lng, radius_km: 500 }) =>
      (await places(query)).items.find((item) => item.id === id) ?? null;

    it('is validated on the server: both coordinates, in range, 422 in both languages, nothing saved', async () => {
      const cases: Array<[Record<string, unknown>, string, (locale: TLocale) => string]> = [
        [{ lat: 24.7 }, 'lng', (locale) => translateMessage('required', locale, { attribute: attributeName('lng', locale) })],
        [{ lng: 46.7 }, 'lat', (locale) => translateMessage('required', locale, { attribute: attributeName('lat', locale) })],
        [{ lat: 91, lng: 46.7 }, 'lat', (locale) => translateMessage('latitude_range', locale, {})],
        [{ lat: 24.7, lng: -181 }, 'lng', (locale) => translateMessage('longitude_range', locale, {})],
      ];
      const before = (await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.company_id, company.companyId))).length;
      for (const locale of ['en', 'ar'] as const) {
        for (const [values, field, message] of cases) {
          const response = await company.call('POST', '/api/v1/company/jobs', body(values), locale);
          expect(response.statusCode, JSON.stringify(values)).toBe(422);
          expect(response.json().errors[field], JSON.stringify(values)).toEqual([message(locale)]);
        }
      }
      expect((await company.call('POST', '/api/v1/company/jobs', body({ lat: 91, lng: 0 }), 'ar')).json().errors.lat).toEqual(['يجب أن يكون خط العرض بين -90 و90 درجة: اختر المكان على الخريطة']);
      expect((await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.company_id, company.companyId))).length).toBe(before);
      // A saved job keeps its point when an edit is refused.
      const job = await postLive({ lat: centre.lat - north(5), lng: centre.lng });
      const refused = await company.call('PUT', `/api/v1/company/jobs/${job.id}`, body({ lat: 100, lng: centre.lng }));
      expect(refused.statusCode).toBe(422);
      const [row] = await database.db.select({ lat: jobs.lat, lng: jobs.lng }).from(jobs).where(eq(jobs.id, job.id));
      expect(row).toEqual({ lat: job.lat, lng: job.lng });
    });

    it('wins over its company\'s point, a confidential job\'s too, and search follows an edit that moves or clears it', async () => {
      const own = { lat: centre.lat - north(30), lng: centre.lng };
      const job = await postLive(own);
      expect({ lat: job.lat, lng: job.lng }).toEqual(own);
      expect(await placeOf(job.id)).toMatchObject({ ...own, distance_km: 30 });
      // Without a point of its own, the job is at its company's address (10 km north).
      const plain = await postLive({});
      expect(await placeOf(plain.id)).toMatchObject({ distance_km: 10 });
      // A confidential job: its own point, and without one its city's centre, never its company's point.
      const secret = await postLive({ ...own, show_company: false });
      expect(await placeOf(secret.id)).toMatchObject({ ...own, distance_km: 30 });
      const secretPlain = await postLive({ show_company: false });
      expect(await placeOf(secretPlain.id)).toMatchObject({ lat: centre.lat, lng: centre.lng, distance_km: 0 });
      // An edit moves it (the index follows the change log), another clears it: the company's point again.
      const moved = { lat: centre.lat + north(70), lng: centre.lng };
      const edit = await company.call('PUT', `/api/v1/company/jobs/${job.id}`, body(moved));
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data).toMatchObject(moved);
      expect(await placeOf(job.id)).toMatchObject({ ...moved, distance_km: 70 });
      expect(await placeOf(job.id, { near_lat: own.lat, near_lng: own.lng, radius_km: 50 })).toBeNull();
      expect((await company.call('PUT', `/api/v1/company/jobs/${job.id}`, body({ lat: null, lng: null }))).json().data).toMatchObject({ lat: null, lng: null });
      expect(await placeOf(job.id)).toMatchObject({ distance_km: 10 });
      expect((await company.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data).toMatchObject({ lat: null, lng: null });
    });
  });
});
