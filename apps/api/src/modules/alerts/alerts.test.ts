// Over 300 lines on purpose: job alerts from creation to digests and one-click unsubscribe, as one specification.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ALERT_LIMIT_PER_SEEKER } from '@tawzeef/contract';
import type { TDatabase, TDatabaseHandle } from '../../db/client.ts';
import { alertDeliveries, jobAlerts, mailOutbox } from '../../db/schema/index.ts';
import { createMailer } from '../delivery/mail.ts';
import { dayFromToday, insertLiveJob, readyCompany } from '../../test/factories.ts';
import { keyedCall, signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { startSmtp } from '../../test/smtp.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { runAlertDigests, sendAlertDigest, type TDigestDeps } from './digest.ts';
import { findDueAlerts } from './queries.ts';
import { nextDueAt } from './due-at.ts';
import { signUnsubscribe } from '../delivery/unsubscribe.ts';

const drivers = await testDrivers();
const DAY = 86_400_000;
const PUBLIC_URL = 'https://tawzeef.test';

describe('due times', () => {
  it('is due a day, seven days or one calendar month after the last run', () => {
    const from = new Date('2026-11-22T06:30:00Z');
    expect(nextDueAt('daily', from).toISOString()).toBe('2026-11-23T06:30:00.000Z');
    expect(nextDueAt('weekly', from).toISOString()).toBe('2026-11-29T06:30:00.000Z');
    expect(nextDueAt('monthly', from).toISOString()).toBe('2026-12-22T06:30:00.000Z');
  });
  it('keeps a monthly alert of the 31st inside the shorter month', () => {
    expect(nextDueAt('monthly', new Date('2027-01-31T08:00:00Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(nextDueAt('monthly', new Date('2028-01-31T08:00:00Z')).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(nextDueAt('monthly', new Date('2026-12-15T08:00:00Z')).toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });
});

describe.each(drivers)('job alerts on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let db: TDatabase;
  let seeker: TSignedUp;
  let other: TSignedUp;
  let company: TSignedUp & { companyId: number };
  let riyadhId: number;
  let jeddahId: number;
  let digestDeps: TDigestDeps;

  beforeAll(async () => {
    database = await driver.open();
    db = database.db;
    app = await testApp(database, { PUBLIC_URL });
    const cities = (await app.inject({ url: '/api/v1/lookups/cities', headers: { 'x-locale': 'en' } })).json().data as Array<{ id: number; name: string }>;
    riyadhId = cities.find((c) => c.name === 'Riyadh')!.id;
    jeddahId = cities.find((c) => c.name === 'Jeddah')!.id;
    seeker = await signUp(app);
    other = await signUp(app);
    company = await readyCompany(app, database);
    digestDeps = { db, mailer: createMailer({ smtpUrl: undefined, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, db), publicUrl: PUBLIC_URL };
  });
  afterAll(async () => {
    await app.close();
  });

  const unique = () => `zq${randomBytes(4).toString('hex')}`;
  /** A job of the test company, live unless told otherwise, that went live `activatedAt`. */
  const insertJob = async (values: {
    title: string;
    activatedAt: Date;
    city_id?: number | null;
    status?: 'active' | 'closed';
    deadline?: string;
    locale?: 'ar' | 'en';
    show_company?: boolean;
    job_type?: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship';
    work_place?: 'on_site' | 'hybrid' | 'remote';
    saudi_only?: boolean;
  }) => {
    const row = await insertLiveJob(database, company.companyId, {
        title: values.title,
        status: values.status ?? 'active',
        deadline: values.deadline ?? dayFromToday(30),
        city_id: values.city_id === undefined ? riyadhId : values.city_id,
        job_type: values.job_type ?? 'full_time',
        work_place: values.work_place ?? 'on_site',
        salary_from: 8000,
        salary_to: 12000,
        locale: values.locale ?? 'en',
        show_company: values.show_company ?? true,
        published_at: values.activatedAt,
        activated_at: values.activatedAt,
        saudi_only: values.saudi_only ?? false,
    });
    return row.id;
  };
  const alertRow = async (id: number) => (await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0]!;
  const digestsOf = async (id: number) => db.select().from(alertDeliveries).where(eq(alertDeliveries.alert_id, id));

  describe('create, change, pause and delete', () => {
    it('creates an alert with the account\'s email and the request\'s language by default', async () => {
      const response = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'accountant', filters: { city_id: riyadhId, job_type: 'full_time', remote: 'false' }, frequency: 'weekly' }, 'ar');
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('تم حفظ تنبيه الوظائف: سنرسل إليك الوظائف الجديدة المطابقة بالبريد');
      expect(body.data).toMatchObject({ email: seeker.account.email, open_keys: 'accountant', frequency: 'weekly', locale: 'ar', is_paused: false, last_sent_at: null });
      expect(body.data.filters).toEqual({ city_id: riyadhId, job_type: 'full_time' });
      expect(body.data.labels.city).toBe('الرياض');
      expect(body.data.search_query).toBe(`q=accountant&city_id=${riyadhId}&job_type=full_time`);
    });

    it('lists, reads, replaces, pauses, resumes and deletes the seeker\'s own alert', async () => {
      const created = (await seeker.call('POST', '/api/v1/job-alerts', { email: 'alerts@example.com', open_keys: 'nurse', frequency: 'daily', locale: 'en' })).json().data;
      const list = (await seeker.call('GET', '/api/v1/job-alerts')).json().data;
      expect(list.limit).toBe(ALERT_LIMIT_PER_SEEKER);
      expect(list.items.map((a: { id: number }) => a.id)).toContain(created.id);
      expect((await seeker.call('GET', `/api/v1/job-alerts/${created.id}`)).json().data.email).toBe('alerts@example.com');

      const put = await seeker.call('PUT', `/api/v1/job-alerts/${created.id}`, { email: 'alerts@example.com', open_keys: 'head nurse', filters: { city_id: jeddahId }, frequency: 'monthly', locale: 'ar' });
      expect(put.statusCode).toBe(200);
      expect(put.json().message).toBe('Your changes to the job alert are saved');
      expect(put.json().data).toMatchObject({ open_keys: 'head nurse', frequency: 'monthly', locale: 'ar', labels: { city: 'Jeddah' } });

      const paused = await seeker.call('POST', `/api/v1/job-alerts/${created.id}/pause`);
      expect(paused.json()).toMatchObject({ message: 'The job alert is paused: no emails until you resume it', data: { is_paused: true } });
      const resumed = await seeker.call('POST', `/api/v1/job-alerts/${created.id}/resume`, undefined, 'ar');
      expect(resumed.json()).toMatchObject({ message: 'عاد التنبيه إلى العمل', data: { is_paused: false } });

      const deleted = await seeker.call('DELETE', `/api/v1/job-alerts/${created.id}`);
      expect(deleted.json().message).toBe('The job alert has been deleted');
      expect((await seeker.call('GET', `/api/v1/job-alerts/${created.id}`)).statusCode).toBe(404);
    });

    it('refuses an alert without keywords or filters, in the request\'s language', async () => {
      const en = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: '  ', frequency: 'daily' });
      expect(en.statusCode).toBe(422);
      expect(en.json()).toEqual({ message: 'Add keywords or choose at least one filter, so the alert does not send every new job', errors: { open_keys: ['Is Required'] } });
      const ar = await seeker.call('POST', '/api/v1/job-alerts', { frequency: 'daily', filters: {} }, 'ar');
      expect(ar.statusCode).toBe(422);
      expect(ar.json().errors).toEqual({ open_keys: ['مطلوب'] });
    });

    it('refuses a bad email, frequency, filter name, salary range or unknown city with field errors', async () => {
      const bad = await seeker.call('POST', '/api/v1/job-alerts', { email: 'not-an-email', open_keys: 'x', frequency: 'hourly', filters: { colour: 'red' } });
      expect(bad.statusCode).toBe(422);
      const errors = bad.json().errors;
      expect(errors.email).toEqual(['field is not valid Email Address']);
      expect(errors.frequency).toBeDefined();
      expect(errors['filters.colour']).toEqual(['This field is not allowed']);
      const ar = await seeker.call('POST', '/api/v1/job-alerts', { email: 'x@', open_keys: 'x', frequency: 'daily' }, 'ar');
      expect(ar.json().errors.email).toEqual(['البريد الإلكتروني غير صالح']);

      const range = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'x', frequency: 'daily', filters: { salary_min: 9000, salary_max: 5000, city_id: 2_000_000_000 } });
      expect(range.statusCode).toBe(422);
      expect(range.json().errors).toEqual({ 'filters.salary_max': ['The highest salary must not be lower than the lowest'], 'filters.city_id': ['must be valid'] });
    });

    it(`refuses a job seeker's alert beyond the ${ALERT_LIMIT_PER_SEEKER}th with a clear message`, async () => {
      const collector = await signUp(app);
      const results = await Promise.all(
        Array.from({ length: ALERT_LIMIT_PER_SEEKER + 2 }, (_, i) => collector.call('POST', '/api/v1/job-alerts', { open_keys: `word ${i}`, frequency: 'weekly' })),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(ALERT_LIMIT_PER_SEEKER);
      const refused = results.filter((r) => r.statusCode !== 201);
      expect(refused.map((r) => r.statusCode)).toEqual([409, 409]);
      expect(refused[0]!.json().message).toBe('You already have 20 job alerts, the most allowed: delete one before adding another');
    });

    it('makes one alert however often its creation is retried with an Idempotency-Key, also together (decision 095)', async () => {
      const retrier = await signUp(app);
      const create = (body: Record<string, unknown>, key: string) => keyedCall(app, retrier.token, 'POST', '/api/v1/job-alerts', body, key);
      const stored = async () => (await db.select().from(jobAlerts).where(eq(jobAlerts.user_id, retrier.id))).length;
      const body = { open_keys: 'pharmacist', filters: { city_id: riyadhId }, frequency: 'daily' };
      const together = await Promise.all([1, 2].map(() => create(body, 'alert-key-1')));
      expect(together.map((answer) => answer.statusCode)).toEqual([201, 201]);
      const again = await create(body, 'alert-key-1');
      expect(again.statusCode).toBe(201);
      expect(new Set([...together, again].map((answer) => answer.json().data.id)).size).toBe(1);
      expect(again.json()).toEqual(together[0]!.json());
      expect(await stored()).toBe(1);
      const reused = await create({ ...body, frequency: 'weekly' }, 'alert-key-1');
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already used for another request: send a new key');
      expect((await create(body, 'alert-key-2')).statusCode).toBe(201);
      expect(await stored()).toBe(2);
    });

    it('answers 404 for another seeker\'s alert, 403 for a company and 401 for a visitor', async () => {
      const mine = (await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'driver', frequency: 'daily' })).json().data;
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['PUT', '', { open_keys: 'stolen', frequency: 'daily' }],
        ['POST', '/pause', undefined],
        ['POST', '/resume', undefined],
        ['DELETE', '', undefined],
      ] as const) {
        expect((await other.call(method, `/api/v1/job-alerts/${mine.id}${path}`, body)).statusCode).toBe(404);
      }
      expect((await alertRow(mine.id)).open_keys).toBe('driver');
      expect((await other.call('GET', '/api/v1/job-alerts')).json().data.items).toEqual([]);
      expect((await company.call('GET', '/api/v1/job-alerts')).statusCode).toBe(403);
      expect((await company.call('POST', '/api/v1/job-alerts', { open_keys: 'x', frequency: 'daily' })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/v1/job-alerts' })).statusCode).toBe(401);
    });
  });

  describe('digests', () => {
    it('mails only the new, live, matching jobs since the alert was made, then nothing twice', async () => {
      const word = unique();
      const before = new Date(Date.now() - 2 * DAY);
      await insertJob({ title: `Old ${word} Accountant`, activatedAt: before });
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: word, filters: { city_id: riyadhId }, frequency: 'weekly' })).json().data;
      const later = new Date(Date.now() + 60_000);
      await insertJob({ title: `New ${word} Accountant`, activatedAt: later });
      await insertJob({ title: `Confidential ${word} Auditor`, activatedAt: later, show_company: false });
      await insertJob({ title: `Jeddah ${word} Accountant`, activatedAt: later, city_id: jeddahId });
      await insertJob({ title: `Closed ${word} Accountant`, activatedAt: later, status: 'closed' });
      await insertJob({ title: `Expired ${word} Accountant`, activatedAt: later, deadline: dayFromToday(-2) });
      await insertJob({ title: 'Unrelated Engineer', activatedAt: later });

      // Not due yet: nothing goes out.
      expect((await findDueAlerts(db, new Date(Date.now() + 6 * DAY), 1000)).map((a) => a.id)).not.toContain(alert.id);

      const runAt = new Date(Date.now() + 7 * DAY + 60_000);
      const result = await runAlertDigests(digestDeps, runAt);
      expect(result.ran).toBe(true);
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word}@example.com`));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({ purpose: 'job_alert', status: 'local', locale: 'en', subject: `2 new jobs for “${word}”` });
      expect(mail.html_body).toContain(`New ${word} Accountant`);
      expect(mail.html_body).toContain(`Confidential ${word} Auditor`);
      expect(mail.html_body).toContain('Confidential company');
      for (const absent of ['Old', 'Jeddah', 'Closed', 'Expired']) expect(mail.text_body).not.toContain(`${absent} ${word}`);
      expect(mail.text_body).toContain(`${PUBLIC_URL}/en/job-alerts/unsubscribe?token=`);

      const row = await alertRow(alert.id);
      expect(row.last_sent_at?.toISOString()).toBe(runAt.toISOString());
      expect(row.next_due_at.toISOString()).toBe(nextDueAt('weekly', runAt).toISOString());
      const deliveries = await digestsOf(alert.id);
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ jobs_count: 2, mail_outbox_id: mail.id });

      // The next week has nothing new: no mail, but the window moves on.
      const nextRun = new Date(runAt.getTime() + 7 * DAY + 60_000);
      await runAlertDigests(digestDeps, nextRun);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word}@example.com`))).toHaveLength(1);
      expect((await alertRow(alert.id)).last_sent_at?.toISOString()).toBe(nextRun.toISOString());
      expect((await alertRow(alert.id)).next_due_at.toISOString()).toBe(nextDueAt('weekly', nextRun).toISOString());
    });

    it('filters on the work place and the new job types, and keeps `remote` as the remote work place (decision 045)', async () => {
      const old = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'designer', filters: { remote: 'true', job_type: 'contract' }, frequency: 'weekly' });
      expect(old.statusCode).toBe(201);
      expect(old.json().data.filters).toEqual({ job_type: 'contract', work_place: 'remote' });
      expect(old.json().data.search_query).toBe('q=designer&job_type=contract&work_place=remote');
      const unknown = await seeker.call('POST', '/api/v1/job-alerts', { filters: { job_type: 'remotely', work_place: 'anywhere' }, frequency: 'weekly' }, 'ar');
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors).sort()).toEqual(['filters.job_type', 'filters.work_place']);

      const word = unique();
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: word, filters: { work_place: 'hybrid', job_type: 'internship' }, frequency: 'daily', locale: 'ar' })).json().data;
      const later = new Date(Date.now() + 60_000);
      await insertJob({ title: `Hybrid ${word} Intern`, activatedAt: later, work_place: 'hybrid', job_type: 'internship' });
      await insertJob({ title: `Remote ${word} Intern`, activatedAt: later, work_place: 'remote', city_id: null, job_type: 'internship' });
      await insertJob({ title: `Office ${word} Intern`, activatedAt: later, job_type: 'internship' });
      await insertJob({ title: `Hybrid ${word} Employee`, activatedAt: later, work_place: 'hybrid' });
      await runAlertDigests(digestDeps, new Date(Date.now() + 2 * DAY));
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word}@example.com`));
      expect(mail?.text_body).toContain(`Hybrid ${word} Intern`);
      // The facts line names the work place and the type in the digest's language.
      expect(mail?.text_body).toContain('هجين');
      expect(mail?.text_body).toContain('تدريب');
      for (const absent of ['Remote', 'Office']) expect(mail?.text_body).not.toContain(`${absent} ${word}`);
      expect(mail?.text_body).not.toContain(`Hybrid ${word} Employee`);
      expect((await digestsOf(alert.id))[0]).toMatchObject({ jobs_count: 1 });
    });

    it('filters on jobs reserved for Saudi nationals as the search does, and keeps `saudi_only: false` as no filter (decision 084)', async () => {
      const none = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'clerk', filters: { saudi_only: 'false' }, frequency: 'weekly' });
      expect(none.statusCode).toBe(201);
      expect(none.json().data.filters).toEqual({});
      const onlyFlag = await seeker.call('POST', '/api/v1/job-alerts', { filters: { saudi_only: '1' }, frequency: 'weekly' });
      expect(onlyFlag.statusCode).toBe(201);
      expect(onlyFlag.json().data).toMatchObject({ filters: { saudi_only: true }, search_query: 'saudi_only=1' });
      // A JSON boolean too: the web sends the form as its check of the body read it.
      const asBoolean = await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'typist', filters: { saudi_only: true }, frequency: 'weekly' });
      expect(asBoolean.statusCode).toBe(201);
      expect(asBoolean.json().data.filters).toEqual({ saudi_only: true });
      const bad = await seeker.call('POST', '/api/v1/job-alerts', { filters: { saudi_only: 'maybe' }, frequency: 'weekly' }, 'ar');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['filters.saudi_only']);

      const word = unique();
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: word, filters: { saudi_only: 'true' }, frequency: 'daily' })).json().data;
      expect(alert).toMatchObject({ filters: { saudi_only: true }, search_query: `q=${word}&saudi_only=1` });
      const later = new Date(Date.now() + 60_000);
      await insertJob({ title: `Reserved ${word} Clerk`, activatedAt: later, saudi_only: true });
      await insertJob({ title: `Open ${word} Clerk`, activatedAt: later });
      await runAlertDigests(digestDeps, new Date(Date.now() + 2 * DAY));
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word}@example.com`));
      expect(mail?.text_body).toContain(`Reserved ${word} Clerk`);
      expect(mail?.text_body).not.toContain(`Open ${word} Clerk`);
      expect((await digestsOf(alert.id))[0]).toMatchObject({ jobs_count: 1 });
      // "See all": the same search on /find-jobs, flag included.
      expect(mail?.text_body).toContain(`/en/find-jobs?q=${word}&saudi_only=1`);
    });

    it('mails only the search\'s own jobs: not those of a near occupation that a search of the site would show (decision 077)', async () => {
      const word = unique();
      // A substation technician in Jeddah, temporary: none; an electrician there, near it, goes live.
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: 'فني محطات كهرباء', filters: { city_id: jeddahId, job_type: 'temporary' }, frequency: 'daily', locale: 'ar' })).json().data;
      const electrician = await insertJob({ title: 'فني كهرباء', locale: 'ar', activatedAt: new Date(Date.now() + 60_000), city_id: jeddahId, job_type: 'temporary' });
      await linkJobOccupations(db, electrician, 'فني كهرباء');
      const site = (await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q: 'فني محطات كهرباء', city_id: String(jeddahId), job_type: 'temporary' })}`, headers: { 'x-locale': 'ar' } })).json().data;
      expect(site.meta.approximate).toBe(true);
      expect(site.items.map((item: { id: number }) => item.id)).toContain(electrician);

      await runAlertDigests(digestDeps, new Date(Date.now() + 2 * DAY));
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word}@example.com`))).toHaveLength(0);
      expect(await digestsOf(alert.id)).toHaveLength(0);
    });

    it('sends nothing for a paused alert', async () => {
      const word = unique();
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: word, frequency: 'daily' })).json().data;
      await insertJob({ title: `${word} Cashier`, activatedAt: new Date(Date.now() + 60_000) });
      await seeker.call('POST', `/api/v1/job-alerts/${alert.id}/pause`);
      await runAlertDigests(digestDeps, new Date(Date.now() + 2 * DAY));
      expect(await digestsOf(alert.id)).toHaveLength(0);
    });

    it('sends one digest when two runs start together', async () => {
      const word = unique();
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: word, frequency: 'daily' })).json().data;
      await insertJob({ title: `${word} Pharmacist`, activatedAt: new Date(Date.now() + 60_000) });
      const runAt = new Date(Date.now() + DAY + 120_000);
      const runs = await Promise.all([runAlertDigests(digestDeps, runAt), runAlertDigests(digestDeps, runAt)]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      expect(await digestsOf(alert.id)).toHaveLength(1);

      // Without the lock, the guarded claim of the period still lets only one of two racing sends through.
      const word2 = unique();
      const second = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word2}@example.com`, open_keys: word2, frequency: 'daily' })).json().data;
      await insertJob({ title: `${word2} Pharmacist`, activatedAt: new Date(Date.now() + 60_000) });
      const row = await alertRow(second.id);
      const outcomes = await Promise.all([sendAlertDigest(digestDeps, row, runAt), sendAlertDigest(digestDeps, row, runAt)]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['sent', 'skipped']);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word2}@example.com`))).toHaveLength(1);
    });

    it('delivers an Arabic digest over SMTP, right to left, with the unsubscribe link and the one-click headers', async () => {
      const smtp = await startSmtp();
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, db);
      try {
        const word = unique();
        const address = `${word}@example.com`;
        const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: address, open_keys: word, frequency: 'daily' }, 'ar')).json().data;
        await insertJob({ title: `محاسب ${word} أول`, activatedAt: new Date(Date.now() + 60_000), locale: 'ar' });
        const row = await alertRow(alert.id);
        const outcome = await sendAlertDigest({ db, mailer, publicUrl: PUBLIC_URL }, row, new Date(Date.now() + DAY + 120_000));
        expect(outcome.status).toBe('sent');
        const received = smtp.received.find((m) => m.to.includes(address))!;
        expect(received).toBeDefined();
        expect(received.subject).toBe(`وظيفة جديدة تطابق «${word}»`);
        expect(received.html).toContain('<html lang="ar" dir="rtl">');
        expect(received.html).toContain(`محاسب ${word} أول`);
        expect(received.text).toContain(`محاسب ${word} أول`);
        const token = await signUnsubscribe(db, 'job-alert', alert.id);
        expect(received.html).toContain(`${PUBLIC_URL}/job-alerts/unsubscribe?token=${token}`);
        expect(received.headers['list-unsubscribe']).toBe(`<${PUBLIC_URL}/api/v1/job-alerts/unsubscribe?token=${token}>`);
        expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        const [stored] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, address), eq(mailOutbox.status, 'sent')));
        expect(stored).toBeDefined();
      } finally {
        mailer.close();
        await smtp.close();
      }
    });
  });

  describe('the development digest', () => {
    it('mails an alert its newest matching jobs now, only where the outbox viewer is on, without moving its schedule', async () => {
      const word = unique();
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: `${word}@example.com`, open_keys: word, frequency: 'weekly' })).json().data;
      await insertJob({ title: `${word} Librarian`, activatedAt: new Date(Date.now() - DAY) });
      const dueBefore = (await alertRow(alert.id)).next_due_at.toISOString();
      expect((await app.inject({ method: 'POST', url: `/api/v1/dev/job-alerts/${alert.id}/digest` })).statusCode).toBe(404);
      const dev = await testApp(database, { PUBLIC_URL, OUTBOX_VIEWER: 'true' });
      try {
        const response = await dev.inject({ method: 'POST', url: `/api/v1/dev/job-alerts/${alert.id}/digest` });
        expect(response.json().data.status).toBe('sent');
        const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, `${word}@example.com`));
        expect(mail?.text_body).toContain(`${word} Librarian`);
        const row = await alertRow(alert.id);
        expect(row.last_sent_at).toBeNull();
        expect(row.next_due_at.toISOString()).toBe(dueBefore);
      } finally {
        await dev.close();
      }
    });
  });

  describe('unsubscribe', () => {
    it('shows what a good link stops, refuses a tampered one and pauses the alert in the alert\'s language', async () => {
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email: 'reader@example.com', open_keys: 'welder', frequency: 'weekly', locale: 'ar' })).json().data;
      const token = await signUnsubscribe(db, 'job-alert', alert.id);
      const view = await app.inject({ method: 'GET', url: `/api/v1/job-alerts/unsubscribe?token=${token}`, headers: { 'x-locale': 'en' } });
      expect(view.statusCode).toBe(200);
      expect(view.json().data).toMatchObject({ email: 'r•••@example.com', open_keys: 'welder', frequency: 'weekly', locale: 'ar', is_paused: false });

      // One character of the signature changed, in its middle: the last one's low bits may be padding, so that
      // changing it can leave the decoded signature as it was (one run in a thousand).
      const signature = token.split('.')[1]!;
      const tampered = `${alert.id}.${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
      const otherId = `${alert.id + 1}.${token.split('.')[1]}`;
      for (const bad of [tampered, otherId, 'nonsense']) {
        const refused = await app.inject({ method: 'POST', url: '/api/v1/job-alerts/unsubscribe', payload: { token: bad }, headers: { 'x-locale': 'en' } });
        expect(refused.statusCode).toBe(404);
        expect(refused.json().message).toBe('This unsubscribe link is not valid or its alert no longer exists');
      }
      expect((await alertRow(alert.id)).is_paused).toBe(false);

      const done = await app.inject({ method: 'POST', url: '/api/v1/job-alerts/unsubscribe', payload: { token }, headers: { 'x-locale': 'en' } });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: 'تم إلغاء اشتراكك: لن يرسل هذا التنبيه رسائل بعد الآن. يمكنك استئنافه من تنبيهات الوظائف', data: { changed: true, locale: 'ar' } });
      expect((await alertRow(alert.id)).is_paused).toBe(true);
      const again = await app.inject({ method: 'POST', url: '/api/v1/job-alerts/unsubscribe', payload: { token } });
      expect(again.json().data.changed).toBe(false);
    });

    it('unsubscribes at once on an RFC 8058 one-click POST', async () => {
      const alert = (await seeker.call('POST', '/api/v1/job-alerts', { open_keys: 'chef', frequency: 'daily' })).json().data;
      const token = await signUnsubscribe(db, 'job-alert', alert.id);
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect((await alertRow(alert.id)).is_paused).toBe(true);
    });
  });

  describe('the admin outbox', () => {
    it('lists the mail outbox for admins only, newest first, by purpose, labelled local', async () => {
      const admin = await signUpAdmin(app, database);
      const list = await admin.call('GET', '/api/admin/outbox?purpose=job_alert&per_page=5');
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.message).toBe('Local outbox: these messages were not delivered (no SMTP server is configured)');
      expect(body.data.mode).toBe('local');
      expect(body.data.items.length).toBeGreaterThan(0);
      expect(body.data.items.length).toBeLessThanOrEqual(5);
      expect(body.data.items.every((m: { purpose: string }) => m.purpose === 'job_alert')).toBe(true);
      const ids = body.data.items.map((m: { id: number }) => m.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      expect(body.data.purposes).toContain('job_alert');
      expect((await admin.call('GET', '/api/admin/outbox?per_page=1000')).statusCode).toBe(422);
      expect((await seeker.call('GET', '/api/admin/outbox')).statusCode).toBe(403);
      expect((await company.call('GET', '/api/admin/outbox')).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
    });
  });
});
