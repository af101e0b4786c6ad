import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { caller, signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { newAddress } from '../../test/outbox.ts';
import { deviceInWords } from '../auth/devices.ts';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('a device in words from its user agent (issue 61 §2)', () => {
  it('names the browser and the system in both languages, and an unknown one as such', () => {
    expect(deviceInWords(CHROME_ANDROID, 'en')).toBe('Chrome on Android');
    expect(deviceInWords(CHROME_ANDROID, 'ar')).toBe('Chrome على Android');
    expect(deviceInWords(SAFARI_IPHONE, 'en')).toBe('Safari on iOS');
    expect(deviceInWords(FIREFOX_WINDOWS, 'en')).toBe('Firefox on Windows');
    expect(deviceInWords(EDGE_WINDOWS, 'en')).toBe('Edge on Windows');
    expect(deviceInWords(SAFARI_MAC, 'ar')).toBe('Safari على macOS');
    expect(deviceInWords('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'en')).toBe('Chrome on Linux');
    expect(deviceInWords('curl/8.5.0', 'en')).toBe('Unknown device');
    expect(deviceInWords(null, 'ar')).toBe('جهاز غير معروف');
  });
});

describe.each(await testDrivers())('sessions a person can see and end on $name (issue 61 §2)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Another sign-in of the same person, from the given browser: its token's caller. */
  async function loginFrom(person: TSignedUp, userAgent: string, remoteAddress = newAddress()) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: person.account.email, password: person.account.password },
      remoteAddress,
      headers: { 'x-locale': 'en', 'user-agent': userAgent },
    });
    expect(answer.statusCode).toBe(200);
    return caller(app, answer.json().data.access_token.token as string);
  }
  const listOf = async (call: TSignedUp['call'], locale: 'ar' | 'en' = 'en') => {
    const answer = await call('GET', '/api/v1/user/sessions', undefined, locale);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { id: number; device: string; place: string | null; created_at: string; last_used_at: string; current: boolean }[];
  };

  it('lists two sign-ins with the device in words in both languages, the current one marked', async () => {
    const person = await signUp(app);
    const phone = await loginFrom(person, CHROME_ANDROID);
    const laptop = await loginFrom(person, FIREFOX_WINDOWS);

    const seen = await listOf(laptop);
    // The registration's session and the two sign-ins.
    expect(seen).toHaveLength(3);
    expect(seen.filter((row) => row.current).map((row) => row.device)).toEqual(['Firefox on Windows']);
    expect(seen.map((row) => row.device)).toContain('Chrome on Android');
    for (const row of seen) {
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(row.last_used_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    const inArabic = await listOf(phone, 'ar');
    expect(inArabic.filter((row) => row.current).map((row) => row.device)).toEqual(['Chrome على Android']);
    expect(inArabic.map((row) => row.device)).toContain('Firefox على Windows');
    // Someone else sees only their own.
    expect(await listOf((await signUp(app)).call)).toHaveLength(1);
  });

  it('says the approximate place of a public address in the reader’s language, and none for a private one (decision 174)', async () => {
    const person = await signUp(app);
    const dubai = await loginFrom(person, SAFARI_MAC, '195.229.0.1');
    await loginFrom(person, FIREFOX_WINDOWS, '::ffff:212.138.64.1');
    const places = async (locale: 'ar' | 'en') => (await listOf(dubai, locale)).map((row) => [row.device.split(' ')[0], row.place]);
    expect(await places('en')).toEqual(
      expect.arrayContaining([
        ['Safari', 'United Arab Emirates'],
        ['Firefox', 'Saudi Arabia'],
      ]),
    );
    expect(await places('ar')).toEqual(expect.arrayContaining([['Safari', 'الإمارات العربية المتحدة'], ['Firefox', 'المملكة العربية السعودية']]));
    // The sign-up's session came from the loopback address: no place.
    expect((await listOf(dubai)).filter((row) => row.place === null)).toHaveLength(1);
  });

  it("ending a session makes its token answer 401 at once and takes it off the list; another person's session is 404", async () => {
    const person = await signUp(app);
    const phone = await loginFrom(person, CHROME_ANDROID);
    const phoneId = (await listOf(phone)).find((row) => row.current)!.id;
    expect((await phone('GET', '/api/v1/user/profile')).statusCode).toBe(200);

    const stranger = await signUp(app);
    const refused = await stranger.call('DELETE', `/api/v1/user/sessions/${phoneId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This session was not found: it may have ended already');
    expect((await stranger.call('DELETE', `/api/v1/user/sessions/${phoneId}`, undefined, 'ar')).json().message).toBe('لم يتم العثور على هذه الجلسة: ربما انتهت من قبل');
    expect((await phone('GET', '/api/v1/user/profile')).statusCode).toBe(200);

    const ended = await person.call('DELETE', `/api/v1/user/sessions/${phoneId}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe('The session has ended: that device is signed out');
    expect((await phone('GET', '/api/v1/user/profile')).statusCode).toBe(401);
    expect((await listOf(person.call)).map((row) => row.id)).not.toContain(phoneId);
    // Ended already: 404 the second time.
    expect((await person.call('DELETE', `/api/v1/user/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it('ends every other session and keeps the one that asks', async () => {
    const person = await signUp(app);
    const phone = await loginFrom(person, CHROME_ANDROID);
    const laptop = await loginFrom(person, FIREFOX_WINDOWS);
    const stranger = await signUp(app);

    const answer = await laptop('POST', '/api/v1/user/sessions/end-others', undefined, 'ar');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: 'انتهت كل الجلسات الأخرى: هذا الجهاز وحده ما زال مسجّلًا', data: { ended: 2 } });
    expect((await phone('GET', '/api/v1/user/profile')).statusCode).toBe(401);
    expect((await person.call('GET', '/api/v1/user/profile')).statusCode).toBe(401);
    const left = await listOf(laptop);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, device: 'Firefox on Windows' });
    // Another person's sessions are untouched.
    expect((await stranger.call('GET', '/api/v1/user/profile')).statusCode).toBe(200);
  });
});
