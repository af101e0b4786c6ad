import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TJobCard, TJobSearchMeta } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { type TJobRow } from '../../db/schema/index.ts';
import { insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/**
 * A city with nothing and metropolitan areas (issue 60, decision 170), on both engines and both drivers. Every job is
 * in a major made for this file, and every search filters on it.
 */
describe.each(drivers)('a city with nothing, and metropolitan areas (decision 170) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  const city: Record<string, number> = {};
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    majorId = await ownMajor(database, 'search-places');
    const rows = ((await database.db.execute(sql`select id, name_en from cities where country_id = (select id from countries where code = 'SA')`)) as unknown as { rows: Array<{ id: number; name_en: string }> }).rows;
    for (const row of rows) city[row.name_en] = Number(row.id);
    const company = await readyCompany(app, database);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, values: Partial<TJobRow> & { title: string; city_id: number }) => {
      job[key] = await insertLiveJob(database, company.companyId, { major_id: majorId, locale: 'en', activated_at: hoursAgo(24), ...values });
      await linkJobOccupations(database.db, job[key]!.id, values.title);
    };
    // Drivers: two in Al Kharj (86 km from Riyadh), one in Jeddah, one in Makkah; none in Riyadh or Ad Diriyah.
    await add('driverKharj1', { title: 'Delivery Driver', city_id: city['Al Kharj']!, activated_at: hoursAgo(5) });
    await add('driverKharj2', { title: 'سائق توصيل', locale: 'ar', city_id: city['Al Kharj']!, activated_at: hoursAgo(6) });
    await add('driverJeddah', { title: 'Heavy Truck Driver', city_id: city['Jeddah']!, activated_at: hoursAgo(7) });
    await add('driverMakkah', { title: 'سائق خاص', locale: 'ar', city_id: city['Makkah']!, activated_at: hoursAgo(8) });
    // Accountants in the Dammam metropolitan area: one in Dammam (the oldest), two in Al Khobar, one in Dhahran.
    await add('accountantDammam', { title: 'Accountant', city_id: city['Dammam']!, activated_at: hoursAgo(50) });
    await add('accountantKhobar1', { title: 'Senior Accountant', city_id: city['Al Khobar']!, activated_at: hoursAgo(2) });
    await add('accountantKhobar2', { title: 'محاسب', locale: 'ar', city_id: city['Al Khobar']!, activated_at: hoursAgo(3) });
    await add('accountantDhahran', { title: 'Accountant', city_id: city['Dhahran']!, activated_at: hoursAgo(1) });
    // A nurse in Ad Diriyah: Riyadh's metropolitan area.
    await add('nurseDiriyah', { title: 'Staff Nurse', city_id: city['Ad Diriyah']!, activated_at: hoursAgo(4) });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const search = async (params: Record<string, string>, locale: 'ar' | 'en' = 'en') => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ major_id: String(majorId), per_page: '50', ...params })}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, JSON.stringify(params)).toBe(200);
    return response.json().data as { items: TJobCard[]; total: number; facets: { city: Array<{ id: number; count: number }> }; meta: TJobSearchMeta };
  };

  it('says where the drivers are when Riyadh has none: the cities nearby and every city, each with its count, in the reader\'s language', async () => {
    const english = await search({ q: 'driver riyadh' });
    expect(english.total).toBe(0);
    expect(english.meta.elsewhere).toEqual({
      place: 'Riyadh',
      nearby: [{ id: city['Al Kharj'], name: 'Al Kharj', count: 2, distance_km: 86 }],
      cities: [
        { id: city['Al Kharj'], name: 'Al Kharj', count: 2 },
        // The same count: by name in the reader's language.
        { id: city['Jeddah'], name: 'Jeddah', count: 1 },
        { id: city['Makkah'], name: 'Makkah', count: 1 },
      ],
      estimated: false,
    });
    const arabic = await search({ q: 'سائق الرياض' }, 'ar');
    expect(arabic.total).toBe(0);
    expect(arabic.meta.elsewhere).toMatchObject({ place: 'الرياض', nearby: [{ id: city['Al Kharj'], name: 'الخرج', count: 2 }] });
    expect(arabic.meta.elsewhere!.cities.map((entry) => [entry.name, entry.count])).toEqual([
      ['الخرج', 2],
      ['جدة', 1],
      ['مكة المكرمة', 1],
    ]);
    // The city chosen as a filter rather than named in the words: the same answer.
    const filtered = await search({ q: 'driver', city_id: String(city['Riyadh']) });
    expect(filtered.meta.elsewhere).toEqual(english.meta.elsewhere);
    // Each count is what the city's own search finds.
    for (const entry of english.meta.elsewhere!.cities) expect((await search({ q: 'driver', city_id: String(entry.id) })).total).toBe(entry.count);
  });

  it('offers nothing nearby when no city within a day\'s drive has such jobs, and says nothing when the search found jobs', async () => {
    const jeddahNurse = await search({ q: 'nurse jeddah' });
    expect(jeddahNurse.total).toBe(0);
    expect(jeddahNurse.meta.elsewhere).toMatchObject({ place: 'Jeddah', nearby: [], cities: [{ id: city['Ad Diriyah'], count: 1 }] });
    // Makkah's driver is 70 km from Jeddah: found in Jeddah's own search, so no message.
    const jeddahDriver = await search({ q: 'driver', city_id: String(city['Jeddah']) });
    expect(jeddahDriver.total).toBe(1);
    expect(jeddahDriver.meta.elsewhere ?? null).toBeNull();
    // No city asked: nothing to say about places.
    const anywhere = await search({ q: 'pilot' });
    expect(anywhere.total).toBe(0);
    expect(anywhere.meta.elsewhere ?? null).toBeNull();
  });

  it('answers a city of a metropolitan area with its own jobs, then the area\'s other cities\' (nearest first), counted together', async () => {
    const { accountantDammam: dammam, accountantKhobar1: khobar1, accountantKhobar2: khobar2, accountantDhahran: dhahran } = job;
    const found = await search({ q: 'accountant dammam' });
    // Dammam's own first, though the oldest; then Dhahran (16 km), Al Qatif (17 km, none), Al Khobar (20 km).
    expect(found.items.map((item) => item.id)).toEqual([dammam!.id, dhahran!.id, khobar1!.id, khobar2!.id]);
    expect(found.total).toBe(4);
    expect(found.meta.metro).toEqual([
      { id: city['Dhahran'], name: 'Dhahran', count: 1 },
      { id: city['Al Qatif'], name: 'Al Qatif', count: 0 },
      { id: city['Al Khobar'], name: 'Al Khobar', count: 2 },
    ]);
    expect(found.facets.city).toEqual(expect.arrayContaining([expect.objectContaining({ id: city['Al Khobar'], count: 2 }), expect.objectContaining({ id: city['Dammam'], count: 1 })]));
    // Pages run across the cities.
    const second = await search({ q: 'accountant', city_id: String(city['Dammam']), per_page: '3', page: '2' });
    expect(second.items.map((item) => item.id)).toEqual([khobar2!.id]);
    expect(second.total).toBe(4);
    // Al Khobar answers Dammam's after its own, in Arabic too.
    const arabic = await search({ q: 'محاسب الخبر' }, 'ar');
    expect(arabic.items.slice(0, 2).map((item) => item.id).sort()).toEqual([khobar1!.id, khobar2!.id].sort());
    expect(arabic.total).toBe(4);
    expect(arabic.meta.metro?.map((entry) => entry.name)).toContain('الدمام');
    // Riyadh's nurse is in Ad Diriyah: found after Riyadh's own (none), with no message of a city with nothing.
    const nurse = await search({ q: 'nurse riyadh' });
    expect(nurse.items.map((item) => item.id)).toEqual([job.nurseDiriyah!.id]);
    expect(nurse.meta.elsewhere ?? null).toBeNull();
  });

  it('gives the same answers on both engines', async () => {
    for (const [q, locale] of [['driver riyadh', 'en'], ['سائق الرياض', 'ar'], ['accountant dammam', 'en'], ['nurse riyadh', 'en']] as const) {
      const [indexed, postgres] = await Promise.all([
        searchJobs(database.db, locale, { q, major_id: majorId, per_page: 50 }, { elsewhere: true }),
        searchJobs(database.db, locale, { q, major_id: majorId, per_page: 50 }, { elsewhere: true, engine: 'sql' }),
      ]);
      expect(postgres.items.map((row) => row.id), q).toEqual(indexed.items.map((row) => row.id));
      expect(postgres.total, q).toBe(indexed.total);
      expect(postgres.reading.metro, q).toEqual(indexed.reading.metro);
      expect(postgres.reading.elsewhere, q).toEqual(indexed.reading.elsewhere);
    }
  });
});
