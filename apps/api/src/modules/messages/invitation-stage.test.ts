// An interview invitation moves the applicant to the interview stage (decision 154): forward only, in the invitation's
// transaction, recorded in the stage history under the member who invited.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applicationEvents, applications } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { riyadhParts } from './calendar.ts';

const drivers = await testDrivers();
const DAY = 24 * 60 * 60_000;
const ahead = (days: number) => ({ date: riyadhParts(new Date(Date.now() + days * DAY)).date, time: '10:30' });

describe.each(drivers)('an interview invitation and the applicant’s stage on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let company: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-invitation-stage-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), MESSAGES_PER_MINUTE: '1000' });
    company = await readyCompany(app, database);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function applicant(jobId: number): Promise<TSignedUp & { applicationId: number }> {
    const seeker = await signUp(app, 'USER');
    await giveMinimumProfile(database, seeker.id);
    const applied = await seeker.call('POST', `/api/v1/jobs/${jobId}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return { ...seeker, applicationId: applied.json().data.id };
  }
  async function conversation(seekerId: number, jobId: number | null): Promise<number> {
    const started = await company.call('POST', '/api/v1/conversations', { seeker_id: seekerId, body: 'Hello', ...(jobId ? { job_id: jobId } : {}) });
    expect(started.statusCode, started.body).toBe(201);
    return started.json().data.conversation.id;
  }
  const invite = (id: number, values: Record<string, unknown> = {}) =>
    company.call('POST', `/api/v1/conversations/${id}/invitations`, { ...ahead(3), duration_minutes: 45, location: 'King Fahd Road, Riyadh', ...values });
  const stageOf = async (id: number) => (await database.db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;
  const historyOf = (id: number) =>
    database.db.select({ stage: applicationEvents.stage, actor: applicationEvents.actor_user_id }).from(applicationEvents).where(eq(applicationEvents.application_id, id)).orderBy(asc(applicationEvents.id));
  const move = (id: number, stage: string) => company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage });

  it('moves a new applicant to the interview stage, recorded under the member who invited', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const seeker = await applicant(job.id);
    const id = await conversation(seeker.id, job.id);
    expect((await invite(id)).statusCode).toBe(201);
    expect(await stageOf(seeker.applicationId)).toBe('interview');
    expect(await historyOf(seeker.applicationId)).toEqual([
      { stage: 'submitted', actor: seeker.id },
      { stage: 'interview', actor: company.id },
    ]);
    // The company's applicant view shows it at once.
    const seen = (await company.call('GET', `/api/v1/company/applications/${seeker.applicationId}`)).json().data;
    expect(seen.stage).toBe('interview');
    // A second invitation (another day) changes nothing more.
    expect((await invite(id, ahead(5))).statusCode).toBe(201);
    expect((await historyOf(seeker.applicationId)).map((event) => event.stage)).toEqual(['submitted', 'interview']);
  });

  it('never moves a rejected or hired applicant back, nor one who withdrew', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const [rejected, hired, withdrawn] = [await applicant(job.id), await applicant(job.id), await applicant(job.id)];
    expect((await move(rejected.applicationId, 'rejected')).statusCode).toBe(200);
    expect((await move(hired.applicationId, 'hired')).statusCode).toBe(200);
    expect((await withdrawn.call('POST', `/api/v1/user/applications/${withdrawn.applicationId}/withdraw`, {})).statusCode).toBe(200);
    for (const seeker of [rejected, hired, withdrawn]) expect((await invite(await conversation(seeker.id, job.id))).statusCode).toBe(201);
    expect(await stageOf(rejected.applicationId)).toBe('rejected');
    expect(await stageOf(hired.applicationId)).toBe('hired');
    expect(await stageOf(withdrawn.applicationId)).toBe('submitted');
  });

  it('leaves the stage alone when the conversation has no job or another job, and when the invitation is refused', async () => {
    const [job, other] = [await insertLiveJob(database, company.companyId), await insertLiveJob(database, company.companyId, { title: 'Payroll Officer' })];
    const seeker = await applicant(job.id);
    expect((await invite(await conversation(seeker.id, null))).statusCode).toBe(201);
    expect((await invite(await conversation(seeker.id, other.id))).statusCode).toBe(201);
    expect(await stageOf(seeker.applicationId)).toBe('submitted');
    // An invitation in the past is refused, and so is its move.
    const id = await conversation(seeker.id, job.id);
    expect((await invite(id, ahead(-1))).statusCode).toBe(422);
    expect(await stageOf(seeker.applicationId)).toBe('submitted');
  });
});
