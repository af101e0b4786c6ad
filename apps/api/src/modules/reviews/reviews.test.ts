// Employers' reputations (issue 50 §4, decision 131): who may review, moderation with mail, averages from 3 reviews,
// anonymity, the author's edit and delete, the company's one answer, reports of abuse, deletion with the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, companyMembers, companyReviews, users } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const drivers = await testDrivers();

const employer = (overrides: Record<string, unknown> = {}) => ({
  kind: 'employer',
  relationship: 'former_employee',
  language: 'en',
  title: 'A good first job',
  rating_overall: 4,
  rating_pay: 3,
  rating_management: 4,
  rating_balance: 2,
  rating_growth: 5,
  pros: 'You learn a lot from the senior accountants.',
  cons: 'Long hours at the end of each quarter.',
  ...overrides,
});
const interview = (overrides: Record<string, unknown> = {}) => ({
  kind: 'interview',
  relationship: 'applicant',
  language: 'ar',
  title: 'مقابلة منظمة',
  rating_overall: 4,
  questions: 'اشرح معيار IFRS 16 وأثره على القوائم.',
  difficulty: 3,
  outcome: 'offer',
  ...overrides,
});

describe.each(drivers)('reviews of companies on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  const mails: Array<Parameters<TNotifier['mail']>[0]> = [];

  beforeAll(async () => {
    database = await driver.open();
    const notifier: TNotifier = { mail: async (m) => void mails.push(m), sms: async () => undefined };
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example' }, { notifier });
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  const seeker = (locale: 'ar' | 'en' = 'en') =>
    signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' }).then(async (who) => {
      await database.db.update(users).set({ locale }).where(eq(users.id, who.id));
      return who;
    });
  async function applied(company: TTestCompany): Promise<TSignedUp> {
    const who = await seeker();
    const job = await insertLiveJob(database, company.companyId);
    await database.db.insert(applications).values({ job_id: job.id, user_id: who.id, cv_snapshot: {}, stage: 'submitted' });
    return who;
  }
  const write = (who: TSignedUp, companyId: number, body: unknown, locale: 'ar' | 'en' = 'en') => who.call('POST', `/api/v1/companies/${companyId}/reviews`, body, locale);
  const publicList = (companyId: number, query = '') => app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/reviews${query}`, headers: { 'x-locale': 'en' } });
  const act = (id: number, action: 'approve' | 'reject', body: unknown = {}) => admin.call('POST', `/api/admin/company-reviews/${id}/${action}`, body);

  it('lets a job seeker who applied review the company as an applicant, and one who declares they worked there', async () => {
    const company = await readyCompany(app, database);
    const applicant = await applied(company);
    const answer = await write(applicant, company.companyId, interview());
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ message: expect.stringContaining('checked'), data: { status: 'pending', kind: 'interview', is_mine: true } });
    const declared = await seeker();
    expect((await write(declared, company.companyId, employer({ relationship: 'current_employee' }))).statusCode).toBe(201);
    expect((await write(declared, company.companyId, employer())).statusCode, 'one review of each kind').toBe(409);
  });

  it('refuses a review as an applicant from someone who never applied, with the reason in their language', async () => {
    const company = await readyCompany(app, database);
    const stranger = await seeker();
    const en = await write(stranger, company.companyId, interview(), 'en');
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toContain('You have not applied to this company');
    const ar = await write(stranger, company.companyId, interview(), 'ar');
    expect(ar.statusCode).toBe(403);
    expect(ar.json().message).toContain('لم تتقدّم إلى هذه المنشأة');
    expect((await database.db.select().from(companyReviews).where(eq(companyReviews.author_id, stranger.id))).length).toBe(0);
    const missing = await write(stranger, company.companyId, employer({ pros: '', rating_pay: undefined }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['pros', 'rating_pay']));
    // The message names each field in words, in the writer's language (decision 150): never «rating overall».
    const unnamed = await write(stranger, company.companyId, employer({ relationship: undefined, rating_overall: undefined }), 'ar');
    expect(unnamed.json().errors).toMatchObject({ relationship: ['حقل علاقتك بالمنشأة مطلوب'], rating_overall: ['حقل التقييم العام مطلوب'] });
    const unnamedEn = await write(stranger, company.companyId, employer({ rating_overall: undefined }), 'en');
    expect(unnamedEn.json().errors.rating_overall[0]).toContain('Overall rating');
    expect((await company.call('POST', `/api/v1/companies/${company.companyId}/reviews`, employer())).statusCode, 'companies do not review').toBe(403);
  });

  it('holds a review until an administrator publishes it, and mails the author the decision and the reason of a rejection', async () => {
    const company = await readyCompany(app, database);
    const author = await seeker('ar');
    const id = (await write(author, company.companyId, employer())).json().data.id as number;
    expect((await publicList(company.companyId)).json().data.items).toEqual([]);
    const queue = (await admin.call('GET', '/api/admin/company-reviews?status=pending&per_page=100')).json().data;
    expect(queue.items.find((item: { id: number }) => item.id === id)).toMatchObject({ status: 'pending', findings: [] });

    expect((await act(id, 'reject', { reason: 'x' })).statusCode, 'a reason of 3 letters at least').toBe(422);
    expect((await act(id, 'reject', { reason: 'Please describe the work rather than one team' })).statusCode).toBe(200);
    const rejected = mails.find((mail) => mail.to === author.account.email && mail.purpose === 'review_rejected');
    expect(rejected?.text).toContain('Please describe the work rather than one team');
    expect(rejected?.subject).toContain('يحتاج تقييمك');
    const mine = (await author.call('GET', `/api/v1/companies/${company.companyId}/reviews`)).json().data.mine;
    expect(mine).toEqual([expect.objectContaining({ id, status: 'rejected', rejection_reason: 'Please describe the work rather than one team' })]);

    expect((await act(id, 'approve')).statusCode).toBe(200);
    expect(mails.some((mail) => mail.to === author.account.email && mail.purpose === 'review_published')).toBe(true);
    expect((await act(id, 'approve')).statusCode, 'decided already').toBe(409);
    expect((await publicList(company.companyId)).json().data.items).toEqual([expect.objectContaining({ id, status: 'published' })]);
  });

  it('cannot publish a review that names a person or gives contact details', async () => {
    const company = await readyCompany(app, database);
    const author = await seeker();
    const named = await write(author, company.companyId, employer({ cons: 'Mr Khalid shouts. Call 0551234567 or mail hr.team@example.com. Fahad Alqahtani is fair.' }));
    expect(named.statusCode).toBe(201);
    const findings = named.json().data.findings.map((f: { phrase: string; kind: string }) => `${f.kind}:${f.phrase}`);
    expect(findings).toEqual(expect.arrayContaining(['person_name:Mr Khalid', 'phone:0551234567', 'email:hr.team@example.com', 'person_name:Fahad Alqahtani']));
    // The console lists each finding in words: where it is and what it is, never "(cons: phone)" (decision 150).
    const record = (await admin.call('GET', `/api/admin/company-reviews/${named.json().data.id}`, undefined, 'ar')).json().data;
    expect(record.findings).toEqual(expect.arrayContaining(['«0551234567» (السلبيات: رقم هاتف)']));
    const refused = await act(named.json().data.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('names a person');
    const edited = await author.call('PUT', `/api/v1/reviews/${named.json().data.id}`, employer({ cons: 'Some managers shout.' }));
    expect(edited.json().data).toMatchObject({ status: 'pending', findings: [] });
    expect((await act(named.json().data.id, 'approve')).statusCode).toBe(200);
  });

  it('shows averages only from 3 published employer reviews', async () => {
    const company = await readyCompany(app, database);
    const ids: number[] = [];
    for (const overall of [5, 4, 2]) {
      const author = await seeker();
      ids.push((await write(author, company.companyId, employer({ rating_overall: overall }))).json().data.id);
    }
    await act(ids[0]!, 'approve');
    await act(ids[1]!, 'approve');
    let summary = (await publicList(company.companyId)).json().data.summary;
    expect(summary).toEqual({ employer_reviews: 2, interview_reviews: 0, averages: null, min_for_averages: 3 });
    await act(ids[2]!, 'approve');
    summary = (await publicList(company.companyId)).json().data.summary;
    expect(summary.averages).toEqual({ rating_overall: 3.7, rating_pay: 3, rating_management: 4, rating_balance: 2, rating_growth: 5 });
  });

  it('never tells the public or the company who wrote a review', async () => {
    const company = await readyCompany(app, database);
    const author = await seeker();
    const id = (await write(author, company.companyId, employer())).json().data.id as number;
    await act(id, 'approve');
    for (const body of [(await publicList(company.companyId)).body, (await company.call('GET', '/api/v1/company/reviews')).body]) {
      expect(body).toContain('A good first job');
      expect(body).not.toContain('author');
      expect(body).not.toContain('Noura');
      expect(body).not.toContain(author.account.email);
      expect(body).not.toMatch(new RegExp(`"(user_id|author_id)"\\s*:\\s*${author.id}\\b`));
    }
  });

  it('lets only the author edit or delete a review', async () => {
    const company = await readyCompany(app, database);
    const author = await seeker();
    const other = await seeker();
    const id = (await write(author, company.companyId, employer())).json().data.id as number;
    await act(id, 'approve');
    expect((await other.call('PUT', `/api/v1/reviews/${id}`, employer({ title: 'Not mine' }))).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/v1/reviews/${id}`)).statusCode).toBe(404);
    const edited = await author.call('PUT', `/api/v1/reviews/${id}`, employer({ title: 'Better than I said' }));
    expect(edited.json().data).toMatchObject({ title: 'Better than I said', status: 'pending' });
    expect((await publicList(company.companyId)).json().data.items, 'held again after the edit').toEqual([]);
    expect((await author.call('DELETE', `/api/v1/reviews/${id}`)).statusCode).toBe(200);
    expect(await database.db.select().from(companyReviews).where(eq(companyReviews.id, id))).toEqual([]);
  });

  it('lets the company answer a published review once, publicly; a viewer may not, another company gets 404', async () => {
    const company = await readyCompany(app, database);
    const rival = await readyCompany(app, database);
    const author = await seeker();
    const id = (await write(author, company.companyId, employer())).json().data.id as number;
    const early = await company.call('POST', `/api/v1/company/reviews/${id}/reply`, { body: 'Thank you' });
    expect(early.statusCode, 'not published yet').toBe(404);
    await act(id, 'approve');
    expect((await rival.call('POST', `/api/v1/company/reviews/${id}/reply`, { body: 'Thank you' })).statusCode).toBe(404);
    const viewer = await signUp(app, 'COMPANY');
    await database.db.update(companyMembers).set({ company_id: company.companyId, role: 'viewer' }).where(eq(companyMembers.user_id, viewer.id));
    expect((await viewer.call('POST', `/api/v1/company/reviews/${id}/reply`, { body: 'Thank you' })).statusCode).toBe(403);
    const named = await company.call('POST', `/api/v1/company/reviews/${id}/reply`, { body: 'Please call 0551234567' });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors.body[0]).toContain('0551234567');
    const answered = await company.call('POST', `/api/v1/company/reviews/${id}/reply`, { body: 'Thank you: we now close the quarter in two shifts.' });
    expect(answered.statusCode).toBe(201);
    expect((await company.call('POST', `/api/v1/company/reviews/${id}/reply`, { body: 'Again' })).statusCode).toBe(409);
    expect((await publicList(company.companyId)).json().data.items[0].reply).toMatchObject({ body: 'Thank you: we now close the quarter in two shifts.' });
  });

  it('takes reports of abuse once per account, not from the author, and shows them to administrators', async () => {
    const company = await readyCompany(app, database);
    const author = await seeker();
    const reader = await seeker();
    const id = (await write(author, company.companyId, employer())).json().data.id as number;
    expect((await reader.call('POST', `/api/v1/reviews/${id}/report`, { reason: 'harassment' })).statusCode, 'not published').toBe(404);
    await act(id, 'approve');
    const first = await reader.call('POST', `/api/v1/reviews/${id}/report`, { reason: 'harassment', note: 'Insults one team' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ review_id: id, already_reported: false });
    expect((await reader.call('POST', `/api/v1/reviews/${id}/report`, { reason: 'spam' })).json().data.already_reported).toBe(true);
    expect((await author.call('POST', `/api/v1/reviews/${id}/report`, { reason: 'spam' })).statusCode).toBe(409);
    expect((await company.call('POST', `/api/v1/reviews/${id}/report`, { reason: 'scam' })).statusCode, 'the company may report abuse too').toBe(201);
    const record = (await admin.call('GET', `/api/admin/company-reviews/${id}`)).json().data;
    expect(record.reports).toBe(2);
    expect((await act(id, 'reject', { reason: 'It insults the staff of one team' })).statusCode).toBe(200);
    expect((await publicList(company.companyId)).json().data.items).toEqual([]);
  });

  it('deletes the author’s reviews with their account', async () => {
    const company = await readyCompany(app, database);
    const author = await seeker();
    const id = (await write(author, company.companyId, employer())).json().data.id as number;
    const deleted = await author.call('DELETE', '/api/v1/user/account', { password: author.account.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await database.db.select().from(companyReviews).where(eq(companyReviews.id, id))).toEqual([]);
  });
});
