import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { openPglite, type TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { files } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { signUp, testApp, type TSignedUp } from '../../test/harness.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { filesUnder, multipartFile, pdfOf } from '../../test/uploads.ts';
import { S3FileStorage } from './s3-storage.ts';
import { LocalFileStorage, newFileKey } from './storage.ts';
import { cleanUpStorage, ORPHAN_MIN_AGE_MS } from './clean-up.ts';

/**
 * Uploads in an S3-compatible bucket (decision 114, issue 48 §1), against a real server speaking the protocol
 * (`s3rver`, started here): the storage's own calls, the API's upload and download through it with nothing on the
 * node's disk, the store away (503, nothing half-written), the crash clean-up, and bad configuration at start.
 */
describe('file storage in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let database: TDatabaseHandle;
  let root: string;
  let app: FastifyInstance;
  let seeker: TSignedUp;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await openPglite();
    await prepareDatabase(database, { seedDemo: false });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-s3-app-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), ...s3.env });
    seeker = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await s3?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores, finds, lists, streams and deletes the bytes of a key', async () => {
    const storage = new S3FileStorage(s3.config);
    expect(await storage.isAvailable()).toBe(true);
    const key = newFileKey();
    expect(await storage.has(key)).toBe(false);
    expect(await storage.stream(key)).toBeNull();
    await storage.put(key, Buffer.from('the bytes of a CV'));
    expect(await storage.has(key)).toBe(true);
    expect(await text((await storage.stream(key))!)).toBe('the bytes of a CV');
    const listed = [];
    for await (const entry of storage.entries()) listed.push(entry);
    expect(listed).toContainEqual({ type: 'file', key, modifiedAt: expect.any(Date) });
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.has(key)).toBe(false);
  });

  it('uploads a CV through the API into the bucket and serves it back, with nothing on the node’s disk', async () => {
    const pdf = pdfOf(4096);
    const body = multipartFile(pdf, 'سيرتي.pdf');
    const response = await app.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${seeker.token}`, 'x-locale': 'en' } });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().data as { id: number; url: string };
    const download = await app.inject({ url: file.url, headers: { authorization: `Bearer ${seeker.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(filesUnder(path.join(root, 'data', 'uploads'))).toEqual([]);
    const [row] = await database.db.select().from(files).where(eq(files.id, file.id));
    expect(await new S3FileStorage(s3.config).has(row!.key)).toBe(true);
    // Another person may not read it, whatever the store.
    const other = await signUp(app);
    expect((await app.inject({ url: file.url, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
    // Deleting it removes the object.
    expect((await app.inject({ method: 'DELETE', url: file.url, headers: { authorization: `Bearer ${seeker.token}` } })).statusCode).toBe(200);
    expect(await new S3FileStorage(s3.config).has(row!.key)).toBe(false);
  });

  it('removes an object no row names once it is old enough (a process killed between the bytes and the row)', async () => {
    const storage = new S3FileStorage(s3.config);
    const orphan = newFileKey();
    await storage.put(orphan, Buffer.from('written, then the process died'));
    const young = await cleanUpStorage({ db: database.db, storage }, { now: new Date() });
    expect(young.orphans).toBe(0);
    const later = await cleanUpStorage({ db: database.db, storage }, { now: new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000) });
    expect(later.orphans).toBeGreaterThanOrEqual(1);
    expect(await storage.has(orphan)).toBe(false);
  });

  it('answers 503 with Retry-After in the caller’s language while the store is away, storing nothing', async () => {
    const away = await startS3Server();
    const endpoint = away.config.endpoint!;
    const awayApp = await testApp(database, { DATA_DIR: path.join(root, 'away'), ...away.env });
    try {
      await away.close();
      const before = await database.db.select().from(files).where(eq(files.owner_id, seeker.id));
      const body = multipartFile(pdfOf(2048));
      for (const [locale, message] of [
        ['en', 'File storage is not answering: please try again in a moment'],
        ['ar', 'مخزن الملفات لا يستجيب: يرجى المحاولة بعد قليل'],
      ] as const) {
        const response = await awayApp.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${seeker.token}`, 'x-locale': locale } });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ message });
      }
      expect(await database.db.select().from(files).where(eq(files.owner_id, seeker.id))).toEqual(before);
      expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await awayApp.close();
    }
  });

  it('npm run storage:migrate copies a disk installation into the bucket, checked, and again only what is missing or differs', async () => {
    const target = await startS3Server('migrated-uploads');
    try {
      const dataDir = path.join(root, 'disk-install');
      const disk = new LocalFileStorage(path.join(dataDir, 'uploads'));
      const keys = [newFileKey(), newFileKey(), newFileKey()];
      for (const [n, key] of keys.entries()) await disk.put(key, Buffer.from(`file ${n} of a disk installation`));
      const migrate = () =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          execFile(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../commands/storage-migrate.ts')], { env: { ...process.env, ...target.env, DATA_DIR: dataDir, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } }, (error, stdout, stderr) =>
            resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
          );
        });
      const first = await migrate();
      expect(first.output).toContain('copied 3, already there 0, copied again because they differed 0, failed 0');
      expect(first.code).toBe(0);
      const bucket = new S3FileStorage(target.config);
      for (const [n, key] of keys.entries()) expect(await text((await bucket.stream(key))!)).toBe(`file ${n} of a disk installation`);
      // Again: nothing to copy; one object changed in the bucket is copied again.
      await bucket.delete(keys[1]!);
      await bucket.put(keys[1]!, Buffer.from('other bytes'));
      const second = await migrate();
      expect(second.output).toContain('copied 0, already there 2, copied again because they differed 1, failed 0');
      expect(await text((await bucket.stream(keys[1]!))!)).toBe('file 1 of a disk installation');
      // Without the bucket's configuration: one line naming the variable, exit 78.
      const wrong = await new Promise<{ code: number | null; output: string }>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../commands/storage-migrate.ts')], { env: { ...process.env, STORAGE_DRIVER: 'disk', DATA_DIR: dataDir } }, (error, stdout, stderr) =>
          resolve({ code: (error as { code?: number } | null)?.code ?? 0, output: `${stdout}${stderr}` }),
        );
      });
      expect(wrong.code).toBe(78);
      expect(wrong.output.trim()).toBe('Invalid configuration: STORAGE_DRIVER must be s3 (with S3_BUCKET and its credentials) to copy the uploads into a bucket');
    } finally {
      await target.close();
    }
  });

  it('refuses to start with a missing bucket, refused credentials or a store that does not answer, naming the variable', async () => {
    const start = (env: Record<string, string>) => testApp(database, { DATA_DIR: path.join(root, 'bad'), ...s3.env, ...env });
    await expect(start({ S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(/^Invalid configuration: S3_BUCKET no-such-bucket does not exist/);
    await expect(start({ S3_ACCESS_KEY_ID: 'NOT-A-KEY-OF-THE-STORE' })).rejects.toThrow(/^Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are refused/);
    await expect(start({ S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(/^Invalid configuration: S3_ENDPOINT does not answer/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/^Invalid configuration: STORAGE_DRIVER must be disk or s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b1b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'very-secret' })).not.toThrow();
  });
});
