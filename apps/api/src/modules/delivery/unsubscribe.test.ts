import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { signToken } from '../../db/signed-tokens.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { signUnsubscribe, unsubscribeLink, verifyUnsubscribe } from './unsubscribe.ts';

/**
 * The signed links of the one-click unsubscribe (decision 162): each list's token opens that list only, a changed one
 * opens nothing, and a link mailed before the module (signed by each list's own helper then) still works. They do not
 * expire: an unsubscribe link must work for as long as its mail may be read.
 */
const PUBLIC_URL = 'https://tawzeef.example';

describe.each(await testDrivers())('the unsubscribe links on $name', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL });
  });
  afterAll(async () => app?.close());

  it('open the row they were signed for, in their own list only', async () => {
    const token = await signUnsubscribe(database.db, 'job-alert', 42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(await verifyUnsubscribe(database.db, 'job-alert', token)).toBe(42);
    // The same id's token of another list: refused by each of the others.
    for (const list of ['saved-search', 'recommended-jobs', 'member-digest'] as const) expect(await verifyUnsubscribe(database.db, list, token)).toBeNull();
  });

  it('refuse a changed token: another id, a changed signature, nonsense, none', async () => {
    const token = await signUnsubscribe(database.db, 'saved-search', 7);
    const signature = token.split('.')[1]!;
    // A character in the signature's middle (the last one's low bits may be padding).
    const changed = `7.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [`8.${signature}`, changed, 'nonsense', '0.x', '', undefined]) expect(await verifyUnsubscribe(database.db, 'saved-search', bad)).toBeNull();
  });

  it('keep working for links mailed before this module, signed by the lists\' own helpers', async () => {
    // What alerts/unsubscribe-token.ts, members/digest-token.ts and the others signed with until decision 162.
    expect(await verifyUnsubscribe(database.db, 'job-alert', await signToken(database.db, 'job_alert_unsubscribe_secret', 'job-alert-unsubscribe', '5'))).toBe(5);
    expect(await verifyUnsubscribe(database.db, 'saved-search', await signToken(database.db, 'saved_search_unsubscribe_secret', 'saved-search-unsubscribe', '6'))).toBe(6);
    expect(await verifyUnsubscribe(database.db, 'recommended-jobs', await signToken(database.db, 'recommendation_mail_unsubscribe_secret', 'recommendation-mail-unsubscribe', '7'))).toBe(7);
    expect(await verifyUnsubscribe(database.db, 'member-digest', await signToken(database.db, 'member_digest_off_secret', 'member-digest-off', '8'))).toBe(8);
  });

  it('give a mail its page in its language and the RFC 8058 headers', async () => {
    const token = encodeURIComponent(await signUnsubscribe(database.db, 'member-digest', 9));
    expect(await unsubscribeLink(database.db, PUBLIC_URL, 'en', 'member-digest', 9)).toEqual({
      pageUrl: `${PUBLIC_URL}/en/company-digest/off?token=${token}`,
      headers: { 'List-Unsubscribe': `<${PUBLIC_URL}/api/v1/company/member-digest/off?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect((await unsubscribeLink(database.db, PUBLIC_URL, 'ar', 'job-alert', 9)).pageUrl).toBe(`${PUBLIC_URL}/job-alerts/unsubscribe?token=${encodeURIComponent(await signUnsubscribe(database.db, 'job-alert', 9))}`);
  });

  it('refuse, on every route of the family, a token of another list (404, in the reader\'s language)', async () => {
    const token = await signUnsubscribe(database.db, 'job-alert', 1);
    for (const url of ['/api/v1/saved-searches/unsubscribe', '/api/v1/recommended-jobs/unsubscribe', '/api/v1/company/member-digest/off']) {
      const oneClick = await app.inject({ method: 'POST', url: `${url}?token=${encodeURIComponent(token)}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-locale': 'en' } });
      expect({ url, status: oneClick.statusCode }).toEqual({ url, status: 404 });
      expect(oneClick.json().message).toMatch(/not valid/);
    }
    const view = await app.inject({ method: 'GET', url: `/api/v1/saved-searches/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(view.statusCode).toBe(404);
    expect(view.headers['cache-control']).toBe('no-store');
  });
});
