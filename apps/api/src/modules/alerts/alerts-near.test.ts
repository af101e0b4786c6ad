import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { attributeName, translateMessage, type TMessageKey } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, countries, jobAlerts, mailOutbox } from '../../db/schema/index.ts';
import { createMailer } from '../delivery/mail.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { runAlertDigests, type TDigestDeps } from './digest.ts';

const drivers = await testDrivers();
const DAY = 86_400_000;

/** Degrees of latitude in `km` kilometres (north of a point on the same meridian). */
const north = (km: number) => km / ((6371.0088 * Math.PI) / 180);

/**
 * Job alerts near a place (decision 141): an alert keeps a search's place (a city or a point, and the radius), says it
 * in its labels and its search's address, refuses what the search refuses, and its digest mails only the jobs the
 * search near that place finds. The cities are made for this file, around a point in the Indian Ocean.
 */
describe.each(drivers)('job alerts near a place on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let seeker: TSignedUp;
  let companyId: number;
  let centreCity: number;
  let farCity: number;
  let unplacedCity: number;
  let digestDeps: TDigestDeps;
  const centre = { lat: -20, lng: 70 };

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.test' });
    const { db } = database;
    const tag = randomBytes(4).toString('hex');
    const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
    const newCity = async (label: string, km: number | null) =>
      (
        await db
          .insert(cities)
          .values({
            country_id: country!.id,
            region_ar: 'منطقة',
            region_en: 'Region',
            name_ar: `مدينة ${label} ${tag}`,
            name_en: `Alert ${label} ${tag}`,
            ...(km === null ? {} : { lat: centre.lat + north(km), lng: centre.lng }),
          })
          .returning()
      )[0]!.id;
    centreCity = await newCity('P', 0);
    farCity = await newCity('R', 200);
    unplacedCity = await newCity('U', null);
    seeker = await signUp(app);
    companyId = (await readyCompany(app, database)).companyId;
    digestDeps = { db, mailer: createMailer({ smtpUrl: undefined, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, db), publicUrl: 'https://tawzeef.test' };
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps a city and its radius, or a point, names the place and links to the same search', async () => {
    const byCity = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'nurse', filters: { near_city: centreCity, radius_km: '25' }, frequency: 'weekly' }, 'ar');
    expect(byCity.statusCode, byCity.body).toBe(201);
    expect(byCity.json().data.filters).toEqual({ near_city: centreCity, radius_km: 25 });
    expect(byCity.json().data.labels.near_city).toMatch(/^مدينة P /);
    expect(byCity.json().data.search_query).toBe(`q=nurse&near_city=${centreCity}&radius_km=25`);
    const english = (await seeker.call('GET', `/api/v1/job-alerts/${byCity.json().data.id}`, undefined, 'en')).json().data;
    expect(english.labels.near_city).toMatch(/^Alert P /);

    // A point alone, its radius the search's default; Arabic-Indic digits as typed in a form.
    const byPoint = await seeker.call('POST', '/api/v1/job-alerts', { filters: { near_lat: '-٢٠٫٥', near_lng: '70.25' }, frequency: 'daily' });
    expect(byPoint.statusCode, byPoint.body).toBe(201);
    expect(byPoint.json().data.filters).toEqual({ near_lat: -20.5, near_lng: 70.25 });
    expect(byPoint.json().data.labels.near_city).toBeNull();
  });

  it('refuses what a search near a place refuses, with 422 in both languages, and saves nothing', async () => {
    const count = async () => (await database.db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.user_id, seeker.id))).length;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, TMessageKey, Record<string, string | number>]> = [
      [{ radius_km: 25, job_type: 'full_time' }, 'filters.radius_km', 'near_place_needed', {}],
      [{ near_lat: -20 }, 'filters.near_lng', 'required', { attribute: 'near_lng' }],
      [{ near_city: centreCity, near_lat: -20, near_lng: 70 }, 'filters.near_city', 'near_one_place', {}],
      [{ near_city: unplacedCity }, 'filters.near_city', 'near_city_unplaced', {}],
      [{ near_lat: -20, near_lng: 70, radius_km: 1000 }, 'filters.radius_km', 'max_value', { attribute: 'radius_km', max: 500 }],
    ];
    for (const locale of ['en', 'ar'] as const) {
      for (const [filters, field, key, params] of cases) {
        const response = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'nurse', filters, frequency: 'weekly' }, locale);
        expect(response.statusCode, JSON.stringify(filters)).toBe(422);
        const message = response.json().errors[field] as string[];
        expect(message, JSON.stringify(filters)).toHaveLength(1);
        const named: Record<string, string | number> = typeof params.attribute === 'string' ? { ...params, attribute: attributeName(params.attribute, locale) } : params;
        expect(message[0]).toBe(translateMessage(key, locale, named));
      }
    }
    expect((await seeker.call('POST', '/api/v1/job-alerts', { filters: { radius_km: 25 }, frequency: 'weekly' }, 'ar')).json().errors['filters.radius_km']).toEqual([
      'اختر مكانًا أولًا: مدينة أو نقطة على الخريطة',
    ]);
    expect(await count()).toBe(before);
  });

  it('mails only the new jobs within the radius, as the search near that place finds them', async () => {
    const word = `zn${randomBytes(4).toString('hex')}`;
    const created = await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: word, filters: { near_city: centreCity, radius_km: 50 }, frequency: 'daily', locale: 'en' });
    expect(created.statusCode, created.body).toBe(201);
    const later = new Date(Date.now() + 60_000);
    const add = (title: string, values: Record<string, unknown>) => insertLiveJob(database, companyId, { title: `${title} ${word} nurse`, locale: 'en', activated_at: later, ...values });
    await add('Central', { city_id: centreCity });
    await add('Own point', { city_id: farCity, lat: centre.lat - north(20), lng: centre.lng });
    await add('Far', { city_id: farCity });
    await add('Nowhere', { city_id: unplacedCity });
    await runAlertDigests(digestDeps, new Date(Date.now() + 2 * DAY));
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word}@example.com`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`2 new jobs for “${word}”`);
    expect(mails[0]!.text_body).toContain(`Central ${word} nurse`);
    expect(mails[0]!.text_body).toContain(`Own point ${word} nurse`);
    for (const absent of ['Far', 'Nowhere']) expect(mails[0]!.text_body).not.toContain(`${absent} ${word}`);
    // "See all" opens the same search near the same place.
    expect(mails[0]!.text_body).toContain(`near_city=${centreCity}`);
  });
});
