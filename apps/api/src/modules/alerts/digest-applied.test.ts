import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { alertDeliveries, mailOutbox } from '../../db/schema/index.ts';
import { createMailer } from '../delivery/mail.ts';
import { dayFromToday, giveMinimumProfile, insertLiveJob, readyCompany } from '../../test/factories.ts';
import { signUp, testApp, testDrivers } from '../../test/harness.ts';
import { runAlertDigests } from './digest.ts';

const drivers = await testDrivers();
const DAY = 86_400_000;

describe.each(drivers)('job alert digests and applications on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.test' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('leaves out of a digest the jobs the seeker already applied to, even withdrawn, and counts only the rest', async () => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    const seeker = await signUp(app);
    await giveMinimumProfile(database, seeker.id);
    const company = await readyCompany(app, database);
    const email = `${word}@example.com`;
    const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email, open_keys: word, frequency: 'daily' })).json().data;
    const activatedAt = new Date(Date.now() + 1_000);
    const job = async (title: string) =>
      (await insertLiveJob(database, company.companyId, { title, deadline: dayFromToday(30), locale: 'en', published_at: activatedAt, activated_at: activatedAt })).id;
    const applied = await job(`Applied ${word} Accountant`);
    const withdrawn = await job(`Withdrawn ${word} Accountant`);
    await job(`Open ${word} Accountant`);
    expect((await seeker.call('POST', `/api/v1/jobs/${applied}/applications`, {})).statusCode).toBe(201);
    const application = (await seeker.call('POST', `/api/v1/jobs/${withdrawn}/applications`, {})).json().data;
    expect((await seeker.call('POST', `/api/v1/user/applications/${application.id}/withdraw`)).statusCode).toBe(200);

    await runAlertDigests({ db: database.db, mailer: createMailer({ smtpUrl: undefined, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, database.db), publicUrl: 'https://tawzeef.test' }, new Date(Date.now() + DAY + 60_000));
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`Open ${word} Accountant`);
    expect(mails[0]!.text_body).not.toContain(`Applied ${word}`);
    expect(mails[0]!.text_body).not.toContain(`Withdrawn ${word}`);
    expect(mails[0]!.subject).toBe(`1 new job for “${word}”`);
    const [delivery] = await database.db.select().from(alertDeliveries).where(eq(alertDeliveries.alert_id, alert.id));
    expect(delivery).toMatchObject({ jobs_count: 1 });
  });

  it('sends no digest when every new match was applied to', async () => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    const seeker = await signUp(app);
    await giveMinimumProfile(database, seeker.id);
    const company = await readyCompany(app, database);
    const email = `${word}@example.com`;
    const alert = (await seeker.call('POST', '/api/v1/job-alerts', { email, open_keys: word, frequency: 'daily' })).json().data;
    const activatedAt = new Date(Date.now() + 1_000);
    const { id } = await insertLiveJob(database, company.companyId, { title: `Only ${word} Auditor`, deadline: dayFromToday(30), locale: 'en', published_at: activatedAt, activated_at: activatedAt });
    expect((await seeker.call('POST', `/api/v1/jobs/${id}/applications`, {})).statusCode).toBe(201);
    await runAlertDigests({ db: database.db, mailer: createMailer({ smtpUrl: undefined, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, database.db), publicUrl: 'https://tawzeef.test' }, new Date(Date.now() + DAY + 60_000));
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email))).toHaveLength(0);
    expect(await database.db.select().from(alertDeliveries).where(eq(alertDeliveries.alert_id, alert.id))).toHaveLength(0);
  });
});
