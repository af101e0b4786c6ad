import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';

/**
 * Migrations 0046 and 0047 (decision 097) on a database that already holds a reported message and a seeker's date
 * of birth: the report waits for a decision (open), the message is not removed, the birth date is Gregorian; a status
 * or calendar outside the lists is refused.
 */
describe('migrations 0046 and 0047: message report decisions and the birth date calendar', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0046_message_report_decisions') - 1);
    const q = (text: string, values: unknown[] = []) => database.client.query<{ id: number }>(text, values);
    const user = async (email: string, type: string) =>
      (await q(`insert into users (type, first_name, last_name, email, phone) values ($1, 'A', 'B', $2, $3) returning id`, [type, email, `+96655${Math.floor(Math.random() * 1e7)}`])).rows[0]!.id;
    const seeker = await user('seeker@example.com', 'USER');
    const owner = await user('owner@example.com', 'COMPANY');
    const company = (await q(`insert into companies (user_id, foundation_name) values ($1, 'Horizon') returning id`, [owner])).rows[0]!.id;
    const conversation = (await q(`insert into conversations (company_id, seeker_id) values ($1, $2) returning id`, [company, seeker])).rows[0]!.id;
    const message = (await q(`insert into messages (conversation_id, sender_id, recipient_id, msg_type, body) values ($1, $2, $3, 'text', 'Pay first') returning id`, [conversation, owner, seeker])).rows[0]!.id;
    await q(`insert into message_reports (message_id, reporter_id, reason) values ($1, $2, 'scam')`, [message, seeker]);
    await q(`insert into seeker_profiles (user_id, birthdate) values ($1, '1995-05-10')`, [seeker]);
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('leaves the earlier report open and its message shown, and the earlier birth date Gregorian', async () => {
    const reports = await database.client.query(`select status, resolution, resolved_by, resolved_at from message_reports`);
    expect(reports.rows).toEqual([{ status: 'open', resolution: null, resolved_by: null, resolved_at: null }]);
    const messages = await database.client.query(`select removed_at from messages`);
    expect(messages.rows).toEqual([{ removed_at: null }]);
    const profiles = await database.client.query(`select birthdate_calendar from seeker_profiles`);
    expect(profiles.rows).toEqual([{ birthdate_calendar: 'gregorian' }]);
  });

  it('refuses a status or a calendar outside their lists', async () => {
    await expect(database.client.query(`update message_reports set status = 'closed'`)).rejects.toThrow(/message_reports_status_check/);
    await expect(database.client.query(`update seeker_profiles set birthdate_calendar = 'julian'`)).rejects.toThrow(/seeker_profiles_birthdate_calendar_check/);
  });
});
