import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, jobs, seekerProfiles } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, giveMinimumProfile, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { multipartFile, pdfOf } from '../../test/uploads.ts';

const drivers = await testDrivers();

/** Decision 132: up to three CV files, one the default, and the one an application sends. */
describe.each(drivers)('CV files on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let company: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-cv-files-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), PUBLIC_URL: 'https://tawzeef.example' });
    company = await readyCompany(app, database);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** Uploads a distinct PDF of kind cv (or `kind`) as the seeker; its file id. */
  async function upload(who: TSignedUp, name: string, kind = 'cv'): Promise<number> {
    const file = multipartFile(pdfOf(400 + name.length), name);
    const response = await app.inject({ method: 'POST', url: `/api/v1/files?kind=${kind}`, payload: file.payload, headers: { ...file.headers, authorization: `Bearer ${who.token}` } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }
  const list = async (who: TSignedUp) => (await who.call('GET', '/api/v1/user/cv-files')).json().data as Array<{ id: number; label: string | null; original_name: string; is_default: boolean }>;
  const add = (who: TSignedUp, body: unknown, locale: 'ar' | 'en' = 'en') => who.call('POST', '/api/v1/user/cv-files', body, locale);

  async function liveJob(): Promise<number> {
    const [row] = await database.db
      .insert(jobs)
      .values({ company_id: company.companyId, status: 'active', title: 'Accountant', description: '<p>Excel.</p>', deadline: dayFromToday(20), activated_at: new Date(), published_at: new Date() })
      .returning({ id: jobs.id });
    return row!.id;
  }

  it('keeps up to three files, the first the default, names them and refuses a fourth with the reason in both languages', async () => {
    const seeker = await signUp(app);
    const arabic = await upload(seeker, 'cv-ar.pdf');
    const english = await upload(seeker, 'cv-en.pdf');
    const sales = await upload(seeker, 'cv-sales.pdf');
    const fourth = await upload(seeker, 'cv-4.pdf');

    const first = await add(seeker, { file_id: arabic, label: 'السيرة بالعربية' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ id: arabic, label: 'السيرة بالعربية', original_name: 'cv-ar.pdf', is_default: true });
    expect((await add(seeker, { file_id: english, label: 'English CV' })).json().data).toMatchObject({ id: english, is_default: false });
    expect((await add(seeker, { file_id: sales })).statusCode).toBe(201);
    expect((await list(seeker)).map((f) => [f.id, f.is_default])).toEqual([
      [arabic, true],
      [sales, false],
      [english, false],
    ]);

    const full = await add(seeker, { file_id: fourth });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.file_id).toEqual(['You already have 3 CV files: delete one before adding another']);
    expect((await add(seeker, { file_id: fourth }, 'ar')).json().errors.file_id).toEqual(['لديك 3 ملفات سيرة ذاتية: احذف أحدها قبل إضافة آخر']);
    expect((await add(seeker, { file_id: english })).json().errors.file_id).toEqual(['This file is already one of your CV files']);
    expect((await list(seeker)).length).toBe(3);
  });

  it('refuses another person\'s file, a file of another kind and a label that is too long', async () => {
    const seeker = await signUp(app);
    const other = await signUp(app);
    const theirs = await upload(other, 'theirs.pdf');
    const receipt = await upload(seeker, 'certificate.pdf', 'certificate');
    expect((await add(seeker, { file_id: theirs })).statusCode).toBe(422);
    expect((await add(seeker, { file_id: receipt })).statusCode).toBe(422);
    const mine = await upload(seeker, 'mine.pdf');
    const long = await add(seeker, { file_id: mine, label: 'x'.repeat(61) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['label']);
    expect(await list(seeker)).toEqual([]);
    expect((await other.call('PUT', `/api/v1/user/cv-files/${mine}`, { label: 'mine now' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/v1/user/cv-files/${mine}`)).statusCode).toBe(404);
  });

  it('does not let two additions at once pass the limit', async () => {
    const seeker = await signUp(app);
    const ids = await Promise.all(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'].map((name) => upload(seeker, name)));
    const answers = await Promise.all(ids.map((id) => add(seeker, { file_id: id })));
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(3);
    expect(answers.filter((a) => a.statusCode === 422).length).toBe(2);
    const listed = await list(seeker);
    expect(listed.length).toBe(3);
    expect(listed.filter((f) => f.is_default).length).toBe(1);
  });

  it('renames, changes the default, and after deleting the default makes the newest other one the default', async () => {
    const seeker = await signUp(app);
    const one = await upload(seeker, 'one.pdf');
    const two = await upload(seeker, 'two.pdf');
    const three = await upload(seeker, 'three.pdf');
    for (const id of [one, two, three]) expect((await add(seeker, { file_id: id })).statusCode).toBe(201);

    const renamed = await seeker.call('PUT', `/api/v1/user/cv-files/${two}`, { label: 'English', is_default: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: two, label: 'English', is_default: true });
    const [profile] = await database.db.select({ cv: seekerProfiles.cv_file_id }).from(seekerProfiles).where(eq(seekerProfiles.user_id, seeker.id));
    expect(profile?.cv).toBe(two);

    expect((await seeker.call('DELETE', `/api/v1/user/cv-files/${two}`)).statusCode).toBe(200);
    expect((await list(seeker)).map((f) => [f.id, f.is_default])).toEqual([
      [three, true],
      [one, false],
    ]);
    // The bytes went with it.
    expect((await seeker.call('GET', `/api/v1/files/${two}`)).statusCode).toBe(404);
    expect((await seeker.call('PUT', `/api/v1/user/cv-files/${two}`, { label: 'gone' })).statusCode).toBe(404);
  });

  it('keeps the profile\'s single CV slot working: attaching replaces the default (deleting it), null removes it', async () => {
    const seeker = await signUp(app);
    const first = await upload(seeker, 'first.pdf');
    const second = await upload(seeker, 'second.pdf');
    const kept = await upload(seeker, 'kept.pdf');
    expect((await seeker.call('PUT', '/api/v1/user/profile/cv', { file_id: first })).statusCode).toBe(200);
    expect((await add(seeker, { file_id: kept, label: 'Kept' })).statusCode).toBe(201);
    expect((await list(seeker)).map((f) => [f.id, f.is_default])).toEqual([
      [first, true],
      [kept, false],
    ]);
    expect((await seeker.call('PUT', '/api/v1/user/profile/cv', { file_id: second })).statusCode).toBe(200);
    expect((await list(seeker)).map((f) => [f.id, f.is_default])).toEqual([
      [second, true],
      [kept, false],
    ]);
    expect((await seeker.call('GET', `/api/v1/files/${first}`)).statusCode).toBe(404);
    expect((await seeker.call('PUT', '/api/v1/user/profile/cv', { file_id: null })).statusCode).toBe(200);
    expect((await list(seeker)).map((f) => [f.id, f.is_default])).toEqual([[kept, true]]);
  });

  it('sends the chosen file with an application (the default when none is named) and the company downloads that one', async () => {
    const seeker = await signUp(app);
    await giveMinimumProfile(database, seeker.id);
    const arabic = await upload(seeker, 'cv-ar.pdf');
    const english = await upload(seeker, 'cv-en.pdf');
    expect((await add(seeker, { file_id: arabic })).statusCode).toBe(201);
    expect((await add(seeker, { file_id: english })).statusCode).toBe(201);

    const chosenJob = await liveJob();
    const refused = await seeker.call('POST', `/api/v1/jobs/${chosenJob}/applications`, { cv_file_id: 999_999 }, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.cv_file_id).toEqual(['اختر أحد ملفات سيرتك الذاتية']);
    const stranger = await signUp(app);
    const theirs = await upload(stranger, 'theirs.pdf');
    expect((await seeker.call('POST', `/api/v1/jobs/${chosenJob}/applications`, { cv_file_id: theirs })).json().errors.cv_file_id).toEqual(['Choose one of your CV files']);

    const sent = await seeker.call('POST', `/api/v1/jobs/${chosenJob}/applications`, { cv_file_id: english });
    expect(sent.statusCode, sent.body).toBe(201);
    const chosenId = sent.json().data.id;
    const defaultJob = await liveJob();
    const defaultId = (await seeker.call('POST', `/api/v1/jobs/${defaultJob}/applications`, {})).json().data.id;

    const rows = await database.db.select({ id: applications.id, file: applications.cv_file_id, snapshot: applications.cv_snapshot }).from(applications).where(eq(applications.user_id, seeker.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(chosenId)?.file).toBe(english);
    expect((byId.get(chosenId)?.snapshot as { cv: { cv_file_id: number } }).cv.cv_file_id).toBe(english);
    expect(byId.get(defaultId)?.file).toBe(arabic);

    const detail = (await company.call('GET', `/api/v1/company/applications/${chosenId}`)).json().data;
    expect(detail.cv_file).toMatchObject({ name: 'cv-en.pdf' });
    const download = await company.call('GET', `/api/v1/company/applications/${chosenId}/cv-file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfOf(400 + 'cv-en.pdf'.length))).toBe(true);
  });

  it('shows the seeker which file and which answers went with each application, and so does "download my data" (decision 152)', async () => {
    const seeker = await signUp(app);
    await giveMinimumProfile(database, seeker.id);
    const arabic = await upload(seeker, 'cv-ar.pdf');
    const english = await upload(seeker, 'cv-en.pdf');
    expect((await add(seeker, { file_id: arabic, label: 'السيرة بالعربية' })).statusCode).toBe(201);
    expect((await add(seeker, { file_id: english, label: 'English CV' })).statusCode).toBe(201);
    const asked = await liveJob();
    await database.db
      .update(jobs)
      .set({ screening_questions: [{ id: 'q1', text: 'How many years of accounting?', type: 'number', choices: [], required: true, knockout: true, accepted: [], min: 3, max: null }] })
      .where(eq(jobs.id, asked));
    const withAnswers = (await seeker.call('POST', `/api/v1/jobs/${asked}/applications`, { cv_file_id: english, answers: { q1: 'سنتان' } })).json().data.id;
    const plain = await liveJob();
    const withDefault = (await seeker.call('POST', `/api/v1/jobs/${plain}/applications`, {})).json().data.id;

    const mine = (await seeker.call('GET', '/api/v1/user/applications')).json().data.items as Array<Record<string, unknown>>;
    const byId = new Map(mine.map((item) => [item.id, item]));
    expect(byId.get(withAnswers)).toMatchObject({
      cv_file_sent: true,
      cv_file: { id: english, label: 'English CV', original_name: 'cv-en.pdf' },
      screening_answers: [{ question_id: 'q1', text: 'How many years of accounting?', type: 'number', answer: 2 }],
    });
    expect(byId.get(withDefault)).toMatchObject({ cv_file_sent: true, cv_file: { id: arabic, label: 'السيرة بالعربية' }, screening_answers: [] });
    const one = await seeker.call('GET', `/api/v1/user/applications/${withAnswers}`);
    expect(one.json().data.cv_file.original_name).toBe('cv-en.pdf');
    // The seeker's view never carries the company's verdict on the answers.
    expect(one.body).not.toContain('knocked_out');

    // The file deleted later: the application says one was sent.
    expect((await seeker.call('DELETE', `/api/v1/user/cv-files/${english}`)).statusCode).toBe(200);
    const after = (await seeker.call('GET', `/api/v1/user/applications/${withAnswers}`)).json().data;
    expect(after).toMatchObject({ cv_file_sent: true, cv_file: null });

    const exported = await seeker.call('GET', '/api/v1/user/export');
    const exportedOf = (id: number) => exported.json().activity.applications.find((a: { id: number }) => a.id === id);
    expect(exportedOf(withAnswers)).toMatchObject({ cv_file_sent: true, cv_file: null, screening_answers: [{ question: 'How many years of accounting?', answer: 2 }] });
    expect(exportedOf(withDefault)).toMatchObject({ cv_file_sent: true, cv_file: { id: arabic, label: 'السيرة بالعربية', original_name: 'cv-ar.pdf' } });
    const page = await seeker.call('GET', '/api/v1/user/export?format=html', undefined, 'ar');
    expect(page.body).toContain('ملف السيرة الذاتية');
    expect(page.body).toContain('أُرسل ثم حُذف');
    expect(page.body).toContain('<bdi>السيرة بالعربية</bdi> — <bdi>cv-ar.pdf</bdi>');
    expect(page.body).toContain('إجاباتك عن أسئلة الوظيفة');
    expect(page.body).toContain('<li><bdi>How many years of accounting?</bdi>: <bdi>2</bdi></li>');
  });
});
