// Over 300 lines on purpose: the companies module's API as its specification (own profile, public page, map, admin verification).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, attributeName, translateMessage, type TLocale, type TMessageKey } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, files, jobs, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { signUp, signUpAdmin, testApp, testDrivers, verifyCompanyDirectly, type TSignedUp } from '../../test/harness.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { createGeocoder } from './geocoder.ts';

const drivers = await testDrivers();

// ---- a local server speaking Nominatim's /search?format=jsonv2 ----

interface TSeenRequest {
  url: URL;
  userAgent: string | undefined;
}

const PLACES = {
  ar: [
    { place_id: 1, licence: 'Data © OpenStreetMap contributors, ODbL 1.0.', osm_type: 'relation', osm_id: 6198463, lat: '24.6319692', lon: '46.7150648', category: 'boundary', type: 'administrative', place_rank: 12, importance: 0.72, addresstype: 'city', name: 'الرياض', display_name: 'الرياض، منطقة الرياض، السعودية', boundingbox: ['24.3', '25.1', '46.3', '47.1'] },
    { place_id: 2, osm_type: 'node', osm_id: 1, lat: '24.7136', lon: '46.6753', category: 'place', type: 'suburb', name: 'العليا', display_name: 'العليا، الرياض، منطقة الرياض، السعودية' },
    // A broken entry is left out rather than failing the whole answer.
    { place_id: 3, lat: 'north', lon: '46', display_name: 'بلا إحداثيات' },
  ],
  en: [{ place_id: 1, osm_type: 'relation', osm_id: 6198463, lat: '24.6319692', lon: '46.7150648', category: 'boundary', type: 'administrative', name: 'Riyadh', display_name: 'Riyadh, Riyadh Region, Saudi Arabia' }],
};

