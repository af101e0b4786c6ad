import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';

const [driver] = await testDrivers();

/** A form answers every wrong field at once, not one per submit (decision 089). */
describe('forms with several wrong fields', () => {
  let app: FastifyInstance;
  let me: TSignedUp;
  beforeAll(async () => {
    app = await testApp(await driver!.open());
    me = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('names every wrong field of a registration in one answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'x-locale': 'en' },
      payload: { type: 'COMPANY', first_name: '', last_name: 'Ali', email: 'not-an-address', phone: '05', password: 'short', password_confirmation: 'other', accept_terms: false },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['accept_terms', 'email', 'first_name', 'foundation_name', 'password', 'password_confirmation', 'phone']);
  });

  it('names every wrong field of a contact message in one answer', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/contact-messages', headers: { 'x-locale': 'ar' }, payload: { name: 'x', email: 'x@', subject: 'hi', message: 'short' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('names every unknown choice of a CV section in one answer, checked on the server', async () => {
    const response = await me.call('PUT', '/api/v1/user/profile/personal-info', { first_name: 'Sara', last_name: 'Ali', nationality_id: 999_999, drive_licence_nationality_id: 999_998, country_id: 999_997, city_id: 999_996 }, 'en');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['city_id', 'country_id', 'drive_licence_nationality_id', 'nationality_id']);
  });
});
