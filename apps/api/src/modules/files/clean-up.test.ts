import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { openPglite, type TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { files } from '../../db/schema/index.ts';
import { PG_SERVER, createServerDatabase, isPgServerReachable, signUp, testApp, type TSignedUp } from '../../test/harness.ts';
import { ORPHAN_MIN_AGE_MS, STORAGE_CLEAN_UP_LOCK_KEY, TEMPORARY_MAX_AGE_MS, runStorageCleanUp } from './clean-up.ts';
import { LocalFileStorage, newFileKey, temporaryName } from './storage.ts';
import { filesUnder, multipartFile, pdfOf } from '../../test/uploads.ts';

/**
 * The storage clean-up (issue 16, what a crash leaves): planted temporaries, bytes without rows and rows without
 * bytes, old and young, on a database of its own (the clean-up looks at every row of the table).
 */

interface TFreshDriver {
  name: 'pglite' | 'postgres';
  open(): Promise<TDatabaseHandle & { drop?(): Promise<void> }>;
}

const drivers: TFreshDriver[] = [{ name: 'pglite', open: () => openPglite() }];
if (await isPgServerReachable()) drivers.push({ name: 'postgres', open: () => createServerDatabase('cleanup') });

const PDF = pdfOf();



describe.each(drivers)('cleaning storage up after a crash on $name', (driver) => {
  let database: TDatabaseHandle & { drop?(): Promise<void> };
  let app: FastifyInstance;
  let root: string;
  let uploadsDir: string;
  let storage: LocalFileStorage;
  let seeker: TSignedUp;

  beforeAll(async () => {
    database = await driver.open();
    await prepareDatabase(database, { seedDemo: false });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-clean-up-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data') });
    uploadsDir = path.join(root, 'data', 'uploads');
    storage = new LocalFileStorage(uploadsDir);
    seeker = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
    if (database?.drop) await database.drop();
    else await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const uploadCv = async () => {
    const body = multipartFile(PDF);
    const response = await app.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${seeker.token}` } });
    expect(response.statusCode).toBe(201);
    const id: number = response.json().data.id;
    const [row] = await database.db.select().from(files).where(eq(files.id, id));
    return { id, key: row!.key, url: response.json().data.url as string };
  };
  const relativePath = (key: string, name = key) => path.join(key.slice(0, 2), key.slice(2, 4), name);
  /** Writes a file under the uploads folder, last changed `ageMs` ago. */
  const plant = (relative: string, ageMs: number) => {
    const file = path.join(uploadsDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, PDF.subarray(0, 20));
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return relative;
  };

  it('removes old temporaries, old bytes without a row, and rows without bytes (a profile loses its CV)', async () => {
    const kept = await uploadCv();
    const lost = await uploadCv();
    expect((await seeker.call('PUT', '/api/v1/user/profile/cv', { file_id: lost.id })).statusCode).toBe(200);
    fs.rmSync(path.join(uploadsDir, relativePath(lost.key)));

    const keyA = newFileKey();
    const keyB = newFileKey();
    const oldTemporary = plant(relativePath(keyA, temporaryName(keyA)), TEMPORARY_MAX_AGE_MS + 60_000);
    const youngTemporary = plant(relativePath(keyB, temporaryName(keyB)), 5_000);
    const oldOrphan = plant(relativePath(newFileKey()), ORPHAN_MIN_AGE_MS + 60_000);
    const youngOrphan = plant(relativePath(newFileKey()), 60_000);
    // Not the storage's own: left alone whatever their age.
    const stranger = plant(path.join('ab', 'cd', 'notes.txt'), ORPHAN_MIN_AGE_MS * 10);
    const misplaced = plant(path.join('00', '00', newFileKey()), ORPHAN_MIN_AGE_MS * 10);

    const outcome = await runStorageCleanUp({ db: database.db, storage }, { now: new Date() });
    expect(outcome).toEqual({ ran: true, report: { temporaries: 1, orphans: 1, missing: 1, keptMissing: 0 } });

    const left = filesUnder(uploadsDir);
    expect(left).toEqual([relativePath(kept.key), youngTemporary, youngOrphan, stranger, misplaced].sort());
    expect(left).not.toContain(oldTemporary);
    expect(left).not.toContain(oldOrphan);
    expect(await database.db.select({ id: files.id }).from(files).where(eq(files.id, lost.id))).toEqual([]);

    // What the seeker sees: no CV rather than a link that fails; the other file is whole.
    const profile = (await seeker.call('GET', '/api/v1/user/profile')).json().data;
    expect(profile.cv.cv_file_id).toBeNull();
    expect((await seeker.call('GET', lost.url)).statusCode).toBe(404);
    const download = await app.inject({ url: kept.url, headers: { authorization: `Bearer ${seeker.token}` } });
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Nothing left to do the second time.
    expect(await runStorageCleanUp({ db: database.db, storage }, { now: new Date() })).toEqual({ ran: true, report: { temporaries: 0, orphans: 0, missing: 0, keptMissing: 0 } });
  });

  it('removes no row when the storage is not there at all (a volume that did not mount)', async () => {
    const file = await uploadCv();
    const unmounted = new LocalFileStorage(path.join(root, 'not-mounted'));
    const outcome = await runStorageCleanUp({ db: database.db, storage: unmounted }, { now: new Date() });
    expect(outcome.ran && outcome.report.missing).toBe(0);
    expect(outcome.ran && outcome.report.keptMissing).toBeGreaterThan(0);
    expect(await database.db.select({ id: files.id }).from(files).where(eq(files.id, file.id))).toHaveLength(1);
  });

  it('removes no row when most rows lack their bytes (the wrong folder)', async () => {
    const uploaded = await Promise.all(Array.from({ length: 25 }, () => uploadCv()));
    const rowIds = async () => (await database.db.select({ id: files.id }).from(files)).map((row) => row.id).sort((a, b) => a - b);
    const rowsBefore = await rowIds();
    const elsewhere = path.join(root, 'elsewhere');
    fs.mkdirSync(elsewhere);
    const outcome = await runStorageCleanUp({ db: database.db, storage: new LocalFileStorage(elsewhere) }, { now: new Date() });
    expect(outcome).toEqual({ ran: true, report: { temporaries: 0, orphans: 0, missing: 0, keptMissing: rowsBefore.length } });
    expect(await rowIds()).toEqual(rowsBefore);
    for (const file of uploaded) expect(fs.existsSync(path.join(uploadsDir, relativePath(file.key)))).toBe(true);
  });

  it('runs in one place at a time: a second run while one holds the lock does nothing', async () => {
    const [first, second] = await Promise.all([
      runStorageCleanUp({ db: database.db, storage }, { now: new Date() }),
      runStorageCleanUp({ db: database.db, storage }, { now: new Date() }),
    ]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
  });

  // Only a server has other processes (PGlite is one embedded session): the test exists on that driver alone, never skipped.
  if (driver.name === 'postgres') it('leaves the work to another process that holds the lock', async () => {
    const url = new URL(PG_SERVER);
    url.pathname = new URL((database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString).pathname;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1::bigint)', [STORAGE_CLEAN_UP_LOCK_KEY]);
      const orphan = plant(relativePath(newFileKey()), ORPHAN_MIN_AGE_MS * 2);
      expect(await runStorageCleanUp({ db: database.db, storage }, { now: new Date() })).toEqual({ ran: false });
      expect(fs.existsSync(path.join(uploadsDir, orphan))).toBe(true);
      await other.query('select pg_advisory_unlock($1::bigint)', [STORAGE_CLEAN_UP_LOCK_KEY]);
      expect(await runStorageCleanUp({ db: database.db, storage }, { now: new Date() })).toMatchObject({ ran: true, report: { orphans: 1 } });
    } finally {
      await other.end();
    }
  });
});
