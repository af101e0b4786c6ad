import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { cities } from './db/seed/lookup-data.ts';
import { PLUGIN_TIMEOUT_MS } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { testApp, testDrivers } from './test/harness.ts';

const drivers = await testDrivers();

describe.each(drivers)('API basics on $name', (driver) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(await driver.open());
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers liveness at /api/health with the database driver', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: driver.name === 'pglite' ? 'pglite' : 'pg' });
  });

  it('waits up to PLUGIN_TIMEOUT_MS for a slow start rather than Fastify’s 10 s (decision 193)', () => {
    expect(app.initialConfig.pluginTimeout).toBe(PLUGIN_TIMEOUT_MS);
    expect(PLUGIN_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('answers unknown API paths with a JSON 404 in the caller’s language', async () => {
    for (const url of ['/api/nope', '/api/v1/nope', '/api/v2/auth/login']) {
      const response = await app.inject({ url, headers: { 'x-locale': 'en' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'No such API endpoint: check the method and path' });
    }
  });

  it('keeps /api/admin for administrators', async () => {
    expect((await app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/register', '/api/v1/auth/login', '/api/v1/auth/logout', '/api/v1/user/profile', '/api/v1/user/simple-profile', '/api/v1/lookups/{kind}']),
    );
    expect(document.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema.properties.type.enum).toEqual(['USER', 'COMPANY']);
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('lists lookups named in the request language, cities by country', async () => {
    const countries = (await app.inject({ url: '/api/v1/lookups/countries', headers: { 'x-locale': 'en' } })).json().data;
    const saudi = countries.find((c: { code: string }) => c.code === 'SA');
    expect(saudi).toMatchObject({ name: 'Saudi Arabia', name_ar: 'المملكة العربية السعودية', dial_code: '+966' });
    const kuwait = countries.find((c: { code: string }) => c.code === 'KW');

    const saudiCities = (await app.inject({ url: `/api/v1/lookups/cities?country_id=${saudi.id}` })).json().data;
    expect(saudiCities.length).toBeGreaterThan(40);
    expect(saudiCities.every((c: { country_id: number }) => c.country_id === saudi.id)).toBe(true);
    expect(saudiCities.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['الرياض', 'جدة', 'الدمام']));
    // The seeded cities' regions: other test files of this worker add cities of their own to the database it shares.
    const seededCities = new Set(cities.filter((city) => city.country_code === 'SA').map((city) => city.name_ar));
    const regions = new Set(saudiCities.filter((c: { name: string }) => seededCities.has(c.name)).map((c: { region: string }) => c.region));
    expect(regions.size).toBe(13);

    const kuwaitCities = (await app.inject({ url: `/api/v1/lookups/cities?country_id=${kuwait.id}`, headers: { 'x-locale': 'en' } })).json().data;
    expect(kuwaitCities.length).toBeGreaterThan(0);
    expect(kuwaitCities.some((c: { name: string }) => c.name === 'Riyadh')).toBe(false);

    for (const kind of ['nationalities', 'majors', 'sectors']) {
      const data = (await app.inject({ url: `/api/v1/lookups/${kind}`, headers: { 'x-locale': 'en' } })).json().data;
      expect(data.length, kind).toBeGreaterThan(5);
      expect(data[0].name).toBe(data[0].name_en);
    }
    const nationalities = (await app.inject({ url: '/api/v1/lookups/nationalities' })).json().data;
    expect(nationalities[0]).toMatchObject({ code: 'SA', name: 'سعودي' });
  });

  it('compresses JSON answers with Brotli or gzip as the client accepts (Vary: accept-encoding), and never a short one', async () => {
    const plain = await app.inject({ url: '/api/v1/lookups/cities', headers: { 'x-locale': 'en' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/api/v1/lookups/cities', headers: { 'x-locale': 'en', 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await app.inject({ url: '/api/v1/lookups/cities', headers: { 'x-locale': 'en', 'accept-encoding': 'gzip' } });
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    const short = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(short.headers['content-encoding']).toBeUndefined();
  });

  it('refuses an unknown lookup kind and a malformed filter with 422', async () => {
    expect((await app.inject({ url: '/api/v1/lookups/planets' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/v1/lookups/cities?country_id=-4' })).statusCode).toBe(422);
  });

  it('answers a malformed JSON body with 400 and a readable message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"login": ',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request could not be read: check its format' });
  });
});

describe('server errors', () => {
  it('hide their cause: a 500 says only that an error occurred', async () => {
    const database = await openPglite();
    await prepareDatabase(database, { seedDemo: false });
    const app = await testApp(database);
    await database.close();
    const response = await app.inject({ url: '/api/v1/lookups/majors', headers: { 'x-locale': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An error occurred, please try again later' });
    await app.close();
    // A ceiling, not a wait: the test migrates a fresh embedded database of its own, which took over 30 s while the
    // suite's three lanes and other work shared two cores.
  }, 120_000);
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemo: true, publicUrl: 'http://localhost:3000', secureCookies: false });
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'maybe'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(value));
  });

  it('reads an empty value as "not set"', () => {
    expect(loadConfig({ PUBLIC_URL: '', DATABASE_URL: '', API_ORIGIN: '', NODE_ENV: '', PORT: '' })).toMatchObject({
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      apiOrigin: undefined,
      env: 'production',
      port: 3000,
    });
  });

  it('switches to a PostgreSQL server for a postgres:// URL and marks cookies Secure behind https', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/tawzeef', PUBLIC_URL: 'https://tawzeef.example/' });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/tawzeef');
    expect(config.publicUrl).toBe('https://tawzeef.example');
    expect(config.secureCookies).toBe(true);
  });
});
