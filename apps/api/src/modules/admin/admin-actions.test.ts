// The specification of every administrator's action of the console (decision 031): what it changes, who is told, what the audit log keeps.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { auditLog, companies, jobs, occupations, settings } from '../../db/schema/index.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { insertJob, insertLiveJob, randomSaudiIban, readyCompany, uploadReceipt } from '../../test/factories.ts';
import { JOB_FEE_SETTING, SELLER_SETTING, VAT_RATE_SETTING } from '../payments/pricing.ts';
import { addDays, riyadhDateOf } from '../jobs/state.ts';

const drivers = await testDrivers();
type TMail = Parameters<TNotifier['mail']>[0];

describe.each(drivers)('the administrators’ actions on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  const mails: TMail[] = [];

  beforeAll(async () => {
    database = await driver.open();
    const notifier: TNotifier = { mail: async (mail) => void mails.push(mail), sms: async () => undefined };
    // No cache of identical searches (decision 014): each search here must see the change just made.
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example', SEARCH_CACHE_SECONDS: '0' }, { notifier });
    admin = await signUpAdmin(app, database);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    mails.length = 0;
  });
  /** The mails of the console's decisions (registration's confirmation mails left out). */
  const decisions = () => mails.filter((mail) => mail.purpose !== 'verify_email');

  const act = (resource: string, id: number | string, action: string, body: unknown = {}, locale: 'ar' | 'en' = 'en') => admin.call('POST', `/api/admin/${resource}/${id}/${action}`, body, locale);
  const auditOf = (resource: string, id: number | string) =>
    database.db.select().from(auditLog).where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, String(id)))).orderBy(auditLog.id);
  const searchIds = async (q: string) =>
    (await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q, per_page: '50' })}` })).json().data.items.map((item: { id: number }) => item.id);
  const jobPage = (id: number) => app.inject({ url: `/api/v1/jobs/${id}` });

  describe('users', () => {
    it('suspends an account with a reason: its sessions end, it is told in its language, the audit log keeps the reason', async () => {
      const person = await signUp(app, 'USER', { first_name: 'Salem' });
      expect((await person.call('GET', '/api/v1/user/simple-profile')).statusCode).toBe(200);

      const tooShort = await act('users', person.id, 'suspend', { reason: 'no' }, 'ar');
      expect(tooShort.statusCode).toBe(422);
      expect(Object.keys(tooShort.json().errors)).toEqual(['reason']);
      expect((await act('users', person.id, 'suspend', {})).statusCode).toBe(422);

      const suspended = await act('users', person.id, 'suspend', { reason: 'Fake job applications sent in bulk' });
      expect(suspended.statusCode).toBe(200);
      expect(suspended.json().message).toBe('The account is suspended and its sessions have ended');
      expect(suspended.json().data).toMatchObject({ status: 'suspended', status_reason: 'Fake job applications sent in bulk', active_sessions: 0 });
      expect((await person.call('GET', '/api/v1/user/simple-profile')).statusCode).toBe(401);
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: person.account.email, password: person.account.password } });
      expect(login.statusCode).toBe(403);
      expect(decisions().map((mail) => [mail.to, mail.purpose, mail.locale])).toEqual([[person.account.email, 'account_suspended', 'ar']]);
      expect(decisions()[0]!.text).toContain('Fake job applications sent in bulk');

      expect((await act('users', person.id, 'suspend', { reason: 'Again, by another admin' })).statusCode).toBe(409);
      const reactivated = await act('users', person.id, 'reactivate', { reason: 'The person explained the mistake' });
      expect(reactivated.json().data).toMatchObject({ status: 'active', status_reason: 'The person explained the mistake' });
      const again = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: person.account.email, password: person.account.password } });
      expect(again.statusCode).toBe(200);

      const entries = await auditOf('users', person.id);
      expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
        ['suspend', 'Fake job applications sent in bulk'],
        ['reactivate', 'The person explained the mistake'],
      ]);
      expect(entries[0]!.before).toMatchObject({ status: 'active' });
      expect(entries[0]!.after).toMatchObject({ status: 'suspended' });
    });

    it('does not let an administrator suspend their own account', async () => {
      const self = await act('users', admin.id, 'suspend', { reason: 'Trying to lock myself out' });
      expect(self.statusCode).toBe(409);
      expect((await admin.call('GET', '/api/admin/users?per_page=1')).statusCode).toBe(200);
    });
  });

  describe('companies', () => {
    it('finds a company by its CR number, verifies, then revokes the verification with a reason the company is told', async () => {
      const company = await readyCompany(app, database, { verify: false });
      const number = `70${String(Date.now()).slice(-8)}`;
      await database.db.update(companies).set({ commercial_number: number, verification_status: 'pending', verification_submitted_at: new Date() }).where(eq(companies.id, company.companyId));

      const found = (await admin.call('GET', `/api/admin/companies?q=${number}`)).json().data;
      expect(found.items.map((item: { id: number }) => item.id)).toEqual([company.companyId]);
      expect(found.items[0]).toMatchObject({ commercial_number: number, verification_status: 'pending' });
      const pending = (await admin.call('GET', '/api/admin/companies?verification_status=pending&per_page=100')).json().data.items;
      expect(pending.some((item: { id: number }) => item.id === company.companyId)).toBe(true);

      expect((await act('companies', company.companyId, 'revoke', { reason: 'Not verified yet' })).statusCode).toBe(409);
      const verified = await act('companies', company.companyId, 'verify');
      expect(verified.json().data).toMatchObject({ verification_status: 'verified' });
      mails.length = 0;

      const revoked = await act('companies', company.companyId, 'revoke', { reason: 'سجل تجاري منتهي الصلاحية' }, 'ar');
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().message).toBe('تم سحب التوثيق: أُبلغت المنشأة بالسبب ويمكنها إرسال سجلها مجددًا');
      expect(revoked.json().data).toMatchObject({ verification_status: 'rejected', verification_note: 'سجل تجاري منتهي الصلاحية' });
      // The registration's confirmation mail may still arrive (it is sent after the answer): the decision's is the one.
      expect(decisions()).toHaveLength(1);
      expect(decisions()[0]).toMatchObject({ to: company.account.email, purpose: 'company_revoked', locale: 'ar' });
      expect(decisions()[0]!.text).toContain('سجل تجاري منتهي الصلاحية');
      expect((await act('companies', company.companyId, 'revoke', { reason: 'Twice' })).statusCode).toBe(409);
      // The company sees it on its profile and may send its registration again.
      expect((await company.call('GET', '/api/v1/company/profile')).json().data).toMatchObject({ verification_status: 'rejected', verification_note: 'سجل تجاري منتهي الصلاحية' });

      expect((await auditOf('companies', company.companyId)).map((entry) => entry.action)).toEqual(['verify', 'revoke']);
    });

    it('suspends a company: its account’s sessions end and its jobs leave search and their pages, until it is reactivated', async () => {
      const company = await readyCompany(app, database);
      const title = `Falconer ${Date.now()}`;
      const job = await insertLiveJob(database, company.companyId, { title });
      expect(await searchIds(title)).toContain(job.id);

      const suspended = await act('companies', company.companyId, 'suspend', { reason: 'Asked applicants for money' });
      expect(suspended.json().data).toMatchObject({ account_status: 'suspended', account_status_reason: 'Asked applicants for money' });
      expect((await company.call('GET', '/api/v1/company/profile')).statusCode).toBe(401);
      // The users trigger of search_changes told the search index (decision 027): no restart, no extra step.
      expect(await searchIds(title)).not.toContain(job.id);
      expect((await jobPage(job.id)).statusCode).toBe(404);

      await act('companies', company.companyId, 'reactivate', { reason: 'Refunded the applicants' });
      expect(await searchIds(title)).toContain(job.id);
      expect((await auditOf('companies', company.companyId)).map((entry) => [entry.action, entry.reason])).toEqual([
        ['suspend', 'Asked applicants for money'],
        ['reactivate', 'Refunded the applicants'],
      ]);
    });

    it('suspending a company’s user from the users list takes its jobs out of GET /api/v1/jobs too', async () => {
      const company = await readyCompany(app, database);
      const title = `Beekeeper ${Date.now()}`;
      const job = await insertLiveJob(database, company.companyId, { title });
      expect(await searchIds(title)).toContain(job.id);
      expect((await act('users', company.id, 'suspend', { reason: 'Impersonating another company' })).statusCode).toBe(200);
      expect(await searchIds(title)).not.toContain(job.id);
      await act('users', company.id, 'reactivate', { reason: 'Identity confirmed' });
    });

    it('changes a company’s names, refusing fields outside the table', async () => {
      const company = await readyCompany(app, database, { name: 'Old Name Co' });
      const changed = await admin.call('PATCH', `/api/admin/companies/${company.companyId}`, { foundation_name_en: 'New Name Co' });
      expect(changed.json().data).toMatchObject({ foundation_name: 'Old Name Co', foundation_name_en: 'New Name Co' });
      expect((await admin.call('PATCH', `/api/admin/companies/${company.companyId}`, { verification_status: 'verified' })).statusCode).toBe(422);
      await admin.call('PATCH', `/api/admin/companies/${company.companyId}`, { foundation_name: 'شركة الاسم القديم' });
      // The lists name a company in the console's language, the other language when it has no name in this one.
      const listed = async (resource: string, locale: 'ar' | 'en', query = '') =>
        (await admin.call('GET', `/api/admin/${resource}?${query}`, undefined, locale)).json().data.items as Array<Record<string, unknown>>;
      const row = async (locale: 'ar' | 'en') => (await listed('companies', locale, 'q=New+Name+Co')).find((item) => item.id === company.companyId);
      expect(await row('en')).toMatchObject({ name: 'New Name Co', foundation_name: 'شركة الاسم القديم' });
      expect(await row('ar')).toMatchObject({ name: 'شركة الاسم القديم' });
      const job = await insertLiveJob(database, company.companyId, { title: `Names ${Date.now()}` });
      expect((await listed('jobs', 'en', `company_id=${company.companyId}`)).find((item) => item.id === job.id)).toMatchObject({ company_name: 'New Name Co' });
      expect((await listed('jobs', 'ar', `company_id=${company.companyId}`)).find((item) => item.id === job.id)).toMatchObject({ company_name: 'شركة الاسم القديم' });
      expect((await listed('users', 'en', 'q=' + encodeURIComponent(company.account.email))).find((item) => item.id === company.id)).toMatchObject({ company_name: 'New Name Co' });
      expect((await admin.call('PATCH', `/api/admin/companies/${company.companyId}`, { vat_number: '123' })).json().errors.vat_number).toBeDefined();
    });

    it('gives a company a VAT number only once it gave its national address, which its invoices carry (decision 198)', async () => {
      const company = await readyCompany(app, database);
      const patch = (locale: 'ar' | 'en') => admin.call('PATCH', `/api/admin/companies/${company.companyId}`, { vat_number: '311111111111113' }, locale);
      const en = await patch('en');
      expect(en.statusCode).toBe(422);
      expect(en.json().errors.vat_number).toEqual(['This company has not given its national address (street, building number, district, postal code and city): it adds them in its profile with the VAT number']);
      expect((await patch('ar')).json().errors.vat_number).toEqual(['لم تُدخل هذه المنشأة عنوانها الوطني (الشارع ورقم المبنى والحي والرمز البريدي والمدينة): تضيفه في ملفها مع الرقم الضريبي']);
      await database.db.update(companies).set({ street: 'Olaya Street', building_number: '7788', district: 'Al Malaz', postal_code: '12836' }).where(eq(companies.id, company.companyId));
      expect((await patch('en')).json().data.vat_number).toBe('311111111111113');
      // Its other fields are still the administrator's to change, the number kept.
      expect((await admin.call('PATCH', `/api/admin/companies/${company.companyId}`, { foundation_name_en: 'Taxed Co' })).statusCode).toBe(200);
    });
  });

  describe('jobs', () => {
    it('unpublishes a live job with a reason through the state machine and restores it to the state it had', async () => {
      const company = await readyCompany(app, database);
      const title = `Oud maker ${Date.now()}`;
      const job = await insertLiveJob(database, company.companyId, { title });

      const listed = (await admin.call('GET', `/api/admin/jobs?company_id=${company.companyId}&status=active`)).json().data.items;
      expect(listed.map((item: { id: number }) => item.id)).toEqual([job.id]);

      const unpublished = await act('jobs', job.id, 'unpublish', { reason: 'Asks for a photo and marital status' });
      expect(unpublished.json().data).toMatchObject({ status: 'unpublished', unpublished_reason: 'Asks for a photo and marital status', unpublished_from: 'active' });
      expect((await jobPage(job.id)).statusCode).toBe(404);
      expect(await searchIds(title)).not.toContain(job.id);
      expect(decisions().map((mail) => mail.purpose)).toEqual(['job_unpublished']);
      // The company finds it among its jobs that are not live, and cannot renew it.
      const tab = (await company.call('GET', '/api/v1/company/jobs?tab=expired')).json().data.items;
      expect(tab.map((item: { id: number; status: string }) => [item.id, item.status])).toContainEqual([job.id, 'unpublished']);
      expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/renew`, { deadline: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) })).statusCode).toBe(409);
      expect((await act('jobs', job.id, 'unpublish', { reason: 'Twice' })).statusCode).toBe(409);

      const restored = await act('jobs', job.id, 'restore', { reason: 'The company removed the requirement' });
      expect(restored.json().data).toMatchObject({ status: 'active', unpublished_reason: null, unpublished_from: null });
      expect((await jobPage(job.id)).statusCode).toBe(200);
      expect(await searchIds(title)).toContain(job.id);
      expect((await act('jobs', job.id, 'restore', { reason: 'Twice' })).statusCode).toBe(409);
      expect((await auditOf('jobs', job.id)).map((entry) => [entry.action, (entry.after as { status: string }).status])).toEqual([
        ['unpublish', 'unpublished'],
        ['restore', 'active'],
      ]);
    });

    it('restores a closed job as closed, and never unpublishes a draft', async () => {
      const company = await readyCompany(app, database);
      const closed = await insertLiveJob(database, company.companyId, { status: 'closed', closed_at: new Date() });
      await act('jobs', closed.id, 'unpublish', { reason: 'Discriminatory wording' });
      expect((await act('jobs', closed.id, 'restore', { reason: 'Wording fixed' })).json().data).toMatchObject({ status: 'closed' });
      const draft = await insertJob(database, company.companyId, { status: 'draft' });
      expect((await act('jobs', draft.id, 'unpublish', { reason: 'Not published anyway' })).statusCode).toBe(409);
      expect((await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, draft.id)))[0]!.status).toBe('draft');
    });
  });

  describe('payments', () => {
    it('approves and rejects bank transfers through the payments module, with their mails', async () => {
      const company = await readyCompany(app, database);
      const payFor = async () => {
        const job = await insertJob(database, company.companyId);
        const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
        await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
        return { job, payment };
      };
      const first = await payFor();
      const waiting = (await admin.call('GET', `/api/admin/payments?status=awaiting_review&company_id=${company.companyId}`)).json().data.items;
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ id: first.payment.id, receipt: `/api/admin/payments/${first.payment.id}/receipt`, total_halalas: first.payment.total_halalas });

      const approved = await act('payments', first.payment.id, 'approve');
      expect(approved.json().data).toMatchObject({ status: 'paid' });
      expect(approved.json().data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
      expect((await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, first.job.id)))[0]!.status).toBe('active');
      expect((await act('payments', first.payment.id, 'approve')).statusCode).toBe(409);

      const second = await payFor();
      expect((await act('payments', second.payment.id, 'reject', {})).statusCode).toBe(422);
      const rejected = await act('payments', second.payment.id, 'reject', { reason: 'The receipt shows 500 SAR' });
      expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'The receipt shows 500 SAR' });
      expect(decisions().map((mail) => mail.purpose)).toEqual(expect.arrayContaining(['payment_transfer_approved', 'payment_transfer_rejected']));
      expect((await auditOf('payments', first.payment.id)).map((entry) => entry.action)).toEqual(['approve']);
      expect((await auditOf('payments', second.payment.id)).map((entry) => [entry.action, entry.reason])).toEqual([['reject', 'The receipt shows 500 SAR']]);
    });
  });

  describe('a write and its audit entry are one', () => {
    // The database refuses audit entries from this browser: the writes that would have them must not happen either.
    const REFUSED = 'audit-refused-test';
    beforeAll(async () => {
      await database.db.execute(sql.raw(`create or replace function refuse_test_audit() returns trigger language plpgsql as $$
        begin if new.user_agent = '${REFUSED}' then raise exception 'audit entry refused (test)'; end if; return new; end $$`));
      await database.db.execute(sql.raw('drop trigger if exists refuse_test_audit on audit_log'));
      await database.db.execute(sql.raw('create trigger refuse_test_audit before insert on audit_log for each row execute function refuse_test_audit()'));
    });
    afterAll(async () => {
      await database.db.execute(sql.raw('drop trigger if exists refuse_test_audit on audit_log'));
      await database.db.execute(sql.raw('drop function if exists refuse_test_audit()'));
    });
    const refused = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
      app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${admin.token}`, 'x-locale': 'en', 'user-agent': REFUSED } });

    it('does not suspend an account, end its sessions or mail it when the entry cannot be written', async () => {
      const person = await signUp(app, 'USER');
      mails.length = 0;
      const answer = await refused('POST', `/api/admin/users/${person.id}/suspend`, { reason: 'Spam sent to companies' });
      expect(answer.statusCode).toBe(500);
      expect((await admin.call('GET', `/api/admin/users/${person.id}`)).json().data).toMatchObject({ status: 'active', status_reason: null });
      expect((await person.call('GET', '/api/v1/user/simple-profile')).statusCode).toBe(200);
      expect(decisions()).toEqual([]);
      expect(await auditOf('users', person.id)).toEqual([]);
      // The same write from another browser is made, audited and mailed, after its commit.
      expect((await act('users', person.id, 'suspend', { reason: 'Spam sent to companies' })).statusCode).toBe(200);
      expect((await auditOf('users', person.id)).map((entry) => entry.action)).toEqual(['suspend']);
      expect(decisions().map((mail) => mail.purpose)).toEqual(['account_suspended']);
    });

    it('does not approve a transfer (no paid payment, no live job, no mail) when the entry cannot be written', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
      await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
      mails.length = 0;
      expect((await refused('POST', `/api/admin/payments/${payment.id}/approve`, {})).statusCode).toBe(500);
      expect((await admin.call('GET', `/api/admin/payments/${payment.id}`)).json().data).toMatchObject({ status: 'awaiting_review', invoice_number: null });
      expect((await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('awaiting_review');
      expect(decisions()).toEqual([]);
      expect((await act('payments', payment.id, 'approve')).json().data).toMatchObject({ status: 'paid' });
      expect(decisions().map((mail) => mail.purpose)).toContain('payment_transfer_approved');
    });

    it('creates and changes nothing when the entry cannot be written', async () => {
      const iban = randomSaudiIban();
      const created = await refused('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك مرفوض', bank_name_en: 'Refused Bank', account_name: 'Tawzeef', iban });
      expect(created.statusCode).toBe(500);
      expect((await admin.call('GET', `/api/admin/bank-accounts?q=${iban}`)).json().data.total).toBe(0);
      const person = await signUp(app, 'USER', { first_name: 'Maha' });
      expect((await refused('PATCH', `/api/admin/users/${person.id}`, { first_name: 'Changed' })).statusCode).toBe(500);
      expect((await admin.call('GET', `/api/admin/users/${person.id}`)).json().data.first_name).toBe('Maha');
    });
  });

  describe('bank accounts, settings and lookups', () => {
    it('creates, changes and deletes a bank account, each in the audit log', async () => {
      const iban = randomSaudiIban();
      const created = await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك البلاد', bank_name_en: 'Bank Albilad', account_name: 'Tawzeef', iban });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id;
      expect((await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك', bank_name_en: 'Bank', account_name: 'Other', iban }, 'en')).json().errors.iban).toEqual([
        'This IBAN is already in the list of bank accounts',
      ]);
      const patched = await admin.call('PATCH', `/api/admin/bank-accounts/${id}`, { is_active: false });
      expect(patched.json().data).toMatchObject({ is_active: false, bank_name_en: 'Bank Albilad', iban });
      expect((await admin.call('PUT', `/api/admin/bank-accounts/${id}`, { is_active: true })).statusCode).toBe(422);
      expect((await admin.call('DELETE', `/api/admin/bank-accounts/${id}`)).statusCode).toBe(200);
      expect((await admin.call('GET', `/api/admin/bank-accounts/${id}`)).statusCode).toBe(404);
      const entries = await auditOf('bank-accounts', id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
      expect(entries[2]!.after).toBeNull();
      expect(entries[2]!.before).toMatchObject({ iban });
    });

    it('sets the fee, the VAT rate and the seller: new prices use them, a paid invoice keeps the seller of its day', async () => {
      try {
        const saved = await admin.call('PATCH', '/api/admin/settings/platform', { fee_sar: 200, vat_rate_percent: 5 });
        expect(saved.json().data).toMatchObject({ id: 'platform', fee_sar: 200, fee_source: 'admin', vat_rate_percent: 5 });
        const price = (await app.inject({ url: '/api/v1/payments/price' })).json().data;
        expect(price).toMatchObject({ fee_halalas: 20_000, vat_halalas: 1_000, total_halalas: 21_000, vat_rate_basis_points: 500 });
        expect((await admin.call('PATCH', '/api/admin/settings/platform', { seller_vat_number: '123' }, 'en')).json().errors.seller_vat_number).toEqual([
          'The VAT number is not valid: 15 digits that start and end with 3',
        ]);
        expect((await admin.call('PATCH', '/api/admin/settings/platform', { vat_rate_percent: 101 })).statusCode).toBe(422);

        await admin.call('PATCH', '/api/admin/settings/platform', { seller_name_ar: 'شركة توظيف المحدودة', seller_vat_number: '311111111111113' });
        const company = await readyCompany(app, database);
        const job = await insertJob(database, company.companyId);
        const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
        await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
        await act('payments', payment.id, 'approve');
        await admin.call('PATCH', '/api/admin/settings/platform', { seller_name_ar: 'اسم لاحق', seller_vat_number: '399999999999993' });
        const invoice = (await admin.call('GET', `/api/admin/payments/${payment.id}/invoice`, undefined, 'ar')).json().data;
        expect(invoice).toMatchObject({ seller_name_ar: 'شركة توظيف المحدودة', seller_vat_number: '311111111111113', vat_halalas: 1_000 });
        expect((await auditOf('settings', 'platform')).length).toBeGreaterThanOrEqual(3);
      } finally {
        await database.db.delete(settings).where(inArray(settings.key, [JOB_FEE_SETTING, VAT_RATE_SETTING, SELLER_SETTING]));
      }
    });

    it('adds and renames lookups, refusing a duplicate in the caller’s language', async () => {
      const slug = `falconry-${Date.now()}`;
      const created = await admin.call('POST', '/api/admin/majors', { slug, name_ar: 'الصقارة', name_en: 'Falconry', sort_order: 900 });
      expect(created.statusCode).toBe(201);
      const duplicate = await admin.call('POST', '/api/admin/majors', { slug, name_ar: 'صقارة', name_en: 'Falconry 2', sort_order: 901 }, 'ar');
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors.slug).toEqual(['هذه القيمة مستخدمة في سجل آخر: اختر غيرها']);
      const renamed = await admin.call('PATCH', `/api/admin/majors/${created.json().data.id}`, { name_en: 'Falconry and hunting' });
      expect(renamed.json().data).toMatchObject({ slug, name_ar: 'الصقارة', name_en: 'Falconry and hunting' });
      const majors = (await app.inject({ url: '/api/v1/lookups/majors', headers: { 'x-locale': 'en' } })).json().data;
      expect(majors.map((major: { name: string }) => major.name)).toContain('Falconry and hunting');
      const city = await admin.call('POST', '/api/admin/cities', { country_id: 99_999_999, name_ar: 'مدينة', name_en: 'Nowhere', region_ar: 'منطقة', region_en: 'Region', sort_order: 1 });
      expect(Object.keys(city.json().errors)).toEqual(['country_id']);
      expect((await admin.call('DELETE', `/api/admin/majors/${created.json().data.id}`)).statusCode).toBe(405);
    });

    it('edits an occupation of the search vocabulary: search understands the new form at once', async () => {
      const [accountant] = await database.db.select().from(occupations).where(eq(occupations.slug, 'accountant'));
      expect(accountant).toBeDefined();
      const company = await readyCompany(app, database);
      const job = await insertLiveJob(database, company.companyId, { title: 'Senior Accountant' });
      const word = 'ledgerwright';
      expect(await searchIds(word)).not.toContain(job.id);
      try {
        const saved = await admin.call('PATCH', `/api/admin/occupations/${accountant!.id}`, { forms_en: [...accountant!.forms_en, word] });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().data.forms_en).toContain(word);
        expect(await searchIds(word)).toContain(job.id);
      } finally {
        await admin.call('PUT', `/api/admin/occupations/${accountant!.id}`, {
          slug: accountant!.slug,
          name_ar: accountant!.name_ar,
          name_en: accountant!.name_en,
          forms_ar: accountant!.forms_ar,
          forms_en: accountant!.forms_en,
          spellings: accountant!.spellings,
          sector_id: accountant!.sector_id,
          major_ids: accountant!.major_ids,
          sort_order: accountant!.sort_order,
        });
      }
    });
  });

  it('counts what the dashboard shows: accounts and jobs by week, revenue by month with VAT apart, what waits', async () => {
    const before = (await admin.call('GET', '/api/admin/dashboard')).json().data;
    expect(before.weeks).toHaveLength(12);
    expect(before.revenue).toHaveLength(12);
    // The weeks are Riyadh's: late on a Sunday in UTC, Riyadh's new week has begun.
    const riyadhToday = riyadhDateOf(new Date());
    expect(before.weeks[11].week <= riyadhToday && addDays(before.weeks[11].week, 7) > riyadhToday).toBe(true);
    const company = await readyCompany(app, database);
    await signUp(app, 'USER');
    const job = await insertJob(database, company.companyId);
    const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
    await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
    const waiting = (await admin.call('GET', '/api/admin/dashboard')).json().data;
    expect(waiting.totals.transfers_waiting).toBe(before.totals.transfers_waiting + 1);
    expect(waiting.totals.seekers).toBe(before.totals.seekers + 1);
    expect(waiting.weeks[11].companies).toBe(before.weeks[11].companies + 1);
    await act('payments', payment.id, 'approve');
    const after = (await admin.call('GET', '/api/admin/dashboard')).json().data;
    const month = after.revenue[11];
    expect(month.total_halalas - before.revenue[11].total_halalas).toBe(payment.total_halalas);
    expect(month.vat_halalas - before.revenue[11].vat_halalas).toBe(payment.vat_halalas);
    expect(month.fee_halalas + month.vat_halalas).toBe(month.total_halalas);
    expect(after.totals.transfers_waiting).toBe(before.totals.transfers_waiting);
    expect(after.totals.reports_waiting).toEqual(expect.any(Number));
  });
});
