import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, recommendationMails } from '../../db/schema/index.ts';
import { createMailer } from '../delivery/mail.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany } from '../../test/factories.ts';
import { signUp, testApp, testDrivers } from '../../test/harness.ts';
import { startSmtp } from '../../test/smtp.ts';
import { runRecommendationMails } from './mail.ts';
import { signUnsubscribe } from '../delivery/unsubscribe.ts';

const drivers = await testDrivers();
const PUBLIC_URL = 'https://tawzeef.test';

describe.each(drivers)('the weekly mail of recommended jobs on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('mails a seeker who turned it on their recommendations over SMTP, in Arabic right to left, once a week, and stops from its link', async () => {
    const cityIds = (await database.db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id))).map((row) => row.id);
    const seeker = await signUp(app);
    const cityId = cityIds[cityIds.length - 2]!;
    await giveMinimumProfile(database, seeker.id, { city_id: cityId, job_role_title: 'صيدلي' });
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId, { title: 'صيدلي إكلينيكي', city_id: cityId, locale: 'ar' });
    // Someone with the mail on and nothing to recommend gets no mail.
    const idle = await signUp(app);
    await giveMinimumProfile(database, idle.id, { city_id: cityIds[cityIds.length - 3]!, job_role_title: 'Astronaut' });
    expect((await seeker.call('PUT', '/api/v1/user/recommended-jobs/mail', { weekly: true }, 'ar')).json().data).toEqual({ weekly: true });
    expect((await idle.call('PUT', '/api/v1/user/recommended-jobs/mail', { weekly: true }, 'en')).statusCode).toBe(200);
    const [row] = await database.db.select().from(recommendationMails).where(eq(recommendationMails.user_id, seeker.id));
    expect(row!.locale).toBe('ar');
    const dueAt = row!.next_due_at;
    expect(dueAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, database.db);
    try {
      const runAt = new Date(dueAt.getTime() + 60_000);
      const result = await runRecommendationMails({ db: database.db, mailer, publicUrl: PUBLIC_URL }, runAt);
      expect(result.sent).toBeGreaterThanOrEqual(1);
      const received = smtp.received.filter((mail) => mail.to.includes(seeker.account.email as string));
      expect(received).toHaveLength(1);
      const mail = received[0]!;
      // Its Arabic count (other files' remote jobs of the same occupation may be recommended too in a shared database).
      const count = (await seeker.call('GET', '/api/v1/user/recommended-jobs', undefined, 'ar')).json().data.items.length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(mail.subject).toBe(count === 1 ? 'وظيفة مقترحة لك هذا الأسبوع' : count === 2 ? 'وظيفتان مقترحتان لك هذا الأسبوع' : count <= 10 ? `${count} وظائف مقترحة لك هذا الأسبوع` : `${count} وظيفة مقترحة لك هذا الأسبوع`);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain('صيدلي إكلينيكي');
      expect(mail.text).toContain(`${PUBLIC_URL}/jobs/${job.id}`);
      const token = await signUnsubscribe(database.db, 'recommended-jobs', seeker.id);
      expect(mail.html).toContain(`${PUBLIC_URL}/recommended-jobs/unsubscribe?token=${token}`);
      expect(mail.headers['list-unsubscribe']).toBe(`<${PUBLIC_URL}/api/v1/recommended-jobs/unsubscribe?token=${token}>`);
      expect(smtp.received.some((m) => m.to.includes(idle.account.email as string))).toBe(false);

      // The week moved on for both: a second run at the same time sends nothing.
      const [after] = await database.db.select().from(recommendationMails).where(eq(recommendationMails.user_id, seeker.id));
      expect(after!.next_due_at.getTime()).toBe(runAt.getTime() + 7 * 86_400_000);
      await runRecommendationMails({ db: database.db, mailer, publicUrl: PUBLIC_URL }, runAt);
      expect(smtp.received.filter((m) => m.to.includes(seeker.account.email as string))).toHaveLength(1);

      // The link turns it off without a login, in the mail's language; twice is harmless.
      const off = await app.inject({ method: 'POST', url: '/api/v1/recommended-jobs/unsubscribe', payload: { token }, headers: { 'x-locale': 'en' } });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toEqual({ changed: true, locale: 'ar' });
      expect(off.json().message).toBe('تم إلغاء اشتراكك: لن تصلك رسائل الاقتراحات الأسبوعية بعد الآن. يمكنك تفعيلها من جديد من ملفك');
      // A mail client's one-click POST: the token in the address, a form body.
      const again = await app.inject({
        method: 'POST',
        url: `/api/v1/recommended-jobs/unsubscribe?token=${encodeURIComponent(token)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'x-locale': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toEqual({ changed: false, locale: 'en' });
      expect(await database.db.select().from(recommendationMails).where(eq(recommendationMails.user_id, seeker.id))).toHaveLength(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
