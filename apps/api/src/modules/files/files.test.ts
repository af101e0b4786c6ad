// Over 300 lines on purpose: every upload rule (content, size, pixels, names, ownership) as the files specification.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { FILE_RULES, MEGABYTE } from '@tawzeef/contract';
import type { TDatabase, TDatabaseHandle } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { newAccount, testApp, testDrivers } from '../../test/harness.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { loadConfig } from '../../config.ts';
import { inspectUpload, sanitizeFileName } from './inspect-upload.ts';
import { createFileStorage } from './file-storage.ts';
import type { TFileStorage } from './storage.ts';

// Every database the API tests use, each with both stores (decision 114): the local disk and an S3 server.
const drivers = (await testDrivers()).flatMap((driver) => (['disk', 's3'] as const).map((store) => ({ ...driver, store })));

const bytesOf = async (storage: TFileStorage, key: string): Promise<Buffer | null> => {
  const stream = await storage.stream(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Creates the `files` table (as db/schema/files.ts describes it) only if no migration has created it:
 * once the migration exists, both statements do nothing.
 */
async function ensureFilesTable(db: TDatabase): Promise<void> {
  await db.execute(sql`create table if not exists files (
    id integer primary key generated always as identity, key text not null unique,
    owner_id integer not null references users(id) on delete cascade, kind text not null, content_type text not null,
    size integer not null, original_name text not null, width integer, height integer,
    created_at timestamptz not null default now())`);
  await db.execute(sql`create index if not exists files_owner_id_idx on files (owner_id)`);
}

// ---- fixtures, made here rather than committed ----

/** The smallest PDF readers open: catalog, empty page tree, trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const png = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();

/** A PNG whose header declares width × height but carries almost no pixel data: enough to test the pixel limit without decoding. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SECRET = 'GPS-24.7136N-46.6753E-secret';

/** A 40×20 JPEG that says "rotate 90°" and carries EXIF text that must not survive. */
const jpegWithExif = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: SECRET, Copyright: SECRET } } })
    .toBuffer();

