// The company's message templates (decision 128) as their specification: the placeholders, the roles, the languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { MESSAGE_TEMPLATES_MAX, REJECTION_TEMPLATES } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companyMembers, interviewInvitations, messages, messageTemplates, users } from '../../db/schema/index.ts';
import { caller, newAccount, signUp, testApp, testDrivers, uniqueEmail, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const drivers = await testDrivers();
type TMail = Parameters<TNotifier['mail']>[0];
const URL = '/api/v1/company/message-templates';

describe.each(drivers)('message templates on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  let rival: TTestCompany;
  const mails: TMail[] = [];

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example' }, { notifier: { mail: async (mail) => void mails.push(mail), sms: async () => undefined } });
    [company, rival] = await Promise.all([readyCompany(app, database), readyCompany(app, database)]);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A colleague invited with `role` who registers through the mailed link. */
  async function member(role: 'recruiter' | 'viewer'): Promise<TSignedUp> {
    const email = uniqueEmail(role);
    const invited = await company.call('POST', '/api/v1/company/members/invitations', { email, role, ...(role === 'viewer' ? { job_ids: [] } : {}) });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = mails.filter((m) => m.to === email).at(-1);
    const token = decodeURIComponent(/\/company-invitation\?token=([^"\s<&]+)/.exec(mail!.text)![1]!);
    const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: newAccount({ type: 'COMPANY', email, invitation: token, first_name: 'Huda', last_name: 'Saleh' }), headers: { 'x-locale': 'en' } });
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json().data;
    await database.db.update(users).set({ ar_first_name: 'هدى', ar_last_name: 'صالح', en_first_name: 'Huda', en_last_name: 'Saleh' }).where(eq(users.id, body.user.id));
    expect(await database.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.user_id, body.user.id))).toHaveLength(1);
    return { id: body.user.id, account: newAccount({ email }), token: body.access_token.token, call: caller(app, body.access_token.token) };
  }

  /** A job seeker reading in `locale` with a first name in each language, applied to `jobId`. */
  async function applicant(jobId: number, locale: 'ar' | 'en', names: { en: string; ar: string }) {
    const seeker = await signUp(app, 'USER', { first_name: names.en });
    await giveMinimumProfile(database, seeker.id);
    await database.db.update(users).set({ locale, en_first_name: names.en, ar_first_name: names.ar }).where(eq(users.id, seeker.id));
    const applied = await seeker.call('POST', `/api/v1/jobs/${jobId}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return { ...seeker, applicationId: applied.json().data.id as number };
  }
  const bodyTo = async (seekerId: number) => (await database.db.select({ body: messages.body }).from(messages).where(eq(messages.recipient_id, seekerId))).map((m) => m.body);
  const template = (overrides: Record<string, unknown> = {}) => ({
    name: 'Thanks',
    kind: 'rejection',
    body_ar: 'مرحبًا {{first_name}}، شكرًا لتقديمك على وظيفة {{job_title}} في {{company}}. {{member_name}}',
    body_en: 'Hello {{ first_name }}, thank you for applying for {{job_title}} at {{company}}. {{member_name}}',
    ...overrides,
  });

  it('writes, lists, changes and deletes a template, recording who wrote and changed it', async () => {
    const recruiter = await member('recruiter');
    const created = await company.call('POST', URL, template({ name: '  Polite   no ' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('The template is saved');
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ name: 'Polite no', kind: 'rejection', created_by: { id: company.id }, updated_by: { id: company.id } });

    const changed = await recruiter.call('PUT', `${URL}/${id}`, template({ name: 'Polite no', kind: 'message' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ kind: 'message', created_by: { id: company.id }, updated_by: { id: recruiter.id, name: 'Huda Saleh' } });
    const listed = (await recruiter.call('GET', URL)).json().data;
    expect(listed.max).toBe(MESSAGE_TEMPLATES_MAX);
    expect(listed.items.map((item: { id: number }) => item.id)).toContain(id);

    const removed = await company.call('DELETE', `${URL}/${id}`, undefined, 'ar');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('حُذف القالب: تبقى الرسائل المرسلة بنصها');
    expect((await company.call('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown placeholder with 422 naming it, in the reader’s language', async () => {
    const en = await company.call('POST', URL, template({ body_en: 'Hi {{first_name}}, see you {{ salary }}' }), 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.body_en).toEqual(['Unknown placeholder {{salary}}: use only the placeholders listed beside the text']);
    const ar = await company.call('POST', URL, template({ body_ar: 'مرحبًا {{الاسم}}' }), 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.body_ar[0]).toContain('{{الاسم}}');
    expect(ar.json().errors.body_ar[0]).toContain('غير معروف');
    // The interview's day and time have a value only in an invitation.
    const day = await company.call('POST', URL, template({ kind: 'message', body_en: 'On {{interview_date}}' }));
    expect(day.statusCode).toBe(422);
    expect(day.json().errors.body_en[0]).toContain('{{interview_date}}');
    expect((await company.call('POST', URL, template({ kind: 'interview', body_en: 'On {{interview_date}} at {{interview_time}}' }))).statusCode).toBe(201);
    // A bulk text is checked the same way.
    const bulk = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'message', ids: [1], message_ar: 'نص', message_en: 'Hi {{firstname}}' });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().errors.message_en[0]).toContain('{{firstname}}');
    // Nothing was saved by the refused ones.
    const names = (await company.call('GET', URL)).json().data.items.map((item: { body_en: string }) => item.body_en);
    expect(names.join()).not.toContain('salary');
  });

  it('keeps templates to owners and recruiters (a viewer is 403) and another company’s to itself (404)', async () => {
    const viewer = await member('viewer');
    const id = (await company.call('POST', URL, template())).json().data.id as number;
    for (const [method, url, body] of [
      ['GET', URL, undefined],
      ['POST', URL, template()],
      ['PUT', `${URL}/${id}`, template()],
      ['DELETE', `${URL}/${id}`, undefined],
    ] as const) {
      expect((await viewer.call(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await rival.call('PUT', `${URL}/${id}`, template())).statusCode).toBe(404);
    expect((await rival.call('DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await rival.call('GET', URL)).json().data.items).toEqual([]);
    const job = await insertLiveJob(database, rival.companyId);
    const theirs = await applicant(job.id, 'en', { en: 'Omar', ar: 'عمر' });
    expect((await rival.call('POST', '/api/v1/company/applications/bulk', { action: 'reject', ids: [theirs.applicationId], template_id: id })).statusCode).toBe(404);
    expect((await database.db.select().from(messageTemplates).where(eq(messageTemplates.id, id)))[0]!.body_en).toBe(template().body_en);
  });

  it('caps a company’s templates', async () => {
    const own = rival;
    const now = new Date();
    await database.db.insert(messageTemplates).values(Array.from({ length: MESSAGE_TEMPLATES_MAX }, (_, i) => ({ company_id: own.companyId, name: `T${i}`, kind: 'message' as const, body_ar: 'نص', body_en: 'Text', created_at: now, updated_at: now })));
    const over = await own.call('POST', URL, template());
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.name[0]).toContain(String(MESSAGE_TEMPLATES_MAX));
    await database.db.delete(messageTemplates).where(eq(messageTemplates.company_id, own.companyId));
  });

  it('rejects in bulk with a template: each seeker reads it in their language with their first name', async () => {
    const recruiter = await member('recruiter');
    const job = await insertLiveJob(database, company.companyId);
    const arabic = await applicant(job.id, 'ar', { en: 'Sara', ar: 'سارة' });
    const english = await applicant(job.id, 'en', { en: 'John', ar: 'جون' });
    const id = (await company.call('POST', URL, template())).json().data.id as number;
    const done = await recruiter.call('POST', '/api/v1/company/applications/bulk', { action: 'reject', ids: [arabic.applicationId, english.applicationId], template_id: id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ done: 2, failed: 0 });
    const [toArabic] = await bodyTo(arabic.id);
    const [toEnglish] = await bodyTo(english.id);
    expect(toArabic).toMatch(/^مرحبًا سارة، شكرًا لتقديمك على وظيفة .+ في .+\. هدى صالح$/);
    expect(toEnglish).toMatch(/^Hello John, thank you for applying for .+ at .+\. Huda Saleh$/);
    expect(toEnglish).not.toContain('{{');

    // A template of another kind is refused before anything changes.
    const message = (await company.call('POST', URL, template({ kind: 'message' }))).json().data.id as number;
    const other = await applicant(job.id, 'en', { en: 'Ali', ar: 'علي' });
    const wrongKind = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'reject', ids: [other.applicationId], template_id: message });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.template_id).toBeDefined();
    expect(await bodyTo(other.id)).toEqual([]);
  });

  it('fills the built-in rejections by the same rule', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const arabic = await applicant(job.id, 'ar', { en: 'Mona', ar: 'منى' });
    const english = await applicant(job.id, 'en', { en: 'Mark', ar: 'مارك' });
    const sent = await company.call('POST', '/api/v1/company/applications/bulk', { action: 'reject', ids: [arabic.applicationId, english.applicationId], message_ar: REJECTION_TEMPLATES.standard.ar, message_en: REJECTION_TEMPLATES.standard.en });
    expect(sent.json().data).toMatchObject({ done: 2 });
    const [toArabic] = await bodyTo(arabic.id);
    const [toEnglish] = await bodyTo(english.id);
    expect(toArabic).toContain('منى');
    expect(toEnglish).toContain('Mark');
    expect(`${toArabic}${toEnglish}`).not.toContain('{{');
  });

  it('fills a template for the first message of a conversation about to start, as starting it would allow', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const english = await applicant(job.id, 'en', { en: 'Omar', ar: 'عمر' });
    const message = (await company.call('POST', URL, template({ kind: 'message' }))).json().data.id as number;
    const rendered = await company.call('GET', `${URL}/${message}/render?seeker=${english.id}&job=${job.id}`, undefined, 'ar');
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.json().data).toMatchObject({ locale: 'en', body: expect.stringMatching(/^Hello Omar, thank you for applying/) });
    // Another company's job is refused as the first message would be; a seeker nobody may see is not found.
    expect((await rival.call('GET', `${URL}/${message}/render?seeker=${english.id}&job=${job.id}`)).statusCode).toBe(422);
    const rivalJob = await insertLiveJob(database, rival.companyId);
    expect((await company.call('GET', `${URL}/${message}/render?seeker=${english.id}&job=${rivalJob.id}`)).statusCode).toBe(422);
    expect((await company.call('GET', `${URL}/${message}/render?seeker=2147483000`)).statusCode).toBe(404);
    // One of a conversation or a seeker, not both and not neither.
    expect((await company.call('GET', `${URL}/${message}/render`)).statusCode).toBe(422);
    expect((await company.call('GET', `${URL}/${message}/render?seeker=${english.id}&conversation=1`)).statusCode).toBe(422);
  });

  it('fills a template for one conversation’s seeker (the composer) and an interview invitation’s note with its day and time', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const english = await applicant(job.id, 'en', { en: 'Lina', ar: 'لينا' });
    await company.call('POST', '/api/v1/company/applications/bulk', { action: 'message', ids: [english.applicationId], message_ar: 'أهلًا', message_en: 'Hello' });
    const conversation = (await english.call('GET', '/api/v1/conversations')).json().data.items[0].id as number;
    const message = (await company.call('POST', URL, template({ kind: 'message' }))).json().data.id as number;
    const rendered = await company.call('GET', `${URL}/${message}/render?conversation=${conversation}`, undefined, 'ar');
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.json().data).toMatchObject({ locale: 'en', body: expect.stringMatching(/^Hello Lina, thank you for applying/) });
    expect((await rival.call('GET', `${URL}/${message}/render?conversation=${conversation}`)).statusCode).toBe(404);

    const interview = (await company.call('POST', URL, template({ kind: 'interview', body_ar: 'موعدنا {{interview_date}} الساعة {{interview_time}}', body_en: 'See you on {{interview_date}} at {{interview_time}}, {{first_name}}' }))).json().data.id as number;
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const invited = await company.call('POST', `/api/v1/conversations/${conversation}/invitations`, { date: day, time: '14:30', location: 'Head office', template_id: interview, note: 'Bring your ID.' });
    expect(invited.statusCode, invited.body).toBe(201);
    const [row] = await database.db.select({ note: interviewInvitations.note }).from(interviewInvitations).where(inArray(interviewInvitations.message_id, [invited.json().data.id]));
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Asia/Riyadh' }).format(new Date(`${day}T14:30:00+03:00`));
    expect(row!.note).toMatch(new RegExp(`^See you on ${weekday},? .+ at 14:30, Lina\\n\\nBring your ID\\.$`));
    // A message template is not an interview's.
    expect((await company.call('POST', `/api/v1/conversations/${conversation}/invitations`, { date: day, time: '15:30', location: 'Head office', template_id: message })).statusCode).toBe(422);
  });
});
