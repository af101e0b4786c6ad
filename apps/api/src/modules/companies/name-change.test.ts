import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { auditLog, companies, payments, users } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { setPaid } from '../payments/queries.ts';
import type { TNotifier } from '../delivery/notifier.ts';

/**
 * Verified names stay verified (decision 085): a verified company's new names wait for an administrator, and
 * until they are approved every public page, card and answer shows the verified names with the badge.
 */
const drivers = await testDrivers();

describe.each(drivers)('a verified company’s new name on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  const mails: Array<Parameters<TNotifier['mail']>[0]> = [];

  beforeAll(async () => {
    database = await driver.open();
    const notifier: TNotifier = { mail: async (m) => void mails.push(m), sms: async () => undefined };
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example' }, { notifier });
    admin = await signUpAdmin(app, database);
    await database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, admin.id));
  });
  afterAll(async () => {
    await app.close();
  });

  const act = (id: number, action: string, body: unknown = {}) => admin.call('POST', `/api/admin/companies/${id}/${action}`, body);
  const mailsTo = (email: string, purpose: string) => mails.filter((mail) => mail.to === email && mail.purpose === purpose);

  /** A verified company with Arabic and English names, in its account's language, and a live job that names it. */
  async function verifiedCompany(locale: 'ar' | 'en' = 'en') {
    const word = `zarq${randomBytes(3).toString('hex')}`;
    const company: TTestCompany = await readyCompany(app, database, { name: `شركة ${word}` });
    await database.db.update(companies).set({ foundation_name_en: `${word} Co` }).where(eq(companies.id, company.companyId));
    await database.db.update(users).set({ locale }).where(eq(users.id, company.id));
    const job = await insertLiveJob(database, company.companyId, { title: `${word} Surveyor`, show_company: true });
    return { ...company, word, job, names: { ar: `شركة ${word}`, en: `${word} Co` } };
  }

  const publicCompany = async (id: number, locale: 'ar' | 'en') => (await app.inject({ url: `/api/v1/companies/${id}`, headers: { 'x-locale': locale } })).json().data;
  const jobPage = async (id: number, locale: 'ar' | 'en') => (await app.inject({ url: `/api/v1/jobs/${id}`, headers: { 'x-locale': locale } })).json().data.company;
  const searchCard = async (word: string, jobId: number, locale: 'ar' | 'en') => {
    const answer = (await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q: `${word} surveyor` })}`, headers: { 'x-locale': locale } })).json();
    return answer.data.items.find((item: { id: number }) => item.id === jobId)?.company;
  };
  /** What visitors see of the company in both languages: its page, its job's page and its search card. */
  const everywhere = async (company: Awaited<ReturnType<typeof verifiedCompany>>) => {
    const seen = [];
    for (const locale of ['ar', 'en'] as const) {
      const page = await publicCompany(company.companyId, locale);
      seen.push({ name: page.foundation_name, is_verified: page.is_verified });
      const job = await jobPage(company.job.id, locale);
      seen.push({ name: job.name, is_verified: job.is_verified });
      const card = await searchCard(company.word, company.job.id, locale);
      seen.push({ name: card.name, is_verified: card.is_verified });
    }
    return seen;
  };
  const shown = (names: { ar: string; en: string }) => [...Array(3).fill({ name: names.ar, is_verified: true }), ...Array(3).fill({ name: names.en, is_verified: true })];
  const rename = (company: TSignedUp, ar: string, en: string | null, locale: 'ar' | 'en' = 'en') =>
    company.call('PUT', '/api/v1/company/profile', { foundation_name: ar, foundation_name_en: en }, locale);

  it('keeps the verified name with the badge on the company page, job page and search card until an administrator approves the new one', async () => {
    const company = await verifiedCompany('en');
    // The search index is loaded before the change, so it has to follow the change log to show the new name.
    expect(await everywhere(company)).toEqual(shown(company.names));
    const namesWaiting = async () => (await admin.call('GET', '/api/admin/dashboard')).json().data.totals.names_waiting as number;
    const waitingBefore = await namesWaiting();

    const asked = await rename(company, `مجموعة ${company.word}`, `${company.word} Group`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe('Your company profile has been saved: the new name is shown once an administrator approves it, and we will email you the decision');
    expect(asked.json().data).toMatchObject({
      foundation_name_ar: company.names.ar,
      foundation_name_en: company.names.en,
      verification_status: 'verified',
      is_verified: true,
      name_change: { foundation_name_ar: `مجموعة ${company.word}`, foundation_name_en: `${company.word} Group` },
      publish_blockers: [],
    });
    const own = (await company.call('GET', '/api/v1/company/profile', undefined, 'ar')).json().data;
    expect(own.name_change).toMatchObject({ foundation_name_ar: `مجموعة ${company.word}`, foundation_name_en: `${company.word} Group` });
    expect(own.name_change.requested_at).toEqual(expect.any(String));

    expect(await everywhere(company)).toEqual(shown(company.names));

    // Mail: the company in English ("received, pending review"), the administrator in Arabic (old and new names).
    const received = mailsTo(company.account.email, 'company_name_requested');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ locale: 'en', subject: 'We received your company’s new name' });
    expect(received[0]!.text).toContain(`${company.word} Group`);
    expect(received[0]!.text).toContain(`${company.word} Co`);
    const told = mailsTo(admin.account.email, 'company_name_review').filter((mail) => mail.text.includes(company.word));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ locale: 'ar', subject: `منشأة موثقة تطلب تغيير اسمها: “${company.names.ar}” / “${company.names.en}”` });
    expect(told[0]!.text).toContain(`الاسم المطلوب: “مجموعة ${company.word}” / “${company.word} Group”`);
    expect(told[0]!.text).toContain(`/admin/companies/${company.companyId}`);

    // The console's dashboard counts it, and its queue lists it with both pairs of names.
    expect(await namesWaiting()).toBe(waitingBefore + 1);
    const queue = (await admin.call('GET', '/api/admin/companies?name_change=pending&per_page=100')).json().data.items;
    expect(queue.find((row: { id: number }) => row.id === company.companyId)).toMatchObject({
      name_change: 'pending',
      foundation_name: company.names.ar,
      foundation_name_en: company.names.en,
      pending_name_ar: `مجموعة ${company.word}`,
      pending_name_en: `${company.word} Group`,
    });

    const approved = await act(company.companyId, 'approve_name');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('The new name is approved: visitors see it now and the company was told');
    expect(await everywhere(company)).toEqual(shown({ ar: `مجموعة ${company.word}`, en: `${company.word} Group` }));
    expect((await company.call('GET', '/api/v1/company/profile')).json().data).toMatchObject({ foundation_name_ar: `مجموعة ${company.word}`, name_change: null, verification_status: 'verified' });

    const decided = mailsTo(company.account.email, 'company_name_approved');
    expect(decided).toHaveLength(1);
    expect(decided[0]).toMatchObject({ locale: 'en', subject: 'Your company’s new name is approved' });
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'companies'), eq(auditLog.record_id, String(company.companyId)), eq(auditLog.action, 'approve_name')));
    expect(entry!.actor_id).toBe(admin.id);
    expect(entry!.before).toMatchObject({ foundation_name: company.names.ar, pending_name_ar: `مجموعة ${company.word}` });
    expect(entry!.after).toMatchObject({ foundation_name: `مجموعة ${company.word}`, pending_name_ar: null, name_change: 'none' });

    const again = await act(company.companyId, 'approve_name');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No new name is waiting for review (it may have been decided or withdrawn already): reload the page to see the current name');
  });

  it('keeps the verified name when an administrator rejects the new one, and tells the company why in its language', async () => {
    const company = await verifiedCompany('ar');
    expect((await rename(company, `شركة ${company.word} العالمية`, null, 'ar')).json().message).toBe('تم حفظ ملف المنشأة: يظهر الاسم الجديد بعد موافقة أحد المشرفين، وسنراسلك بالقرار');
    expect(mailsTo(company.account.email, 'company_name_requested')[0]).toMatchObject({ locale: 'ar', subject: 'وصلنا طلب تغيير اسم منشأتك' });

    expect((await act(company.companyId, 'reject_name', { reason: ' ' })).statusCode).toBe(422);
    const rejected = await act(company.companyId, 'reject_name', { reason: 'الاسم لا يطابق السجل التجاري' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await everywhere(company)).toEqual(shown(company.names));
    const own = (await company.call('GET', '/api/v1/company/profile', undefined, 'ar')).json().data;
    expect(own).toMatchObject({ foundation_name_ar: company.names.ar, foundation_name_en: company.names.en, name_change: null, name_change_note: 'الاسم لا يطابق السجل التجاري' });

    const mail = mailsTo(company.account.email, 'company_name_rejected');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ locale: 'ar', subject: 'تعذّرت الموافقة على الاسم الجديد لمنشأتك' });
    expect(mail[0]!.text).toContain('الاسم لا يطابق السجل التجاري');
    expect(mail[0]!.text).toContain(`“شركة ${company.word} العالمية”`);
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.record_id, String(company.companyId)), eq(auditLog.action, 'reject_name')));
    expect(entry!.reason).toBe('الاسم لا يطابق السجل التجاري');
  });

  it('decides a request once when administrators approve and reject it at the same time', async () => {
    const company = await verifiedCompany();
    await rename(company, `مؤسسة ${company.word}`, `${company.word} Est`);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? act(company.companyId, 'approve_name') : act(company.companyId, 'reject_name', { reason: `Reason number ${i}` }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const decided = [...mailsTo(company.account.email, 'company_name_approved'), ...mailsTo(company.account.email, 'company_name_rejected')];
    expect(decided).toHaveLength(1);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.record_id, String(company.companyId)));
    expect(entries.filter((entry) => entry.resource === 'companies' && entry.action.endsWith('_name'))).toHaveLength(1);
  });

  it('lets the company replace its request, keep it while saving other fields, and withdraw it', async () => {
    const company = await verifiedCompany();
    await rename(company, `شركة ${company.word} أ`, `${company.word} A`);
    const replaced = (await rename(company, `شركة ${company.word} ب`, `${company.word} B`)).json().data;
    expect(replaced.name_change).toMatchObject({ foundation_name_ar: `شركة ${company.word} ب`, foundation_name_en: `${company.word} B` });
    const [first] = await database.db.select().from(companies).where(eq(companies.id, company.companyId));

    // The profile form sends the requested names back with every save: the request stays as it was.
    const other = await company.call('PUT', '/api/v1/company/profile', { foundation_name: `شركة ${company.word} ب`, foundation_name_en: `${company.word} B`, about_company: 'We survey land.' });
    expect(other.json().message).toBe('Your company profile has been saved');
    const [kept] = await database.db.select().from(companies).where(eq(companies.id, company.companyId));
    expect(kept!.name_change_requested_at).toEqual(first!.name_change_requested_at);
    expect(mailsTo(company.account.email, 'company_name_requested')).toHaveLength(2);

    // Saving the verified names again takes the request back.
    const back = await rename(company, company.names.ar, company.names.en);
    expect(back.json().message).toBe('Your request for a new name is withdrawn: your company keeps its verified name');
    expect(back.json().data.name_change).toBeNull();

    await rename(company, `شركة ${company.word} ج`, null);
    const withdrawn = await company.call('DELETE', '/api/v1/company/profile/name-change', undefined, 'ar');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ message: 'تم سحب طلب الاسم الجديد: تبقى منشأتك باسمها الموثق', data: { name_change: null, foundation_name_ar: company.names.ar } });
    expect((await company.call('DELETE', '/api/v1/company/profile/name-change')).statusCode).toBe(409);
    expect((await act(company.companyId, 'approve_name')).statusCode).toBe(409);
    expect(await everywhere(company)).toEqual(shown(company.names));
  });

  it('renames an unverified company at once, as before', async () => {
    const company = await signUp(app, 'COMPANY', { foundation_name: 'شركة قيد التأسيس' });
    const [row] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, company.id));
    const saved = await rename(company, 'شركة مؤسسة', 'Founded Co');
    expect(saved.json()).toMatchObject({ message: 'Your company profile has been saved', data: { foundation_name_ar: 'شركة مؤسسة', foundation_name_en: 'Founded Co', name_change: null, is_verified: false } });
    // An unverified company without a live job has no public page (decision 154): its own profile shows the name.
    expect((await app.inject({ url: `/api/v1/companies/${row!.id}`, headers: { 'x-locale': 'en' } })).statusCode).toBe(404);
    expect((await company.call('GET', '/api/v1/company/profile')).json().data).toMatchObject({ foundation_name_en: 'Founded Co' });
    expect(mails.filter((mail) => mail.to === company.account.email && mail.purpose.startsWith('company_name'))).toHaveLength(0);
  });

  it('never changes the buyer on a tax invoice already issued', async () => {
    const company = await verifiedCompany();
    const [payment] = await database.db
      .insert(payments)
      .values({ job_id: company.job.id, company_id: company.companyId, pay_type: 'online', fee_halalas: 10_000, vat_halalas: 1_500, total_halalas: 11_500, vat_rate_basis_points: 1_500 })
      .returning();
    expect(await setPaid(database.db, payment!.id, 'pending')).toBeDefined();
    await rename(company, `مجموعة ${company.word}`, `${company.word} Group`);
    expect((await act(company.companyId, 'approve_name')).statusCode).toBe(200);
    const invoice = await company.call('GET', `/api/v1/company/payments/${payment!.id}/invoice`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().data.buyer_name).toBe(company.names.ar);
  });
});
