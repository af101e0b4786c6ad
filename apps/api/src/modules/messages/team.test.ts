// A company's conversations are its hiring team's (decision 125): every member who may message reads them, with their
// own unread count, live events and reminder mails; the seeker sees who wrote; a removed member's stream ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companyMembers, messages, seekerProfiles, users } from '../../db/schema/index.ts';
import { caller, newAccount, signUp, testApp, testDrivers, uniqueEmail, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { openEvents } from '../../test/event-stream.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { runUnreadMails } from './unread-mail.ts';

const drivers = await testDrivers();
const MINUTE = 60_000;
type TMail = Parameters<TNotifier['mail']>[0];

describe.each(drivers)("the hiring team's conversations (decision 125) on $name", (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let address: string;
  let clock = 0;
  const now = () => new Date(Date.now() + clock);
  const mails: TMail[] = [];

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example', MESSAGES_PER_MINUTE: '1000' }, { now, notifier: { mail: async (mail) => void mails.push(mail), sms: async () => undefined } });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A colleague invited with `role`, registered through the mailed link, with their first name in both languages. */
  async function member(owner: TTestCompany, role: 'recruiter' | 'viewer', names: { en: string; ar: string }, locale: 'ar' | 'en' = 'en'): Promise<TSignedUp & { memberId: number }> {
    const email = uniqueEmail(role);
    const invited = await owner.call('POST', '/api/v1/company/members/invitations', { email, role, ...(role === 'viewer' ? { job_ids: [] } : {}) });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = mails.filter((m) => m.to === email).at(-1);
    const token = decodeURIComponent(/\/company-invitation\?token=([^"\s<&]+)/.exec(mail!.text)![1]!);
    const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: newAccount({ type: 'COMPANY', email, invitation: token, first_name: names.en }), headers: { 'x-locale': 'en' } });
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json().data;
    await database.db.update(users).set({ ar_first_name: names.ar, en_first_name: names.en, locale }).where(eq(users.id, body.user.id));
    const [row] = await database.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.user_id, body.user.id));
    return { id: body.user.id, account: newAccount({ email }), token: body.access_token.token, call: caller(app, body.access_token.token), memberId: row!.id };
  }
  async function seeker(): Promise<TSignedUp> {
    const who = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' });
    await giveMinimumProfile(database, who.id);
    await database.db.update(seekerProfiles).set({ is_visible: true }).where(eq(seekerProfiles.user_id, who.id));
    return who;
  }
  /** A company with a recruiter, and a conversation the owner started with a seeker. */
  async function team(name = 'Horizon Co') {
    const owner = await readyCompany(app, database, { name });
    const recruiter = await member(owner, 'recruiter', { en: 'Sara', ar: 'سارة' });
    const noura = await seeker();
    const started = await owner.call('POST', '/api/v1/conversations', { seeker_id: noura.id, body: 'Hello Noura' });
    expect(started.statusCode, started.body).toBe(201);
    return { owner, recruiter, noura, id: started.json().data.conversation.id as number };
  }
  const send = (who: TSignedUp, id: number, body: string, locale: 'ar' | 'en' = 'en') => who.call('POST', `/api/v1/conversations/${id}/messages`, { body }, locale);
  const unread = async (who: TSignedUp) => (await who.call('GET', '/api/v1/messages/unread')).json().data.total as number;
  const badge = async (who: TSignedUp) => (await who.call('GET', '/api/v1/user/simple-profile')).json().data.unread_messages as number;

  it("gives a recruiter the company's conversations, the seeker's message live and in their own unread count", async () => {
    const { owner, recruiter, noura, id } = await team();
    const list = (await recruiter.call('GET', '/api/v1/conversations')).json().data;
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect(list.items[0].last_message).toMatchObject({ text: 'Hello Noura', from_me: true });

    const stream = await openEvents(`${address}/api/v1/messages/events`, recruiter.token);
    try {
      await stream.waitFor((text) => /event: unread\ndata: \{"total":0/.test(text));
      const sent = (await send(noura, id, 'Thank you, I am interested')).json().data;
      await stream.waitFor((text) => text.includes(`event: message\ndata: {"conversation_id":${id},"message_id":${sent.id},"from_me":false}`) && /"total":1/.test(text));
    } finally {
      stream.close();
    }
    expect(await unread(recruiter)).toBe(1);
    expect(await badge(recruiter)).toBe(1);
    expect(await unread(owner)).toBe(1);
    expect(await badge(owner)).toBe(1);

    // Each member reads for themself; the first to read gives the seeker their "read".
    expect((await recruiter.call('POST', `/api/v1/conversations/${id}/read`)).json().data.total).toBe(0);
    expect(await badge(recruiter)).toBe(0);
    expect(await badge(owner)).toBe(1);
    const mine = (await noura.call('GET', `/api/v1/conversations/${id}`)).json().data.messages.at(-1);
    expect(mine).toMatchObject({ from_me: true, by_me: true, sender_name: null });
    expect(mine.read_at).not.toBeNull();
    const ownerList = (await owner.call('GET', '/api/v1/conversations')).json().data;
    expect(ownerList).toMatchObject({ unread_total: 1, items: [{ id, unread: 1 }] });
    // The seeker's own count is the company's messages only.
    expect(await badge(noura)).toBe(1);
  });

  it("shows the seeker the first name of the member who wrote, in the seeker's language; older messages the company only", async () => {
    const { owner, recruiter, noura, id } = await team('Al Ufuq');
    const written = await send(recruiter, id, 'Sara here: can we talk tomorrow?');
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().data).toMatchObject({ from_me: true, by_me: true, sender_name: 'Sara' });

    const english = (await noura.call('GET', `/api/v1/conversations/${id}`, undefined, 'en')).json().data;
    expect(english.conversation.counterpart.name).toBe('Al Ufuq');
    expect(english.messages.map((m: { sender_name: string | null; from_me: boolean }) => [m.sender_name, m.from_me])).toEqual([
      [expect.any(String), false],
      ['Sara', false],
    ]);
    const arabic = (await noura.call('GET', `/api/v1/conversations/${id}`, undefined, 'ar')).json().data;
    expect(arabic.messages.at(-1).sender_name).toBe('سارة');

    // The owner sees a colleague's message as the company's, written by Sara, not by them.
    const ownerView = (await owner.call('GET', `/api/v1/conversations/${id}`)).json().data.messages.at(-1);
    expect(ownerView).toMatchObject({ from_me: true, by_me: false, sender_name: 'Sara' });

    // A message from before teams (no member recorded) shows the company only.
    const first = english.messages[0].id as number;
    await database.db.update(messages).set({ sent_by: null }).where(eq(messages.id, first));
    const again = (await noura.call('GET', `/api/v1/conversations/${id}`)).json().data.messages[0];
    expect(again).toMatchObject({ id: first, sender_name: null, from_me: false });
  });

  it("ends a removed member's stream, and answers them 401; a member made viewer 403", async () => {
    const { owner, recruiter, noura, id } = await team();
    const stream = await openEvents(`${address}/api/v1/messages/events`, recruiter.token);
    await stream.waitFor((text) => text.includes('event: unread'));
    const removed = await owner.call('DELETE', `/api/v1/company/members/${recruiter.memberId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await stream.ended();
    expect((await send(noura, id, 'Anyone there?')).statusCode).toBe(201);
    // (Not any message event: the notice of a message sent while the team was made may reach the stream late.)
    const latest = (await noura.call('GET', `/api/v1/conversations/${id}`)).json().data.messages.at(-1).id as number;
    const said = await stream.waitFor(() => true);
    expect(said).not.toContain(`"message_id":${latest}`);
    expect((await recruiter.call('GET', '/api/v1/conversations')).statusCode).toBe(401);
    expect((await recruiter.call('GET', '/api/v1/messages/events')).statusCode).toBe(401);
    // Their unread went with the membership; the owner's stays.
    expect(await badge(owner)).toBe(1);

    const demoted = await member(owner, 'recruiter', { en: 'Omar', ar: 'عمر' });
    const theirs = await openEvents(`${address}/api/v1/messages/events`, demoted.token);
    await theirs.waitFor((text) => text.includes('event: unread'));
    expect((await owner.call('PUT', `/api/v1/company/members/${demoted.memberId}`, { role: 'viewer', job_ids: [] })).statusCode).toBe(200);
    await theirs.ended();
    expect((await demoted.call('GET', `/api/v1/conversations/${id}`)).statusCode).toBe(403);
  });

  it('answers a viewer 403 on every message route, and gives them no unread badge', async () => {
    const { owner, noura, id } = await team();
    const viewer = await member(owner, 'viewer', { en: 'Huda', ar: 'هدى' });
    await send(noura, id, 'Hello?');
    const refused = await Promise.all([
      viewer.call('GET', '/api/v1/conversations'),
      viewer.call('GET', `/api/v1/conversations/${id}`),
      viewer.call('POST', `/api/v1/conversations/${id}/read`),
      viewer.call('POST', `/api/v1/conversations/${id}/messages`, { body: 'Hi' }),
      viewer.call('POST', '/api/v1/conversations', { seeker_id: noura.id, body: 'Hi' }),
      viewer.call('GET', '/api/v1/messages/unread'),
      viewer.call('GET', '/api/v1/messages/events'),
    ]);
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(refused[0]!.json().message).toContain('Your role in this company does not allow this');
    expect(await badge(viewer)).toBe(0);
  });

  it('reminds each member with the message unread, once, in their own language; nobody once a colleague read it', async () => {
    const { owner, recruiter, noura, id } = await team('Horizon Mail');
    await database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, owner.id));
    const deps = { db: database.db, now, config: { publicUrl: 'https://tawzeef.example' }, notifier: { mail: async (mail: TMail) => void mails.push(mail), sms: async () => undefined } };
    const remindersTo = (who: TSignedUp) => mails.filter((mail) => mail.to === who.account.email && mail.purpose === 'message_unread');
    const run = async (at: number) => {
      clock = at;
      try {
        await runUnreadMails(deps);
      } finally {
        clock = 0;
      }
    };
    // The seeker reads the company's message: only the seeker's reply waits.
    await noura.call('POST', `/api/v1/conversations/${id}/read`);
    await send(noura, id, 'When can we meet?');
    await run(11 * MINUTE);
    await run(12 * MINUTE);
    expect(remindersTo(owner)).toHaveLength(1);
    expect(remindersTo(recruiter)).toHaveLength(1);
    expect(remindersTo(owner)[0]!.subject).toBe('رسالة جديدة من Noura Alotaibi على توظيف');
    expect(remindersTo(recruiter)[0]!.subject).toBe('New message from Noura Alotaibi on Tawzeef');

    // A colleague read the next one within ten minutes: nobody is reminded of it.
    clock = 70 * MINUTE;
    await send(noura, id, 'Still there?');
    await recruiter.call('POST', `/api/v1/conversations/${id}/read`);
    clock = 0;
    await run(140 * MINUTE);
    expect(remindersTo(owner)).toHaveLength(1);
    expect(remindersTo(recruiter)).toHaveLength(1);
    expect(await badge(owner)).toBe(2);
  });
});
