// When a company's page is public (decision 154): once an administrator verified it, or while it has a live job that
// names it. Any other company's page, its reviews and its sitemap entry are 404 / absent to visitors.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, verifyCompanyDirectly } from '../../test/harness.ts';
import { dayFromToday, insertLiveJob } from '../../test/factories.ts';

const drivers = await testDrivers();

describe.each(drivers)('a company’s public page on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  async function newCompany(): Promise<{ userId: number; companyId: number }> {
    const account = await signUp(app, 'COMPANY', { foundation_name: `Public Co ${randomBytes(3).toString('hex')}` });
    const [row] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, account.id));
    return { userId: account.id, companyId: row!.id };
  }
  const page = (id: number) => app.inject({ url: `/api/v1/companies/${id}`, headers: { 'x-locale': 'en' } });
  const reviews = (id: number) => app.inject({ url: `/api/v1/companies/${id}/reviews`, headers: { 'x-locale': 'en' } });
  async function inSitemap(id: number): Promise<boolean> {
    const items = (await app.inject({ url: '/api/v1/sitemap/companies' })).json().data.items as Array<{ id: number }>;
    return items.some((item) => item.id === id);
  }
  async function isPublic(id: number): Promise<boolean> {
    const [answer, listed, reviewed] = [await page(id), await inSitemap(id), await reviews(id)];
    expect(reviewed.statusCode, 'the reviews follow the page').toBe(answer.statusCode);
    expect(listed, 'the sitemap follows the page').toBe(answer.statusCode === 200);
    return answer.statusCode === 200;
  }

  it('keeps a new, unverified company’s page from visitors and from the sitemap, in words', async () => {
    const fresh = await newCompany();
    const answer = await page(fresh.companyId);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).not.toMatch(/_/);
    expect(await isPublic(fresh.companyId)).toBe(false);
  });

  it('publishes the page once an administrator verified the company', async () => {
    const company = await newCompany();
    await verifyCompanyDirectly(database, company.userId);
    expect(await isPublic(company.companyId)).toBe(true);
  });

  it('publishes an unverified company’s page while it has a live job that names it, and only then', async () => {
    const company = await newCompany();
    await insertLiveJob(database, company.companyId, { show_company: false });
    expect(await isPublic(company.companyId), 'a confidential job does not name it').toBe(false);
    await insertLiveJob(database, company.companyId, { deadline: dayFromToday(-1) });
    expect(await isPublic(company.companyId), 'an expired job is not live').toBe(false);
    await insertLiveJob(database, company.companyId, { show_company: true });
    expect(await isPublic(company.companyId)).toBe(true);
    expect((await page(company.companyId)).json().data.active_jobs_count).toBe(1);
  });

  it('hides a verified company whose account is suspended', async () => {
    const company = await newCompany();
    await verifyCompanyDirectly(database, company.userId);
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, company.userId));
    expect(await isPublic(company.companyId)).toBe(false);
  });
});
