import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite, type TDatabaseHandle } from '../client.ts';
import { prepareDatabase } from '../prepare.ts';
import { testApp } from '../../test/harness.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo.ts';

describe('first start', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openPglite();
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ lookups: true, demo: true });
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('seeds nothing twice', async () => {
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ lookups: false, demo: false });
  });

  it('gives every demo account its listed password, and demo job seekers full CVs', async () => {
    for (const account of demoAccounts) {
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: account.phone, password: DEMO_PASSWORD } });
      expect(login.statusCode, account.email).toBe(200);
      if (account.type !== 'USER') continue;
      const token = login.json().data.access_token.token;
      const cv = (await app.inject({ url: '/api/v1/user/profile', headers: { authorization: `Bearer ${token}` } })).json().data.cv;
      expect(cv.experiences.length, account.email).toBeGreaterThanOrEqual(2);
      expect(cv.skills.length).toBeGreaterThanOrEqual(3);
      expect(cv.prominent_major_ids.length).toBeGreaterThanOrEqual(2);
      expect(cv.completeness.ratio).toBe(80);
      expect(cv.completeness.missing).toEqual(['photo', 'cv']);
    }
  });
});
