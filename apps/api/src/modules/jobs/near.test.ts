import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { attributeName, translateMessage, type TJobCard, type TLocale, type TMessageKey } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, companies, countries, majors, type TJobRow } from '../../db/schema/index.ts';
import { cities as citySeeds } from '../../db/seed/lookup-data.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { distanceKm } from '../search-engine/distance.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/** Degrees of latitude in `km` kilometres (north of a point on the same meridian). */
const north = (km: number) => km / ((6371.0088 * Math.PI) / 180);

/**
 * Jobs near a place (decision 137): the filter and distance order of the in-memory index, each card's distance, and
 * the 422s of a search near no place. Every job here is in a major made for this file, and every search filters on
 * it; the cities are made for it too, around a point in the Sahara far from every seeded city.
 */
describe.each(drivers)('jobs near a place on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  let centreCity: number;
  let unplacedCity: number;
  let farCity: number;
  let placedCompany: number;
  const centre = { lat: 20, lng: 10 };
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    const tag = randomBytes(4).toString('hex');
    const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
    const [region] = await db.select({ ar: cities.region_ar, en: cities.region_en }).from(cities).where(eq(cities.country_id, country!.id)).limit(1);
    const newCity = async (label: string, km: number | null) =>
      (
        await db
          .insert(cities)
          .values({
            country_id: country!.id,
            region_ar: region?.ar ?? 'منطقة',
            region_en: region?.en ?? 'Region',
            name_ar: `مدينة ${label}`,
            name_en: `Near ${label} ${tag}`,
            ...(km === null ? {} : { lat: centre.lat + north(km), lng: centre.lng }),
          })
          .returning()
      )[0]!.id;
    centreCity = await newCity('P', 0);
    const thirty = await newCity('Q', 30);
    const far = await newCity('R', 300);
    farCity = far;
    unplacedCity = await newCity('U', null);
    majorId = (await db.insert(majors).values({ slug: `near-${tag}`, name_ar: `تخصص ${tag}`, name_en: `Major ${tag}` }).returning())[0]!.id;
    // A company with its own point 10 km north of the centre, in the centre's city; another with no point.
    placedCompany = (await readyCompany(app, database)).companyId;
    await db.update(companies).set({ city_id: centreCity, lat: centre.lat + north(10), lng: centre.lng }).where(eq(companies.id, placedCompany));
    const unplaced = (await readyCompany(app, database)).companyId;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, companyId: number, values: Partial<TJobRow>) => {
      job[key] = await insertLiveJob(database, companyId, { title: `Job ${key}`, major_id: majorId, locale: 'en', ...values });
    };
    // At its company's point (10 km), in another city (its centre, 30 km), confidential (its city's centre, not its
    // company's point: 0 km), far (300 km), in a city with no place, with no city at all.
    await add('company', placedCompany, { city_id: centreCity, activated_at: hoursAgo(5) });
    await add('otherCity', placedCompany, { city_id: thirty, activated_at: hoursAgo(1) });
    await add('confidential', placedCompany, { city_id: centreCity, show_company: false, activated_at: hoursAgo(3) });
    await add('far', unplaced, { city_id: far, activated_at: hoursAgo(2) });
    await add('unplacedCity', unplaced, { city_id: unplacedCity, activated_at: hoursAgo(4) });
    await add('noCity', unplaced, { city_id: null, activated_at: hoursAgo(6) });
  });
  afterAll(async () => {
    await app.close();
  });

  const search = (query: Record<string, string | number>, locale: TLocale = 'en') => {
    const params = new URLSearchParams(Object.entries({ major_id: majorId, ...query }).map(([key, value]) => [key, String(value)]));
    return app.inject({ url: `/api/v1/jobs?${params}`, headers: { 'x-locale': locale } });
  };
  const cards = async (query: Record<string, string | number>) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: TJobCard[]; total: number };
  };
  const keys = (items: TJobCard[]) => items.map((item) => Object.entries(job).find(([, row]) => row.id === item.id)![0]);

  it('keeps the jobs within the radius, each card with its distance and place; a job with no place is never near', async () => {
    const near = await cards({ near_lat: centre.lat, near_lng: centre.lng, radius_km: 50 });
    expect(keys(near.items)).toEqual(['otherCity', 'confidential', 'company']);
    expect(near.total).toBe(3);
    expect(Object.fromEntries(near.items.map((item) => [keys([item])[0], item.distance_km]))).toEqual({ otherCity: 30, confidential: 0, company: 10 });
    // The confidential job is at its city's centre: its company's point is never shown.
    const confidential = near.items.find((item) => item.id === job.confidential!.id)!;
    expect(confidential.point).toEqual({ lat: centre.lat, lng: centre.lng });
    expect(near.items.find((item) => item.id === job.company!.id)!.point!.lat).toBeCloseTo(centre.lat + north(10), 6);
    const wide = await cards({ near_lat: centre.lat, near_lng: centre.lng, radius_km: 500 });
    expect(keys(wide.items).sort()).toEqual(['company', 'confidential', 'far', 'otherCity']);
    // The default radius is 50 km; without a place, no card has a distance.
    expect(keys((await cards({ near_lat: centre.lat, near_lng: centre.lng })).items).sort()).toEqual(['company', 'confidential', 'otherCity']);
    const anywhere = await cards({});
    expect(anywhere.total).toBe(6);
    expect(anywhere.items.every((item) => item.distance_km === undefined && item.point === undefined)).toBe(true);
  });

  it('sorts by distance, nearest first, from a point or from a city centre', async () => {
    const byPoint = await cards({ near_lat: centre.lat, near_lng: centre.lng, radius_km: 500, sort: 'distance' });
    expect(keys(byPoint.items)).toEqual(['confidential', 'company', 'otherCity', 'far']);
    expect(byPoint.items.map((item) => item.distance_km)).toEqual([0, 10, 30, 300]);
    const byCity = await cards({ near_city: centreCity, radius_km: 500, sort: 'distance', per_page: 2, page: 2 });
    expect(keys(byCity.items)).toEqual(['otherCity', 'far']);
    expect(byCity.total).toBe(4);
    // With other filters: the index answers them together.
    expect(keys((await cards({ near_city: centreCity, radius_km: 500, sort: 'distance', city_id: farCity })).items)).toEqual(['far']);
  });

  it('answers a search near a place from the index even when asked for PostgreSQL or the exact words', async () => {
    const found = await searchJobs(database.db, 'en', { major_id: majorId, near_lat: centre.lat, near_lng: centre.lng, radius_km: 20, exact: true, q: 'Job' }, { engine: 'sql' });
    expect(found.items.map((item) => item.id).sort()).toEqual([job.company!.id, job.confidential!.id].sort());
  });

  it('follows a company moving its point (the change log logs its live jobs)', async () => {
    await database.db.update(companies).set({ lat: centre.lat + north(200), lng: centre.lng }).where(eq(companies.id, placedCompany));
    expect(keys((await cards({ near_lat: centre.lat, near_lng: centre.lng, radius_km: 50, sort: 'distance' })).items)).toEqual(['confidential', 'otherCity']);
    await database.db.update(companies).set({ lat: centre.lat + north(10), lng: centre.lng }).where(eq(companies.id, placedCompany));
    expect(keys((await cards({ near_lat: centre.lat, near_lng: centre.lng, radius_km: 50, sort: 'distance' })).items)).toEqual(['confidential', 'company', 'otherCity']);
  });

  it('refuses a radius or the distance order without a place, half a point, both a city and a point, and out-of-range values with 422 in both languages', async () => {
    const cases: Array<[Record<string, string | number>, string, TMessageKey | null]> = [
      [{ radius_km: 50 }, 'radius_km', 'near_place_needed'],
      [{ sort: 'distance' }, 'sort', 'near_place_needed'],
      [{ near_lat: 20 }, 'near_lng', 'required'],
      [{ near_lng: 10 }, 'near_lat', 'required'],
      [{ near_city: centreCity, near_lat: 20, near_lng: 10 }, 'near_city', 'near_one_place'],
      [{ near_city: unplacedCity }, 'near_city', 'near_city_unplaced'],
      [{ near_lat: 91, near_lng: 10 }, 'near_lat', null],
      [{ near_lat: 20, near_lng: -181 }, 'near_lng', null],
      [{ near_lat: 'north', near_lng: 10 }, 'near_lat', null],
      [{ near_lat: 20, near_lng: 10, radius_km: 4 }, 'radius_km', null],
      [{ near_lat: 20, near_lng: 10, radius_km: 501 }, 'radius_km', null],
      [{ near_lat: 20, near_lng: 10, sort: 'nearest' }, 'sort', null],
    ];
    for (const locale of ['en', 'ar'] as const) {
      for (const [query, field, key] of cases) {
        const response = await search(query, locale);
        expect(response.statusCode, JSON.stringify(query)).toBe(422);
        const { errors } = response.json();
        expect(Object.keys(errors), JSON.stringify(query)).toContain(field);
        if (key) expect(errors[field], JSON.stringify(query)).toEqual([translateMessage(key, locale, { attribute: attributeName(field, locale) })]);
      }
    }
    expect((await search({ radius_km: 50 }, 'ar')).json().errors.radius_km).toEqual(['اختر مكانًا أولًا: مدينة أو نقطة على الخريطة']);
  });

  it('seeds every city with its centre, and the migration gives a database seeded before the same points', async () => {
    for (const city of citySeeds) {
      expect(Math.abs(city.lat) <= 90 && Math.abs(city.lng) <= 180, city.name_en).toBe(true);
      // Saudi and Gulf cities: between Oman's east and the Red Sea's west, Yemen's border and Jordan's.
      expect(city.lat > 16 && city.lat < 32 && city.lng > 34 && city.lng < 60, city.name_en).toBe(true);
    }
    const migration = fs.readFileSync(new URL('../../db/migrations/0071_jobs_near_me.sql', import.meta.url), 'utf8');
    const points = [...migration.matchAll(/\('([A-Z]{2})', '([^']+)', ([\d.]+), ([\d.]+)\)/g)].map(([, country, name, lat, lng]) => ({ country, name, lat: Number(lat), lng: Number(lng) }));
    expect(points).toEqual(citySeeds.map((city) => ({ country: city.country_code, name: city.name_en, lat: city.lat, lng: city.lng })));
    const seeded = await database.db.select({ name: cities.name_en, lat: cities.lat, lng: cities.lng }).from(cities).where(eq(cities.name_en, 'Jeddah'));
    expect(seeded[0]).toMatchObject({ lat: 21.49, lng: 39.186 });
    // Riyadh to Jeddah is about 850 km as the crow flies; Dammam to Al Khobar about 20.
    const at = (name: string) => citySeeds.find((city) => city.name_en === name)!;
    expect(distanceKm(at('Riyadh').lat, at('Riyadh').lng, at('Jeddah').lat, at('Jeddah').lng)).toBeGreaterThan(830);
    expect(distanceKm(at('Riyadh').lat, at('Riyadh').lng, at('Jeddah').lat, at('Jeddah').lng)).toBeLessThan(870);
    expect(distanceKm(at('Dammam').lat, at('Dammam').lng, at('Al Khobar').lat, at('Al Khobar').lng)).toBeLessThan(25);
  });
});