function multipart(part: { data: Buffer; filename: string; contentType: string; field?: string }) {
  const boundary = `----tawzeef${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), part.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function filesUnder(root: string): string[] {
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name)) : [];
}

describe('file names and image rules', () => {
  it('keeps only a clean base name, in the real type’s extension', () => {
    expect(sanitizeFileName('../../x.pdf', 'pdf', 'cv')).toBe('x.pdf');
    expect(sanitizeFileName('..\\..\\windows\\cv.PDF', 'pdf', 'cv')).toBe('cv.PDF');
    expect(sanitizeFileName('a\u0000b\r\nc\u202egpj.pdf', 'pdf', 'cv')).toBe('abcgpj.pdf');
    expect(sanitizeFileName('photo.pdf', 'png', 'photo')).toBe('photo.png');
    expect(sanitizeFileName('scan.jpeg', 'jpg', 'certificate')).toBe('scan.jpeg');
    expect(sanitizeFileName('..', 'pdf', 'cv')).toBe('cv.pdf');
    expect(sanitizeFileName(undefined, 'png', 'logo')).toBe('logo.png');
    expect(sanitizeFileName('سيرتي الذاتية.pdf', 'pdf', 'cv')).toBe('سيرتي الذاتية.pdf');
    const long = sanitizeFileName(`${'ب'.repeat(300)}.pdf`, 'pdf', 'cv');
    expect(Array.from(long)).toHaveLength(150);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('refuses an image whose dimensions differ from fixed ones', async () => {
    const rule = { types: ['png'], maxBytes: MEGABYTE, image: { width: 100, height: 100, maxPixels: 1_000_000 }, private: false } as const;
    const error = await inspectUpload(await png(50, 50), rule).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).fieldErrors).toEqual({ file: { key: 'image_dimensions', params: { width: 100, height: 100 } } });
    await expect(inspectUpload(await png(100, 100), rule)).resolves.toMatchObject({ type: 'png', width: 100, height: 100 });
  });
});

describe.each(drivers)('files API on $name with files on $store', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let uploadsDir: string;
  let storage: TFileStorage;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let seeker: { token: string; id: number };
  let other: { token: string; id: number };
  let company: { token: string; id: number };

  beforeAll(async () => {
    database = await driver.open();
    await ensureFilesTable(database.db);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-files-'));
    if (driver.store === 's3') s3 = await startS3Server();
    const env = { DATA_DIR: path.join(root, 'data'), ...(s3 ? { ...s3.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } : {}) };
    app = await testApp(database, env);
    storage = createFileStorage(loadConfig(env));
    uploadsDir = path.join(root, 'data', 'uploads');
    const account = async (overrides: Record<string, unknown> = {}) => {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: newAccount(overrides) });
      expect(response.statusCode).toBe(201);
      const data = response.json().data;
      return { token: data.access_token.token as string, id: data.user.id as number };
    };
    [seeker, other, company] = await Promise.all([account(), account(), account({ type: 'COMPANY', foundation_name: 'شركة الملفات' })]);
  });
  afterAll(async () => {
    await app.close();
    await s3?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const auth = (who?: { token: string }) => (who ? { authorization: `Bearer ${who.token}` } : {});
  const upload = (who: { token: string } | undefined, kind: string, part: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) => {
    const body = multipart(part);
    return app.inject({ method: 'POST', url: `/api/v1/files?kind=${kind}`, payload: body.payload, headers: { ...body.headers, ...auth(who), ...headers } });
  };
  const rowsOf = (ownerId: number) => database.db.select().from(files).where(eq(files.owner_id, ownerId));

  it('accepts a real PDF as a CV and serves it to its owner as a private download', async () => {
    const response = await upload(seeker, 'cv', { data: PDF, filename: 'سيرتي الذاتية.pdf', contentType: 'application/octet-stream' }, { 'x-locale': 'en', timezone: 'UTC+3' });
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ kind: 'cv', content_type: 'application/pdf', size: PDF.length, name: 'سيرتي الذاتية.pdf', url: `/api/v1/files/${file.id}` });
    expect(file.created_at).toMatch(/\+03:00$/);

    const download = await app.inject({ url: file.url, headers: auth(seeker) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['content-disposition']).toBe(`attachment; filename="_____ _______.pdf"; filename*=UTF-8''${encodeURIComponent('سيرتي الذاتية.pdf')}`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');

    // A private kind is never reachable by key without a token.
    const [row] = await database.db.select().from(files).where(eq(files.id, file.id));
    expect((await app.inject({ url: `/api/v1/public-files/${row?.key}` })).statusCode).toBe(404);
  });

  it('judges the type by content: a PNG named x.pdf and sent as application/pdf is not a CV', async () => {
    const before = (await rowsOf(other.id)).length;
    const disguised = { data: await png(), filename: 'x.pdf', contentType: 'application/pdf' };
    const en = await upload(other, 'cv', disguised, { 'x-locale': 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({ message: 'Please correct the highlighted fields', errors: { file: ['File Type Must be PDF'] } });
    const ar = await upload(other, 'cv', disguised);
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({ file: ['يجب أن يكون نوع الملف PDF'] });
    expect(await rowsOf(other.id)).toHaveLength(before);
  });

  it('names the accepted formats of each kind', async () => {
    const text = { data: Buffer.from('just some text, not a document'), filename: 'notes.pdf', contentType: 'application/pdf' };
    expect((await upload(seeker, 'certificate', text, { 'x-locale': 'en' })).json().errors).toEqual({ file: ['must be a PDF, JPG or PNG file'] });
    expect((await upload(seeker, 'certificate', text)).json().errors).toEqual({ file: ['يجب أن يكون الملف بصيغة PDF أو JPG أو PNG'] });
    expect((await upload(seeker, 'photo', { data: PDF, filename: 'me.png', contentType: 'image/png' }, { 'x-locale': 'en' })).json().errors).toEqual({ file: ['must be jpg or png'] });
  });

  it('refuses a file over its kind’s size, cut at the limit (422, not 413)', async () => {
    const max = FILE_RULES.cv.maxBytes;
    const big = Buffer.concat([PDF, Buffer.alloc(max + 1 - PDF.length, 0x20)]);
    const response = await upload(seeker, 'cv', { data: big, filename: 'big.pdf', contentType: 'application/pdf' }, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['must be less than 5 mb'] });
    const ar = await upload(seeker, 'cv', { data: big, filename: 'big.pdf', contentType: 'application/pdf' });
    expect(ar.json().errors).toEqual({ file: ['يجب أن يكون حجم الملف أقل من 5 ميجابايت'] });

    const exact = await upload(seeker, 'cv', { data: big.subarray(0, max), filename: 'exact.pdf', contentType: 'application/pdf' });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.size).toBe(max);
  });

  it('stores under a random key in the store (on the disk, inside the uploads directory), whatever the name says', async () => {
    const before = new Set(filesUnder(root));
    const response = await upload(seeker, 'cv', { data: PDF, filename: '../../x.pdf', contentType: 'application/pdf' });
    expect(response.statusCode).toBe(201);
    const [row] = await database.db.select().from(files).where(eq(files.id, response.json().data.id));
    expect(row?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.original_name).toBe('x.pdf');
    const key = row?.key ?? '';
    expect((await bytesOf(storage, key))?.equals(PDF)).toBe(true);
    const written = filesUnder(root).filter((f) => !before.has(f));
    // A bucket leaves nothing on the node's disk.
    expect(written).toEqual(driver.store === 'disk' ? [path.join(uploadsDir, key.slice(0, 2), key.slice(2, 4), key)] : []);
  });

  it('refuses a 20000×20000 image from its header, without decoding it', async () => {
    const huge = pngHeaderOnly(20_000, 20_000);
    expect(huge.length).toBeLessThan(1024);
    const response = await upload(seeker, 'photo', { data: huge, filename: 'huge.png', contentType: 'image/png' }, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['The image is too large: at most 25 megapixels'] });
    const ar = await upload(seeker, 'photo', { data: huge, filename: 'huge.png', contentType: 'image/png' });
    expect(ar.json().errors).toEqual({ file: ['الصورة كبيرة جدًا: الحد الأقصى 25 ميغابكسل'] });
  });

  it('re-encodes a photo upright and without its metadata, and serves it publicly by key', async () => {
    const original = await jpegWithExif();
    expect(original.includes(SECRET)).toBe(true);
    const response = await upload(seeker, 'photo', { data: original, filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file.url).toMatch(/^\/api\/v1\/public-files\/[0-9a-f]{32}$/);

    const served = await app.inject({ url: file.url }); // no token
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    expect(bytes.includes(SECRET)).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    const [row] = await database.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ width: 20, height: 40, size: bytes.length });
  });

  it('hides a file from everyone but its owner, and deletes its row and bytes', async () => {
    const created = (await upload(seeker, 'certificate', { data: await png(), filename: 'cert.png', contentType: 'image/png' })).json().data;
    const url = `/api/v1/files/${created.id}`;
    for (const who of [other, company]) {
      expect((await app.inject({ url, headers: auth(who) })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url, headers: auth(who) })).statusCode).toBe(404);
    }
    expect((await app.inject({ url })).statusCode).toBe(401);
    const [row] = await database.db.select().from(files).where(eq(files.id, created.id));
    expect(await storage.has(row!.key)).toBe(true);

    const removed = await app.inject({ method: 'DELETE', url, headers: { ...auth(seeker), 'x-locale': 'en' } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Done successfully', data: null });
    expect(await storage.has(row!.key)).toBe(false);
    expect((await app.inject({ url, headers: auth(seeker) })).statusCode).toBe(404);
  });

  it('lets each account type upload only its own kinds', async () => {
    const pdf = { data: PDF, filename: 'cv.pdf', contentType: 'application/pdf' };
    expect((await upload(company, 'cv', pdf)).statusCode).toBe(403);
    expect((await upload(seeker, 'commercial', pdf)).statusCode).toBe(403);
    expect((await upload(undefined, 'cv', pdf)).statusCode).toBe(401);
    const logo = await upload(company, 'logo', { data: await png(), filename: 'logo.png', contentType: 'image/png' });
    expect(logo.statusCode).toBe(201);
    expect(logo.json().data).toMatchObject({ kind: 'logo', content_type: 'image/png', name: 'logo.png' });
    expect((await upload(company, 'commercial', pdf)).statusCode).toBe(201);
  });

  it('takes a commercial registration as a PDF or a photo or scan, checked and re-encoded like every image', async () => {
    const scan = await upload(company, 'commercial', { data: await jpegWithExif(), filename: 'cr.jpg', contentType: 'image/jpeg' });
    expect(scan.statusCode, scan.body).toBe(201);
    expect(scan.json().data).toMatchObject({ kind: 'commercial', content_type: 'image/jpeg' });
    const served = await app.inject({ url: scan.json().data.url, headers: auth(company) });
    expect(served.rawPayload.includes(SECRET)).toBe(false);
    expect((await upload(company, 'commercial', { data: await png(), filename: 'cr.png', contentType: 'image/png' })).statusCode).toBe(201);
    // Text sent as an image is still refused, with the message naming the three formats.
    const text = await upload(company, 'commercial', { data: Buffer.from('not an image at all'), filename: 'cr.png', contentType: 'image/png' }, { 'x-locale': 'en' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toHaveLength(1);
  });

  it('asks for a known kind and a file part', async () => {
    const bad = await upload(seeker, 'passport', { data: PDF, filename: 'p.pdf', contentType: 'application/pdf' }, { 'x-locale': 'en' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['kind']);

    const json = await app.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: { file: 'x' }, headers: { ...auth(seeker), 'x-locale': 'en' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['Is Required'] });

    const wrongField = await upload(seeker, 'cv', { data: PDF, filename: 'cv.pdf', contentType: 'application/pdf', field: 'document' }, { 'x-locale': 'en' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ file: ['Is Required'] });
  });

  it('documents the file routes in OpenAPI', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(document.paths['/api/v1/files'].post.tags).toEqual(['files']);
    expect(Object.keys(document.paths['/api/v1/files'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(document.paths['/api/v1/files/{id}'].get.tags).toEqual(['files']);
    expect(document.paths['/api/v1/files/{id}'].delete.tags).toEqual(['files']);
    expect(document.paths['/api/v1/public-files/{key}'].get.tags).toEqual(['files']);
  });
});
