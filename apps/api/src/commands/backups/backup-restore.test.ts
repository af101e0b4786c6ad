import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.ts';
import { openPglite, type TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { caller, createServerDatabase, isPgServerReachable, signUp, signUpAdmin, testApp, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertJob, readyCompany, uploadReceipt } from '../../test/factories.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { multipartFile, pdfOf } from '../../test/uploads.ts';
import { createFileStorage } from '../../modules/files/file-storage.ts';
import { serverObjectCount } from './database-archive.ts';
import { seekerProfiles } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createBackup } from './create-backup.ts';
import { BackupCheckError, backupFilePath, sha256Of } from './manifest.ts';
import { restoreBackup, RestoreRefusedError } from './restore-backup.ts';

/**
 * Backups that restore (decision 120, issue 48 §5): a database with a CV, a tax invoice (and its transfer receipt) and a
 * message file is backed up, restored into a fresh database and store, and the restored installation serves the same
 * bytes and the same invoice. Both databases (PGlite, the PostgreSQL server) and both stores (disk, an S3 server).
 */

const COMMANDS = path.resolve(import.meta.dirname, '..');
const INVOICE_ENV = { SELLER_NAME_AR: 'شركة توظيف المحدودة', SELLER_NAME_EN: 'Tawzeef Ltd', SELLER_VAT_NUMBER: '310122393500003', SELLER_ADDRESS: 'Olaya Street, Riyadh' };
const roots: string[] = [];
const cleanUps: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp().catch(() => undefined);
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const temporary = (label: string) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `tawzeef-backup-${label}-`));
  roots.push(root);
  return root;
};

