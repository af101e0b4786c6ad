// A member's daily digest of new applicants (decision 126) and what deleting a company does to its team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, companyInvitations, companyMembers, mailOutbox, users } from '../../db/schema/index.ts';
import { caller, newAccount, signUp, testApp, testDrivers, uniqueEmail, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { startSmtp } from '../../test/smtp.ts';
import { createMailer } from '../delivery/mail.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { digestMorning, findDueMembers, runMemberDigests, sendMemberDigest, type TMemberDigestDeps } from './member-digest.ts';

const drivers = await testDrivers();
const DAY = 86_400_000;
const PUBLIC_URL = 'https://tawzeef.test';
type TMail = Parameters<TNotifier['mail']>[0];

describe('the digest morning', () => {
  it('is 07:00 in Riyadh (04:00 UTC), the latest one at or before the moment', () => {
    expect(digestMorning(new Date('2026-11-27T03:59:59Z')).toISOString()).toBe('2026-11-26T04:00:00.000Z');
    expect(digestMorning(new Date('2026-11-27T04:00:00Z')).toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(digestMorning(new Date('2026-11-27T23:30:00Z')).toISOString()).toBe('2026-11-27T04:00:00.000Z');
  });
});

describe.each(drivers)('a member’s daily digest on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let deps: TMemberDigestDeps;
  const mails: TMail[] = [];

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL }, { notifier: { mail: async (mail) => void mails.push(mail), sms: async () => undefined } });
    deps = { db: database.db, mailer: createMailer({ smtpUrl: undefined, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, database.db), publicUrl: PUBLIC_URL };
    // Migrating the worker's PGlite takes over a minute on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    deps?.mailer.close();
    await app?.close();
  });

  /** A colleague invited with `role` who registers through the mailed link. */
  async function member(owner: TTestCompany, role: 'recruiter' | 'viewer', jobIds: number[] = []): Promise<TSignedUp & { memberId: number; email: string }> {
    const email = uniqueEmail(role);
    const invited = await owner.call('POST', '/api/v1/company/members/invitations', { email, role, ...(role === 'viewer' ? { job_ids: jobIds } : {}) });
    expect(invited.statusCode, invited.body).toBe(201);
    const link = /\/company-invitation\?token=([^"\s<&]+)/.exec(mails.filter((m) => m.to === email).at(-1)!.text)!;
    const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: newAccount({ type: 'COMPANY', email, invitation: decodeURIComponent(link[1]!) }), headers: { 'x-locale': 'en' } });
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json().data;
    const [row] = await database.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.user_id, body.user.id));
    return { id: body.user.id, account: newAccount({ email }), token: body.access_token.token, call: caller(app, body.access_token.token), memberId: row!.id, email };
  }
  /** A job seeker named `name` applies to the job; returns the application id. */
  async function apply(jobId: number, name: string): Promise<number> {
    const seeker = await signUp(app, 'USER', { first_name: name });
    await giveMinimumProfile(database, seeker.id);
    const applied = await seeker.call('POST', `/api/v1/jobs/${jobId}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return applied.json().data.id;
  }
  const mailsTo = (email: string) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.purpose, 'member_digest')));
  /** A moment of the next Riyadh morning: every member made now is due then, and the applicants of now are in its window. */
  const nextMorning = (minutes = 1) => new Date(digestMorning(new Date(Date.now() + DAY)).getTime() + minutes * 60_000);
  /**
   * The company's members and applications as if made before the morning of `runAt`, within its window, whatever the
   * clock said: made a few minutes after 07:00 in Riyadh, they fell outside the next morning's window (a CI run).
   */
  async function backdate(companyId: number, runAt: Date) {
    await database.db.update(companyMembers).set({ created_at: new Date(runAt.getTime() - 2 * DAY) }).where(eq(companyMembers.company_id, companyId));
    await database.db.execute(sql`update applications set created_at = ${new Date(runAt.getTime() - 3_600_000).toISOString()}::timestamptz where job_id in (select id from jobs where company_id = ${companyId})`);
  }
  const dueRow = async (memberId: number, at: Date) => (await findDueMembers(database.db, at, 10_000)).find((row) => row.id === memberId)!;

  describe('its content', () => {
    let company: TTestCompany;
    let recruiter: Awaited<ReturnType<typeof member>>;
    let viewer: Awaited<ReturnType<typeof member>>;
    let quiet: Awaited<ReturnType<typeof member>>;
    let shared: number;
    let other: number;
    let knockedOut: number;
    let runAt: Date;

    beforeAll(async () => {
      company = await readyCompany(app, database, { name: 'Najd Logistics' });
      shared = (await insertLiveJob(database, company.companyId, { title: 'Warehouse Supervisor', deadline: dayFromToday(30), locale: 'en' })).id;
      other = (await insertLiveJob(database, company.companyId, { title: 'Fleet Accountant', deadline: dayFromToday(30), locale: 'en' })).id;
      const unshared = (await insertLiveJob(database, company.companyId, { title: 'Driver', deadline: dayFromToday(30), locale: 'en' })).id;
      recruiter = await member(company, 'recruiter');
      viewer = await member(company, 'viewer', [shared]);
      quiet = await member(company, 'viewer', [unshared]);
      // Each mail speaks its reader's language (the account's).
      await database.db.update(users).set({ locale: 'en' }).where(inArray(users.id, [company.id, recruiter.id]));
      await database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, viewer.id));
      await apply(shared, 'Noura');
      knockedOut = await apply(shared, 'Salman');
      await database.db.update(applications).set({ meets_requirements: false, match_score: 64 }).where(eq(applications.id, knockedOut));
      await apply(other, 'Reem');
      const withdrawn = await apply(other, 'Majed');
      await database.db.update(applications).set({ withdrawn_at: new Date() }).where(eq(applications.id, withdrawn));
      runAt = nextMorning();
      await backdate(company.companyId, runAt);
      const result = await runMemberDigests(deps, runAt);
      expect(result.ran).toBe(true);
    });

    it('lists for owners and recruiters every job of the company with its new applicants, name, match and screening verdict, linked', async () => {
      const [owner] = await mailsTo(company.account.email);
      expect(owner, 'the owner got no digest').toBeDefined();
      expect(owner!.subject).toBe('3 new applicants to your jobs');
      expect(owner!.locale).toBe('en');
      for (const text of ['Warehouse Supervisor', 'Fleet Accountant', 'Noura', 'Salman', 'Reem', '64% match', 'Does not meet the requirements', 'Najd Logistics']) expect(owner!.text_body).toContain(text);
      expect(owner!.text_body).not.toContain('Majed');
      expect(owner!.text_body).toContain(`${PUBLIC_URL}/en/company-jobs/${shared}/applicants/${knockedOut}/cv`);
      expect(owner!.html_body).toContain('<html lang="en" dir="ltr">');
      const [colleague] = await mailsTo(recruiter.email);
      expect(colleague!.text_body).toContain('Fleet Accountant');
      expect(colleague!.text_body).toContain('Noura');
    });

    it('lists for a viewer only the jobs shared with them, in their language', async () => {
      const [mail] = await mailsTo(viewer.email);
      expect(mail, 'the viewer got no digest').toBeDefined();
      expect(mail!.locale).toBe('ar');
      expect(mail!.subject).toBe('متقدمان جديدان لوظائفك');
      expect(mail!.html_body).toContain('<html lang="ar" dir="rtl">');
      expect(mail!.text_body).toContain('Warehouse Supervisor');
      expect(mail!.text_body).toContain('لا يستوفي المتطلبات');
      expect(mail!.text_body).not.toContain('Fleet Accountant');
      expect(mail!.text_body).not.toContain('Reem');
      expect(mail!.text_body).toContain(`${PUBLIC_URL}/company-jobs/${shared}/applicants/${knockedOut}/cv`);
    });

    it('sends nothing to a member with no new applicant, and nothing twice the same day', async () => {
      expect(await mailsTo(quiet.email)).toHaveLength(0);
      const again = await runMemberDigests(deps, new Date(runAt.getTime() + 6 * 3_600_000));
      expect(again.ran).toBe(true);
      for (const email of [company.account.email, recruiter.email, viewer.email]) expect(await mailsTo(email)).toHaveLength(1);
      // The next morning: the window starts at the last digest, and nothing came since.
      await runMemberDigests(deps, new Date(runAt.getTime() + DAY));
      for (const email of [company.account.email, recruiter.email, viewer.email]) expect(await mailsTo(email)).toHaveLength(1);
    });
  });

  it('sends the day’s digest once when two runs, or two sends of the same member, go at once', async () => {
    const company = await readyCompany(app, database);
    const job = (await insertLiveJob(database, company.companyId, { title: 'Cashier', deadline: dayFromToday(30), locale: 'en' })).id;
    const recruiter = await member(company, 'recruiter');
    await apply(job, 'Hessa');
    const runAt = nextMorning(2);
    await backdate(company.companyId, runAt);
    const runs = await Promise.all([runMemberDigests(deps, runAt), runMemberDigests(deps, runAt)]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(await mailsTo(company.account.email)).toHaveLength(1);

    // Two nodes that read the member before either claimed the day (the claim, without the lock): one mail.
    const row = await dueRow(recruiter.memberId, runAt);
    expect(row, 'the run covered the recruiter too').toBeUndefined();
    await database.db.update(companyMembers).set({ digest_until: null }).where(eq(companyMembers.id, recruiter.memberId));
    const before = (await mailsTo(recruiter.email)).length;
    const fresh = await dueRow(recruiter.memberId, runAt);
    const outcomes = await Promise.all([sendMemberDigest(deps, fresh, runAt), sendMemberDigest(deps, fresh, runAt)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['sent', 'skipped']);
    expect(await mailsTo(recruiter.email)).toHaveLength(before + 1);
  });

  it('is turned off by the mail’s one-click link without a login; a reused or changed link is refused with a clear message', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Tawzeef <no-reply@tawzeef.test>' }, database.db);
    try {
      const company = await readyCompany(app, database);
      const job = (await insertLiveJob(database, company.companyId, { title: 'Nurse', deadline: dayFromToday(30), locale: 'en' })).id;
      const recruiter = await member(company, 'recruiter');
      await apply(job, 'Lama');
      const runAt = nextMorning(3);
      await backdate(company.companyId, runAt);
      const outcome = await sendMemberDigest({ ...deps, mailer }, await dueRow(recruiter.memberId, runAt), runAt);
      expect(outcome.status).toBe('sent');
      const received = smtp.received.find((mail) => mail.to.includes(recruiter.email))!;
      expect(received, 'no mail over SMTP').toBeDefined();
      expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const header = /^<(.+)>$/.exec(received.headers['list-unsubscribe'] as string)![1]!;
      expect(header.startsWith(`${PUBLIC_URL}/api/v1/company/member-digest/off?token=`)).toBe(true);
      const token = decodeURIComponent(new URL(header).searchParams.get('token')!);
      expect(received.text).toContain(`${PUBLIC_URL}/en/company-digest/off?token=${encodeURIComponent(token)}`);

      // RFC 8058: the mail client POSTs the form to the header's address.
      const oneClick = () =>
        app.inject({ method: 'POST', url: `/api/v1/company/member-digest/off?token=${encodeURIComponent(token)}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-locale': 'en' } });
      const off = await oneClick();
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ message: expect.stringContaining('Your daily digest is off'), data: { digest: 'off', locale: 'en' } });
      expect((await recruiter.call('GET', '/api/v1/company/members')).json().data.me.digest).toBe('off');

      const reused = await oneClick();
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe('This link was used already: your daily digest is off. You can turn it on again from your team page');
      const forged = await app.inject({ method: 'POST', url: '/api/v1/company/member-digest/off', payload: { token: `${recruiter.memberId + 1}${token.slice(token.indexOf('.'))}` }, headers: { 'x-locale': 'ar' } });
      expect(forged.statusCode).toBe(404);
      expect(forged.json().message).toBe('هذا الرابط غير صالح: تغيّر، أو لم يعد حسابه عضوًا في المنشأة. سجّل الدخول لتغيير الملخص من صفحة الفريق');
      expect((await app.inject({ method: 'POST', url: '/api/v1/company/member-digest/off', payload: {}, headers: { 'x-locale': 'en' } })).statusCode).toBe(404);

      // Off: the next morning's run mails nothing, though a new applicant came.
      await apply(job, 'Dana');
      await runMemberDigests(deps, new Date(runAt.getTime() + DAY));
      expect(await mailsTo(recruiter.email)).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('is switched on and off by the member from the team page, each for their own digest', async () => {
    const company = await readyCompany(app, database);
    const job = (await insertLiveJob(database, company.companyId, { title: 'Chef', deadline: dayFromToday(30), locale: 'en' })).id;
    const viewer = await member(company, 'viewer', [job]);
    expect((await viewer.call('GET', '/api/v1/company/members')).json().data.me.digest).toBe('on');

    const off = await viewer.call('PUT', '/api/v1/company/members/me/digest', { digest: 'off' }, 'ar');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: 'أُوقف الملخص اليومي: لن تصلك رسائل عن المتقدمين الجدد. يمكنك تفعيله من جديد في صفحة الفريق', data: { digest: 'off' } });
    expect((await viewer.call('GET', '/api/v1/company/members')).json().data.me.digest).toBe('off');
    expect((await company.call('GET', '/api/v1/company/members')).json().data.me.digest).toBe('on');
    expect((await viewer.call('PUT', '/api/v1/company/members/me/digest', { digest: 'maybe' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'PUT', url: '/api/v1/company/members/me/digest', payload: { digest: 'on' } })).statusCode).toBe(401);
    const seeker = await signUp(app);
    expect((await seeker.call('PUT', '/api/v1/company/members/me/digest', { digest: 'on' })).statusCode).toBe(403);

    await apply(job, 'Abeer');
    const runAt = nextMorning(4);
    await runMemberDigests(deps, runAt);
    expect(await mailsTo(viewer.email)).toHaveLength(0);

    // On again: the window starts now, so what came while it was off is not mailed; what comes next is.
    const on = await viewer.call('PUT', '/api/v1/company/members/me/digest', { digest: 'on' });
    expect(on.json()).toMatchObject({ message: 'Your daily digest is on: on mornings with new applicants to your jobs, we will email you the list', data: { digest: 'on' } });
    await apply(job, 'Ghada');
    await runMemberDigests(deps, new Date(runAt.getTime() + DAY));
    const [mail] = await mailsTo(viewer.email);
    expect(mail?.text_body).toContain('Ghada');
    expect(mail?.text_body).not.toContain('Abeer');
  });

  describe('a deleted company', () => {
    it('ends the other members’ memberships and sessions, and withdraws its invitations', async () => {
      const company = await readyCompany(app, database);
      const recruiter = await member(company, 'recruiter');
      const viewer = await member(company, 'viewer');
      const pending = uniqueEmail('pending');
      expect((await company.call('POST', '/api/v1/company/members/invitations', { email: pending, role: 'recruiter' })).statusCode).toBe(201);
      expect((await recruiter.call('GET', '/api/v1/company/jobs')).statusCode).toBe(200);

      const deleted = await company.call('DELETE', '/api/v1/company/account', { password: company.account.password });
      expect(deleted.statusCode, deleted.body).toBe(200);

      for (const colleague of [recruiter, viewer]) {
        expect((await colleague.call('GET', '/api/v1/company/jobs')).statusCode).toBe(401);
        expect((await colleague.call('GET', '/api/v1/company/members')).statusCode).toBe(401);
        const [account] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, colleague.id));
        expect(account, 'the colleague’s account stays').toBeDefined();
        // Logged in again, the account belongs to no company.
        const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: colleague.email, password: colleague.account.password } });
        expect(login.statusCode, login.body).toBe(200);
        const again = caller(app, login.json().data.access_token.token);
        expect((await again('GET', '/api/v1/company/jobs')).statusCode).toBe(403);
      }
      expect(await database.db.select().from(companyMembers).where(eq(companyMembers.company_id, company.companyId))).toHaveLength(0);
      expect(await database.db.select().from(companyInvitations).where(and(eq(companyInvitations.company_id, company.companyId), isNull(companyInvitations.accepted_at), isNull(companyInvitations.revoked_at)))).toHaveLength(0);
    });

    it('may be deleted by an owner who is not the company’s contact account', async () => {
      const company = await readyCompany(app, database);
      const colleague = await member(company, 'recruiter');
      expect((await company.call('PUT', `/api/v1/company/members/${colleague.memberId}`, { role: 'owner' })).statusCode).toBe(200);
      const deleted = await colleague.call('DELETE', '/api/v1/company/account', { password: colleague.account.password });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await company.call('GET', '/api/v1/company/jobs')).statusCode).toBe(401);
      expect(await database.db.select().from(companyMembers).where(eq(companyMembers.company_id, company.companyId))).toHaveLength(0);
    });
  });
});
