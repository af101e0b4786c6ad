// Over 300 lines on purpose: a company's hiring team (decision 116) as its specification, every role rule and bad link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, companies, companyInvitations, companyMembers, users } from '../../db/schema/index.ts';
import { caller, newAccount, signUp, testApp, testDrivers, uniqueEmail, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const drivers = await testDrivers();
type TMail = Parameters<TNotifier['mail']>[0];

describe.each(drivers)('a company hiring team on $name', (driver) => {
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

  /** The token of the last invitation mailed to `email`. */
  const tokenMailedTo = (email: string): string => {
    const mail = mails.filter((m) => m.to === email).at(-1);
    expect(mail, `no mail to ${email}`).toBeDefined();
    const match = /\/company-invitation\?token=([^"\s<&]+)/.exec(mail!.text);
    expect(match, mail!.text).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };
  const invite = async (owner: TSignedUp, body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') => owner.call('POST', '/api/v1/company/members/invitations', body, locale);
  /** A new account registered through an invitation link (no company name), with a caller. */
  const registerWith = (token: string, email: string, overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: newAccount({ type: 'COMPANY', email, invitation: token, ...overrides }), headers: { 'x-locale': 'en' } });
  /** A colleague invited with `role` who registers through the mailed link. */
  async function member(owner: TTestCompany, role: 'owner' | 'recruiter' | 'viewer', jobIds: number[] = []): Promise<TSignedUp & { memberId: number }> {
    const email = uniqueEmail(role);
    const invited = await invite(owner, { email, role, ...(role === 'viewer' ? { job_ids: jobIds } : {}) });
    expect(invited.statusCode, invited.body).toBe(201);
    const registered = await registerWith(tokenMailedTo(email), email);
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json().data;
    const [row] = await database.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.user_id, body.user.id));
    return { id: body.user.id, account: newAccount({ email }), token: body.access_token.token, call: caller(app, body.access_token.token), memberId: row!.id };
  }
  async function applicant(jobId: number): Promise<number> {
    const seeker = await signUp(app, 'USER');
    await giveMinimumProfile(database, seeker.id);
    const applied = await seeker.call('POST', `/api/v1/jobs/${jobId}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return applied.json().data.id;
  }

  it('makes the registering account the owner, and lists the team', async () => {
    const team = await company.call('GET', '/api/v1/company/members');
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().data.me.role).toBe('owner');
    expect(team.json().data.items).toMatchObject([{ user_id: company.id, role: 'owner', is_me: true }]);
    const header = await company.call('GET', '/api/v1/user/simple-profile');
    expect(header.json().data.company_role).toBe('owner');
  });

  it('invites by email in the inviter’s language; the invitee registers through the link with no company name and joins', async () => {
    const email = uniqueEmail('ar-invitee');
    const invited = await invite(company, { email: `  ${email.toUpperCase()} `, role: 'recruiter' }, 'ar');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email, role: 'recruiter' });
    const mail = mails.filter((m) => m.to === email).at(-1)!;
    expect(mail.locale).toBe('ar');
    expect(mail.subject).toContain('دعاك');
    expect(mail.text).toContain('https://tawzeef.example/company-invitation?token=');

    const token = tokenMailedTo(email);
    const preview = await app.inject({ url: `/api/v1/company/invitations?token=${encodeURIComponent(token)}`, headers: { 'x-locale': 'en' } });
    expect(preview.json().data).toMatchObject({ role: 'recruiter', email });
    const pending = await company.call('GET', '/api/v1/company/members');
    expect(pending.json().data.invitations.map((i: { email: string }) => i.email)).toContain(email);

    const registered = await registerWith(token, email);
    expect(registered.statusCode, registered.body).toBe(201);
    const joined = caller(app, registered.json().data.access_token.token);
    expect(registered.json().data.user.email_verified_at).not.toBeNull();
    const team = (await joined('GET', '/api/v1/company/members')).json().data;
    expect(team.me.role).toBe('recruiter');
    expect(team.items).toHaveLength(2);
    expect(team.invitations).toEqual([]); // only owners see them
    // No company of its own was made.
    expect(await database.db.select().from(companies).where(eq(companies.user_id, registered.json().data.user.id))).toEqual([]);
  });

  it('refuses a reused, expired, withdrawn, changed or other-email link in both languages, and nobody joins', async () => {
    const email = uniqueEmail('bad-links');
    await invite(company, { email, role: 'viewer' });
    const token = tokenMailedTo(email);

    // Another email: 403, no account made.
    const otherEmail = uniqueEmail('other');
    const other = await registerWith(token, otherEmail);
    expect(other.statusCode, other.body).toBe(403);
    expect(other.json().message).toBe('This invitation was sent to another email address: log in with the invited email, or ask for an invitation to yours');
    expect(await database.db.select().from(users).where(eq(users.email, otherEmail))).toEqual([]);

    // Changed: 404.
    const changed = await app.inject({ url: `/api/v1/company/invitations?token=${encodeURIComponent(token.slice(0, -2) + 'xx')}`, headers: { 'x-locale': 'ar' } });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().message).toContain('رابط الدعوة هذا غير صالح');

    // Used once, then reused: 409 in both languages.
    expect((await registerWith(token, email)).statusCode).toBe(201);
    const reused = await registerWith(token, email, { email: uniqueEmail() });
    expect(reused.statusCode).toBe(409);
    for (const [locale, text] of [
      ['en', 'This invitation link was used already'],
      ['ar', 'استُخدم رابط الدعوة هذا من قبل'],
    ] as const) {
      const answer = await app.inject({ url: `/api/v1/company/invitations?token=${encodeURIComponent(token)}`, headers: { 'x-locale': locale } });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toContain(text);
    }

    // Expired: 410.
    const late = uniqueEmail('late');
    await invite(company, { email: late, role: 'recruiter' });
    const lateToken = tokenMailedTo(late);
    await database.db.update(companyInvitations).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(companyInvitations.email, late));
    const expired = await registerWith(lateToken, late);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('has expired');
    expect(await database.db.select().from(users).where(eq(users.email, late))).toEqual([]);

    // Withdrawn (re-invited: the first link stops working; or withdrawn by the owner).
    const twice = uniqueEmail('twice');
    await invite(company, { email: twice, role: 'recruiter' });
    const first = tokenMailedTo(twice);
    await invite(company, { email: twice, role: 'viewer' });
    expect((await registerWith(first, twice)).statusCode).toBe(404);
    const second = tokenMailedTo(twice);
    const open = (await company.call('GET', '/api/v1/company/members')).json().data.invitations.find((i: { email: string }) => i.email === twice);
    expect((await company.call('DELETE', `/api/v1/company/members/invitations/${open.id}`)).statusCode).toBe(200);
    expect((await registerWith(second, twice)).statusCode).toBe(404);
    expect((await rival.call('DELETE', `/api/v1/company/members/invitations/${open.id}`)).statusCode).toBe(404);
  });

  it('lets an existing company account without a company accept, and refuses one that has a company or another email', async () => {
    const email = uniqueEmail('existing');
    // A company account that belongs to no company: a member its owner removed.
    const removed = await member(rival, 'recruiter');
    await database.db.update(users).set({ email }).where(eq(users.id, removed.id));
    const gone = await rival.call('DELETE', `/api/v1/company/members/${removed.memberId}`);
    expect(gone.statusCode, gone.body).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: email, password: 'Str0ng-pass' } });
    expect(login.statusCode, login.body).toBe(200);
    const again = caller(app, login.json().data.access_token.token);
    expect((await again('GET', '/api/v1/company/jobs')).statusCode).toBe(403);

    await invite(company, { email, role: 'recruiter' });
    const token = tokenMailedTo(email);
    // Another company's owner (another email, and a company of their own) is refused; nobody joins.
    const refused = await rival.call('POST', '/api/v1/company/invitations/accept', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('already belongs to a company');
    const accepted = await again('POST', '/api/v1/company/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ company_id: company.companyId, role: 'recruiter' });
    expect((await again('GET', '/api/v1/company/jobs')).statusCode).toBe(200);
    // A job seeker cannot accept.
    const seeker = await signUp(app, 'USER');
    expect((await seeker.call('POST', '/api/v1/company/invitations/accept', { token })).statusCode).toBe(403);
  });

  it('rejects bad invitation input with per-field messages', async () => {
    const bad = await invite(company, { email: 'not-an-email', role: 'boss' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors ?? bad.json().data ?? {})).toEqual(expect.arrayContaining(['email', 'role']));
    const rivalJob = await insertLiveJob(database, rival.companyId);
    const foreign = await invite(company, { email: uniqueEmail(), role: 'viewer', job_ids: [rivalJob.id] });
    expect(foreign.statusCode).toBe(422);
    const existing = await invite(company, { email: company.account.email, role: 'viewer' });
    expect(existing.statusCode).toBe(409);
  });

  it('gives a recruiter jobs, applicants, candidates and messages, but not billing, members or the profile', async () => {
    const recruiter = await member(company, 'recruiter');
    const job = await insertLiveJob(database, company.companyId);
    const applicationId = await applicant(job.id);
    for (const [method, url, body] of [
      ['GET', '/api/v1/company/jobs'],
      ['GET', `/api/v1/company/jobs/${job.id}/applications`],
      ['PUT', `/api/v1/company/applications/${applicationId}/stage`, { stage: 'shortlisted' }],
      ['GET', '/api/v1/conversations'],
      ['GET', '/api/v1/company/talent-pools'],
      ['GET', '/api/v1/company/profile'],
    ] as const) {
      const answer = await recruiter.call(method, url, body);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(200);
    }
    for (const [method, url, body] of [
      ['GET', '/api/v1/company/payments'],
      ['PUT', '/api/v1/company/profile', { foundation_name: 'Hijack' }],
      ['POST', '/api/v1/company/members/invitations', { email: uniqueEmail(), role: 'owner' }],
      ['PUT', `/api/v1/company/members/${recruiter.memberId}`, { role: 'owner' }],
    ] as const) {
      const answer = await recruiter.call(method, url, body);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(403);
    }
    expect((await recruiter.call('GET', '/api/v1/company/payments', undefined, 'ar')).json().message).toContain('دورك في هذه المنشأة');
  });

  it('lets a viewer read the applicants of jobs shared with them and add notes and ratings, nothing else', async () => {
    const shared = await insertLiveJob(database, company.companyId);
    const other = await insertLiveJob(database, company.companyId);
    const [sharedApplication, otherApplication] = [await applicant(shared.id), await applicant(other.id)];
    const viewer = await member(company, 'viewer', [shared.id]);

    expect((await viewer.call('GET', `/api/v1/company/jobs/${shared.id}/applications`)).statusCode).toBe(200);
    const opened = await viewer.call('GET', `/api/v1/company/applications/${sharedApplication}`);
    expect(opened.statusCode, opened.body).toBe(200);
    // A viewer's reading does not count as the company having viewed it.
    const [row] = await database.db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, sharedApplication));
    expect(row!.stage).toBe('submitted');
    expect((await viewer.call('POST', `/api/v1/company/applications/${sharedApplication}/notes`, { note: 'Good fit for my team.' })).statusCode).toBe(201);
    expect((await viewer.call('PUT', `/api/v1/company/applications/${sharedApplication}/rating`, { rating: 4 })).statusCode).toBe(200);

    const stage = await viewer.call('PUT', `/api/v1/company/applications/${sharedApplication}/stage`, { stage: 'shortlisted' });
    expect(stage.statusCode).toBe(403);
    // The owner moves it: the history names the member (the company's view), the seeker's says "company".
    const moved = await company.call('PUT', `/api/v1/company/applications/${sharedApplication}/stage`, { stage: 'shortlisted' });
    expect(moved.statusCode, moved.body).toBe(200);
    const history = (await viewer.call('GET', `/api/v1/company/applications/${sharedApplication}`)).json().data.events as Array<{ stage: string; by: string; member?: string | null }>;
    expect(history.find((event) => event.stage === 'shortlisted')).toMatchObject({ by: 'company', member: 'Fahad Alqahtani' });
    for (const [method, url, body] of [
      ['PUT', `/api/v1/company/applications/${sharedApplication}/tags`, { tags: ['x'] }],
      ['POST', '/api/v1/company/applications/bulk', { ids: [sharedApplication], action: 'move', stage: 'shortlisted' }],
      ['GET', '/api/v1/company/jobs'],
      ['POST', '/api/v1/company/jobs', { title: 'Accountant' }],
      ['GET', '/api/v1/conversations'],
      ['GET', '/api/v1/company/talent-pools'],
      ['GET', '/api/v1/company/payments'],
    ] as const) {
      const answer = await viewer.call(method, url, body);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(403);
    }
    // A job not shared with them is as another company's: 404.
    expect((await viewer.call('GET', `/api/v1/company/jobs/${other.id}/applications`)).statusCode).toBe(404);
    expect((await viewer.call('GET', `/api/v1/company/applications/${otherApplication}`)).statusCode).toBe(404);
    expect((await viewer.call('POST', `/api/v1/company/applications/${otherApplication}/notes`, { note: 'x' })).statusCode).toBe(404);
    // Another company's member: 404 as today.
    expect((await rival.call('GET', `/api/v1/company/applications/${sharedApplication}`)).statusCode).toBe(404);
    expect((await rival.call('PUT', `/api/v1/company/applications/${sharedApplication}/stage`, { stage: 'shortlisted' })).statusCode).toBe(404);

    // Sharing another job with them opens it.
    const updated = await company.call('PUT', `/api/v1/company/members/${viewer.memberId}`, { role: 'viewer', job_ids: [shared.id, other.id] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.jobs.map((j: { id: number }) => j.id).sort()).toEqual([shared.id, other.id].sort());
    expect((await viewer.call('GET', `/api/v1/company/applications/${otherApplication}`)).statusCode).toBe(200);
  });

  it('lets owners change roles, hand the company over and remove members; the last owner cannot leave', async () => {
    const owner = await readyCompany(app, database);
    const self = (await owner.call('GET', '/api/v1/company/members')).json().data.me.id as number;
    expect((await owner.call('PUT', `/api/v1/company/members/${self}`, { role: 'recruiter' })).statusCode).toBe(409);
    const leaving = await owner.call('DELETE', `/api/v1/company/members/${self}`, undefined, 'ar');
    expect(leaving.statusCode).toBe(409);
    expect(leaving.json().message).toContain('لا بد للمنشأة من مالك');

    const colleague = await member(owner, 'recruiter');
    expect((await colleague.call('DELETE', `/api/v1/company/members/${self}`)).statusCode).toBe(403);
    // Hand over: the colleague becomes owner, then the first owner steps down; the contact account follows.
    expect((await owner.call('PUT', `/api/v1/company/members/${colleague.memberId}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await owner.call('PUT', `/api/v1/company/members/${self}`, { role: 'recruiter' })).statusCode).toBe(200);
    const [row] = await database.db.select({ user_id: companies.user_id }).from(companies).where(eq(companies.id, owner.companyId));
    expect(row!.user_id).toBe(colleague.id);
    expect((await owner.call('GET', '/api/v1/company/payments')).statusCode).toBe(403);
    expect((await colleague.call('GET', '/api/v1/company/payments')).statusCode).toBe(200);

    // A removed member's token stops working at once.
    expect((await owner.call('GET', '/api/v1/company/jobs')).statusCode).toBe(200);
    expect((await colleague.call('DELETE', `/api/v1/company/members/${self}`)).statusCode).toBe(200);
    expect((await owner.call('GET', '/api/v1/company/jobs')).statusCode).toBe(401);
    // Another company's member is 404.
    expect((await rival.call('PUT', `/api/v1/company/members/${colleague.memberId}`, { role: 'viewer' })).statusCode).toBe(404);
    expect((await rival.call('DELETE', `/api/v1/company/members/${colleague.memberId}`)).statusCode).toBe(404);
  });
});
