// Decisions on reported messages (issue 43 §8, decision 097): open, dismissed or acted on (the message removed by
// moderation for both sides), audited with the administrator's note, decided once, the reporters told by mail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { multipartFile, pdfOf } from '../../test/uploads.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const drivers = await testDrivers();

describe.each(drivers)('deciding message reports on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let other: TSignedUp;
  let root: string;
  const mails: Array<Parameters<TNotifier['mail']>[0]> = [];

  beforeAll(async () => {
    database = await driver.open();
    const notifier: TNotifier = { mail: async (m) => void mails.push(m), sms: async () => undefined };
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-message-reports-'));
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example', MESSAGES_PER_MINUTE: '1000', DATA_DIR: path.join(root, 'data') }, { notifier });
    admin = await signUpAdmin(app, database);
    other = await signUpAdmin(app, database);
    await database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, other.id));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const mailsTo = (email: string) => mails.filter((mail) => mail.to === email && mail.purpose.startsWith('message_report_'));
  const act = (who: TSignedUp, id: string, action: string, reason: unknown = 'Checked the conversation', locale: 'ar' | 'en' = 'en') =>
    who.call('POST', `/api/admin/message-reports/${id}/${action}`, reason === undefined ? {} : { reason }, locale);

  async function seeker(locale: 'ar' | 'en' = 'en'): Promise<TSignedUp> {
    const who = await signUp(app, 'USER', { first_name: 'Noura', last_name: 'Alotaibi' });
    await giveMinimumProfile(database, who.id);
    await database.db.update(users).set({ locale }).where(eq(users.id, who.id));
    return who;
  }

  /** A company writes to a seeker, who reports the message: the conversation, the message and the report's id. */
  async function reported(body: string, to?: TSignedUp, from?: TTestCompany) {
    const company = from ?? (await readyCompany(app, database));
    const noura = to ?? (await seeker());
    const started = await company.call('POST', '/api/v1/conversations', { seeker_id: noura.id, body });
    expect(started.statusCode, started.body).toBe(201);
    const { conversation, messages } = started.json().data;
    const message = messages.at(-1);
    const report = await noura.call('POST', `/api/v1/conversations/${conversation.id}/messages/${message.id}/report`, { reason: 'scam', note: 'Asks for money' });
    expect(report.statusCode, report.body).toBe(201);
    return { company, noura, conversationId: conversation.id as number, messageId: message.id as number, id: `${message.id}-${noura.id}` };
  }

  it('lists open reports by default in the console and filters by status', async () => {
    const { id } = await reported('Send 500 SAR to book your interview');
    const open = (await admin.call('GET', '/api/admin/message-reports?status=open&per_page=100')).json().data;
    expect(open.items.find((item: { id: string }) => item.id === id)).toMatchObject({ status: 'open', resolution: null, resolved_by: null, message_removed: false });
    expect((await act(admin, id, 'dismiss')).statusCode).toBe(200);
    const after = (await admin.call('GET', '/api/admin/message-reports?status=open&per_page=100')).json().data;
    expect(after.items.some((item: { id: string }) => item.id === id)).toBe(false);
    const dismissed = (await admin.call('GET', '/api/admin/message-reports?status=dismissed&per_page=100')).json().data;
    expect(dismissed.items.find((item: { id: string }) => item.id === id)).toMatchObject({ status: 'dismissed' });
    expect((await admin.call('GET', '/api/admin/message-reports?status=closed')).statusCode).toBe(422);
  });

  it('dismisses a report with a note: the message stays, the decision is audited and the reporter told in their language', async () => {
    const noura = await seeker('ar');
    const { id, conversationId } = await reported('Are you free for a call tomorrow?', noura);
    expect((await act(admin, id, 'dismiss', ' ')).statusCode).toBe(422);
    const answer = await act(admin, id, 'dismiss', 'A normal invitation to talk');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('The report is dismissed: the message stays and the person who reported it was told');
    expect(answer.json().data).toMatchObject({ status: 'dismissed', resolution: 'A normal invitation to talk', resolved_by: admin.id, message_removed: false });
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'message-reports'), eq(auditLog.record_id, id)));
    expect(entry).toMatchObject({ action: 'dismiss', reason: 'A normal invitation to talk', actor_id: admin.id });
    expect(entry!.before).toMatchObject({ status: 'open' });
    expect(entry!.after).toMatchObject({ status: 'dismissed' });
    const thread = (await noura.call('GET', `/api/v1/conversations/${conversationId}`)).json().data;
    expect(thread.messages.at(-1)).toMatchObject({ body: 'Are you free for a call tomorrow?', removed: false });
    const told = mailsTo(noura.account.email);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ locale: 'ar', subject: 'راجعنا بلاغك عن رسالة', purpose: 'message_report_dismissed' });
    expect(told[0]!.text).toContain('لا تخالف قواعد توظيف');
    expect(told[0]!.text).not.toContain('A normal invitation to talk');
  });

  it('acts on a report: the message is removed for both sides (list, thread, quotes) and the reporter is told', async () => {
    const first = await reported('Pay the training fee to this account: SA0380000000608010167519');
    const answer = await act(admin, first.id, 'act', 'Asks for money: a scam');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('The message is removed from the conversation and the person who reported it was told');
    expect(answer.json().data).toMatchObject({ status: 'acted', message_removed: true, resolution: 'Asks for money: a scam' });

    for (const side of [first.noura, first.company]) {
      const thread = (await side.call('GET', `/api/v1/conversations/${first.conversationId}`)).json().data;
      const message = thread.messages.find((item: { id: number }) => item.id === first.messageId);
      expect(message).toMatchObject({ removed: true, body: null, file: null, invitation: null });
      expect(thread.conversation.last_message).toMatchObject({ removed: true, text: null });
      const list = (await side.call('GET', '/api/v1/conversations')).json().data;
      expect(list.items.find((item: { id: number }) => item.id === first.conversationId).last_message).toMatchObject({ removed: true, text: null });
    }
    // An answer quoting it quotes nothing of it.
    const reply = await first.noura.call('POST', `/api/v1/conversations/${first.conversationId}/messages`, { body: 'I will not pay', reply: first.messageId });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.reply_excerpt).toMatchObject({ id: first.messageId, text: null, removed: true });

    const told = mailsTo(first.noura.account.email);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ locale: 'en', subject: 'Your report of a message was reviewed', purpose: 'message_report_acted' });
    expect(told[0]!.text).toContain('removed it from the conversation');
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'message-reports'), eq(auditLog.record_id, first.id)));
    expect(entry).toMatchObject({ action: 'act', reason: 'Asks for money: a scam' });

    // Decided: no second decision, in the administrator's language.
    const again = await act(other, first.id, 'dismiss', 'لا مشكلة', 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('سبق أن بتّ مشرف آخر في هذا البلاغ: أعد التحميل لمعرفة قراره');
  });

  it('decides a report once when two administrators decide it at the same time: the other gets a 409', async () => {
    const { id, noura } = await reported('Click this link to claim your job offer');
    const answers = await Promise.all([act(admin, id, 'act', 'Phishing link'), act(other, id, 'dismiss', 'Looks fine to me', 'en'), act(admin, id, 'dismiss', 'Fine')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe('Another administrator has already decided this report: reload to see their decision');
    }
    expect(mailsTo(noura.account.email)).toHaveLength(1);
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'message-reports'), eq(auditLog.record_id, id)));
    expect(entries).toHaveLength(1);
  });

  it('no longer serves the file of a removed file message to either side', async () => {
    const company = await readyCompany(app, database);
    const noura = await seeker();
    const started = await company.call('POST', '/api/v1/conversations', { seeker_id: noura.id, body: 'Please read the attached contract' });
    const conversationId: number = started.json().data.conversation.id;
    const body = multipartFile(pdfOf(), 'contract.pdf', 'application/pdf');
    const sent = await app.inject({ method: 'POST', url: `/api/v1/conversations/${conversationId}/files`, headers: { authorization: `Bearer ${company.token}`, 'x-locale': 'en', ...body.headers }, payload: body.payload });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId: number = sent.json().data.id;
    const file = (side: TSignedUp) => side.call('GET', `/api/v1/conversations/${conversationId}/messages/${messageId}/file`);
    expect((await file(noura)).statusCode).toBe(200);
    expect((await noura.call('POST', `/api/v1/conversations/${conversationId}/messages/${messageId}/report`, { reason: 'spam' })).statusCode).toBe(201);
    expect((await act(admin, `${messageId}-${noura.id}`, 'act', 'Removed after review')).statusCode).toBe(200);
    for (const side of [noura, company]) expect((await file(side)).statusCode).toBe(404);
    const thread = (await noura.call('GET', `/api/v1/conversations/${conversationId}`)).json().data;
    expect(thread.messages.find((item: { id: number }) => item.id === messageId)).toMatchObject({ msg_type: 'file', removed: true, file: null });
  });
});
