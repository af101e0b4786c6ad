// The specification of messaging (issue 13, decision 029): who may write to whom, blocking, limits, invitations, mails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cvViews, mailOutbox, seekerProfiles, users } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { multipartFile, pdfOf } from '../../test/uploads.ts';
import { fromRiyadh, riyadhParts } from './calendar.ts';
import { runUnreadMails } from './unread-mail.ts';
import { openEvents } from '../../test/event-stream.ts';

const drivers = await testDrivers();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A day and time in Riyadh `days` ahead, at 10:30. */
const ahead = (days: number, now = new Date()) => ({ date: riyadhParts(new Date(now.getTime() + days * DAY)).date, time: '10:30' });

describe.each(drivers)('messaging (decision 029) on $name', (driver) => {
  let app: FastifyInstance;
  let strict: FastifyInstance;
  let capped: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  let clock = 0;
  const now = () => new Date(Date.now() + clock);

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-messages-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), MESSAGES_PER_MINUTE: '1000' }, { now });
    strict = await testApp(database, { DATA_DIR: path.join(root, 'data'), MESSAGES_PER_MINUTE: '3' }, { now });
    capped = await testApp(database, { DATA_DIR: path.join(root, 'data'), MESSAGES_PER_MINUTE: '1000', COMPANY_NEW_CONVERSATIONS_PER_DAY: '2' }, { now });
  });
  afterAll(async () => {
    await Promise.all([app.close(), strict.close(), capped.close()]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function seeker(values: { visible?: boolean; first?: string; locale?: 'ar' | 'en' } = {}): Promise<TSignedUp> {
    const who = await signUp(app, 'USER', { first_name: values.first ?? 'Noura', last_name: 'Alotaibi' });
    await giveMinimumProfile(database, who.id);
    await database.db.update(seekerProfiles).set({ is_visible: values.visible ?? true }).where(eq(seekerProfiles.user_id, who.id));
    return who;
  }
  const company = (options: { verify?: boolean; name?: string } = {}) => readyCompany(app, database, options);
  const start = (from: TTestCompany, to: TSignedUp, body = 'Hello, are you open to a new role?', extra: Record<string, unknown> = {}) =>
    from.call('POST', '/api/v1/conversations', { seeker_id: to.id, body, ...extra });
  async function conversation(from: TTestCompany, to: TSignedUp): Promise<number> {
    const response = await start(from, to);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.conversation.id;
  }
  const thread = (who: TSignedUp, id: number) => who.call('GET', `/api/v1/conversations/${id}`);
  const send = (who: TSignedUp, id: number, body: string, reply?: number) => who.call('POST', `/api/v1/conversations/${id}/messages`, { body, ...(reply ? { reply } : {}) });
  const invite = (who: TSignedUp, id: number, values: Record<string, unknown> = {}) =>
    who.call('POST', `/api/v1/conversations/${id}/invitations`, { ...ahead(3), duration_minutes: 45, location: 'King Fahd Road, Riyadh', note: 'Bring your ID', ...values });
  const mailsTo = (email: string, purpose: string) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.purpose, purpose)));
  async function sendFile(who: TSignedUp, id: number, data = pdfOf(), name = 'portfolio.pdf', type = 'application/pdf') {
    const body = multipartFile(data, name, type);
    return app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/files`, headers: { authorization: `Bearer ${who.token}`, 'x-locale': 'en', ...body.headers }, payload: body.payload });
  }

  describe('starting a conversation', () => {
    it('lets a verified company write to a visible seeker, who sees it with its unread count and in the header badge', async () => {
      const horizon = await company({ name: 'Horizon Trading' });
      const noura = await seeker();
      const started = await start(horizon, noura, 'Hello Noura');
      expect(started.statusCode, started.body).toBe(201);
      const { conversation, messages } = started.json().data;
      expect(conversation).toMatchObject({ counterpart: { kind: 'seeker', id: noura.id, name: 'Noura Alotaibi' }, can_send: true, blocked: false, job: null });
      expect(messages).toEqual([expect.objectContaining({ msg_type: 'text', body: 'Hello Noura', from_me: true, reply: null, read_at: null })]);

      const list = (await noura.call('GET', '/api/v1/conversations')).json().data;
      expect(list).toMatchObject({ total: 1, unread_total: 1, items: [{ id: conversation.id, unread: 1, counterpart: { kind: 'company', id: horizon.companyId, name: 'Horizon Trading' }, last_message: { text: 'Hello Noura', from_me: false } }] });
      expect((await noura.call('GET', '/api/v1/user/simple-profile')).json().data.unread_messages).toBe(1);
      expect((await noura.call('GET', '/api/v1/messages/unread')).json().data).toEqual({ total: 1, conversations: [{ id: conversation.id, unread: 1 }] });

      const read = await noura.call('POST', `/api/v1/conversations/${conversation.id}/read`);
      expect(read.json().data.total).toBe(0);
      expect((await noura.call('GET', '/api/v1/user/simple-profile')).json().data.unread_messages).toBe(0);
      const seen = (await thread(horizon, conversation.id)).json().data.messages[0];
      expect(seen.read_at).not.toBeNull();
    });

    it('reuses the conversation of the same seeker and job, and keeps one per job', async () => {
      const horizon = await company();
      const noura = await seeker();
      const job = await insertLiveJob(database, horizon.companyId, { title: 'Accountant' });
      const first = (await start(horizon, noura, 'About the accountant role', { job_id: job.id })).json().data.conversation;
      const again = (await start(horizon, noura, 'A second note', { job_id: job.id })).json().data;
      expect(again.conversation.id).toBe(first.id);
      expect(again.conversation.job).toEqual({ id: job.id, title: 'Accountant' });
      expect(again.messages.map((m: { body: string }) => m.body)).toEqual(['About the accountant role', 'A second note']);
      const general = (await start(horizon, noura, 'In general')).json().data.conversation;
      expect(general.id).not.toBe(first.id);
    });

    it("refuses another company's job (422) and a seeker the company may not see (404, like an unknown id)", async () => {
      const [horizon, other] = await Promise.all([company(), company()]);
      const noura = await seeker();
      const theirs = await insertLiveJob(database, other.companyId);
      const wrongJob = await start(horizon, noura, 'Hi', { job_id: theirs.id });
      expect(wrongJob.statusCode).toBe(422);
      expect(wrongJob.json().errors.job_id).toBeDefined();
      const hidden = await seeker({ visible: false });
      expect((await start(horizon, hidden)).statusCode).toBe(404);
      expect((await horizon.call('POST', '/api/v1/conversations', { seeker_id: other.id, body: 'Hi' })).statusCode).toBe(404);
      expect((await horizon.call('POST', '/api/v1/conversations', { seeker_id: 2_000_000_000, body: 'Hi' })).statusCode).toBe(404);
      expect((await noura.call('POST', '/api/v1/conversations', { seeker_id: noura.id, body: 'Hi' })).statusCode).toBe(403);
    });

    it('lets a company write to a hidden seeker who applied to it, and an unverified company only to its applicants', async () => {
      const unverified = await company({ verify: false });
      const [hidden, visible] = await Promise.all([seeker({ visible: false }), seeker()]);
      const job = await insertLiveJob(database, unverified.companyId);
      const applied = await hidden.call('POST', `/api/v1/jobs/${job.id}/applications`, {});
      expect(applied.statusCode, applied.body).toBe(201);
      expect((await start(unverified, hidden, 'Thanks for applying', { job_id: job.id })).statusCode).toBe(201);
      const refused = await start(unverified, visible);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Your company must be verified before it writes to job seekers who have not applied to its jobs');
    });

    it('tells the new-conversation form who it writes to from the server: the name as the company may see it, never a CV view', async () => {
      const verified = await company();
      const unverified = await company({ verify: false });
      const noura = await seeker();
      await database.db.update(users).set({ ar_first_name: 'نورة', ar_last_name: 'العتيبي' }).where(eq(users.id, noura.id));
      const recipient = (from: TTestCompany, id: number, locale: 'ar' | 'en' = 'en') => from.call('GET', `/api/v1/conversations/recipients/${id}`, undefined, locale);
      expect((await recipient(verified, noura.id)).json().data).toEqual({ id: noura.id, name: 'Noura Alotaibi' });
      expect((await recipient(verified, noura.id, 'ar')).json().data).toEqual({ id: noura.id, name: 'نورة العتيبي' });
      // A company that is not verified sees initials, as on the CV, until the seeker applies to it.
      expect((await recipient(unverified, noura.id)).json().data).toEqual({ id: noura.id, name: 'N. A.' });
      const job = await insertLiveJob(database, unverified.companyId);
      expect((await noura.call('POST', `/api/v1/jobs/${job.id}/applications`, {})).statusCode).toBe(201);
      expect((await recipient(unverified, noura.id)).json().data.name).toBe('Noura Alotaibi');
      // The rule of starting one: a seeker the company may not see, another company, an unknown id are 404 alike.
      const hidden = await seeker({ visible: false });
      for (const id of [hidden.id, unverified.id, 2_000_000_000]) expect((await recipient(verified, id)).statusCode, String(id)).toBe(404);
      expect((await noura.call('GET', `/api/v1/conversations/recipients/${noura.id}`)).statusCode).toBe(403);
      // Reading who it is opens no CV: the seeker's "who viewed my CV" stays empty.
      expect((await database.db.select().from(cvViews).where(eq(cvViews.seeker_id, noura.id))).length).toBe(0);
    });

    it('keeps messages to 4,000 characters of plain text', async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const long = await send(noura, id, 'x'.repeat(4001));
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.body).toEqual(['Message field must be at most 4000 characters long']);
      expect((await send(noura, id, '   ')).statusCode).toBe(422);
      expect((await send(noura, id, 'x'.repeat(4000))).statusCode).toBe(201);
      const arabic = await noura.call('POST', `/api/v1/conversations/${id}/messages`, { body: '' }, 'ar');
      expect(arabic.json().errors.body).toEqual(['حقل الرسالة مطلوب']);
    });
  });

  describe('replies', () => {
    it('links a message to the one it answers (reply), only within the same conversation', async () => {
      const horizon = await company();
      const [noura, sara] = await Promise.all([seeker(), seeker({ first: 'Sara' })]);
      const id = await conversation(horizon, noura);
      const otherId = await conversation(horizon, sara);
      const first = (await thread(noura, id)).json().data.messages[0];
      const answer = await send(noura, id, 'Yes, I am interested', first.id);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data).toMatchObject({ reply: first.id, reply_excerpt: { id: first.id, from_me: false, text: 'Hello, are you open to a new role?' } });
      const foreign = (await thread(sara, otherId)).json().data.messages[0];
      const crossed = await send(noura, id, 'Sneaky', foreign.id);
      expect(crossed.statusCode).toBe(422);
      expect(crossed.json().errors.reply).toBeDefined();
    });
  });

  describe('IDOR across two companies and two seekers', () => {
    it('answers 404 for every conversation, message, file and invitation of others', async () => {
      const [horizon, nakheel] = await Promise.all([company(), company()]);
      const [noura, sara] = await Promise.all([seeker(), seeker({ first: 'Sara' })]);
      const mine = await conversation(horizon, noura);
      const saras = await conversation(horizon, sara);
      const file = (await sendFile(noura, mine)).json().data;
      const invitation = (await invite(horizon, mine)).json().data;
      const text = (await thread(noura, mine)).json().data.messages[0];

      const intruders: Array<[string, TSignedUp]> = [
        ['another company', nakheel],
        ['another seeker', sara],
      ];
      for (const [who, intruder] of intruders) {
        const calls: Array<[string, Promise<{ statusCode: number }>]> = [
          ['thread', intruder.call('GET', `/api/v1/conversations/${mine}`)],
          ['read', intruder.call('POST', `/api/v1/conversations/${mine}/read`)],
          ['send', intruder.call('POST', `/api/v1/conversations/${mine}/messages`, { body: 'hi' })],
          ['file', intruder.call('GET', `/api/v1/conversations/${mine}/messages/${file.id}/file`)],
          ['calendar', intruder.call('GET', `/api/v1/conversations/${mine}/invitations/${invitation.id}/calendar`)],
          ['upload', sendFile(intruder, mine)],
        ];
        if (intruder === nakheel) calls.push(['invite', invite(nakheel, mine)]);
        if (intruder === sara) {
          calls.push(['respond', sara.call('POST', `/api/v1/conversations/${mine}/invitations/${invitation.id}/response`, { answer: 'accept' })]);
          calls.push(['report', sara.call('POST', `/api/v1/conversations/${mine}/messages/${text.id}/report`, { reason: 'spam' })]);
          calls.push(['block', sara.call('POST', `/api/v1/conversations/${mine}/block`)]);
          // Her own conversation's id with a message of another conversation: still not hers.
          calls.push(['file through own conversation', sara.call('GET', `/api/v1/conversations/${saras}/messages/${file.id}/file`)]);
          calls.push(['calendar through own conversation', sara.call('GET', `/api/v1/conversations/${saras}/invitations/${invitation.id}/calendar`)]);
          calls.push(['respond through own conversation', sara.call('POST', `/api/v1/conversations/${saras}/invitations/${invitation.id}/response`, { answer: 'decline' })]);
        }
        for (const [name, call] of calls) expect((await call).statusCode, `${who}: ${name}`).toBe(404);
        const list = (await intruder.call('GET', '/api/v1/conversations')).json().data;
        expect(list.items.map((item: { id: number }) => item.id), who).not.toContain(mine);
      }
      // The invitation is still unanswered, and the seekers' own calls still work.
      expect((await thread(noura, mine)).json().data.messages.find((m: { id: number }) => m.id === invitation.id).invitation.status).toBe('pending');
      expect((await noura.call('GET', `/api/v1/conversations/${mine}/messages/${file.id}/file`)).statusCode).toBe(200);
    });
  });

  describe('files', () => {
    it('sends a file checked like every upload, downloadable by both sides as a private attachment', async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const sent = await sendFile(noura, id, pdfOf(2000), 'My CV.pdf');
      expect(sent.statusCode, sent.body).toBe(201);
      const message = sent.json().data;
      expect(message).toMatchObject({ msg_type: 'file', body: null, file: { name: 'My CV.pdf', content_type: 'application/pdf', url: `/api/v1/conversations/${id}/messages/${message.id}/file` } });
      const download = await horizon.call('GET', message.file.url);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const fake = await sendFile(noura, id, Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf');
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors.file).toEqual(['must be a PDF, JPG or PNG file']);
      const huge = await sendFile(noura, id, pdfOf(5 * 1024 * 1024 + 10));
      expect(huge.statusCode).toBe(422);
      // Not through the general upload endpoint.
      const body = multipartFile(pdfOf());
      const direct = await app.inject({ method: 'POST', url: '/api/v1/files?kind=message', headers: { authorization: `Bearer ${noura.token}`, ...body.headers }, payload: body.payload });
      expect(direct.statusCode).toBe(403);
    });
  });

  describe('interview invitations', () => {
    it('invites with a day and time in Riyadh, mails the seeker the calendar file, and takes one answer', async () => {
      const horizon = await company({ name: 'Horizon Trading' });
      const noura = await seeker();
      const job = await insertLiveJob(database, horizon.companyId, { title: 'Senior Accountant' });
      const id = (await start(horizon, noura, 'Hello', { job_id: job.id })).json().data.conversation.id;
      const when = ahead(3);

      expect((await invite(horizon, id, { ...ahead(-1) })).json().errors.date).toEqual(['Choose a day and time that have not passed yet']);
      expect((await invite(horizon, id, { location: '', video_url: '' })).json().errors.location).toEqual(['Place field is required']);
      expect((await invite(horizon, id, { video_url: 'javascript:alert(1)' })).statusCode).toBe(422);
      expect((await invite(noura, id)).statusCode).toBe(403);

      const sent = await invite(horizon, id, { ...when, video_url: 'https://meet.example.com/abc' });
      expect(sent.statusCode, sent.body).toBe(201);
      const message = sent.json().data;
      expect(message).toMatchObject({
        msg_type: 'interview',
        invitation: { date: when.date, time: '10:30', duration_minutes: 45, location: 'King Fahd Road, Riyadh', video_url: 'https://meet.example.com/abc', note: 'Bring your ID', status: 'pending', proposed: null },
      });

      const [mail] = await mailsTo(noura.account.email, 'interview_invitation');
      expect(mail).toMatchObject({ purpose: 'interview_invitation', locale: 'ar' });
      expect(mail!.subject).toContain('Horizon Trading');
      expect(mail!.text_body).toContain('10:30');
      expect(mail!.text_body).not.toContain('Bring your ID');
      expect(mail!.attachments).toHaveLength(1);
      const ics = mail!.attachments[0]!;
      expect(ics).toMatchObject({ filename: `interview-${message.id}.ics`, content_type: 'text/calendar; charset=utf-8; method=PUBLISH' });
      expect(ics.content).toContain(`DTSTART;TZID=Asia/Riyadh:${when.date.replace(/-/g, '')}T103000`);
      expect(ics.content).toContain('TZID:Asia/Riyadh');
      expect(ics.content).not.toContain('Bring your ID');

      const download = await noura.call('GET', message.invitation.calendar_url);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
      expect(download.body).toContain('DESCRIPTION:Bring your ID\\n');

      const proposeWithoutTime = await noura.call('POST', `/api/v1/conversations/${id}/invitations/${message.id}/response`, { answer: 'propose' });
      expect(Object.keys(proposeWithoutTime.json().errors).sort()).toEqual(['date', 'time']);
      const accepted = await noura.call('POST', `/api/v1/conversations/${id}/invitations/${message.id}/response`, { answer: 'accept', note: 'See you there' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.invitation).toMatchObject({ status: 'accepted', response_note: 'See you there' });
      const again = await noura.call('POST', `/api/v1/conversations/${id}/invitations/${message.id}/response`, { answer: 'decline' });
      expect(again.statusCode).toBe(409);

      const [answer] = await mailsTo(horizon.account.email, 'interview_response');
      expect(answer).toMatchObject({ purpose: 'interview_response' });
      expect(answer!.subject).toContain('Noura');
      expect(answer!.text_body).not.toContain('See you there');
      expect(answer!.attachments[0]!.content).toContain('STATUS:CONFIRMED');
      expect(answer!.attachments[0]!.content).toContain('SEQUENCE:1');
    });

    it('takes a proposal of another time, in the future only', async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const message = (await invite(horizon, id)).json().data;
      const url = `/api/v1/conversations/${id}/invitations/${message.id}/response`;
      expect((await noura.call('POST', url, { answer: 'propose', ...ahead(-2) })).json().errors.date).toBeDefined();
      const proposal = ahead(5);
      const proposed = await noura.call('POST', url, { answer: 'propose', ...proposal });
      expect(proposed.json().data.invitation).toMatchObject({ status: 'proposed', proposed: { date: proposal.date, time: '10:30' } });
      const [mail] = await mailsTo(horizon.account.email, 'interview_response');
      expect(mail!.attachments).toEqual([]);
    });

    it('refuses an answer once the interview time has passed (409)', async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const soon = new Date(Date.now() + 2 * 60 * MINUTE);
      const message = (await invite(horizon, id, riyadhParts(soon))).json().data;
      clock = 3 * 60 * MINUTE;
      try {
        const late = await noura.call('POST', `/api/v1/conversations/${id}/invitations/${message.id}/response`, { answer: 'accept' });
        expect(late.statusCode).toBe(409);
        expect(late.json().message).toBe('The time of this interview has passed');
      } finally {
        clock = 0;
      }
    });
  });

  describe('retries (Idempotency-Key, decision 093)', () => {
    const keyed = (who: TSignedUp, url: string, payload: unknown, key: string) =>
      app.inject({ method: 'POST', url, payload: payload as never, headers: { authorization: `Bearer ${who.token}`, 'x-locale': 'en', 'idempotency-key': key } });
    const countIn = async (who: TSignedUp, id: number) => (await thread(who, id)).json().data.messages.length as number;

    it('stores a text message once however often it is retried with its key, also when the retries arrive together', async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const before = await countIn(noura, id);
      const url = `/api/v1/conversations/${id}/messages`;
      const first = await keyed(noura, url, { body: 'Thank you, I am interested' }, 'retry-text-1');
      expect(first.statusCode, first.body).toBe(201);
      const again = await keyed(noura, url, { body: 'Thank you, I am interested' }, 'retry-text-1');
      expect(again.statusCode).toBe(201);
      expect(again.json().data.id).toBe(first.json().data.id);
      const together = await Promise.all([1, 2, 3].map(() => keyed(noura, url, { body: 'Sent three times at once' }, 'retry-text-2')));
      expect(together.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(together.map((answer) => answer.json().data.id)).size).toBe(1);
      expect(await countIn(noura, id)).toBe(before + 2);
      // Without a key every request is a new message; a key used for another conversation is refused.
      await send(noura, id, 'No key');
      await send(noura, id, 'No key');
      expect(await countIn(noura, id)).toBe(before + 4);
      const other = await conversation(await company(), noura);
      const reused = await keyed(noura, `/api/v1/conversations/${other}/messages`, { body: 'Elsewhere' }, 'retry-text-1');
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already used for another request: send a new key');
      expect((await keyed(noura, url, { body: 'x' }, 'bad key with spaces')).statusCode).toBe(400);
    });

    it('stores a file message and an interview invitation once per key, and mails the invitation once', async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const before = await countIn(noura, id);
      const upload = async () => {
        const body = multipartFile(pdfOf(1500), 'cv.pdf');
        return app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/files`, headers: { authorization: `Bearer ${noura.token}`, 'x-locale': 'en', 'idempotency-key': 'retry-file', ...body.headers }, payload: body.payload });
      };
      const [file, fileAgain] = [await upload(), await upload()];
      expect(file.statusCode, file.body).toBe(201);
      expect(fileAgain.json().data.id).toBe(file.json().data.id);

      const invitation = { ...ahead(4), duration_minutes: 30, location: 'Olaya, Riyadh' };
      const invited = await Promise.all([1, 2].map(() => keyed(horizon, `/api/v1/conversations/${id}/invitations`, invitation, 'retry-invite')));
      expect(invited.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(invited[1]!.json().data.id).toBe(invited[0]!.json().data.id);
      expect(await countIn(noura, id)).toBe(before + 2);
      expect(await mailsTo(noura.account.email, 'interview_invitation')).toHaveLength(1);

      // The answer: a retry with its key answers it again instead of "already answered".
      const answerUrl = `/api/v1/conversations/${id}/invitations/${invited[0]!.json().data.id}/response`;
      const answered = await keyed(noura, answerUrl, { answer: 'accept' }, 'retry-answer');
      expect(answered.statusCode, answered.body).toBe(200);
      const answeredAgain = await keyed(noura, answerUrl, { answer: 'accept' }, 'retry-answer');
      expect(answeredAgain.statusCode).toBe(200);
      expect(answeredAgain.json().data).toEqual(answered.json().data);
      expect((await noura.call('POST', answerUrl, { answer: 'decline' })).statusCode).toBe(409);
    });
  });

  describe('blocking and reporting', () => {
    it("ends a company's messages in every conversation with the seeker, with a clear error, until unblocked", async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const job = await insertLiveJob(database, horizon.companyId);
      expect((await noura.call('POST', `/api/v1/conversations/${id}/block`)).statusCode).toBe(200);
      const refused = await send(horizon, id, 'Please answer');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('This job seeker does not accept messages from your company');
      expect((await horizon.call('POST', '/api/v1/conversations', { seeker_id: noura.id, job_id: job.id, body: 'New job' }, 'ar')).json().message).toBe('هذا الباحث عن عمل لا يستقبل رسائل من شركتك');
      expect((await invite(horizon, id)).statusCode).toBe(403);
      expect((await sendFile(horizon, id)).statusCode).toBe(403);
      expect((await send(noura, id, 'Bye')).json().message).toBe('You blocked this company: unblock it to write to it again');
      expect((await thread(horizon, id)).json().data.conversation).toMatchObject({ blocked: true, can_send: false });
      expect((await horizon.call('POST', `/api/v1/conversations/${id}/block`)).statusCode).toBe(403);

      expect((await noura.call('DELETE', `/api/v1/conversations/${id}/block`)).statusCode).toBe(200);
      expect((await send(horizon, id, 'Thanks for unblocking')).statusCode).toBe(201);
    });

    it("reports a company's message once, never the seeker's own", async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const theirs = (await thread(noura, id)).json().data.messages[0];
      const own = (await send(noura, id, 'Mine')).json().data;
      const report = (messageId: number) => noura.call('POST', `/api/v1/conversations/${id}/messages/${messageId}/report`, { reason: 'spam', note: 'Looks like a scam' });
      expect((await report(theirs.id)).statusCode).toBe(201);
      expect((await report(theirs.id)).statusCode).toBe(201);
      expect((await report(own.id)).statusCode).toBe(404);
      expect((await noura.call('POST', `/api/v1/conversations/${id}/messages/${theirs.id}/report`, { reason: 'boredom' })).statusCode).toBe(422);
      expect((await thread(noura, id)).json().data.messages[0].reported).toBe(true);
      expect((await horizon.call('POST', `/api/v1/conversations/${id}/messages/${own.id}/report`, { reason: 'spam' })).statusCode).toBe(403);

      // The administrators read the report with the reported message and its sender, and nothing else of the conversation.
      const admin = await signUpAdmin(app, database);
      const reports = (await admin.call('GET', `/api/admin/message-reports?sender_id=${horizon.id}`)).json().data.items;
      expect(reports).toEqual([expect.objectContaining({ id: `${theirs.id}-${noura.id}`, message_id: theirs.id, conversation_id: id, sender_id: horizon.id, reporter_id: noura.id, reason: 'spam', note: 'Looks like a scam', message: theirs.body })]);
      expect(JSON.stringify(reports)).not.toContain('Mine');
      const one = await admin.call('GET', `/api/admin/message-reports/${theirs.id}-${noura.id}`);
      expect(one.json().data).toMatchObject({ sender_email: horizon.account.email });
      expect((await admin.call('GET', `/api/admin/message-reports/${own.id}-${noura.id}`)).statusCode).toBe(404);
      expect((await admin.call('GET', '/api/admin/message-reports/1-x')).statusCode).toBe(404);
      expect((await admin.call('DELETE', `/api/admin/message-reports/${theirs.id}-${noura.id}`)).statusCode).toBe(405);
      expect((await noura.call('GET', '/api/admin/message-reports')).statusCode).toBe(403);
    });
  });

  describe('limits', () => {
    it('rate-limits sending per account across kinds of messages (429), counted in PostgreSQL', async () => {
      const horizon = await readyCompany(strict, database);
      const noura = await seeker();
      const strictNoura = { ...noura, call: (method: 'GET' | 'POST', url: string, payload?: unknown) => strict.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${noura.token}`, 'x-locale': 'en' } }) };
      const id = (await horizon.call('POST', '/api/v1/conversations', { seeker_id: noura.id, body: 'Hello' })).json().data.conversation.id;
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => strictNoura.call('POST', `/api/v1/conversations/${id}/messages`, { body: `Reply ${i}` })));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
      expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toBe('You are sending messages too quickly: wait a minute and try again');
      // The company has its own count (one message so far).
      expect((await horizon.call('POST', `/api/v1/conversations/${id}/messages`, { body: 'Second' })).statusCode).toBe(201);
    });

    it('caps the new conversations a company starts a day (COMPANY_NEW_CONVERSATIONS_PER_DAY), not the messages in them', async () => {
      const horizon = await readyCompany(capped, database);
      const [a, b, c] = await Promise.all([seeker(), seeker(), seeker()]);
      const startTo = (who: TSignedUp) => horizon.call('POST', '/api/v1/conversations', { seeker_id: who.id, body: 'Hello' });
      expect((await startTo(a)).statusCode).toBe(201);
      expect((await startTo(b)).statusCode).toBe(201);
      const third = await startTo(c);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toContain('as many new conversations as it may today');
      expect((await startTo(a)).statusCode).toBe(201);
      clock = DAY;
      try {
        expect((await startTo(c)).statusCode).toBe(201);
      } finally {
        clock = 0;
      }
    });
  });

  describe('stored text and mails (XSS)', () => {
    it('keeps markup as plain text and never puts it, or any message text, into a mail', async () => {
      const evil = '<img src=x onerror=alert(1)><script>alert("x")</script>';
      const horizon = await company({ name: `Evil <b onmouseover=alert(1)>Co</b>` });
      // A name can no longer hold markup (decision 152); one saved before that rule still reaches mails as plain text.
      const noura = await seeker();
      await database.db.update(users).set({ first_name: '<script>alert(2)</script>' }).where(eq(users.id, noura.id));
      const id = await conversation(horizon, noura);
      const stored = (await send(noura, id, evil)).json().data;
      expect(stored.body).toBe(evil);
      expect((await thread(horizon, id)).json().data.messages.at(-1).body).toBe(evil);

      const mails: Array<{ to: string; subject: string; text: string; html: string }> = [];
      clock = 15 * MINUTE;
      try {
        await runUnreadMails({ db: database.db, now, config: { publicUrl: 'https://tawzeef.example' }, notifier: { mail: async (mail) => void mails.push(mail), sms: async () => undefined } });
      } finally {
        clock = 0;
      }
      const toSeeker = mails.find((mail) => mail.to === noura.account.email)!;
      const toCompany = mails.find((mail) => mail.to === horizon.account.email)!;
      for (const mail of [toSeeker, toCompany]) {
        expect(mail.html).not.toMatch(/<script|<img|<b /i);
        expect(mail.text).not.toContain('Hello, are you open');
        expect(mail.html).not.toContain('alert(1)&lt;');
        expect(mail.text).not.toContain(evil);
      }
      expect(toSeeker.html).toContain('Evil &lt;b onmouseover=alert(1)&gt;Co&lt;/b&gt;');
      expect(toCompany.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    });
  });

  describe('the unread mail', () => {
    it('mails a message unread for ten minutes in the recipient language, at most once per conversation an hour, never after reading or opting out', async () => {
      const horizon = await company({ name: 'Horizon Trading' });
      const noura = await seeker();
        const id = await conversation(horizon, noura);
      const mails: Array<{ to: string; subject: string; text: string; locale: string; purpose: string }> = [];
      const deps = { db: database.db, now, config: { publicUrl: 'https://tawzeef.example' }, notifier: { mail: async (mail: (typeof mails)[number]) => void mails.push(mail), sms: async () => undefined } };
      const run = async (at: number) => {
        clock = at;
        try {
          await runUnreadMails(deps);
        } finally {
          clock = 0;
        }
        return mails.filter((mail) => mail.to === noura.account.email);
      };
      expect(await run(5 * MINUTE)).toHaveLength(0);
      const first = await run(11 * MINUTE);
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ locale: 'ar', purpose: 'message_unread' });
      expect(first[0]!.subject).toBe('رسالة جديدة من Horizon Trading على توظيف');
      expect(first[0]!.text).toContain(`https://tawzeef.example/messages/${id}`);
      expect(first[0]!.text).not.toContain('Hello, are you open');
      expect(await run(12 * MINUTE)).toHaveLength(1);

      clock = 20 * MINUTE;
      expect((await send(horizon, id, 'Another one')).statusCode).toBe(201);
      clock = 0;
      expect(await run(35 * MINUTE)).toHaveLength(1);
      expect(await run(72 * MINUTE)).toHaveLength(2);
      expect(await run(200 * MINUTE)).toHaveLength(2);

      // Read messages and an opted-out account get no mail.
      clock = 210 * MINUTE;
      await send(horizon, id, 'Third');
      clock = 0;
      await noura.call('POST', `/api/v1/conversations/${id}/read`);
      expect(await run(300 * MINUTE)).toHaveLength(2);
      expect((await noura.call('PUT', '/api/v1/user/mail-preferences', { message_mails: false })).json().data).toEqual({ message_mails: false });
      expect((await noura.call('GET', '/api/v1/user/mail-preferences')).json().data).toEqual({ message_mails: false });
      clock = 310 * MINUTE;
      await send(horizon, id, 'Fourth');
      clock = 0;
      expect(await run(400 * MINUTE)).toHaveLength(2);
    });
  });

  describe('Server-Sent Events', () => {
    it('streams the unread count at once and a new message as it is written', async () => {
      const horizon = await company();
      const noura = await seeker();
      const id = await conversation(horizon, noura);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEvents(`${address}/api/v1/messages/events`, noura.token);
      const own = await openEvents(`${address}/api/v1/messages/events`, horizon.token);
      try {
        await stream.waitFor((text) => /event: unread\ndata: \{"total":1/.test(text));
        await own.waitFor((text) => text.includes('event: unread'));
        const sent = (await send(horizon, id, 'Live')).json().data;
        await stream.waitFor((text) => text.includes(`event: message\ndata: {"conversation_id":${id},"message_id":${sent.id},"from_me":false}`) && /"total":2/.test(text));
        // The sender's own stream hears of it too (another tab shows it), as theirs: nothing to announce as new.
        await own.waitFor((text) => text.includes(`event: message\ndata: {"conversation_id":${id},"message_id":${sent.id},"from_me":true}`));
      } finally {
        stream.close();
        own.close();
      }
    });
  });
});

// fromRiyadh is the inverse of riyadhParts.
describe('Riyadh time', () => {
  it('is UTC+3 all year', () => {
    expect(fromRiyadh('2026-03-15', '10:30').toISOString()).toBe('2026-03-15T07:30:00.000Z');
    expect(riyadhParts(new Date('2026-12-31T22:15:00Z'))).toEqual({ date: '2027-01-01', time: '01:15' });
  });
});
