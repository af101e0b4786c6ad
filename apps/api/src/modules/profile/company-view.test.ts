import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, getTableColumns, not, like } from 'drizzle-orm';
import { COMPANY_VIEW_FIELDS, COMPANY_VIEW_HIDDEN } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, files, nationalities, seekerProfiles } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { multipartFile, pdfOf } from '../../test/uploads.ts';
import { COMPANY_VIEW_KEYS } from './company-view.ts';

const drivers = await testDrivers();

/** The CV's columns that say what the person does, wants or how to reach them: always shown to a company that may read the CV. */
const CV_CONTENT = [
  'user_id', 'country_id', 'city_id', 'major_id', 'sector_id', 'summary', 'job_role_title', 'expected_salary', 'notice_period', 'job_target', 'job_type',
  'facebook', 'twitter', 'insta', 'site', 'medium', 'snap', 'linkedin', 'youtube', 'is_visible', 'cv_file_id', 'created_at', 'updated_at',
];
const HIDDEN_KEYS = Object.values(COMPANY_VIEW_KEYS).flat();
const BIRTHDATE = '1993-04-17';

/** Every place under `value` (keys at any depth, text anywhere) where a hidden key or one of `secrets` appears. */
function leaks(value: unknown, secrets: string[], hiddenKeys: readonly string[], at = '$'): string[] {
  if (typeof value === 'string') return secrets.filter((secret) => value.toLowerCase().includes(secret.toLowerCase())).map((secret) => `${at} holds "${secret}"`);
  if (Array.isArray(value)) return value.flatMap((item, i) => leaks(item, secrets, hiddenKeys, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hiddenKeys.includes(key) || key === 'age' ? [`${at}.${key}`] : []),
      ...leaks(item, secrets, hiddenKeys, `${at}.${key}`),
    ]);
  }
  return [];
}

