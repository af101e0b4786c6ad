// Over 300 lines on purpose: the company's applicant pipeline (notes, tags, ratings, filters, bulk actions) as its specification.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { REJECTION_TEMPLATES } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, messages, users } from '../../db/schema/index.ts';
import { keyedCall, signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const drivers = await testDrivers();

type TMail = Parameters<TNotifier['mail']>[0];

describe.each(drivers)('the applicant pipeline on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let company: TTestCompany;
  let rival: TTestCompany;
  let riyadhId: number;
  let jeddahId: number;
  const mails: TMail[] = [];

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-pipeline-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), PUBLIC_URL: 'https://tawzeef.example' }, { notifier: { mail: async (mail) => void mails.push(mail), sms: async () => undefined } });
    const cities = (await app.inject({ url: '/api/v1/lookups/cities', headers: { 'x-locale': 'en' } })).json().data as Array<{ id: number; name: string }>;
    riyadhId = cities.find((c) => c.name === 'Riyadh')!.id;
    jeddahId = cities.find((c) => c.name === 'Jeddah')!.id;
    [company, rival] = await Promise.all([readyCompany(app, database), readyCompany(app, database)]);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A job seeker in `city` who reads in `locale`, applied to `jobId`; answers them with their application's id. */
  async function applicant(jobId: number, options: { locale?: 'ar' | 'en'; city?: number; first_name?: string } = {}): Promise<TSignedUp & { applicationId: number }> {
    const seeker = await signUp(app, 'USER', options.first_name ? { first_name: options.first_name } : {});
    await giveMinimumProfile(database, seeker.id, { city_id: options.city ?? jeddahId });
    await database.db.update(users).set({ locale: options.locale ?? 'ar' }).where(eq(users.id, seeker.id));
    const applied = await seeker.call('POST', `/api/v1/jobs/${jobId}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return { ...seeker, applicationId: applied.json().data.id };
  }
  const list = async (jobId: number, query = '', who: TSignedUp = company) => {
    const response = await who.call('GET', `/api/v1/company/jobs/${jobId}/applications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: Array<{ id: number; stage: string; tags: string[]; rating: { mine: number | null; average: number | null; count: number }; notes_count: number }>; total: number; company_tags: string[]; cities: Array<{ id: number; name: string }> };
  };
  const stageOf = async (id: number) => (await database.db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;

  it('keeps private notes with their author and time, the latest first, for the company only', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const seeker = await applicant(job.id);
    const first = await company.call('POST', `/api/v1/company/applications/${seeker.applicationId}/notes`, { note: '  Strong Excel skills.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Your note is saved: only your company sees it');
    expect(first.json().data).toMatchObject({ note: 'Strong Excel skills.', author: { id: company.id } });
    expect(first.json().data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    await company.call('POST', `/api/v1/company/applications/${seeker.applicationId}/notes`, { note: 'Call on Sunday.' });

    const notes = await company.call('GET', `/api/v1/company/applications/${seeker.applicationId}/notes`);
    expect(notes.json().data.items.map((n: { note: string }) => n.note)).toEqual(['Call on Sunday.', 'Strong Excel skills.']);
    expect((await list(job.id)).items[0]!.notes_count).toBe(2);

    // Another company, and the seeker, never reach them.
    for (const call of [rival.call('GET', `/api/v1/company/applications/${seeker.applicationId}/notes`), rival.call('POST', `/api/v1/company/applications/${seeker.applicationId}/notes`, { note: 'x' })]) {
      expect((await call).statusCode).toBe(404);
    }
    expect((await seeker.call('GET', `/api/v1/company/applications/${seeker.applicationId}/notes`)).statusCode).toBe(403);
    const own = await seeker.call('GET', `/api/v1/user/applications/${seeker.applicationId}`);
    expect(own.body).not.toContain('Strong Excel');
    const exported = await seeker.call('GET', '/api/v1/user/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Strong Excel');
    expect(exported.body).not.toContain('Call on Sunday');
  });

  it('refuses a 10,000-character note with the field named in the reader’s language', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const seeker = await applicant(job.id);
    const long = 'a'.repeat(10_000);
    const en = await company.call('POST', `/api/v1/company/applications/${seeker.applicationId}/notes`, { note: long });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.note).toEqual(['Note field must be at most 5000 characters long']);
    const ar = await company.call('POST', `/api/v1/company/applications/${seeker.applicationId}/notes`, { note: long }, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.note[0]).toContain('ملاحظة');
    expect(ar.json().errors.note[0]).toContain('5000');
    const empty = await company.call('POST', `/api/v1/company/applications/${seeker.applicationId}/notes`, { note: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.note).toEqual(['Note field is required']);
    expect((await company.call('POST', `/api/v1/company/applications/${seeker.applicationId}/notes`, { note: '' }, 'ar')).json().errors.note[0]).toContain('ملاحظة');
  });

  it('answers a retried note with the first one (Idempotency-Key) and writes it once', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const seeker = await applicant(job.id);
    const key = randomUUID();
    const url = `/api/v1/company/applications/${seeker.applicationId}/notes`;
    const [a, b] = await Promise.all([keyedCall(app, company.token, 'POST', url, { note: 'Once' }, key), keyedCall(app, company.token, 'POST', url, { note: 'Once' }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect((await company.call('GET', url)).json().data.items).toHaveLength(1);
    expect((await keyedCall(app, company.token, 'POST', url, { note: 'Another text' }, key)).statusCode).toBe(422);
  });

  it('sets tags and a rating, and filters and sorts by them', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const [a, b, c] = [await applicant(job.id), await applicant(job.id), await applicant(job.id)];
    const tagged = await company.call('PUT', `/api/v1/company/applications/${a.applicationId}/tags`, { tags: ['  Call   back ', 'Q3 pool', 'Q3 pool'] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().data.tags).toEqual(['Call back', 'Q3 pool']);
    await company.call('PUT', `/api/v1/company/applications/${b.applicationId}/tags`, { tags: ['Q3 pool'] });
    expect((await company.call('PUT', `/api/v1/company/applications/${a.applicationId}/tags`, { tags: ['Call back'] })).json().data.tags).toEqual(['Call back']);
    expect((await company.call('PUT', `/api/v1/company/applications/${a.applicationId}/tags`, { tags: ['x'.repeat(41)] })).statusCode).toBe(422);
    expect((await company.call('PUT', `/api/v1/company/applications/${a.applicationId}/tags`, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).statusCode).toBe(422);

    const rated = await company.call('PUT', `/api/v1/company/applications/${b.applicationId}/rating`, { rating: 4 });
    expect(rated.json().data).toEqual({ mine: 4, average: 4, count: 1 });
    await company.call('PUT', `/api/v1/company/applications/${c.applicationId}/rating`, { rating: 2 });
    expect((await company.call('PUT', `/api/v1/company/applications/${c.applicationId}/rating`, { rating: 6 })).statusCode).toBe(422);
    expect((await rival.call('PUT', `/api/v1/company/applications/${c.applicationId}/rating`, { rating: 5 })).statusCode).toBe(404);
    expect((await rival.call('PUT', `/api/v1/company/applications/${c.applicationId}/tags`, { tags: ['x'] })).statusCode).toBe(404);

    const all = await list(job.id);
    expect(all.company_tags).toEqual(expect.arrayContaining(['Call back', 'Q3 pool']));
    expect(all.items.find((item) => item.id === a.applicationId)!.tags).toEqual(['Call back']);
    expect((await list(job.id, '?tag=Q3%20pool')).items.map((item) => item.id)).toEqual([b.applicationId]);
    expect((await list(job.id, '?rating=3')).items.map((item) => item.id)).toEqual([b.applicationId]);
    expect((await list(job.id, '?sort=rating')).items.map((item) => item.id)).toEqual([b.applicationId, c.applicationId, a.applicationId]);
    expect((await list(job.id, '?sort=oldest')).items.map((item) => item.id)).toEqual([a.applicationId, b.applicationId, c.applicationId]);

    // Taking a rating back leaves none.
    expect((await company.call('PUT', `/api/v1/company/applications/${b.applicationId}/rating`, { rating: null })).json().data).toEqual({ mine: null, average: null, count: 0 });
    // The filter and the sort follow a rating taken back or changed (the average the ratings' trigger keeps, 0067).
    expect((await list(job.id, '?rating=3')).items).toEqual([]);
    await company.call('PUT', `/api/v1/company/applications/${c.applicationId}/rating`, { rating: 5 });
    expect((await list(job.id, '?rating=3')).items.map((item) => item.id)).toEqual([c.applicationId]);
    expect((await list(job.id, '?sort=rating')).items.map((item) => item.id)[0]).toBe(c.applicationId);
    // The seeker's own view of the application holds none of it.
    const own = (await b.call('GET', `/api/v1/user/applications/${b.applicationId}`)).json().data;
    expect(JSON.stringify(own)).not.toContain('Q3 pool');
    expect(own).not.toHaveProperty('tags');
    expect(own).not.toHaveProperty('rating');
    expect((await b.call('GET', '/api/v1/user/export')).body).not.toContain('Q3 pool');
  });

  it('filters by stage, least match, city and the days applied', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const inRiyadh = await applicant(job.id, { city: riyadhId });
    const inJeddah = await applicant(job.id, { city: jeddahId });
    await database.db.update(applications).set({ match_score: 80, created_at: new Date('2026-03-10T10:00:00Z') }).where(eq(applications.id, inRiyadh.applicationId));
    await database.db.update(applications).set({ match_score: 30, created_at: new Date('2026-03-12T22:30:00Z') }).where(eq(applications.id, inJeddah.applicationId));
    const ids = async (query: string) => (await list(job.id, query)).items.map((item) => item.id);
    expect(await ids(`?city=${riyadhId}`)).toEqual([inRiyadh.applicationId]);
    expect(await ids('?match=50')).toEqual([inRiyadh.applicationId]);
    // 22:30 UTC on the 12th is the 13th in Riyadh.
    expect(await ids('?from=2026-03-13&to=2026-03-13')).toEqual([inJeddah.applicationId]);
    expect(await ids('?from=2026-03-10&to=2026-03-12')).toEqual([inRiyadh.applicationId]);
    expect((await list(job.id)).cities.map((city) => city.id).sort()).toEqual([riyadhId, jeddahId].sort());
    expect((await company.call('GET', `/api/v1/company/jobs/${job.id}/applications?match=101`)).statusCode).toBe(422);
    expect((await company.call('GET', `/api/v1/company/jobs/${job.id}/applications?from=2026-13-01`)).statusCode).toBe(422);
  });

  it('moves in bulk by the stage rules, each applicant on its own, and refuses another company’s applicants without touching them', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const rivalJob = await insertLiveJob(database, rival.companyId);
    const [a, b] = [await applicant(job.id), await applicant(job.id)];
    const theirs = await applicant(rivalJob.id);
    await company.call('PUT', `/api/v1/company/applications/${b.applicationId}/stage`, { stage: 'hired' });

    const response = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'move', stage: 'shortlisted', ids: [a.applicationId, b.applicationId, theirs.applicationId, 2_000_000] });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ done: 1, failed: 3 });
    expect(data.results).toEqual([
      { id: a.applicationId, ok: true, status: 200, message: 'Done' },
      { id: b.applicationId, ok: false, status: 409, message: 'An application cannot move to that stage from its current one' },
      { id: theirs.applicationId, ok: false, status: 404, message: expect.stringContaining('Not an applicant to your jobs') },
      { id: 2_000_000, ok: false, status: 404, message: expect.any(String) },
    ]);
    expect(await stageOf(a.applicationId)).toBe('shortlisted');
    expect(await stageOf(b.applicationId)).toBe('hired');
    expect(await stageOf(theirs.applicationId)).toBe('submitted');
    // The moved applicant is told as by a single move, once; nobody else is.
    const stageMails = (who: TSignedUp) => mails.filter((m) => m.to === who.account.email && m.purpose === 'application_stage');
    expect(stageMails(a)).toHaveLength(1);
    expect(stageMails(theirs)).toHaveLength(0);
    // Moving again to the stage they are in changes nothing and tells nobody.
    const again = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'move', stage: 'shortlisted', ids: [a.applicationId] });
    expect(again.json().data.results).toEqual([{ id: a.applicationId, ok: true, status: 200, message: 'Done' }]);
    expect(stageMails(a)).toHaveLength(1);
    expect((await company.call('POST', '/api/v1/company/applications/bulk', { action: 'move', stage: 'shortlisted', ids: [] })).statusCode).toBe(422);
    expect((await company.call('POST', '/api/v1/company/applications/bulk', { action: 'archive', ids: [a.applicationId] })).statusCode).toBe(422);
    expect((await a.call('POST', '/api/v1/company/applications/bulk', { action: 'tag', tag: 'x', ids: [a.applicationId] })).statusCode).toBe(403);
  });

  it('rejects in bulk with a message each seeker reads in their own language, once even when retried', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const rivalJob = await insertLiveJob(database, rival.companyId);
    const arabic = await applicant(job.id, { locale: 'ar' });
    const english = await applicant(job.id, { locale: 'en' });
    const theirs = await applicant(rivalJob.id, { locale: 'en' });
    const body = { action: 'reject', ids: [arabic.applicationId, english.applicationId, theirs.applicationId], message_ar: REJECTION_TEMPLATES.standard.ar, message_en: REJECTION_TEMPLATES.standard.en };
    const key = randomUUID();
    const first = await keyedCall(app, company.token, 'POST', '/api/v1/company/applications/bulk', body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ done: 2, failed: 1 });
    const again = await keyedCall(app, company.token, 'POST', '/api/v1/company/applications/bulk', body, key);
    expect(again.json().data).toEqual(first.json().data);

    expect(await stageOf(arabic.applicationId)).toBe('rejected');
    expect(await stageOf(english.applicationId)).toBe('rejected');
    expect(await stageOf(theirs.applicationId)).toBe('submitted');
    const sent = await database.db.select({ to: messages.recipient_id, body: messages.body }).from(messages).where(inArray(messages.recipient_id, [arabic.id, english.id, theirs.id]));
    expect(sent).toHaveLength(2);
    // Each in their language, filled in for them (decision 128): the job's title in place of {{job_title}}.
    const filled = (text: string, name: string) => text.replace('{{first_name}}', name).replace('{{job_title}}', job.title);
    expect(sent.find((m) => m.to === arabic.id)!.body).toBe(filled(REJECTION_TEMPLATES.standard.ar, arabic.account.first_name));
    expect(sent.find((m) => m.to === english.id)!.body).toBe(filled(REJECTION_TEMPLATES.standard.en, english.account.first_name));
    // The seeker sees the rejection and the message, in the conversation about the job.
    const conversations = (await english.call('GET', '/api/v1/conversations')).json().data;
    expect(conversations.items[0]).toMatchObject({ job: { id: job.id } });
  });

  it('sends a message and adds a tag in bulk', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const [a, b] = [await applicant(job.id, { locale: 'en' }), await applicant(job.id, { locale: 'ar' })];
    const messaged = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'message', ids: [a.applicationId, b.applicationId], message_ar: 'نرجو إرسال شهاداتك', message_en: 'Please send your certificates' });
    expect(messaged.json().data).toMatchObject({ done: 2, failed: 0 });
    const sent = await database.db.select({ to: messages.recipient_id, body: messages.body }).from(messages).where(inArray(messages.recipient_id, [a.id, b.id]));
    expect(sent.map((m) => m.body).sort()).toEqual(['Please send your certificates', 'نرجو إرسال شهاداتك'].sort());
    expect(await stageOf(a.applicationId)).toBe('submitted');
    const missing = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'message', ids: [a.applicationId], message_ar: 'نص' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.message_en).toBeDefined();

    const tagged = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'tag', ids: [a.applicationId, b.applicationId], tag: 'Round 2' });
    expect(tagged.json().data).toMatchObject({ done: 2, failed: 0 });
    expect((await list(job.id, '?tag=Round%202')).total).toBe(2);
  });
});