function startFakeNominatim() {
  const seen: TSeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({ url, userAgent: request.headers['user-agent'] });
    const q = url.searchParams.get('q') ?? '';
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'jsonv2') return json(400, { error: 'bad request' });
    if (q === 'boom') return json(502, { error: 'upstream' });
    if (q === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (q === 'slow') return; // never answers
    if (q === 'الرياض' || q.toLowerCase() === 'riyadh') return json(200, url.searchParams.get('accept-language') === 'en' ? PLACES.en : PLACES.ar);
    return json(200, []);
  });
  return {
    seen,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const nominatim = startFakeNominatim();
let nominatimUrl: string;

beforeAll(async () => {
  nominatimUrl = await nominatim.listen();
});
afterAll(async () => {
  await nominatim.close();
});

// ---- fixtures ----

const PDF = (label = randomBytes(4).toString('hex')) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const PNG = () => sharp({ create: { width: 60, height: 60, channels: 3, background: { r: 11, g: 110, b: 79 } } }).png().toBuffer();

function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----tawzeef${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const message = (key: TMessageKey, field: string, locale: TLocale, params: Record<string, string | number> = {}) =>
  translateMessage(key, locale, { attribute: attributeName(field, locale), ...params });

const FUTURE = '2099-12-31';
const PAST = '2001-01-01';

describe.each(drivers)('companies API on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let admin: TSignedUp;
  let riyadhId: number;
  let sectorId: number;
  const mails: Array<Parameters<TNotifier['mail']>[0]> = [];

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-companies-'));
    const notifier: TNotifier = { mail: async (m) => void mails.push(m), sms: async () => undefined };
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), GEOCODER_URL: nominatimUrl, PUBLIC_URL: 'https://tawzeef.example' }, { notifier });
    const get = async (url: string) => (await app.inject({ url, headers: { 'x-locale': 'en' } })).json().data;
    const saudi = (await get('/api/v1/lookups/countries')).find((c: { code: string }) => c.code === 'SA');
    riyadhId = (await get(`/api/v1/lookups/cities?country_id=${saudi.id}`)).find((c: { name: string }) => c.name === 'Riyadh').id;
    sectorId = (await get('/api/v1/lookups/sectors'))[0].id;
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function upload(who: TSignedUp, kind: 'commercial' | 'logo' | 'invoice' | 'photo', data?: Buffer): Promise<{ id: number; url: string }> {
    const bytes = data ?? (kind === 'commercial' ? PDF() : await PNG());
    const isPdf = bytes.subarray(0, 4).toString() === '%PDF';
    const body = multipart(bytes, isPdf ? 'cr.pdf' : 'logo.png', isPdf ? 'application/pdf' : 'image/png');
    const response = await app.inject({ method: 'POST', url: `/api/v1/files?kind=${kind}`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${who.token}` } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }

  const companyIdOf = async (who: TSignedUp) => {
    const [row] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, who.id));
    return row!.id;
  };

  const profile = (overrides: Record<string, unknown> = {}) => ({
    foundation_name: 'شركة الأفق للتقنية',
    foundation_name_en: 'Horizon Tech',
    email_main_domain: 'Horizon.SA',
    address: 'طريق الملك فهد، العليا',
    lat: 24.7136,
    lng: 46.6753,
    city_id: riyadhId,
    sector_id: sectorId,
    about_company: 'نطوّر حلولًا برمجية للشركات في المملكة.',
    members_count: '50-249',
    working_type: 'private',
    website: 'https://horizon.sa',
    contact_email: 'HR@horizon.sa',
    contact_phone: '0551234567',
    ...overrides,
  });

  /** A company with a complete profile and its registration submitted (pending). */
  async function submittedCompany(overrides: Record<string, unknown> = {}) {
    const company = await signUp(app, 'COMPANY');
    const file = await upload(company, 'commercial');
    const saved = await company.call('PUT', '/api/v1/company/profile', profile({ commercial_number: '1010123456', commercial_file_id: file.id, ...overrides }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.verification_status).toBe('pending');
    return { company, companyId: await companyIdOf(company), file };
  }

  const review = (id: number, body: unknown, locale: TLocale = 'en') => admin.call('POST', `/api/admin/companies/${id}/review`, body, locale);

  describe('the company’s own profile', () => {
    it('saves the profile and shows it back, with what still stops publishing', async () => {
      const company = await signUp(app, 'COMPANY');
      const saved = await company.call('PUT', '/api/v1/company/profile', profile());
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().message).toBe('Your company profile has been saved');

      const own = (await company.call('GET', '/api/v1/company/profile')).json().data;
      expect(own).toMatchObject({
        foundation_name: 'Horizon Tech',
        foundation_name_ar: 'شركة الأفق للتقنية',
        foundation_name_en: 'Horizon Tech',
        email_main_domain: 'horizon.sa',
        lat: 24.7136,
        lng: 46.6753,
        city: { id: riyadhId, name: 'Riyadh' },
        city_id: riyadhId,
        sector_id: sectorId,
        members_count: '50-249',
        working_type: 'private',
        contact_email: 'hr@horizon.sa',
        commercial_number: null,
        commercial_file: null,
        verification_status: 'unverified',
        email_verified: false,
        is_verified: false,
        active_jobs_count: 0,
      });
      expect(own.member_since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(own.publish_blockers).toEqual(['email_unverified', 'company_unverified']);

      const arabic = (await company.call('GET', '/api/v1/company/profile', undefined, 'ar')).json();
      expect(arabic.data.foundation_name).toBe('شركة الأفق للتقنية');
      expect(arabic.data.city.name).toBe('الرياض');
      expect(arabic.message).toBe('تمت العملية بنجاح');
    });

    it('keeps a field that is left out, clears one sent as null or empty, and clears both coordinates together', async () => {
      const company = await signUp(app, 'COMPANY');
      await company.call('PUT', '/api/v1/company/profile', profile());
      const saved = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'الأفق', website: '', about_company: null, lat: null });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ foundation_name_ar: 'الأفق', foundation_name_en: 'Horizon Tech', website: null, about_company: null, lat: null, lng: null, city_id: riyadhId });
      expect(saved.json().data.publish_blockers).toContain('profile_incomplete');
    });

    it('refuses every invalid field, in English and in Arabic', async () => {
      const company = await signUp(app, 'COMPANY');
      const cases: Array<[field: string, value: unknown, key: TMessageKey, params?: Record<string, string | number>]> = [
        ['foundation_name', 'A', 'min', { min: 2 }],
        ['commercial_number', '12345', 'commercial_number_length', { length: 10, count: 5 }],
        ['email_main_domain', 'not a domain', 'domain'],
        ['website', 'ftp://horizon.sa', 'url'],
        ['contact_email', 'hr@', 'email'],
        ['contact_phone', '12', 'phone'],
        ['members_count', '7-12', 'valid'],
        ['working_type', 'family', 'valid'],
        ['about_company', 'x'.repeat(5001), 'max', { max: 5000 }],
        ['city_id', 'Riyadh', 'numeric'],
        ['verification_status', 'verified', 'unknown_field'],
      ];
      const body = { ...profile(), ...Object.fromEntries(cases.map(([field, value]) => [field, value])) };
      for (const locale of ['en', 'ar'] as const) {
        const response = await company.call('PUT', '/api/v1/company/profile', body, locale);
        expect(response.statusCode).toBe(422);
        const { message: summary, errors } = response.json();
        expect(summary).toBe(locale === 'en' ? 'Please correct the highlighted fields' : 'يرجى تصحيح الحقول المحددة');
        for (const [field, , key, params] of cases) expect(errors[field], field).toEqual([message(key, field, locale, params)]);
      }
      const missing = await company.call('PUT', '/api/v1/company/profile', { ...profile(), foundation_name: '' }, 'ar');
      expect(missing.json().errors.foundation_name).toEqual(['حقل اسم المنشأة مطلوب']);
      // The company cannot mark itself verified: nothing was saved.
      expect((await company.call('GET', '/api/v1/company/profile')).json().data.verification_status).toBe('unverified');
    });

    it('needs latitude and longitude together, each within range', async () => {
      const company = await signUp(app, 'COMPANY');
      const onlyLat = await company.call('PUT', '/api/v1/company/profile', profile({ lng: undefined, lat: 24.7 }));
      expect(onlyLat.statusCode).toBe(422);
      expect(onlyLat.json().errors).toEqual({ lng: ['Longitude field is required'] });
      const onlyLng = await company.call('PUT', '/api/v1/company/profile', profile({ lat: null, lng: 46.6 }), 'ar');
      expect(onlyLng.json().errors).toEqual({ lat: ['حقل خط العرض مطلوب'] });
      const outOfRange = await company.call('PUT', '/api/v1/company/profile', profile({ lat: 91, lng: -181 }));
      expect(outOfRange.json().errors).toEqual({
      lat: ['Latitude must be between -90 and 90 degrees: choose the place on the map'],
      lng: ['Longitude must be between -180 and 180 degrees: choose the place on the map'],
    });
    });

    it('refuses a city or sector that does not exist', async () => {
      const company = await signUp(app, 'COMPANY');
      for (const locale of ['en', 'ar'] as const) {
        const response = await company.call('PUT', '/api/v1/company/profile', profile({ city_id: 9_999_999, sector_id: 9_999_998 }), locale);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ city_id: [message('valid', 'city_id', locale)], sector_id: [message('valid', 'sector_id', locale)] });
      }
    });

    it('refuses files of another account or of the wrong kind', async () => {
      const company = await signUp(app, 'COMPANY');
      const other = await signUp(app, 'COMPANY');
      const seeker = await signUp(app, 'USER');
      const othersCommercial = await upload(other, 'commercial');
      const othersLogo = await upload(other, 'logo');
      const seekersPhoto = await upload(seeker, 'photo');
      const ownLogo = await upload(company, 'logo');
      const ownCommercial = await upload(company, 'commercial');
      const ownInvoice = await upload(company, 'invoice', PDF());

      const attempts: Array<Record<string, number>> = [
        { commercial_file_id: othersCommercial.id, logo_file_id: othersLogo.id },
        { commercial_file_id: ownLogo.id, logo_file_id: ownCommercial.id },
        { commercial_file_id: ownInvoice.id, logo_file_id: seekersPhoto.id },
        { commercial_file_id: 99_999_999, logo_file_id: 99_999_998 },
      ];
      for (const attempt of attempts) {
        const en = await company.call('PUT', '/api/v1/company/profile', profile({ commercial_number: '1010123456', ...attempt }));
        expect(en.statusCode).toBe(422);
        expect(en.json().errors).toEqual({
          commercial_file_id: ['Upload the file again: this one is not available'],
          logo_file_id: ['Upload the file again: this one is not available'],
        });
        const ar = await company.call('PUT', '/api/v1/company/profile', profile(attempt), 'ar');
        expect(ar.json().errors.commercial_file_id).toEqual(['ارفع الملف مرة أخرى: هذا الملف غير متاح']);
      }
      const own = (await company.call('GET', '/api/v1/company/profile')).json().data;
      expect(own).toMatchObject({ commercial_file: null, logo_file_id: null, verification_status: 'unverified' });
      // The other company's files are untouched.
      expect(await database.db.select({ id: files.id }).from(files).where(eq(files.id, othersCommercial.id))).toHaveLength(1);
    });

    it('replacing the logo or the registration deletes the old file', async () => {
      const company = await signUp(app, 'COMPANY');
      const firstLogo = await upload(company, 'logo');
      const firstCr = await upload(company, 'commercial');
      await company.call('PUT', '/api/v1/company/profile', profile({ logo_file_id: firstLogo.id, commercial_number: '1010999999', commercial_file_id: firstCr.id }));
      const publicLogo = await app.inject({ url: firstLogo.url });
      expect(publicLogo.statusCode).toBe(200);

      const secondLogo = await upload(company, 'logo');
      const secondCr = await upload(company, 'commercial');
      const saved = (await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'الأفق', logo_file_id: secondLogo.id, commercial_file_id: secondCr.id })).json().data;
      expect(saved.logo_file_id).toBe(secondLogo.id);
      expect(saved.logo_url).toBe(secondLogo.url);
      expect(saved.commercial_file).toMatchObject({ id: secondCr.id, original_name: 'cr.pdf', url: `/api/v1/files/${secondCr.id}` });
      const left = await database.db.select({ id: files.id }).from(files).where(eq(files.owner_id, company.id));
      expect(left.map((f) => f.id).sort()).toEqual([secondLogo.id, secondCr.id].sort());
      expect((await app.inject({ url: firstLogo.url })).statusCode).toBe(404);

      // Removing the logo deletes it too; the registration is kept.
      await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'الأفق', logo_file_id: null });
      expect(await database.db.select({ id: files.id }).from(files).where(eq(files.id, secondLogo.id))).toHaveLength(0);
      expect(await database.db.select({ id: files.id }).from(files).where(eq(files.id, secondCr.id))).toHaveLength(1);
    });
  });

  describe('the national address on tax invoices (decision 198)', () => {
    const vat = '311111111111113';
    const parts = { street: 'شارع العليا', building_number: '7788', additional_number: '3456', district: 'الملز', postal_code: '12836' };

    it('reads Arabic-Indic digits as ASCII and shows the parts back', async () => {
      const company = await signUp(app, 'COMPANY');
      const saved = await company.call('PUT', '/api/v1/company/profile', profile({ vat_number: vat, ...parts, building_number: '٧٧٨٨', additional_number: '۳۴۵۶', postal_code: '١٢ ٨٣٦' }));
      expect(saved.statusCode, saved.body).toBe(200);
      const own = (await company.call('GET', '/api/v1/company/profile')).json().data;
      expect(own).toMatchObject({ vat_number: vat, ...parts, city_id: riyadhId });
      // A part left empty is cleared; the additional number is optional even with a VAT number.
      expect((await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية', additional_number: '' })).statusCode).toBe(200);
      expect((await company.call('GET', '/api/v1/company/profile')).json().data.additional_number).toBeNull();
    });

    it('says which number is wrong and how it is written, in English and in Arabic', async () => {
      const company = await signUp(app, 'COMPANY');
      const wrong = { building_number: '778', additional_number: '34567', postal_code: '1283A' };
      const en = await company.call('PUT', '/api/v1/company/profile', profile({ ...parts, ...wrong }), 'en');
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({
        building_number: ['The building number has 4 digits, as on the national address: for example 7788'],
        additional_number: ['The additional number has 4 digits, as on the national address: for example 3456'],
        postal_code: ['The postal code has 5 digits: for example 12836'],
      });
      const ar = await company.call('PUT', '/api/v1/company/profile', profile({ ...parts, ...wrong, street: 'ش'.repeat(128) }), 'ar');
      expect(ar.json().errors).toEqual({
        building_number: ['رقم المبنى 4 أرقام كما في العنوان الوطني، مثل 7788'],
        additional_number: ['الرقم الإضافي 4 أرقام كما في العنوان الوطني، مثل 3456'],
        postal_code: ['الرمز البريدي 5 أرقام، مثل 12836'],
        street: ['يجب ألا يزيد حقل اسم الشارع عن 127 حرفًا'],
      });
    });

    it('needs the parts and the city to save a VAT number, each missing one named in the reader’s language', async () => {
      const company = await signUp(app, 'COMPANY');
      const en = await company.call('PUT', '/api/v1/company/profile', profile({ vat_number: vat, city_id: null, street: 'Olaya Street' }), 'en');
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({
        city_id: ['City field is required with a VAT number: a tax invoice carries the buyer’s national address'],
        building_number: ['Building number field is required with a VAT number: a tax invoice carries the buyer’s national address'],
        district: ['District field is required with a VAT number: a tax invoice carries the buyer’s national address'],
        postal_code: ['Postal code field is required with a VAT number: a tax invoice carries the buyer’s national address'],
      });
      const ar = await company.call('PUT', '/api/v1/company/profile', profile({ vat_number: vat, ...parts, district: ' ' }), 'ar');
      expect(ar.json().errors).toEqual({ district: ['حقل الحي مطلوب مع الرقم الضريبي: تحمل الفاتورة الضريبية العنوان الوطني للمشتري'] });
      // Nothing was saved; without a VAT number the parts are optional.
      expect((await company.call('GET', '/api/v1/company/profile')).json().data.vat_number).toBeNull();
      expect((await company.call('PUT', '/api/v1/company/profile', profile({ street: 'Olaya Street' }))).statusCode).toBe(200);
      // Given the VAT number alone, the parts are read as saved: still missing.
      const alone = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية', vat_number: vat });
      expect(Object.keys(alone.json().errors ?? {})).toEqual(['building_number', 'district', 'postal_code']);
      expect((await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية', vat_number: vat, ...parts })).statusCode).toBe(200);
      // Then a part cannot be taken away while the VAT number stays, nor the city.
      expect((await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية', postal_code: null })).json().errors).toEqual({
        postal_code: ['Postal code field is required with a VAT number: a tax invoice carries the buyer’s national address'],
      });
      expect(Object.keys((await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية', city_id: null })).json().errors)).toEqual(['city_id']);
    });

    it('leaves a company that gave one line before as it is until it saves its VAT details; outside Saudi Arabia, the street and the city', async () => {
      const company = await signUp(app, 'COMPANY');
      await company.call('PUT', '/api/v1/company/profile', profile());
      const companyId = await companyIdOf(company);
      await database.db.update(companies).set({ vat_number: vat, invoice_address: 'Prince Sultan St, Jeddah 23442' }).where(eq(companies.id, companyId));
      // Another field alone: saved, the line kept.
      expect((await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية', about_company: 'نبذة أخرى عن المنشأة.' })).statusCode).toBe(200);
      expect((await company.call('GET', '/api/v1/company/profile')).json().data).toMatchObject({ invoice_address: 'Prince Sultan St, Jeddah 23442', street: null });
      // Its VAT details: the parts are asked for; given, the line is still kept.
      expect((await company.call('PUT', '/api/v1/company/profile', profile({ vat_number: vat }))).statusCode).toBe(422);
      expect((await company.call('PUT', '/api/v1/company/profile', profile({ vat_number: vat, ...parts }))).statusCode).toBe(200);
      expect((await company.call('GET', '/api/v1/company/profile')).json().data).toMatchObject({ invoice_address: 'Prince Sultan St, Jeddah 23442', street: 'شارع العليا' });

      const abroad = await signUp(app, 'COMPANY');
      const emirates = (await (await app.inject({ url: '/api/v1/lookups/countries' })).json()).data.find((c: { code: string }) => c.code === 'AE');
      const [dubai] = (await (await app.inject({ url: `/api/v1/lookups/cities?country_id=${emirates.id}` })).json()).data;
      const foreign = await abroad.call('PUT', '/api/v1/company/profile', profile({ vat_number: vat, city_id: dubai.id }));
      expect(Object.keys(foreign.json().errors)).toEqual(['street']);
      expect((await abroad.call('PUT', '/api/v1/company/profile', profile({ vat_number: vat, city_id: dubai.id, street: 'Sheikh Zayed Road' }))).statusCode).toBe(200);
    });
  });

  describe('verification', () => {
    it('sends a complete registration for review, and only a complete one', async () => {
      const company = await signUp(app, 'COMPANY');
      const numberOnly = await company.call('PUT', '/api/v1/company/profile', profile({ commercial_number: '1010123456' }));
      expect(numberOnly.json().data.verification_status).toBe('unverified');

      const file = await upload(company, 'commercial');
      const before = Date.now();
      const submitted = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'الأفق', commercial_file_id: file.id }, 'ar');
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().message).toBe('تم حفظ ملف المنشأة وإرسال السجل التجاري للمراجعة: سنراسلك بالبريد الإلكتروني عند التحقق منه');
      expect(submitted.json().data).toMatchObject({ verification_status: 'pending', commercial_number: '1010123456', commercial_file: { id: file.id } });
      const [row] = await database.db.select().from(companies).where(eq(companies.user_id, company.id));
      expect(row!.verification_submitted_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

      // Saving again while pending keeps it pending, with the same submission time.
      const again = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'الأفق الجديد' });
      expect(again.json().message).toBe('Your company profile has been saved');
      const [same] = await database.db.select().from(companies).where(eq(companies.user_id, company.id));
      expect(same!.verification_status).toBe('pending');
      expect(same!.verification_submitted_at).toEqual(row!.verification_submitted_at);

      // Removing the registration takes it out of the queue.
      await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'الأفق', commercial_number: null });
      expect((await company.call('GET', '/api/v1/company/profile')).json().data.verification_status).toBe('unverified');
    });

    it('lets an admin list, inspect and download a pending registration', async () => {
      const pdf = PDF('admin-download');
      const company = await signUp(app, 'COMPANY');
      const file = await upload(company, 'commercial', pdf);
      await company.call('PUT', '/api/v1/company/profile', profile({ commercial_number: '2050123456', commercial_file_id: file.id }));
      const companyId = await companyIdOf(company);

      // The console's generic resource `companies` (decision 031).
      const list = await admin.call('GET', '/api/admin/companies?verification_status=pending&sort=verification_submitted_at&per_page=100');
      expect(list.statusCode, list.body).toBe(200);
      const item = list.json().data.items.find((c: { id: number }) => c.id === companyId);
      expect(item).toMatchObject({ foundation_name: 'شركة الأفق للتقنية', email: company.account.email, commercial_number: '2050123456', verification_status: 'pending' });
      expect(item.verification_submitted_at).toMatch(/\+03:00$/);
      expect(list.json().data).toMatchObject({ page: 1, per_page: 100 });
      const verifiedList = (await admin.call('GET', '/api/admin/companies?verification_status=verified&per_page=100')).json().data.items;
      expect(verifiedList.some((c: { id: number }) => c.id === companyId)).toBe(false);
      expect((await admin.call('GET', '/api/admin/companies?verification_status=approved')).statusCode).toBe(422);

      const details = await admin.call('GET', `/api/admin/companies/${companyId}`);
      expect(details.json().data).toMatchObject({
        id: companyId,
        commercial_number: '2050123456',
        commercial_file: `/api/admin/companies/${companyId}/commercial-file`,
        verification_status: 'pending',
        verified_at: null,
        user_id: company.id,
        email: company.account.email,
        account_status: 'active',
      });

      const download = await admin.call('GET', `/api/admin/companies/${companyId}/commercial-file`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      // Read in the browser, sandboxed (decision 041).
      expect(download.headers['content-disposition']).toMatch(/^inline;/);
      expect(download.headers['content-security-policy']).toContain('sandbox');
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.rawPayload.equals(pdf)).toBe(true);

      const noFile = await signUp(app, 'COMPANY');
      const missing = await admin.call('GET', `/api/admin/companies/${await companyIdOf(noFile)}/commercial-file`, undefined, 'ar');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('لم ترفع هذه المنشأة سجلها التجاري');
      expect((await admin.call('GET', '/api/admin/companies/99999999')).statusCode).toBe(404);
      expect((await admin.call('GET', '/api/admin/companies/99999999/commercial-file')).statusCode).toBe(404);
    });

    it('goes through reject, re-submission, verification, and back to review when a verified registration changes', async () => {
      const { company, companyId } = await submittedCompany();

      const rejected = await review(companyId, { decision: 'reject', reason: 'The document is not readable' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().message).toBe('The registration was rejected: the company will see your reason and can send it again');
      expect(rejected.json().data).toMatchObject({ verification_status: 'rejected', verification_note: 'The document is not readable', verified_by: null });
      const seen = (await company.call('GET', '/api/v1/company/profile')).json().data;
      expect(seen).toMatchObject({ verification_status: 'rejected', verification_note: 'The document is not readable', is_verified: false });
      const rejectMail = mails.find((m) => m.to === company.account.email && m.purpose === 'company_rejected');
      expect(rejectMail).toBeDefined();
      expect(rejectMail!.locale).toBe('ar');
      expect(rejectMail!.text).toContain('The document is not readable');
      expect(rejectMail!.html).toContain('dir="rtl"');
      expect(rejectMail!.text).toContain('https://tawzeef.example/company-profile');

      // A rejected company may not be reviewed again until it sends its registration again.
      const early = await review(companyId, { decision: 'verify' }, 'ar');
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('هذه المنشأة ليست بانتظار المراجعة (ربما تمت مراجعتها): أعد تحميل الصفحة لمعرفة حالتها الحالية');

      const resubmitted = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية' });
      expect(resubmitted.json().message).toMatch(/sent for review/);
      expect(resubmitted.json().data).toMatchObject({ verification_status: 'pending', verification_note: null });

      const verified = await review(companyId, { decision: 'verify' }, 'ar');
      expect(verified.statusCode).toBe(200);
      expect(verified.json().message).toBe('تم توثيق المنشأة: يمكن الآن نشر وظائفها');
      expect(verified.json().data).toMatchObject({ verification_status: 'verified', verified_by: admin.id, verification_note: null });
      expect(verified.json().data.verified_at).not.toBeNull();
      expect(mails.some((m) => m.to === company.account.email && m.purpose === 'company_verified')).toBe(true);
      const own = (await company.call('GET', '/api/v1/company/profile')).json().data;
      expect(own.is_verified).toBe(true);
      expect(own.publish_blockers).not.toContain('company_unverified');
      expect((await app.inject({ url: `/api/v1/companies/${companyId}` })).json().data.is_verified).toBe(true);

      // Editing other fields keeps the verification.
      const edited = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق', about_company: 'وصف جديد' });
      expect(edited.json().data.verification_status).toBe('verified');

      // A new registration number must be checked again.
      const newNumber = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق', commercial_number: '1010654321' });
      expect(newNumber.json().data).toMatchObject({ verification_status: 'pending', is_verified: false });
      expect(newNumber.json().data.publish_blockers).toContain('company_unverified');
      const [row] = await database.db.select().from(companies).where(eq(companies.id, companyId));
      expect(row).toMatchObject({ verified_at: null, verified_by: null });

      // So must a new document.
      await review(companyId, { decision: 'verify' });
      const newFile = await upload(company, 'commercial');
      const newDocument = await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق', commercial_file_id: newFile.id });
      expect(newDocument.json().data.verification_status).toBe('pending');
    });

    it('refuses to review an unknown company, a company without a registration, or without a reason', async () => {
      expect((await review(99_999_999, { decision: 'verify' })).statusCode).toBe(404);
      const fresh = await signUp(app, 'COMPANY');
      const notPending = await review(await companyIdOf(fresh), { decision: 'verify' });
      expect(notPending.statusCode).toBe(409);
      expect(notPending.json().message).toBe('This company is not waiting for review (it may have been reviewed already): reload the page to see its current state');
      const { companyId } = await submittedCompany();
      const noReason = await review(companyId, { decision: 'reject', reason: ' ' }, 'ar');
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors.reason).toEqual(['حقل السبب مطلوب']);
      expect((await review(companyId, { decision: 'approve' })).statusCode).toBe(422);
    });

    it('changes the state once when twenty admins review the same company at the same time', async () => {
      const { company, companyId } = await submittedCompany();
      const before = mails.length;
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => review(companyId, i % 2 ? { decision: 'verify' } : { decision: 'reject', reason: `Reason number ${i}` })),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const winner = responses.find((r) => r.statusCode === 200)!.json().data;
      const [row] = await database.db.select().from(companies).where(eq(companies.id, companyId));
      expect(row!.verification_status).toBe(winner.verification_status);
      // One review mail (the sign-up's own mails may still arrive meanwhile on a busy machine: not counted).
      const reviewMails = mails.slice(before).filter((m) => m.to === company.account.email && (m.purpose === 'company_verified' || m.purpose === 'company_rejected'));
      expect(reviewMails.map((m) => m.purpose)).toEqual([winner.verification_status === 'verified' ? 'company_verified' : 'company_rejected']);
    });
  });

  describe('public profile', () => {
    it('shows the public part only, in the reader’s language, counting live jobs that name the company', async () => {
      const { company, companyId } = await submittedCompany();
      const logo = await upload(company, 'logo');
      await company.call('PUT', '/api/v1/company/profile', { foundation_name: 'شركة الأفق للتقنية', logo_file_id: logo.id });
      const job = (status: 'active' | 'expired' | 'draft' | 'closed', deadline: string, showCompany = true) =>
        ({ company_id: companyId, title: `Job ${status}`, status, deadline, show_company: showCompany });
      await database.db.insert(jobs).values([
        job('active', FUTURE),
        job('active', FUTURE),
        job('active', FUTURE, false), // confidential
        job('active', PAST), // past its deadline: not live even before the schedule runs
        job('expired', PAST),
        job('closed', FUTURE),
        job('draft', FUTURE),
      ]);
      const otherCompany = await submittedCompany();
      await database.db.insert(jobs).values({ company_id: otherCompany.companyId, title: 'Other', status: 'active', deadline: FUTURE });

      const en = await app.inject({ url: `/api/v1/companies/${companyId}`, headers: { 'x-locale': 'en' } });
      expect(en.statusCode, en.body).toBe(200);
      const data = en.json().data;
      expect(data).toMatchObject({
        id: companyId,
        foundation_name: 'Horizon Tech',
        foundation_name_ar: 'شركة الأفق للتقنية',
        logo_url: logo.url,
        city: { id: riyadhId, name: 'Riyadh' },
        is_verified: false,
        active_jobs_count: 2,
        contact_email: 'hr@horizon.sa',
      });
      for (const hidden of ['commercial_number', 'commercial_file', 'commercial_file_id', 'verification_status', 'verification_note', 'publish_blockers', 'user_id', 'email_verified']) {
        expect(data, hidden).not.toHaveProperty(hidden);
      }
      expect(en.body).not.toContain('1010123456');
      const ar = (await app.inject({ url: `/api/v1/companies/${companyId}`, headers: { 'x-locale': 'ar' } })).json().data;
      expect(ar).toMatchObject({ foundation_name: 'شركة الأفق للتقنية', city: { name: 'الرياض' } });
      expect((await app.inject({ url: logo.url })).statusCode).toBe(200);
      expect((await company.call('GET', '/api/v1/company/profile')).json().data.active_jobs_count).toBe(2);
    });

    it('answers 404 for an unknown company and for a suspended account’s company', async () => {
      const unknown = await app.inject({ url: '/api/v1/companies/99999999', headers: { 'x-locale': 'ar' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('لم يتم العثور على هذه الصفحة');
      expect((await app.inject({ url: '/api/v1/companies/abc' })).statusCode).toBe(422);

      const company = await signUp(app, 'COMPANY');
      const companyId = await companyIdOf(company);
      // Public once verified (decision 154; public-page.test.ts has the whole rule).
      await verifyCompanyDirectly(database, company.id);
      expect((await app.inject({ url: `/api/v1/companies/${companyId}` })).statusCode).toBe(200);
      await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, company.id));
      expect((await app.inject({ url: `/api/v1/companies/${companyId}` })).statusCode).toBe(404);
    });
  });

  describe('who may call what', () => {
    it('keeps job seekers out of company endpoints, and everyone but admins out of admin endpoints', async () => {
      const seeker = await signUp(app, 'USER');
      const { company, companyId, file } = await submittedCompany();
      const other = await signUp(app, 'COMPANY');

      for (const [method, url, body] of [
        ['GET', '/api/v1/company/profile', undefined],
        ['PUT', '/api/v1/company/profile', profile()],
      ] as const) {
        const response = await seeker.call(method, url, body, 'ar');
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe('ليس لديك صلاحية للقيام بذلك');
        expect((await app.inject({ method, url, payload: body })).statusCode).toBe(401);
      }
      const adminCalls = [
        ['GET', '/api/admin/companies', undefined],
        ['GET', `/api/admin/companies/${companyId}`, undefined],
        ['GET', `/api/admin/companies/${companyId}/commercial-file`, undefined],
        ['POST', `/api/admin/companies/${companyId}/review`, { decision: 'verify' }],
      ] as const;
      for (const caller of [seeker, company, other]) {
        for (const [method, url, body] of adminCalls) expect((await caller.call(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
      for (const [method, url, body] of adminCalls) expect((await app.inject({ method, url, payload: body })).statusCode).toBe(401);

      // Another company cannot fetch the registration PDF through the files API either.
      expect((await other.call('GET', `/api/v1/files/${file.id}`)).statusCode).toBe(404);
      expect((await company.call('GET', `/api/v1/files/${file.id}`)).statusCode).toBe(200);
      const [row] = await database.db.select().from(companies).where(eq(companies.id, companyId));
      expect(row!.verification_status).toBe('pending');
    });
  });

  describe('map and place search', () => {
    it('gives the map settings to anyone', async () => {
      const response = await app.inject({ url: '/api/v1/map-settings', headers: { 'x-locale': 'en' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        tile_attribution: '© OpenStreetMap contributors',
        geocoder_enabled: true,
        center: MAP_DEFAULT_CENTER,
        zoom: MAP_DEFAULT_ZOOM,
      });
    });

    it('searches places in Arabic and English through the configured Nominatim server', async () => {
      const company = await signUp(app, 'COMPANY');
      const from = nominatim.seen.length;
      const arabic = await company.call('GET', `/api/v1/geocode?q=${encodeURIComponent('الرياض')}`, undefined, 'ar');
      expect(arabic.statusCode, arabic.body).toBe(200);
      expect(arabic.json().data).toEqual([
        { label: 'الرياض، منطقة الرياض، السعودية', lat: 24.6319692, lng: 46.7150648 },
        { label: 'العليا، الرياض، منطقة الرياض، السعودية', lat: 24.7136, lng: 46.6753 },
      ]);
      const request = nominatim.seen[from]!;
      expect(request.url.pathname).toBe('/search');
      expect(Object.fromEntries(request.url.searchParams)).toEqual({ format: 'jsonv2', q: 'الرياض', 'accept-language': 'ar', countrycodes: 'sa,ae,kw,bh,qa,om', limit: '8' });
      expect(request.userAgent).toBe('Tawzeef/1.0 (+https://tawzeef.example)');

      const seeker = await signUp(app, 'USER');
      const english = await seeker.call('GET', '/api/v1/geocode?q=Riyadh', undefined, 'en');
      expect(english.json().data).toEqual([{ label: 'Riyadh, Riyadh Region, Saudi Arabia', lat: 24.6319692, lng: 46.7150648 }]);
      expect((await seeker.call('GET', '/api/v1/geocode?q=nowhere-at-all')).json().data).toEqual([]);

      // A repeated search is answered from the cache, sparing the upstream server.
      const count = nominatim.seen.length;
      await seeker.call('GET', '/api/v1/geocode?q=Riyadh', undefined, 'en');
      expect(nominatim.seen.length).toBe(count);

      expect((await app.inject({ url: '/api/v1/geocode?q=Riyadh' })).statusCode).toBe(401);
      const short = await seeker.call('GET', '/api/v1/geocode?q=a');
      expect(short.statusCode).toBe(422);
    });

    it('answers 503 with what to do instead when the server fails', async () => {
      const company = await signUp(app, 'COMPANY');
      for (const q of ['boom', 'garbage']) {
        const en = await company.call('GET', `/api/v1/geocode?q=${q}`, undefined, 'en');
        expect(en.statusCode).toBe(503);
        expect(en.json().message).toBe('Place search is not available right now: click the map or drag the marker to set the location');
        const ar = await company.call('GET', `/api/v1/geocode?q=${q}`, undefined, 'ar');
        expect(ar.statusCode).toBe(503);
        expect(ar.json().message).toBe('البحث عن الأماكن غير متاح حاليًا: انقر على الخريطة أو اسحب العلامة لتحديد الموقع');
      }
    });

    it('answers 503 when the geocoder cannot be reached, and when it is off', async () => {
      const unreachable = await testApp(database, { GEOCODER_URL: `http://127.0.0.1:${await closedPort()}` });
      const off = await testApp(database, { GEOCODER_URL: 'off' });
      try {
        for (const server of [unreachable, off]) {
          const company = await signUp(server, 'COMPANY');
          const en = await company.call('GET', `/api/v1/geocode?q=${encodeURIComponent('الرياض')}`, undefined, 'en');
          expect(en.statusCode).toBe(503);
          expect(en.json().message).toBe('Place search is not available right now: click the map or drag the marker to set the location');
          const ar = await company.call('GET', `/api/v1/geocode?q=${encodeURIComponent('الرياض')}`, undefined, 'ar');
          expect(ar.statusCode).toBe(503);
          expect(ar.json().message).toBe('البحث عن الأماكن غير متاح حاليًا: انقر على الخريطة أو اسحب العلامة لتحديد الموقع');
        }
        expect((await off.inject({ url: '/api/v1/map-settings' })).json().data.geocoder_enabled).toBe(false);

        // At most 30 searches a minute from one address.
        const company = await signUp(off, 'COMPANY');
        const codes: number[] = [];
        for (let i = 0; i < 28; i += 1) codes.push((await company.call('GET', `/api/v1/geocode?q=place${i}`)).statusCode);
        expect(new Set(codes)).toEqual(new Set([503]));
        const limited = await company.call('GET', '/api/v1/geocode?q=one-more', undefined, 'ar');
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toBe('محاولات كثيرة: يرجى الانتظار بضع دقائق ثم المحاولة مجددًا');
      } finally {
        await unreachable.close();
        await off.close();
      }
    });
  });
});

describe('geocoder', () => {
  it('gives up after its timeout', async () => {
    const geocoder = createGeocoder({ url: nominatimUrl, userAgent: 'Tawzeef/1.0 (+test)', timeoutMs: 300 });
    const started = Date.now();
    const error = await geocoder.search('slow', 'ar').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(503);
    expect((error as HttpError).messageKey).toBe('geocoder_unavailable');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
