// What the pages read of a member's role (decision 148): the capabilities in the header's profile, the jobs to share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/index.ts';
import { caller, newAccount, testApp, testDrivers, uniqueEmail } from '../../test/harness.ts';
import { insertJob, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const drivers = await testDrivers();
type TMail = Parameters<TNotifier['mail']>[0];

describe.each(drivers)('what the pages read of a member’s role on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  const mails: TMail[] = [];

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example' }, { notifier: { mail: async (mail) => void mails.push(mail), sms: async () => undefined } });
    company = await readyCompany(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A colleague invited with `role` who registers through the mailed link. */
  async function member(role: 'recruiter' | 'viewer', jobIds: number[] = []) {
    const email = uniqueEmail(role);
    const invited = await company.call('POST', '/api/v1/company/members/invitations', { email, role, ...(role === 'viewer' ? { job_ids: jobIds } : {}) });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = decodeURIComponent(/\/company-invitation\?token=([^"\s<&]+)/.exec(mails.filter((m) => m.to === email).at(-1)!.text)![1]!);
    const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: newAccount({ type: 'COMPANY', email, invitation: token }), headers: { 'x-locale': 'en' } });
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json().data;
    const [row] = await database.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.user_id, body.user.id));
    return { call: caller(app, body.access_token.token), memberId: row!.id };
  }

  it('tells each member, with who is logged in, what their role may do', async () => {
    const recruiter = await member('recruiter');
    const viewer = await member('viewer');
    const capabilities = async (call: typeof company.call) => (await call('GET', '/api/v1/user/simple-profile')).json().data.company_capabilities;
    expect(await capabilities(company.call)).toContain('billing');
    expect(await capabilities(recruiter.call)).toEqual(['company:read', 'jobs:read', 'jobs:write', 'applicants:read', 'applicants:annotate', 'applicants:write', 'candidates', 'messages', 'reviews']);
    expect(await capabilities(viewer.call)).toEqual(['company:read', 'applicants:read', 'applicants:annotate']);
  });

  it('offers an owner to share only the jobs that have applicants, each with its state, and refuses a draft', async () => {
    const live = await insertLiveJob(database, company.companyId, { title: 'Live accountant' });
    const closed = await insertLiveJob(database, company.companyId, { title: 'Closed accountant', status: 'closed' });
    const draft = await insertJob(database, company.companyId, { title: 'Draft accountant', status: 'draft' });
    const unpaid = await insertJob(database, company.companyId, { title: 'Unpaid accountant' });
    const held = await insertJob(database, company.companyId, { title: 'Held accountant', status: 'held' });
    const team = (await company.call('GET', '/api/v1/company/members')).json().data;
    const offered = team.jobs.map((job: { id: number; status: string }) => [job.id, job.status]);
    expect(offered).toContainEqual([live.id, 'active']);
    expect(offered).toContainEqual([closed.id, 'closed']);
    for (const hidden of [draft, unpaid, held]) expect(offered.map(([id]: [number]) => id)).not.toContain(hidden.id);
    // Live jobs come first.
    expect(team.jobs.findIndex((job: { id: number }) => job.id === live.id)).toBeLessThan(team.jobs.findIndex((job: { id: number }) => job.id === closed.id));

    const refused = await company.call('POST', '/api/v1/company/members/invitations', { email: uniqueEmail('viewer'), role: 'viewer', job_ids: [live.id, draft.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.job_ids).toBeDefined();
    const viewer = await member('viewer', [closed.id]);
    const changed = await company.call('PUT', `/api/v1/company/members/${viewer.memberId}`, { role: 'viewer', job_ids: [held.id] });
    expect(changed.statusCode).toBe(422);
  });
});
