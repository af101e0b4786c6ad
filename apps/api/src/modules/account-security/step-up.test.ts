import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, companyMembers, payments, sessions } from '../../db/schema/index.ts';
import { openEvents } from '../../test/event-stream.ts';
import { insertJob, readyCompany } from '../../test/factories.ts';
import { caller, signUp, signUpAdmin, testApp, testDrivers, uniqueEmail, uniquePhone, type TSignedUp } from '../../test/harness.ts';
import { totpCode } from '../auth/totp.ts';

const STEP_UP_EN = 'This change cannot be undone, so it needs your second step again: one of your passkeys, the code your app shows now, or a recovery code';
const STEP_UP_AR = 'لا يمكن التراجع عن هذا التغيير، لذا يحتاج إلى خطوتك الثانية مجددًا: أحد مفاتيح المرور لديك، أو الرمز الذي يعرضه تطبيقك الآن، أو رمز استرداد';

describe.each(await testDrivers())('step-up before what cannot be undone on $name (decision 166)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let address: string;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The code of the next time step (the set-up or the sign-in used this one's): a code works once, so once an account. */
  const nextCode = (secret: string) => totpCode(secret, new Date(Date.now() + 30_000));

  /** An account with a confirmed app (its session gave the second step while confirming it). */
  async function withApp<T extends TSignedUp>(person: T): Promise<T & { secret: string; recovery: string[] }> {
    const secret = (await person.call('POST', '/api/v1/user/second-step/totp')).json().data.secret as string;
    const confirmed = await person.call('POST', '/api/v1/user/second-step/totp/confirm', { code: totpCode(secret, new Date()) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...person, secret, recovery: confirmed.json().data.recovery_codes };
  }

  /** The session's second step, moved into the past (rather than waiting). */
  const ageSecondStep = (userId: number, minutes: number) =>
    database.db.execute(sql`update sessions set second_step_at = now() - make_interval(mins => ${minutes}) where user_id = ${userId} and second_step_at is not null`);

  const stepUp = (person: TSignedUp, code: string, locale: 'ar' | 'en' = 'en') => person.call('POST', '/api/v1/user/second-step/step-up', { code }, locale);

  function expectStepUpRequired(answer: { statusCode: number; json(): unknown; body: string }, message = STEP_UP_EN) {
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toEqual({ message, reason: 'step_up_required' });
  }

  it('asks a seeker for the second step again before a new password when it is older than ten minutes; a code lets it through, and nothing is asked within ten minutes', async () => {
    const seeker = await withApp(await signUp(app));
    const password = { current_password: seeker.account.password, password: 'N3w-Strong-Pass!', password_confirmation: 'N3w-Strong-Pass!' };
    // Given 9 minutes ago: not asked again.
    await ageSecondStep(seeker.id, 9);
    const fresh = await seeker.call('PUT', '/api/v1/user/password', password);
    expect(fresh.statusCode, fresh.body).toBe(200);
    await ageSecondStep(seeker.id, 11);
    const again = { current_password: password.password, password: 'An0ther-Strong-Pass!', password_confirmation: 'An0ther-Strong-Pass!' };
    expectStepUpRequired(await seeker.call('PUT', '/api/v1/user/password', again));
    expectStepUpRequired(await seeker.call('PUT', '/api/v1/user/password', again, 'ar'), STEP_UP_AR);
    // A wrong code is a field error; the right one records a fresh step for ten minutes.
    const wrong = await stepUp(seeker, '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['Type the 6 digits your app shows, or one of your recovery codes']);
    const given = await stepUp(seeker, nextCode(seeker.secret));
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().message).toBe('Confirmed: for ten minutes, changes that cannot be undone will not ask for your second step again');
    expect(given.json().data).toEqual({ second_step_at: expect.any(String), valid_until: expect.any(String) });
    expect((await seeker.call('PUT', '/api/v1/user/password', again)).statusCode).toBe(200);
    // A recovery code serves too.
    await ageSecondStep(seeker.id, 30);
    const contact = { email: uniqueEmail('moved'), phone: seeker.account.phone, current_password: again.password };
    expectStepUpRequired(await seeker.call('PUT', '/api/v1/user/profile/contact-info', contact));
    expect((await stepUp(seeker, seeker.recovery[0]!)).statusCode).toBe(200);
    const saved = await seeker.call('PUT', '/api/v1/user/profile/contact-info', contact);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('asks before a new phone number and before deleting the account; a session that never gave the step is asked too', async () => {
    const seeker = await withApp(await signUp(app));
    await ageSecondStep(seeker.id, 11);
    const phone = uniquePhone();
    const newPhone = { email: seeker.account.email, phone, current_password: seeker.account.password };
    expectStepUpRequired(await seeker.call('PUT', '/api/v1/user/profile/contact-info', newPhone));
    // Saving the same contact details changes nothing and asks nothing.
    expect((await seeker.call('PUT', '/api/v1/user/profile/contact-info', { email: seeker.account.email, phone: seeker.account.phone })).statusCode).toBe(200);
    expectStepUpRequired(await seeker.call('DELETE', '/api/v1/user/account', { password: seeker.account.password }));
    // A session from before the app was set up (no second step in it).
    await database.db.update(sessions).set({ second_step_at: null }).where(eq(sessions.user_id, seeker.id));
    expectStepUpRequired(await seeker.call('DELETE', '/api/v1/user/account', { password: seeker.account.password }));
    expect((await stepUp(seeker, nextCode(seeker.secret))).statusCode).toBe(200);
    expect((await seeker.call('PUT', '/api/v1/user/profile/contact-info', newPhone)).statusCode).toBe(200);
    const deleted = await seeker.call('DELETE', '/api/v1/user/account', { password: seeker.account.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('asks nothing more of an account without a second step', async () => {
    const seeker = await signUp(app);
    const password = { current_password: seeker.account.password, password: 'N3w-Strong-Pass!', password_confirmation: 'N3w-Strong-Pass!' };
    expect((await seeker.call('PUT', '/api/v1/user/password', password)).statusCode).toBe(200);
    expect((await seeker.call('DELETE', '/api/v1/user/account', { password: password.password })).statusCode).toBe(200);
  });

  it("asks a company's owner before handing the company over and before deleting the company account", async () => {
    const owner = await withApp(await readyCompany(app, database));
    const invited = await signUp(app);
    const [member] = await database.db.insert(companyMembers).values({ company_id: owner.companyId, user_id: invited.id, role: 'recruiter' }).returning({ id: companyMembers.id });
    await ageSecondStep(owner.id, 11);
    // A role that hands nothing over is not asked.
    expect((await owner.call('PUT', `/api/v1/company/members/${member!.id}`, { role: 'viewer', job_ids: [] })).statusCode).toBe(200);
    expectStepUpRequired(await owner.call('PUT', `/api/v1/company/members/${member!.id}`, { role: 'owner', job_ids: [] }));
    expectStepUpRequired(await owner.call('DELETE', '/api/v1/company/account', { password: owner.account.password }));
    expect((await stepUp(owner, nextCode(owner.secret))).statusCode).toBe(200);
    const handed = await owner.call('PUT', `/api/v1/company/members/${member!.id}`, { role: 'owner', job_ids: [] });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.role).toBe('owner');
  });

  it("asks an administrator again before a transfer's approval or rejection and a company's verification, ten minutes after the last step", async () => {
    const admin = await signUpAdmin(app, database);
    const company = await readyCompany(app, database, { verify: false });
    await database.db.update(companies).set({ verification_status: 'pending' }).where(eq(companies.id, company.companyId));
    const transfer = async () =>
      (
        await database.db
          .insert(payments)
          .values({ company_id: company.companyId, job_id: (await insertJob(database, company.companyId, { status: 'awaiting_review' })).id, pay_type: 'bank', status: 'awaiting_review', fee_halalas: 10_000, vat_halalas: 1_500, total_halalas: 11_500, vat_rate_basis_points: 1500 })
          .returning({ id: payments.id })
      )[0]!.id;
    const [first, second] = [await transfer(), await transfer()];
    // Within ten minutes of the sign-in's step: not asked.
    expect((await admin.call('POST', `/api/admin/payments/${first}/reject`, { reason: 'The receipt is unreadable' })).statusCode).toBe(200);
    await ageSecondStep(admin.id, 11);
    expectStepUpRequired(await admin.call('POST', `/api/admin/payments/${second}/approve`, {}));
    expectStepUpRequired(await admin.call('POST', `/api/admin/payments/${second}/review`, { decision: 'approve' }, 'ar'), STEP_UP_AR);
    expectStepUpRequired(await admin.call('POST', `/api/admin/companies/${company.companyId}/verify`, {}));
    expectStepUpRequired(await admin.call('POST', `/api/admin/companies/${company.companyId}/reject`, { reason: 'The registration is unreadable' }));
    // Reading and the other actions are not asked.
    expect((await admin.call('GET', `/api/admin/payments/${second}`)).statusCode).toBe(200);
    expect((await admin.call('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expect((await stepUp(admin, nextCode(admin.totpSecret))).statusCode).toBe(200);
    const approved = await admin.call('POST', `/api/admin/payments/${second}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('paid');
    const verified = await admin.call('POST', `/api/admin/companies/${company.companyId}/verify`, {});
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('ends the live connection of a session the moment it ends: ended from another device, or logged out', async () => {
    const seeker = await signUp(app);
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: seeker.account.email, password: seeker.account.password } });
    const other = caller(app, login.json().data.access_token.token as string);
    const stream = await openEvents(`${address}/api/v1/messages/events`, seeker.token);
    await stream.waitFor((text) => text.includes('event: unread'));
    const mine = (await seeker.call('GET', '/api/v1/user/sessions')).json().data.find((session: { current: boolean }) => session.current);
    expect((await other('DELETE', `/api/v1/user/sessions/${mine.id}`)).statusCode).toBe(200);
    await stream.ended();
    expect((await seeker.call('GET', '/api/v1/messages/events')).statusCode).toBe(401);
    // Logout ends its stream as well.
    const second = await openEvents(`${address}/api/v1/messages/events`, login.json().data.access_token.token as string);
    await second.waitFor((text) => text.includes('event: unread'));
    expect((await other('POST', '/api/v1/auth/logout')).statusCode).toBe(200);
    await second.ended();
  });
});
