import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cvViews, jobs, seekerProfiles, type TJobRow } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { giveMinimumProfile } from '../../test/factories.ts';
import { multipartFile } from '../../test/uploads.ts';

const drivers = await testDrivers();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const DAY = 24 * 60 * 60 * 1000;

describe.each(drivers)('the employee call and CV views (decision 024) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let clock = 0;
  const now = () => new Date(Date.now() + clock);
  let verified: TTestCompany;
  let unverified: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-candidates-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data') }, { now });
    [verified, unverified] = await Promise.all([readyCompany(app, database, { name: 'Horizon Trading' }), readyCompany(app, database, { verify: false })]);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function job(owner: TTestCompany, values: Partial<TJobRow> = {}): Promise<TJobRow> {
    const [row] = await database.db
      .insert(jobs)
      .values({ company_id: owner.companyId, status: 'active', title: 'Accountant', description: '<p>Excel.</p>', deadline: dayFromToday(20), activated_at: new Date(), published_at: new Date(), ...values })
      .returning();
    return row!;
  }
  async function seeker(values: { visible?: boolean } = {}): Promise<TSignedUp> {
    const who = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' });
    await giveMinimumProfile(database, who.id, { job_role_title: 'Senior accountant' });
    await database.db.update(seekerProfiles).set({ is_visible: values.visible ?? true, linkedin: 'https://linkedin.com/in/noura' }).where(eq(seekerProfiles.user_id, who.id));
    return who;
  }
  const employee = (company: TSignedUp, seekerId: number, locale: 'ar' | 'en' = 'en') => company.call('GET', `/api/v1/company/employee/${seekerId}`, undefined, locale);
  const viewsOf = async (seekerId: number) => database.db.select().from(cvViews).where(eq(cvViews.seeker_id, seekerId));

  it('answers a visible seeker\'s CV to a company in `data`: full name and contact for a verified company, initials for one that is not', async () => {
    const noura = await seeker();
    const full = await employee(verified, noura.id);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data).toMatchObject({
      id: noura.id,
      name: 'Noura Alotaibi',
      contact_hidden: false,
      headline: 'Senior accountant',
      cv_snapshot: { first_name: 'Noura', email: noura.account.email, cv: { linkedin: 'https://linkedin.com/in/noura' } },
      applications: [],
      cv_file: null,
    });
    const initials = (await employee(unverified, noura.id)).json().data;
    expect(initials).toMatchObject({ name: 'N. A.', contact_hidden: true, cv_snapshot: { email: '', phone: null, last_name: '' } });
    expect(initials.cv_snapshot.cv.linkedin).toBeUndefined();
    expect(JSON.stringify(initials)).not.toContain(noura.account.email);
    expect(JSON.stringify(initials)).not.toContain('Alotaibi');
  });

  it('tells the notice period: 0 months is "immediately available", else the months; null when the CV has none', async () => {
    const ready = await seeker();
    await database.db.update(seekerProfiles).set({ notice_period: 0 }).where(eq(seekerProfiles.user_id, ready.id));
    const now = (await employee(verified, ready.id)).json().data;
    expect(now.notice_period).toBe(0);
    expect(now.cv_snapshot.cv.notice_period).toBe(0);
    const later = await seeker();
    await database.db.update(seekerProfiles).set({ notice_period: 2 }).where(eq(seekerProfiles.user_id, later.id));
    expect((await employee(unverified, later.id)).json().data.notice_period).toBe(2);
    const none = await seeker();
    await database.db.update(seekerProfiles).set({ notice_period: null }).where(eq(seekerProfiles.user_id, none.id));
    expect((await employee(verified, none.id)).json().data.notice_period).toBeNull();
  });

  it('is 404 for a hidden seeker unless they applied to one of the company\'s jobs, for anyone who is not a job seeker, and 403 for a job seeker', async () => {
    const hidden = await seeker({ visible: false });
    expect((await employee(verified, hidden.id)).statusCode).toBe(404);
    expect((await employee(verified, verified.id)).statusCode).toBe(404);
    expect((await employee(verified, 2_000_000_000)).statusCode).toBe(404);
    expect((await hidden.call('GET', `/api/v1/company/employee/${hidden.id}`)).statusCode).toBe(403);

    const target = await job(unverified);
    const applied = await hidden.call('POST', `/api/v1/jobs/${target.id}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    // The company it applied to sees it, with contact details even unverified (the seeker sent them); another still does not.
    const seen = (await employee(unverified, hidden.id)).json().data;
    expect(seen).toMatchObject({ name: 'Noura Alotaibi', contact_hidden: false, applications: [{ id: applied.json().data.id, job_id: target.id, stage: 'submitted' }] });
    expect((await employee(verified, hidden.id)).statusCode).toBe(404);
    // Withdrawn: gone again.
    await hidden.call('POST', `/api/v1/user/applications/${applied.json().data.id}/withdraw`);
    expect((await employee(unverified, hidden.id)).statusCode).toBe(404);
  });

  it('hands the CV file only through a signed link of that company that lives a few minutes', async () => {
    const noura = await seeker();
    const part = multipartFile(PDF, 'noura.pdf');
    const upload = await app.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: part.payload, headers: { ...part.headers, authorization: `Bearer ${noura.token}` } });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await noura.call('PUT', '/api/v1/user/profile/cv', { file_id: upload.json().data.id })).statusCode).toBe(200);

    const view = (await employee(verified, noura.id)).json().data;
    expect(view.cv_file).toMatchObject({ name: 'noura.pdf', content_type: 'application/pdf' });
    const token: string = view.cv_file.token;
    const fetch = (who: TSignedUp, value = token) => who.call('GET', `/api/v1/company/employee-files/${value}`);
    const file = await fetch(verified);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['cache-control']).toContain('no-store');
    // Another company, a changed token, and the same link after its minutes: 404.
    expect((await fetch(unverified)).statusCode).toBe(404);
    const parts = token.split('.');
    expect((await fetch(verified, [parts[0], parts[1], parts[2], String(Number(parts[3]) + 600), parts[4]].join('.'))).statusCode).toBe(404);
    expect((await fetch(verified, 'not-a-token-at-all-000000')).statusCode).toBe(404);
    clock += 6 * 60 * 1000;
    expect((await fetch(verified)).statusCode).toBe(404);
    clock -= 6 * 60 * 1000;
    // Hiding the CV takes the file away at once, even with a fresh link.
    const fresh = (await employee(verified, noura.id)).json().data.cv_file.token;
    await database.db.update(seekerProfiles).set({ is_visible: false }).where(eq(seekerProfiles.user_id, noura.id));
    expect((await fetch(verified, fresh)).statusCode).toBe(404);
  });

  it('counts the views once per company and day, from search or from an application, and shows them to the seeker for 90 days', async () => {
    const noura = await seeker();
    await employee(verified, noura.id);
    await employee(verified, noura.id);
    let rows = await viewsOf(noura.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company_id: verified.companyId, count: 2, source: 'search', confidential: false });

    // The company opens the application the seeker sent to its confidential job: the same day's row, now from an application.
    const secret = await job(verified, { show_company: false });
    const applicationId = (await noura.call('POST', `/api/v1/jobs/${secret.id}/applications`, {})).json().data.id;
    expect((await verified.call('GET', `/api/v1/company/applications/${applicationId}`)).statusCode).toBe(200);
    rows = await viewsOf(noura.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 3, source: 'application', confidential: false });

    // Another company on another day, only through the confidential job: "a confidential company".
    const other = await readyCompany(app, database);
    const hiddenJob = await job(other, { show_company: false });
    const otherApplication = (await noura.call('POST', `/api/v1/jobs/${hiddenJob.id}/applications`, {})).json().data.id;
    clock += DAY;
    await other.call('GET', `/api/v1/company/applications/${otherApplication}`);
    const [otherRow] = await database.db.select().from(cvViews).where(and(eq(cvViews.seeker_id, noura.id), eq(cvViews.company_id, other.companyId)));
    expect(otherRow).toMatchObject({ count: 1, source: 'application', confidential: true });

    const list = (await noura.call('GET', '/api/v1/user/cv-views')).json().data;
    expect(list.summary).toEqual({ views: 4, companies: 2, days: 90 });
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toMatchObject({ company: null, count: 1, source: 'application' });
    expect(list.items[1]).toMatchObject({ company: { id: verified.companyId, name: 'Horizon Trading' }, count: 3, source: 'application' });

    // After 90 days they are gone from the list.
    clock += 90 * DAY;
    expect((await noura.call('GET', '/api/v1/user/cv-views')).json().data).toMatchObject({ items: [], total: 0, summary: { views: 0, companies: 0 } });
    clock = 0;
    expect((await verified.call('GET', '/api/v1/user/cv-views')).statusCode).toBe(403);
  });

  it('slows down reading CVs one after another: at most 60 a minute from one address (429)', async () => {
    const noura = await seeker();
    const statuses: number[] = [];
    for (let i = 0; i < 61 && !statuses.includes(429); i += 1) statuses.push((await employee(verified, noura.id)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
  });

  it('lets a company open at most COMPANY_CV_OPENS_PER_DAY new CVs from search a day: re-openings and applicants are free, parallel openings cannot pass it', async () => {
    const capped = await testApp(database, { DATA_DIR: path.join(root, 'data'), COMPANY_CV_OPENS_PER_DAY: '2' }, { now });
    try {
      const company = await readyCompany(capped, database);
      const open = (seekerId: number, locale: 'ar' | 'en' = 'en') => capped.inject({ url: `/api/v1/company/employee/${seekerId}`, headers: { authorization: `Bearer ${company.token}`, 'x-locale': locale } });
      const [a, b, c, d] = [await seeker(), await seeker(), await seeker(), await seeker()];
      expect((await open(a.id)).statusCode).toBe(200);
      expect((await open(b.id)).statusCode).toBe(200);
      const refused = await open(c.id, 'ar');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('فتحت شركتك أقصى عدد');
      expect(JSON.stringify(refused.json())).not.toContain('Alotaibi');
      expect(await viewsOf(c.id)).toHaveLength(0);
      // The same day's re-opening is free; an applicant's CV is never capped.
      expect((await open(a.id)).statusCode).toBe(200);
      const target = await job(company);
      expect((await d.call('POST', `/api/v1/jobs/${target.id}/applications`, {})).statusCode).toBe(201);
      expect((await open(d.id)).statusCode).toBe(200);

      // Another company at the cap of 2 opening five CVs at once: exactly two open.
      const other = await readyCompany(capped, database);
      const five = await Promise.all(Array.from({ length: 5 }, () => seeker()));
      const answers = await Promise.all(five.map((who) => capped.inject({ url: `/api/v1/company/employee/${who.id}`, headers: { authorization: `Bearer ${other.token}` } })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);

      // The next day (Asia/Riyadh) counts afresh.
      clock += DAY;
      expect((await open(c.id)).statusCode).toBe(200);
    } finally {
      clock = 0;
      await capped.close();
    }
  });
});
