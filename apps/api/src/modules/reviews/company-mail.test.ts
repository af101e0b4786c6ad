// A company is mailed when a review of it is published (issue 57 §6): in its owner's language, through the outbox and
// SMTP, never naming the author; a rejected review tells the company nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { readyCompany, type TTestCompany } from '../../test/factories.ts';
import { startSmtp, type TSmtpSink } from '../../test/smtp.ts';

const drivers = await testDrivers();

const review = (title: string) => ({
  kind: 'employer',
  relationship: 'former_employee',
  language: 'en',
  title,
  rating_overall: 4,
  rating_pay: 3,
  rating_management: 4,
  rating_balance: 2,
  rating_growth: 5,
  pros: 'You learn a lot from the senior accountants.',
  cons: 'Long hours at the end of each quarter.',
});

describe.each(drivers)('the company’s mail when a review of it is published on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let smtp: TSmtpSink;

  beforeAll(async () => {
    database = await driver.open();
    smtp = await startSmtp();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.test', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Tawzeef <no-reply@tawzeef.test>' });
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function company(locale: 'ar' | 'en', name: string): Promise<TTestCompany> {
    const created = await readyCompany(app, database, { name });
    await database.db.update(users).set({ locale }).where(eq(users.id, created.id));
    return created;
  }
  async function pendingReview(of: TTestCompany, title: string): Promise<{ id: number; author: TSignedUp }> {
    const author = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' });
    const written = await author.call('POST', `/api/v1/companies/${of.companyId}/reviews`, review(title));
    expect(written.statusCode, written.body).toBe(201);
    return { id: written.json().data.id, author };
  }
  const act = (id: number, action: 'approve' | 'reject', body: unknown = {}) => admin.call('POST', `/api/admin/company-reviews/${id}/${action}`, body);
  const companyMails = (to: string) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, to), eq(mailOutbox.purpose, 'review_published_company')));

  it('mails the owner in English with a link to answer, without the author’s name or address', async () => {
    const horizon = await company('en', 'Horizon Trading');
    const { id, author } = await pendingReview(horizon, 'A good first job');
    expect((await act(id, 'approve')).statusCode).toBe(200);
    const mail = await smtp.mailTo(horizon.account.email, 'A new review of Horizon Trading is published');
    expect(mail.contentLanguage).toBe('en');
    expect(mail.text).toContain('“A good first job”');
    expect(mail.text).toContain('https://tawzeef.test/en/company-reviews');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(author.account.email);
      expect(body).not.toContain('Alotaibi');
    }
  });

  it('mails an Arabic-speaking owner in Arabic, and tells the company nothing of a rejected review', async () => {
    const nakheel = await company('ar', 'النخيل للتجارة');
    const rejected = await pendingReview(nakheel, 'Not for the company yet');
    expect((await act(rejected.id, 'reject', { reason: 'Please describe the work itself' })).statusCode).toBe(200);
    const published = await pendingReview(nakheel, 'A calm team');
    expect((await act(published.id, 'approve')).statusCode).toBe(200);
    const mail = await smtp.mailTo(nakheel.account.email, 'نُشر تقييم جديد لـالنخيل للتجارة');
    expect(mail.contentLanguage).toBe('ar');
    expect(mail.text).toContain('«A calm team»');
    expect(mail.text).toContain('https://tawzeef.test/company-reviews');
    // One mail: the published review's, none for the rejected one.
    expect((await companyMails(nakheel.account.email)).map((row) => row.subject)).toEqual(['نُشر تقييم جديد لـالنخيل للتجارة']);
    expect(smtp.received.filter((received) => received.to.includes(nakheel.account.email) && received.subject.includes('تقييم'))).toHaveLength(1);
  });
});
