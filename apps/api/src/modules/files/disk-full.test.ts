import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { filesUnder, multipartFile, pdfOf } from '../../test/uploads.ts';

/**
 * Disk full while uploading (issue 16): the uploads folder is a tmpfs of 256 KiB mounted by the test (it runs as
 * root; a machine where mounting is impossible fails here loudly rather than skipping). An upload that does not
 * fit answers 507 in the caller's language and leaves neither bytes nor a row behind.
 */

const drivers = await testDrivers();




/** Fills the file system of `file` until `leave` bytes (about) are free; answers how much it wrote. */
function fillLeaving(file: string, leave: number): number {
  const chunk = Buffer.alloc(4096, 0x61);
  let written = 0;
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) {
      try {
        written += fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        break;
      }
    }
    fs.ftruncateSync(fd, Math.max(0, written - leave));
  } finally {
    fs.closeSync(fd);
  }
  return written;
}

describe.each(drivers)('uploading to a full disk on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let mountPoint: string;
  let mounted = false;
  let seeker: TSignedUp;

  beforeAll(async () => {
    database = await driver.open();
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-disk-full-'));
    // No skip: a machine where this cannot be mounted fails the test with mount's own message.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k,mode=0700', 'tmpfs', mountPoint], { stdio: 'pipe' });
    mounted = true;
    app = await testApp(database, { DATA_DIR: mountPoint });
    seeker = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
    if (mounted) execFileSync('umount', [mountPoint], { stdio: 'pipe' });
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  const uploadsDir = () => path.join(mountPoint, 'uploads');
  const upload = (data: Buffer, locale: 'ar' | 'en') => {
    const body = multipartFile(data);
    return app.inject({
      method: 'POST',
      url: '/api/v1/files?kind=cv',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${seeker.token}`, 'x-locale': locale },
    });
  };
  const rowsOfSeeker = () => database.db.select({ id: files.id, key: files.key }).from(files).where(eq(files.owner_id, seeker.id));

  it('answers 507 in the caller’s language and leaves no partial file and no row', async () => {
    // One upload while there is room: its bytes and its row are the only ones there.
    const first = await upload(pdfOf(40 * 1024), 'en');
    expect(first.statusCode).toBe(201);
    const stored = filesUnder(uploadsDir());
    expect(stored).toHaveLength(1);
    expect(await rowsOfSeeker()).toHaveLength(1);

    // About 48 KiB left: a 120 KiB CV starts to be written, then the disk is full in the middle of it.
    const filler = path.join(mountPoint, 'filler');
    fillLeaving(filler, 48 * 1024);
    const cv = pdfOf(120 * 1024);
    for (const [locale, message] of [
      ['en', 'There is no room left to store files: please try again later'],
      ['ar', 'لا توجد مساحة كافية لحفظ الملفات: يرجى المحاولة لاحقًا'],
    ] as const) {
      const full = await upload(cv, locale);
      expect(full.statusCode).toBe(507);
      expect(full.json()).toEqual({ message });
      expect(filesUnder(uploadsDir())).toEqual(stored);
      expect(await rowsOfSeeker()).toHaveLength(1);
    }

    // Room again: the same upload goes through, whole.
    fs.rmSync(filler);
    const again = await upload(cv, 'en');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.size).toBe(cv.length);
    const download = await app.inject({ url: again.json().data.url, headers: { authorization: `Bearer ${seeker.token}` } });
    expect(download.rawPayload.equals(cv)).toBe(true);
    expect(filesUnder(uploadsDir())).toHaveLength(2);
    expect(await rowsOfSeeker()).toHaveLength(2);
  });
});