describe.each(drivers)('what companies see of a seeker’s personal details (decision 086) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  let seeker: TSignedUp;
  let applicationId: number;
  let jobId: number;
  let conversationId: number;
  let poolId: number;
  let photoKey: string;
  const cvBytes = pdfOf(400);
  let secrets: { birthdate: string[]; sex: string[]; social_status: string[]; nationality: string[]; drive_licence: string[]; photo: string[] };

  /** Every answer a company gets that holds something of the seeker, by name. */
  async function companyAnswers(): Promise<Record<string, unknown>> {
    const get = async (url: string) => {
      const response = await company.call('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    return {
      employee: await get(`/api/v1/company/employee/${seeker.id}`),
      applicants: await get(`/api/v1/company/jobs/${jobId}/applications`),
      applicant: await get(`/api/v1/company/applications/${applicationId}`),
      search: await get('/api/v1/company/candidates?q=actuary'),
      pool: await get(`/api/v1/company/talent-pools/${poolId}`),
      conversations: await get('/api/v1/conversations'),
      conversation: await get(`/api/v1/conversations/${conversationId}`),
      recipient: await get(`/api/v1/conversations/recipients/${seeker.id}`),
    };
  }
  const choose = (choices: Partial<typeof COMPANY_VIEW_HIDDEN>) => seeker.call('PUT', '/api/v1/user/profile/company-view', { ...COMPANY_VIEW_HIDDEN, ...choices });

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    company = await readyCompany(app, database);
    seeker = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' });
    await giveMinimumProfile(database, seeker.id, { job_role_title: 'Senior actuary' });
    // Two nationalities whose names no other part of the CV (a Saudi city and country) holds.
    const [nationality, licence] = await database.db.select().from(nationalities).where(not(like(nationalities.name_en, 'Saudi%'))).limit(2);
    photoKey = randomBytes(16).toString('hex');
    const [photo] = await database.db.insert(files).values({ key: photoKey, owner_id: seeker.id, kind: 'photo', content_type: 'image/png', size: 10, original_name: 'noura-face.png' }).returning();
    await database.db
      .update(seekerProfiles)
      .set({ birthdate: BIRTHDATE, sex: 'female', social_status: 'married', nationality_id: nationality!.id, drive_licence_nationality_id: licence!.id, photo_file_id: photo!.id })
      .where(eq(seekerProfiles.user_id, seeker.id));
    secrets = {
      birthdate: [BIRTHDATE],
      sex: ['female'],
      social_status: ['married'],
      nationality: [nationality!.name_en, nationality!.name_ar],
      drive_licence: [licence!.name_en, licence!.name_ar],
      photo: [photoKey, 'noura-face'],
    };
    // The CV file the company may download.
    const part = multipartFile(cvBytes, 'noura.pdf');
    const upload = await app.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: part.payload, headers: { ...part.headers, authorization: `Bearer ${seeker.token}` } });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await seeker.call('PUT', '/api/v1/user/profile/cv', { file_id: upload.json().data.id })).statusCode).toBe(200);

    jobId = (await insertLiveJob(database, company.companyId, { title: 'Accountant' })).id;
    const applied = await seeker.call('POST', `/api/v1/jobs/${jobId}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json().data.id;
    const pool = await company.call('POST', '/api/v1/company/talent-pools', { name: 'Finance', seeker_id: seeker.id });
    expect(pool.statusCode, pool.body).toBe(201);
    poolId = pool.json().data.id;
    const started = await company.call('POST', '/api/v1/conversations', { seeker_id: seeker.id, job_id: jobId, body: 'Hello Noura' });
    expect(started.statusCode, started.body).toBe(201);
    conversationId = started.json().data.conversation.id;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('hides every personal detail from every company-facing answer by default, at any depth', async () => {
    expect((await seeker.call('GET', '/api/v1/user/profile/company-view')).json().data).toEqual(COMPANY_VIEW_HIDDEN);
    const answers = await companyAnswers();
    const everySecret = Object.values(secrets).flat();
    for (const [name, answer] of Object.entries(answers)) expect(leaks(answer, everySecret, HIDDEN_KEYS), name).toEqual([]);
    // The answers are the seeker's (the walk saw them): the CV itself still reaches the company.
    expect(answers.employee).toMatchObject({ data: { cv_snapshot: { first_name: 'Noura', cv: { job_role_title: 'Senior actuary' }, labels: { nationality: null } } } });
    expect(answers.applicant).toMatchObject({ data: { id: applicationId, cv_snapshot: { cv: { job_role_title: 'Senior actuary' }, labels: { nationality: null } } } });
    expect((answers.search as { data: { items: Array<{ id: number }> } }).data.items.map((item) => item.id)).toContain(seeker.id);
  });

  it('keeps the application’s snapshot whole and filters it when the company reads it', async () => {
    const [stored] = await database.db.select({ cv_snapshot: applications.cv_snapshot }).from(applications).where(eq(applications.id, applicationId));
    expect((stored!.cv_snapshot as { cv: Record<string, unknown> }).cv).toMatchObject({ birthdate: BIRTHDATE, sex: 'female', social_status: 'married' });
  });

  it('hands the company the CV file exactly as the seeker uploaded it, nothing of the profile added', async () => {
    for (const url of [`/api/v1/company/applications/${applicationId}/cv-file`]) {
      const file = await company.call('GET', url);
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.equals(cvBytes), url).toBe(true);
      expect(leaks(file.rawPayload.toString('latin1'), Object.values(secrets).flat(), []), url).toEqual([]);
    }
    const token: string = (await company.call('GET', `/api/v1/company/employee/${seeker.id}`)).json().data.cv_file.token;
    const file = await company.call('GET', `/api/v1/company/employee-files/${token}`);
    expect(file.rawPayload.equals(cvBytes)).toBe(true);
  });

  it('shows a detail once the seeker chooses to, and only that one; hiding it again takes it back at once', async () => {
    const saved = await choose({ birthdate: true, nationality: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ ...COMPANY_VIEW_HIDDEN, birthdate: true, nationality: true });
    const answers = await companyAnswers();
    const stillHidden = (['sex', 'social_status', 'drive_licence', 'photo'] as const);
    const hiddenKeys = stillHidden.flatMap((field) => COMPANY_VIEW_KEYS[field]);
    for (const [name, answer] of Object.entries(answers)) expect(leaks(answer, stillHidden.flatMap((field) => secrets[field]), hiddenKeys), name).toEqual([]);
    const nationality = secrets.nationality[0];
    expect(answers.employee).toMatchObject({ data: { cv_snapshot: { cv: { birthdate: BIRTHDATE }, labels: { nationality } } } });
    expect(answers.applicant).toMatchObject({ data: { cv_snapshot: { cv: { birthdate: BIRTHDATE }, labels: { nationality } } } });

    await choose({});
    const again = await companyAnswers();
    for (const [name, answer] of Object.entries(again)) expect(leaks(answer, Object.values(secrets).flat(), HIDDEN_KEYS), name).toEqual([]);
  });

  it('shows every detail when the seeker chooses all', async () => {
    await choose(Object.fromEntries(COMPANY_VIEW_FIELDS.map((field) => [field, true])));
    const { employee } = await companyAnswers();
    expect(employee).toMatchObject({
      data: { cv_snapshot: { cv: { birthdate: BIRTHDATE, sex: 'female', social_status: 'married', photo_file_id: expect.any(Number) }, labels: { nationality: secrets.nationality[0], drive_licence: secrets.drive_licence[0] } } },
    });
    await choose({});
  });

  it('previews for the seeker exactly what a verified company reads', async () => {
    await choose({ sex: true });
    const preview = await seeker.call('GET', '/api/v1/user/profile/company-view/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const employee = (await company.call('GET', `/api/v1/company/employee/${seeker.id}`)).json().data;
    expect(preview.json().data.cv_snapshot).toEqual(employee.cv_snapshot);
    expect(preview.json().data).toMatchObject({ id: seeker.id, name: employee.name, contact_hidden: false, cv_file: null, applications: [] });
    expect(preview.json().data.cv_snapshot.cv.sex).toBe('female');
    expect(leaks(preview.json(), secrets.birthdate, COMPANY_VIEW_KEYS.birthdate)).toEqual([]);
    await choose({});
  });

  it('still gives the seeker their own whole CV and data', async () => {
    const own = (await seeker.call('GET', '/api/v1/user/profile')).json().data.cv;
    expect(own).toMatchObject({ birthdate: BIRTHDATE, sex: 'female', social_status: 'married', nationality_id: expect.any(Number), drive_licence_nationality_id: expect.any(Number), photo_file_id: expect.any(Number) });
    const exported = await seeker.call('GET', '/api/v1/user/export');
    expect(exported.json().cv).toMatchObject({ birthdate: BIRTHDATE, sex: 'female', social_status: 'married' });
  });

  it('keeps the choice to the seeker: companies may not read or change it, and a choice must be yes or no', async () => {
    expect((await company.call('GET', '/api/v1/user/profile/company-view')).statusCode).toBe(403);
    expect((await company.call('PUT', '/api/v1/user/profile/company-view', COMPANY_VIEW_HIDDEN)).statusCode).toBe(403);
    expect((await seeker.call('PUT', '/api/v1/user/profile/company-view', { ...COMPANY_VIEW_HIDDEN, sex: 'yes' })).statusCode).toBe(422);
    expect((await seeker.call('PUT', '/api/v1/user/profile/company-view', { ...COMPANY_VIEW_HIDDEN, religion: true })).statusCode).toBe(422);
  });

  it('names every column of the CV either content or a personal detail with its choice', () => {
    const columns = Object.keys(getTableColumns(seekerProfiles));
    expect(columns.filter((column) => !CV_CONTENT.includes(column) && !HIDDEN_KEYS.includes(column))).toEqual([]);
  });
});
