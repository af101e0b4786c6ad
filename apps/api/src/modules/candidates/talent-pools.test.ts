// Talent pools' rules beyond their basic calls (decision 028): applicants in a list, and the limits of lists.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { TALENT_POOL_MEMBERS_MAX, TALENT_POOLS_MAX } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { seekerProfiles, talentPoolMembers, talentPools } from '../../db/schema/index.ts';
import { keyedCall, signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

describe.each(drivers)('talent pools: applicants and limits (decision 028) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  async function seeker(visible: boolean, first = 'Noura', last = 'Alotaibi'): Promise<TSignedUp> {
    const who = await signUp(app, 'USER', { first_name: first, last_name: last });
    await giveMinimumProfile(database, who.id, { job_role_title: 'Senior accountant' });
    await database.db.update(seekerProfiles).set({ is_visible: visible }).where(eq(seekerProfiles.user_id, who.id));
    return who;
  }
  const newPool = (company: TSignedUp, name: string, seekerId?: number, locale: 'ar' | 'en' = 'en') =>
    company.call('POST', '/api/v1/company/talent-pools', seekerId === undefined ? { name } : { name, seeker_id: seekerId }, locale);

  it('keeps a hidden seeker who applied to the company as a full card, with name and contact even for an unverified company; withdrawn, unavailable', async () => {
    const company = await readyCompany(app, database, { verify: false });
    const hidden = await seeker(false, 'Reem', `Applied${randomBytes(2).toString('hex')}`);
    // Not an applicant yet: a hidden seeker cannot be saved.
    expect((await newPool(company, `Before ${hidden.id}`, hidden.id)).statusCode).toBe(404);
    const job = await insertLiveJob(database, company.companyId, { title: 'Accountant' });
    const applied = await hidden.call('POST', `/api/v1/jobs/${job.id}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);

    const created = await newPool(company, `Applicants ${hidden.id}`, hidden.id);
    expect(created.statusCode, created.body).toBe(201);
    const pool = created.json().data;
    const detail = (await company.call('GET', `/api/v1/company/talent-pools/${pool.id}`)).json().data;
    expect(detail.items[0]).toMatchObject({
      id: hidden.id,
      available: true,
      candidate: { id: hidden.id, name: `Reem ${hidden.account.last_name}`, contact_hidden: false, contact: { email: hidden.account.email } },
    });

    await hidden.call('POST', `/api/v1/user/applications/${applied.json().data.id}/withdraw`);
    const after = (await company.call('GET', `/api/v1/company/talent-pools/${pool.id}`)).json().data;
    expect(after.items[0]).toMatchObject({ id: hidden.id, available: false, candidate: null });
    expect(JSON.stringify(after)).not.toContain(hidden.account.last_name as string);
  });

  it(`allows at most ${TALENT_POOLS_MAX} lists per company, also when they are created at the same time, and says so in the caller's language`, async () => {
    const company = await readyCompany(app, database);
    const names = Array.from({ length: TALENT_POOLS_MAX - 2 }, (_, index) => ({ company_id: company.companyId, name: `List ${index}` }));
    await database.db.insert(talentPools).values(names);
    // Two left: five created at once, only two pass.
    const raced = await Promise.all(Array.from({ length: 5 }, (_, index) => newPool(company, `Raced ${index}`)));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(talentPools).where(eq(talentPools.company_id, company.companyId));
    expect(row!.n).toBe(TALENT_POOLS_MAX);

    const full = await newPool(company, 'One more', undefined, 'ar');
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.name[0]).toContain(String(TALENT_POOLS_MAX));
    expect(full.json().errors.name[0]).toMatch(/[\u0600-\u06FF]/u);
    // Deleting one makes room for one.
    const list = (await company.call('GET', '/api/v1/company/talent-pools')).json().data;
    expect((await company.call('DELETE', `/api/v1/company/talent-pools/${list[0].id}`)).statusCode).toBe(200);
    expect((await newPool(company, 'One more')).statusCode).toBe(201);
  });

  it(`holds at most ${TALENT_POOL_MEMBERS_MAX} candidates in a list, also when they are added at the same time (422 naming the limit); one already in it is no change`, async () => {
    const company: TTestCompany = await readyCompany(app, database);
    const [first, ...others] = await Promise.all([seeker(true), seeker(true), seeker(true), seeker(true), seeker(true)]);
    const pool = (await newPool(company, `Full ${first!.id}`, first!.id)).json().data;
    // The rest of the list but two places, made directly: accounts without a CV (they stay as "unavailable" members).
    const filler = (await database.db.execute(sql`
      insert into users (type, first_name, last_name, email, phone)
      select 'USER', 'Filler', 'Seeker', 'filler-' || ${randomBytes(4).toString('hex')} || '-' || n || '@example.com',
        '+96657' || lpad((${randomInt(0, 7_000_000)} + n)::text, 7, '0')
      from generate_series(1, ${TALENT_POOL_MEMBERS_MAX - 3}) as n
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    await database.db.insert(talentPoolMembers).values(filler.rows.map((row) => ({ pool_id: pool.id, seeker_id: Number(row.id) })));

    // Two places left: three added at once, two pass.
    const add = (who: TSignedUp, locale: 'ar' | 'en' = 'en') => company.call('PUT', `/api/v1/company/talent-pools/${pool.id}/candidates/${who.id}`, undefined, locale);
    const raced = await Promise.all(others.slice(0, 3).map((who) => add(who)));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 200, 422]);
    expect((await company.call('GET', `/api/v1/company/talent-pools/${pool.id}`)).json().data.total).toBe(TALENT_POOL_MEMBERS_MAX);

    const again = await add(first!);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.count).toBe(TALENT_POOL_MEMBERS_MAX);
    const refused = await add(others[3]!, 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.employee[0]).toContain(String(TALENT_POOL_MEMBERS_MAX));
    expect(refused.json().errors.employee[0]).toMatch(/[\u0600-\u06FF]/u);
  });
  it('makes one list however often its creation is retried with an Idempotency-Key, and saves a candidate once per key (decision 095)', async () => {
    const company = await readyCompany(app, database);
    const [noura, reem] = await Promise.all([seeker(true), seeker(true)]);
    const create = (body: Record<string, unknown>, key: string) => keyedCall(app, company.token, 'POST', '/api/v1/company/talent-pools', body, key);
    const pools = async () => (await database.db.select({ id: talentPools.id }).from(talentPools).where(eq(talentPools.company_id, company.companyId))).length;
    // The retry answers the list, not "name taken"; two at once make one.
    const together = await Promise.all([1, 2].map(() => create({ name: 'Accountants', seeker_id: noura.id }, 'pool-key-1')));
    expect(together.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const again = await create({ name: 'Accountants', seeker_id: noura.id }, 'pool-key-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toEqual(together[0]!.json().data);
    expect(together[1]!.json().data).toEqual(together[0]!.json().data);
    expect(again.json().data.count).toBe(1);
    expect(await pools()).toBe(1);
    const reused = await create({ name: 'Engineers' }, 'pool-key-1');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for another request: send a new key');
    expect((await create({ name: 'Engineers' }, 'pool-key-2')).statusCode).toBe(201);
    expect(await pools()).toBe(2);

    // Saving a candidate: the retry answers the list as the first left it; the key for another candidate is refused.
    const pool = again.json().data.id as number;
    const save = (who: TSignedUp, key: string) => keyedCall(app, company.token, 'PUT', `/api/v1/company/talent-pools/${pool}/candidates/${who.id}`, undefined, key);
    const saved = await save(reem, 'save-key-1');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.count).toBe(2);
    expect((await save(reem, 'save-key-1')).json()).toEqual(saved.json());
    expect((await save(noura, 'save-key-1')).statusCode).toBe(422);
  });
});
