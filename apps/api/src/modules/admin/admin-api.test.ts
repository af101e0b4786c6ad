import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ADMIN_RESOURCES, ADMIN_RESOURCE_NAMES, type TAdminResourceName } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { auditLog, comments, companyReviews, contactMessages, conversations, jobReports, mailOutbox, messageReports, messages, posts, smsOutbox, users, whatsappOutbox } from '../../db/schema/index.ts';
import { screenJob } from '../moderation/hold.ts';
import { newAccount, signUp, signUpAdmin, testApp, testDrivers, uniquePhone, type TSignedUp } from '../../test/harness.ts';
import { createAdminAccount } from './create-admin.ts';
import { insertJob, insertLiveJob, randomSaudiIban, readyCompany, type TTestCompany } from '../../test/factories.ts';

const drivers = await testDrivers();


/** A body each resource's create, update and action would take (what is refused or allowed is not the point here). */
const SAMPLE_BODY = { reason: 'A reason long enough' };

describe.each(drivers)('the generic admin API on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let seeker: TSignedUp;
  let company: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    admin = await signUpAdmin(app, database);
    seeker = await signUp(app, 'USER');
    company = await readyCompany(app, database);
    const live = await insertLiveJob(database, company.companyId);
    await database.db.insert(jobReports).values({ job_id: live.id, reporter_id: seeker.id, reporter_key: `account:${seeker.id}`, address_hash: 'a'.repeat(64), reason: 'scam', note: 'Asks for a fee' });
    // A record in every resource: a payment, a bank account (whose creation is also an audit entry), an SMS.
    const unpaid = await insertJob(database, company.companyId);
    expect((await company.call('POST', `/api/v1/company/jobs/${unpaid.id}/payments`, { pay_type: 'bank' })).statusCode).toBe(201);
    const account = await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك الاختبار', bank_name_en: 'Test Bank', account_name: 'Tawzeef', iban: randomSaudiIban() });
    expect(account.statusCode).toBe(201);
    const pack = await admin.call('POST', '/api/admin/packages', { name_ar: 'باقة الاختبار', name_en: 'Test pack', posts: 3, price_sar: 999, validity_days: 90 });
    expect(pack.statusCode).toBe(201);
    expect((await admin.call('POST', '/api/admin/feature-options', { days: 7, price_sar: 300 })).statusCode).toBe(201);
    // A screening rule of the administrators' own (the table starts empty since decision 161).
    expect((await admin.call('POST', '/api/admin/screening-rules', { category: 'tribe', action: 'block', kind: 'phrase', language: 'ar', pattern: 'من أسرة ذات نسب', is_active: true })).statusCode).toBe(201);
    await database.db.insert(smsOutbox).values({ to_phone: '+966500000099', body: 'Your Tawzeef code is 123456', locale: 'en', purpose: 'verify_phone', status: 'local' });
    await database.db.insert(whatsappOutbox).values({ to_phone: '+966500000099', template: 'tawzeef_job_alert', params: ['1 new job', 'https://t.example'], body: 'Tawzeef: 1 new job', locale: 'en', purpose: 'job_alert', status: 'local' });
    // A message the seeker reported.
    const [talk] = await database.db.insert(conversations).values({ company_id: company.companyId, seeker_id: seeker.id }).returning();
    const [said] = await database.db.insert(messages).values({ conversation_id: talk!.id, sender_id: company.id, recipient_id: seeker.id, msg_type: 'text', body: 'Send 500 SAR to apply' }).returning();
    await database.db.insert(messageReports).values({ message_id: said!.id, reporter_id: seeker.id, reason: 'scam' });
    // A message of the contact form.
    await database.db.insert(contactMessages).values({ name: 'Sara', email: 'sara@example.com', subject: 'A question', message: 'How do job alerts work?', locale: 'en', address_hash: 'b'.repeat(64) });
    // A post and a comment on it (decision 034).
    const [post] = await database.db.insert(posts).values({ kind: 'blog', category: 'cv_tips', title_en: 'CV tips', body_en: '<p>Keep it short.</p>', author_name: 'Tawzeef', published_at: new Date() }).returning();
    await database.db.insert(comments).values({ post_id: post!.id, author_id: seeker.id, body: 'Useful, thank you' });
    // A review of the company (decision 131).
    await database.db.insert(companyReviews).values({ company_id: company.companyId, author_id: seeker.id, kind: 'interview', relationship: 'applicant', language: 'en', title: 'A fair interview', rating_overall: 4, questions: 'Tell us about yourself.', difficulty: 2, outcome: 'offer' });
  });
  afterAll(() => app.close());

  const anonymous = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as never, headers: { 'x-locale': 'en' } });

  /** A record of each resource the admin can open (the first of its list). */
  async function firstId(resource: TAdminResourceName): Promise<string> {
    const list = await admin.call('GET', `/api/admin/${resource}?per_page=1`);
    expect(list.statusCode).toBe(200);
    const [item] = list.json().data.items as Array<{ id: number | string }>;
    return String(item?.id ?? 1);
  }

  it.each(ADMIN_RESOURCE_NAMES)('lets only an administrator reach %s: anonymous 401, job seeker and company 403', async (resource) => {
    const def = ADMIN_RESOURCES[resource];
    const id = await firstId(resource);
    const calls: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]> = [
      ['GET', `/api/admin/${resource}`],
      ['GET', `/api/admin/${resource}/${id}`],
      ['POST', `/api/admin/${resource}`],
      ['PUT', `/api/admin/${resource}/${id}`],
      ['PATCH', `/api/admin/${resource}/${id}`],
      ['DELETE', `/api/admin/${resource}/${id}`],
      ...Object.keys(def.actions).map((action) => ['POST', `/api/admin/${resource}/${id}/${action}`] as ['POST', string]),
    ];
    for (const [method, url] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : SAMPLE_BODY;
      expect((await anonymous(method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await seeker.call(method, url, body)).statusCode, `${method} ${url} seeker`).toBe(403);
      expect((await company.call(method, url, body)).statusCode, `${method} ${url} company`).toBe(403);
    }
    const list = await admin.call('GET', `/api/admin/${resource}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ page: 1, per_page: 20, sort: def.defaultSort });
    const one = await admin.call('GET', `/api/admin/${resource}/${id}`);
    expect(one.statusCode).toBe(200);
    // Every field the table declares, and nothing else.
    expect(Object.keys(one.json().data).sort()).toEqual(Object.keys(def.record.shape).sort());
    // Operations a resource does not take: 405, before anything is read.
    if (!('create' in def)) expect((await admin.call('POST', `/api/admin/${resource}`, {})).statusCode).toBe(405);
    if (!('update' in def)) expect((await admin.call('PATCH', `/api/admin/${resource}/${id}`, {})).statusCode).toBe(405);
    if (!('delete' in def)) expect((await admin.call('DELETE', `/api/admin/${resource}/${id}`)).statusCode).toBe(405);
  });

  it('never answers a password hash, a session token or a link token, in any record of any resource', async () => {
    // A mail with a reset link in the outbox, as the platform writes them.
    await database.db.insert(mailOutbox).values({
      to_address: 'someone@example.com',
      subject: 'Reset your password',
      text_body: 'Open https://tawzeef.example/reset-password?token=SECRETSECRETSECRET123 to choose a new password',
      html_body: '<p>secret</p>',
      locale: 'en',
      purpose: 'password_reset',
      status: 'local',
    });
    for (const resource of ADMIN_RESOURCE_NAMES) {
      const body = (await admin.call('GET', `/api/admin/${resource}?per_page=100`)).body;
      expect(body, resource).not.toMatch(/password_hash|token_hash|refresh_hash|\$argon2|SECRETSECRETSECRET123|reporter_key|address_hash/);
    }
    const mails = (await admin.call('GET', '/api/admin/mail-outbox?q=Reset%20your%20password')).json().data.items;
    expect(mails[0].text_body).toContain('token=•••');
    const sms = (await admin.call('GET', '/api/admin/sms-outbox?q=500000099')).json().data.items;
    expect(sms[0].body).toBe('Your Tawzeef code is •••');
  });

  it('answers 404 for an unknown resource, record or action, in the caller’s language', async () => {
    const unknown = await admin.call('GET', '/api/admin/passwords', undefined, 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('لا توجد قائمة بهذا الاسم في لوحة الإدارة: تحقق من العنوان');
    expect((await admin.call('GET', '/api/admin/passwords', undefined, 'en')).json().message).toBe('There is no such list in the console: check the address');
    expect((await admin.call('GET', '/api/admin/users/99999999')).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/admin/users/abc')).statusCode).toBe(422);
    expect((await admin.call('GET', '/api/admin/users/2147483648')).json().errors).toHaveProperty('id');
    expect((await admin.call('GET', '/api/admin/settings/other')).statusCode).toBe(404);
    const action = await admin.call('POST', `/api/admin/users/${seeker.id}/delete-everything`, {}, 'en');
    expect(action.statusCode).toBe(404);
    expect(action.json().message).toBe('This action does not exist for this record');
    expect((await admin.call('POST', '/api/admin/users/99999999/suspend', SAMPLE_BODY)).statusCode).toBe(404);
    expect((await admin.call('POST', '/api/admin/users', { first_name: 'A' }, 'en')).json().message).toBe('This list does not allow this change');
  });

  it('checks page, per_page (capped), sort and filters against the resource, 422 with the field named', async () => {
    const cases: Array<[string, string]> = [
      ['/api/admin/users?per_page=101', 'per_page'],
      ['/api/admin/users?per_page=0', 'per_page'],
      ['/api/admin/users?page=0', 'page'],
      ['/api/admin/users?page=abc', 'page'],
      ['/api/admin/users?page=10001', 'page'],
      ['/api/admin/users?sort=password_hash', 'sort'],
      ['/api/admin/users?sort=-phone', 'sort'],
      ['/api/admin/users?status=deleted', 'status'],
      ['/api/admin/users?password_hash=x', 'password_hash'],
      ['/api/admin/companies?verification_status=approved', 'verification_status'],
      ['/api/admin/jobs?company_id=-4', 'company_id'],
      ['/api/admin/jobs?created_from=2026-02-30', 'created_from'],
      ['/api/admin/jobs?job_type=remotely', 'job_type'],
      ['/api/admin/jobs?work_place=moon', 'work_place'],
      ['/api/admin/settings?q=fee', 'q'],
      [`/api/admin/users?q=${'x'.repeat(101)}`, 'q'],
    ];
    for (const [url, field] of cases) {
      const response = await admin.call('GET', url, undefined, 'ar');
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    const english = await admin.call('GET', '/api/admin/users?per_page=101', undefined, 'en');
    expect(english.json().errors.per_page[0]).toMatch(/less than 100/);
  });

  it('lists jobs with their work place, filtered by job type and work place (decision 045)', async () => {
    const hybrid = await insertLiveJob(database, company.companyId, { job_type: 'internship', work_place: 'hybrid' });
    const listed = (await admin.call('GET', `/api/admin/jobs?company_id=${company.companyId}&job_type=internship&work_place=hybrid`)).json().data.items;
    expect(listed.map((item: { id: number }) => item.id)).toEqual([hybrid.id]);
    expect(listed[0]).toMatchObject({ job_type: 'internship', work_place: 'hybrid' });
    expect((await admin.call('GET', `/api/admin/jobs?company_id=${company.companyId}&work_place=remote`)).json().data.items).toEqual([]);
  });

  it('links a job\'s public page only while it has one (a taken-down job\'s page answers 404)', async () => {
    const live = await insertLiveJob(database, company.companyId, { job_type: 'part_time', work_place: 'remote' });
    const down = await insertLiveJob(database, company.companyId, { job_type: 'part_time', work_place: 'remote', status: 'unpublished' });
    const items: Array<{ id: number; page: string | null }> = (await admin.call('GET', `/api/admin/jobs?company_id=${company.companyId}&job_type=part_time`)).json().data.items;
    expect(items.find((item) => item.id === live.id)?.page).toBe(`/jobs/${live.id}`);
    expect(items.find((item) => item.id === down.id)?.page).toBeNull();
  });

  it('pages, sorts, filters and searches a list', async () => {
    const marker = `Zubaida${Date.now()}`;
    const made = [];
    for (let index = 0; index < 3; index += 1) made.push(await signUp(app, 'USER', { first_name: marker, last_name: `N${index}` }));
    const first = (await admin.call('GET', `/api/admin/users?q=${marker}&per_page=2&sort=id`)).json().data;
    expect(first).toMatchObject({ total: 3, page: 1, per_page: 2, sort: 'id' });
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([made[0]!.id, made[1]!.id]);
    const second = (await admin.call('GET', `/api/admin/users?q=${marker}&per_page=2&page=2&sort=id`)).json().data;
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([made[2]!.id]);
    const newest = (await admin.call('GET', `/api/admin/users?q=${marker}&sort=-id`)).json().data;
    expect(newest.items[0].id).toBe(made[2]!.id);
    // A search is text, not a pattern: % and _ match themselves.
    expect((await admin.call('GET', '/api/admin/users?q=%25%25%25')).json().data.total).toBe(0);
    const companies = (await admin.call('GET', '/api/admin/users?type=COMPANY&per_page=100')).json().data.items;
    expect(companies.every((item: { type: string }) => item.type === 'COMPANY')).toBe(true);
    expect((await admin.call('GET', '/api/admin/users?type=&status=')).statusCode).toBe(200);
  });

  it('refuses mass assignment: an admin cannot set a password hash, a type, a status or a session through a write', async () => {
    const before = (await database.db.select().from(users).where(eq(users.id, seeker.id)))[0]!;
    for (const body of [
      { password_hash: 'x' },
      { password: 'Another-pass-1' },
      { type: 'ADMIN' },
      { status: 'suspended' },
      { id: 1 },
      { token_hash: 'x', first_name: 'Hacked' },
      { sessions: [{ token_hash: 'x' }] },
      { email_verified_at: '2020-01-01T00:00:00Z' },
    ]) {
      for (const method of ['PATCH', 'PUT'] as const) {
        const response = await admin.call(method, `/api/admin/users/${seeker.id}`, body, 'en');
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json().errors[Object.keys(body)[0]!]).toEqual(['This field is not allowed']);
      }
    }
    const settings = await admin.call('PATCH', '/api/admin/settings/platform', { updated_by: seeker.id });
    expect(settings.statusCode).toBe(422);
    const after = (await database.db.select().from(users).where(eq(users.id, seeker.id)))[0]!;
    expect(after).toEqual(before);
    expect((await seeker.call('GET', '/api/v1/user/simple-profile')).statusCode).toBe(200);
  });

  it('changes the writable fields of a user and records it in the audit log with the address, without secrets', async () => {
    const person = await signUp(app, 'USER', { first_name: 'Noura' });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${person.id}`,
      payload: { ar_first_name: 'نورة', locale: 'en' },
      headers: { authorization: `Bearer ${admin.token}`, 'x-locale': 'en', 'user-agent': 'audit-test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: person.id, first_name: 'Noura', ar_first_name: 'نورة', locale: 'en' });
    // Another resource's record may have the same id in a database shared by test files: this user's entry only.
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'users'), eq(auditLog.record_id, String(person.id)))).orderBy(auditLog.id);
    expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.account.email, resource: 'users', action: 'update', user_agent: 'audit-test' });
    expect(entry!.ip).toBeTruthy();
    expect(entry!.before).toMatchObject({ ar_first_name: null, locale: 'ar' });
    expect(entry!.after).toMatchObject({ ar_first_name: 'نورة', locale: 'en' });
    expect(JSON.stringify(entry)).not.toMatch(/password|token_hash/);
    // Readable in the console, and read only there.
    const log = (await admin.call('GET', `/api/admin/audit-log?resource=users&record_id=${person.id}`)).json().data.items;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'update', actor_email: admin.account.email });
    expect((await admin.call('DELETE', `/api/admin/audit-log/${log[0].id}`)).statusCode).toBe(405);
    expect((await admin.call('PATCH', `/api/admin/audit-log/${log[0].id}`, { reason: 'x' })).statusCode).toBe(405);
  });

  it('edits the screening list of job ads: a pattern that does not compile is 422 on the field, a new rule screens the next ad', async () => {
    const word = `qzx${Date.now().toString(36)}`;
    const broken = await admin.call('POST', '/api/admin/screening-rules', { category: 'gender', action: 'block', kind: 'regex', language: 'en', pattern: `${word}(`, is_active: true }, 'ar');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.pattern[0]).toContain('هذا ليس نمطًا يستطيع الفحص قراءته');
    const created = await admin.call('POST', '/api/admin/screening-rules', { category: 'gender', action: 'block', kind: 'regex', language: 'en', pattern: `\\b${word}s?\\b`, note: 'test', is_active: true });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await screenJob(database.db, { title: `Sales ${word}s wanted` })).map((finding) => finding.category)).toContain('gender');
    expect((await admin.call('GET', `/api/admin/screening-rules?category=gender&q=${word}`)).json().data.items.map((row: { id: number }) => row.id)).toEqual([id]);
    // Switched off, it screens nothing; a mass-assigned id or date is refused; deleted, it is gone.
    expect((await admin.call('PATCH', `/api/admin/screening-rules/${id}`, { category: 'gender', action: 'block', kind: 'regex', language: 'en', pattern: word, is_active: false })).statusCode).toBe(200);
    expect(await screenJob(database.db, { title: `Sales ${word} wanted` })).toEqual([]);
    expect((await admin.call('PATCH', `/api/admin/screening-rules/${id}`, { category: 'gender', action: 'block', kind: 'regex', language: 'en', pattern: word, is_active: true, created_at: '2020-01-01' })).statusCode).toBe(422);
    expect((await admin.call('DELETE', `/api/admin/screening-rules/${id}`)).statusCode).toBe(200);
    expect((await admin.call('GET', `/api/admin/screening-rules/${id}`)).statusCode).toBe(404);
    // Other test files write screening rules too, with their own administrators, in a shared database: this rule's entries only.
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'screening-rules'), eq(auditLog.record_id, String(id)))).orderBy(auditLog.id);
    expect(entries.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[0]).toMatchObject({ action: 'create', actor_id: admin.id });
  });

  it('writes one audit entry for each write that happened, and none for a refused one, over every resource and action', async () => {
    // Records of this test where a write changes a person or a job; the first record of the list elsewhere.
    const person = await signUp(app, 'USER');
    const owner = await readyCompany(app, database);
    const live = await insertLiveJob(database, owner.companyId);
    const bank = await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك التدقيق', bank_name_en: 'Audit Bank', account_name: 'Tawzeef', iban: randomSaudiIban() });
    const own: Partial<Record<TAdminResourceName, string>> = { users: String(person.id), companies: String(owner.companyId), jobs: String(live.id), 'bank-accounts': String(bank.json().data.id) };
    const entriesOf = (resource: string, id: string) =>
      database.db.select().from(auditLog).where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, id))).orderBy(auditLog.id);
    const succeeded: string[] = [];
    for (const resource of ADMIN_RESOURCE_NAMES) {
      const def = ADMIN_RESOURCES[resource];
      const id = own[resource] ?? (await firstId(resource));
      const writes: Array<[string, 'PATCH' | 'POST' | 'DELETE', string, unknown]> = [];
      // An empty PATCH keeps every value: a write the resource takes whenever it has an update.
      if ('update' in def) writes.push(['update', 'PATCH', `/api/admin/${resource}/${id}`, {}]);
      for (const [action, spec] of Object.entries(def.actions as Record<string, { person: boolean; hidden?: boolean }>)) {
        if (!spec.hidden) writes.push([action, 'POST', `/api/admin/${resource}/${id}/${action}`, spec.person ? SAMPLE_BODY : {}]);
      }
      // Deleted only where the record is this test's own.
      if ('delete' in def && own[resource]) writes.push(['delete', 'DELETE', `/api/admin/${resource}/${id}`, undefined]);
      for (const [action, method, url, body] of writes) {
        const before = (await entriesOf(resource, id)).length;
        const response = await admin.call(method, url, body);
        const entries = await entriesOf(resource, id);
        if (response.statusCode < 300) {
          succeeded.push(`${resource}:${action}`);
          expect(entries.length, `${method} ${url}`).toBe(before + 1);
          expect(entries.at(-1), `${method} ${url}`).toMatchObject({ action, actor_id: admin.id, actor_email: admin.account.email });
          expect(entries.at(-1)!.ip, `${method} ${url}`).toBeTruthy();
        } else {
          expect(entries.length, `${method} ${url} answered ${response.statusCode}`).toBe(before);
        }
      }
    }
    expect(succeeded).toEqual(
      expect.arrayContaining([
        'users:update', 'users:suspend', 'users:reactivate',
        'companies:update', 'companies:revoke', 'companies:suspend', 'companies:reactivate',
        'jobs:unpublish', 'jobs:restore',
        'bank-accounts:update', 'bank-accounts:delete', 'settings:update', 'screening-rules:update',
        'countries:update', 'cities:update', 'nationalities:update', 'majors:update', 'sectors:update', 'occupations:update',
        'contact-messages:handle',
      ]),
    );
  });

  it('creates administrators only with the command, never through the API', async () => {
    const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { ...newAccount(), type: 'ADMIN' } });
    expect(registered.statusCode).toBe(422);
    expect((await admin.call('POST', '/api/admin/users', { type: 'ADMIN', email: 'x@example.com' })).statusCode).toBe(405);
    const email = `ops.${Date.now()}@example.com`;
    const created = await createAdminAccount(database.db, { email, phone: uniquePhone(), first_name: 'Faisal', last_name: 'Alshammari', password: 'Kx9!mountain-Lamp' });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: email, password: 'Kx9!mountain-Lamp' } });
    expect(login.json().data.user).toMatchObject({ id: created.id, type: 'ADMIN' });
    await expect(createAdminAccount(database.db, { email, phone: uniquePhone(), first_name: 'A', last_name: 'B', password: 'Kx9!mountain-Lamp' })).rejects.toThrow(/already uses it/);
    await expect(createAdminAccount(database.db, { email: `x${email}`, phone: uniquePhone(), first_name: 'A', last_name: 'B', password: '12345678' })).rejects.toThrow(/password: /);
  });

  it('documents the generic endpoints in OpenAPI', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/admin/{resource}', '/api/admin/{resource}/{id}', '/api/admin/{resource}/{id}/{action}', '/api/admin/dashboard']));
    expect(document.paths['/api/admin/{resource}'].get.description).toContain('`users`');
  });
});