/** `npm run backup` / `npm run restore` as an operator runs them. */
function runCommand(name: 'backup' | 'restore', folder: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(COMMANDS, `${name}.ts`), folder], { env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface TInstallation {
  env: Record<string, string>;
  open(): Promise<TDatabaseHandle>;
  /** Closes what open() gave, so that a backup or restore can work on it. */
  close(database: TDatabaseHandle): Promise<void>;
}

async function storeEnv(kind: 'disk' | 's3'): Promise<Record<string, string>> {
  if (kind === 'disk') return { STORAGE_DRIVER: 'disk' };
  const s3 = await startS3Server();
  cleanUps.push(() => s3.close());
  return { ...s3.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
}

async function installation(database: 'pglite' | 'pg', store: 'disk' | 's3', label: string): Promise<TInstallation> {
  const dataDir = path.join(temporary(label), 'data');
  const env = { DATA_DIR: dataDir, ...(await storeEnv(store)) };
  if (database === 'pglite') return { env, open: () => openPglite(path.join(dataDir, 'pgdata')), close: (handle) => handle.close() };
  const server = await createServerDatabase(`backup_${label}`);
  cleanUps.push(() => server.drop());
  return { env: { ...env, DATABASE_URL: server.url }, open: async () => server, close: async () => undefined };
}

interface TSaved {
  seeker: TSignedUp;
  company: TSignedUp;
  cv: { url: string; bytes: Buffer };
  invoice: { url: string; body: unknown; receiptUrl: string; receipt: Buffer };
  message: { url: string; bytes: Buffer };
}

/** A seeker's CV, a company's paid posting with its tax invoice and transfer receipt, and a file sent in a message. */
async function fill(app: FastifyInstance, database: TDatabaseHandle): Promise<TSaved> {
  const seeker = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' });
  await giveMinimumProfile(database, seeker.id);
  await database.db.update(seekerProfiles).set({ is_visible: true }).where(eq(seekerProfiles.user_id, seeker.id));
  const cvBytes = pdfOf(20_000);
  const cvBody = multipartFile(cvBytes, 'سيرتي.pdf');
  const cv = await app.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: cvBody.payload, headers: { ...cvBody.headers, authorization: `Bearer ${seeker.token}` } });
  expect(cv.statusCode, cv.body).toBe(201);

  const company = await readyCompany(app, database, { name: 'Horizon Backups' });
  const admin = await signUpAdmin(app, database);
  const job = await insertJob(database, company.companyId, { title: 'محاسب أول' });
  const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
  const receiptId = await uploadReceipt(app, company);
  expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: receiptId })).statusCode).toBe(200);
  expect((await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' })).statusCode).toBe(200);
  const invoiceUrl = `/api/v1/company/payments/${payment.id}/invoice`;
  const invoice = await company.call('GET', invoiceUrl);
  expect(invoice.statusCode, invoice.body).toBe(200);
  const receiptUrl = `/api/v1/files/${receiptId}`;
  const receipt = await company.call('GET', receiptUrl);
  expect(receipt.statusCode, receipt.body).toBe(200);

  const started = await company.call('POST', '/api/v1/conversations', { seeker_id: seeker.id, body: 'Hello Noura' });
  expect(started.statusCode, started.body).toBe(201);
  const messageBytes = pdfOf(9_000);
  const messageBody = multipartFile(messageBytes, 'portfolio.pdf');
  const sent = await app.inject({ method: 'POST', url: `/api/v1/conversations/${started.json().data.conversation.id}/files`, headers: { authorization: `Bearer ${seeker.token}`, ...messageBody.headers }, payload: messageBody.payload });
  expect(sent.statusCode, sent.body).toBe(201);
  return {
    seeker,
    company,
    cv: { url: cv.json().data.url, bytes: cvBytes },
    invoice: { url: invoiceUrl, body: invoice.json().data, receiptUrl, receipt: receipt.rawPayload },
    message: { url: sent.json().data.file.url, bytes: messageBytes },
  };
}

/** The restored installation serves the same CV, invoice, receipt and message file to the same (restored) sessions. */
async function expectSame(app: FastifyInstance, saved: TSaved): Promise<void> {
  const seeker = caller(app, saved.seeker.token);
  const company = caller(app, saved.company.token);
  const cv = await seeker('GET', saved.cv.url);
  expect(cv.statusCode, cv.body).toBe(200);
  expect(sha256Of(cv.rawPayload)).toBe(sha256Of(saved.cv.bytes));
  const invoice = await company('GET', saved.invoice.url);
  expect(invoice.statusCode, invoice.body).toBe(200);
  expect(invoice.json().data).toEqual(saved.invoice.body);
  expect((await company('GET', saved.invoice.receiptUrl)).rawPayload.equals(saved.invoice.receipt)).toBe(true);
  const message = await company('GET', saved.message.url);
  expect(message.statusCode, message.body).toBe(200);
  expect(message.rawPayload.equals(saved.message.bytes)).toBe(true);
}

/** A changed file, then a changed database archive: the restore's check refuses each, and nothing is written. */
async function expectTamperingRefused(folder: string, target: TInstallation): Promise<void> {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as { files: Array<{ key: string }>; database: { file: string } };
  const key = manifest.files[0]!.key;
  const file = backupFilePath(folder, key);
  const original = fs.readFileSync(file);
  const changed = Buffer.from(original);
  changed[changed.length - 3]! ^= 0x01;
  fs.writeFileSync(file, changed);
  await expect(restoreBackup(loadConfig(target.env), folder)).rejects.toThrow(
    new BackupCheckError(`1 of 3 files are missing or do not match their SHA-256 in the manifest (${key}): the backup was changed or damaged`),
  );
  fs.writeFileSync(file, original);
  const archive = path.join(folder, manifest.database.file);
  const database = fs.readFileSync(archive);
  fs.appendFileSync(archive, 'x');
  await expect(restoreBackup(loadConfig(target.env), folder)).rejects.toThrow(new BackupCheckError(`${manifest.database.file} does not match its SHA-256 in the manifest: the backup was changed or damaged`));
  fs.writeFileSync(archive, database);
  const store = createFileStorage(loadConfig(target.env));
  for await (const entry of store.entries()) expect.unreachable(`the store holds ${JSON.stringify(entry)}`);
  if (target.env.DATABASE_URL) expect(await serverObjectCount(target.env.DATABASE_URL)).toBe(0);
  else expect(fs.existsSync(path.join(target.env.DATA_DIR!, 'pgdata'))).toBe(false);
}

const serverReachable = await isPgServerReachable();
if (!serverReachable) console.warn('PostgreSQL server not reachable: backups are tested on PGlite only');
const cases = [
  { database: 'pglite' as const, store: 'disk' as const, commands: true },
  ...(serverReachable ? [{ database: 'pg' as const, store: 's3' as const, commands: false }] : [{ database: 'pglite' as const, store: 's3' as const, commands: false }]),
];

describe.each(cases)('a backup of $database with files on $store', ({ database: kind, store, commands }) => {
  // Two installations migrated from nothing, two child processes: minutes on a loaded machine, not the 30 s of a test.
  it('restores into a fresh database and store that serve the same CV, tax invoice and message file', { timeout: 300_000 }, async () => {
    const source = await installation(kind, store, `${kind}_${store}_source`);
    let database = await source.open();
    await prepareDatabase(database, { seedDemo: false });
    let app = await testApp(database, { ...source.env, ...INVOICE_ENV });
    const saved = await fill(app, database);
    await app.close();
    await source.close(database);

    const folder = path.join(temporary('archive'), 'backup');
    if (commands) {
      const made = await runCommand('backup', folder, source.env);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain('Backup complete');
    } else {
      await createBackup(loadConfig(source.env), folder);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: { driver: kind, file: kind === 'pg' ? 'database.dump' : 'database.tar.gz' }, storage_driver: store, missing: [] });
    expect(manifest.files).toHaveLength(3);
    if (kind === 'pg') expect(fs.readFileSync(path.join(folder, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');

    // Not into the installation it came from: that database and store are not empty.
    database = await source.open();
    app = await testApp(database, { ...source.env, ...INVOICE_ENV });
    await expectSame(app, saved);
    await app.close();
    await source.close(database);
    if (commands) {
      const refused = await runCommand('restore', folder, source.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is not empty: restore only into/);
    } else {
      await expect(restoreBackup(loadConfig(source.env), folder)).rejects.toThrow(RestoreRefusedError);
    }

    const target = await installation(kind, store, `${kind}_${store}_target`);
    await expectTamperingRefused(folder, target);
    if (commands) {
      const restored = await runCommand('restore', folder, target.env);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Restore complete: the database and 3 files');
    } else {
      await restoreBackup(loadConfig(target.env), folder);
    }
    const restoredDatabase = await target.open();
    const restoredApp = await testApp(restoredDatabase, { ...target.env, ...INVOICE_ENV });
    try {
      await expectSame(restoredApp, saved);
    } finally {
      await restoredApp.close();
      await target.close(restoredDatabase);
    }
  });
});
