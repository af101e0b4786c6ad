import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, countDistinct, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { computePrice, isValidIban } from '@tawzeef/contract';
import { openPglite, type TDatabaseHandle } from '../client.ts';
import { prepareDatabase } from '../prepare.ts';
import { bankAccounts, companies, jobs, payments, users } from '../schema/index.ts';
import { isLiveJob } from '../../modules/jobs/state.ts';
import { blockersOf } from '../../modules/companies/publish.ts';
import { createServerDatabase, isPgServerReachable, testApp } from '../../test/harness.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts } from './demo.ts';
import { totpCode } from '../../modules/auth/totp.ts';
import { demoCompanies } from './demo-jobs.ts';

/** Demo data goes only into a database with no accounts: each driver gets a database of its own, once. */
async function firstStartDatabases(): Promise<Array<{ name: string; open(): Promise<TDatabaseHandle & { drop(): Promise<void> }> }>> {
  const pglite = async () => {
    const handle = await openPglite();
    return { ...handle, drop: () => handle.close() };
  };
  const drivers = [{ name: 'pglite', open: pglite }];
  if (!(await isPgServerReachable())) return drivers;
  drivers.push({ name: 'postgres', open: () => createServerDatabase('demo') });
  return drivers;
}

describe.each(await firstStartDatabases())('first start ($name)', ({ open }) => {
  let database: TDatabaseHandle & { drop(): Promise<void> };
  let app: FastifyInstance;
  let seedMs = 0;
  beforeAll(async () => {
    database = await open();
    await database.migrate();
    const started = performance.now();
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ lookups: true, demo: true });
    seedMs = performance.now() - started;
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const tally = async () => {
    const db = database.db;
    const [[u], [j], [p], [b]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(jobs),
      db.select({ n: count() }).from(payments),
      db.select({ n: count() }).from(bankAccounts),
    ]);
    return { users: u?.n, jobs: j?.n, payments: p?.n, bankAccounts: b?.n };
  };

  it('seeds nothing twice', async () => {
    const before = await tally();
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ lookups: false, demo: false });
    expect(await tally()).toEqual(before);
  });

  it('stays quick (lookups, accounts, CVs, companies, jobs and payments together)', () => {
    // Generous for a loaded machine; it takes well under two seconds on an idle one.
    expect(seedMs).toBeLessThan(8000);
  });

  it('gives every demo account its listed password, and demo job seekers full CVs', async () => {
    for (const account of demoAccounts) {
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: account.phone, password: DEMO_PASSWORD } });
      expect(login.statusCode, account.email).toBe(200);
      // The administrator's right password answers the second step's challenge (decision 160; the next test gives it).
      if (account.type === 'ADMIN') {
        expect(login.json().data.second_step.challenge).toBeTruthy();
        continue;
      }
      expect(login.json().data.user.type).toBe(account.type);
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

  it('lets the demo administrator and the other demo companies log in', async () => {
    // The administrator's second step (decision 160) with the key the README gives beside the password.
    const challenge = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: 'admin@demo.tawzeef.sa', password: DEMO_PASSWORD } });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json().data.access_token).toBeUndefined();
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../README.md'), 'utf8')).toContain(DEMO_ADMIN_TOTP_SECRET);
    const code = totpCode(DEMO_ADMIN_TOTP_SECRET, new Date());
    const admin = await app.inject({ method: 'POST', url: '/api/v1/auth/second-step', payload: { challenge: challenge.json().data.second_step.challenge, code } });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.user).toMatchObject({ type: 'ADMIN', email: 'admin@demo.tawzeef.sa' });
    const header = await app.inject({ url: '/api/v1/user/simple-profile', headers: { authorization: `Bearer ${admin.json().data.access_token.token}` } });
    expect(header.json().data).toMatchObject({ email_verified: true, phone_verified: true });
    const others = demoCompanies.filter((company) => company.account);
    expect(others.length).toBeGreaterThanOrEqual(10);
    for (const company of others) {
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: company.email, password: DEMO_PASSWORD } });
      expect(login.statusCode, company.email).toBe(200);
      expect(login.json().data.user).toMatchObject({ type: 'COMPANY', foundation_name: company.foundation_name });
    }
  });

  it('gives verified demo companies a complete profile, and leaves one pending and one unverified for the admin page', async () => {
    const rows = await database.db.select({ company: companies, email: users.email, email_verified_at: users.email_verified_at }).from(companies).innerJoin(users, eq(users.id, companies.user_id));
    expect(rows).toHaveLength(demoCompanies.length);
    const byStatus = (status: string) => rows.filter((row) => row.company.verification_status === status);
    expect(byStatus('pending')).toHaveLength(1);
    expect(byStatus('unverified')).toHaveLength(1);
    expect(byStatus('verified').length).toBeGreaterThanOrEqual(10);
    for (const { company, email, email_verified_at } of byStatus('verified')) {
      expect(blockersOf(company, email_verified_at), email).toEqual([]);
      expect(company).toMatchObject({ commercial_number: expect.stringMatching(/^\d{10}$/), foundation_name_en: expect.any(String), website: expect.stringMatching(/^https:\/\//) });
      expect(company.lat).toEqual(expect.any(Number));
      expect(company.verified_at).toBeInstanceOf(Date);
    }
    const [withJobsLive] = await database.db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.company_id))
      .where(and(ne(companies.verification_status, 'verified'), inArray(jobs.status, ['active', 'awaiting_payment', 'awaiting_review', 'expired', 'closed'])));
    expect(withJobsLive?.n, 'only verified companies may have paid jobs').toBe(0);
  });

  it('posts at least 200 jobs, most of them live, in both languages, across cities, majors and job types', async () => {
    const db = database.db;
    const [all] = await db
      .select({
        total: count(),
        cities: countDistinct(jobs.city_id),
        majors: countDistinct(jobs.major_id),
        sectors: countDistinct(jobs.sector_id),
        confidential: sql<number>`count(*) filter (where not ${jobs.show_company})`.mapWith(Number),
        remote: sql<number>`count(*) filter (where ${jobs.work_place} = 'remote')`.mapWith(Number),
        hybrid: sql<number>`count(*) filter (where ${jobs.work_place} = 'hybrid')`.mapWith(Number),
        remoteWithCity: sql<number>`count(*) filter (where ${jobs.work_place} = 'remote' and ${jobs.city_id} is not null)`.mapWith(Number),
        badSalary: sql<number>`count(*) filter (where (${jobs.salary_from} is null) <> (${jobs.salary_to} is null) or ${jobs.salary_from} > ${jobs.salary_to} or ${jobs.salary_from} < 1000)`.mapWith(Number),
        withSalary: sql<number>`count(*) filter (where ${jobs.salary_from} is not null)`.mapWith(Number),
      })
      .from(jobs);
    expect(all?.total).toBeGreaterThanOrEqual(200);
    expect(all?.cities).toBeGreaterThanOrEqual(8);
    expect(all?.majors).toBeGreaterThanOrEqual(15);
    expect(all?.sectors).toBeGreaterThanOrEqual(8);
    expect(all?.confidential).toBeGreaterThan(0);
    expect(all?.remote).toBeGreaterThan(0);
    expect(all?.hybrid).toBeGreaterThan(0);
    expect(all?.remoteWithCity).toBe(0);
    expect(all?.badSalary).toBe(0);
    expect(all?.withSalary).toBeLessThan(all?.total ?? 0);

    const [live] = await db.select({ n: count() }).from(jobs).where(isLiveJob);
    expect(live?.n).toBeGreaterThanOrEqual(150);
    const locales = await db.selectDistinct({ locale: jobs.locale }).from(jobs).orderBy(jobs.locale);
    expect(locales.map((row) => row.locale)).toEqual(['ar', 'en']);
    const types = await db.selectDistinct({ type: jobs.job_type }).from(jobs).orderBy(jobs.job_type);
    expect(types.map((row) => row.type)).toEqual(['contract', 'full_time', 'internship', 'part_time', 'temporary']);

    const [expiredStillOpen] = await db.select({ n: count() }).from(jobs).where(and(eq(jobs.status, 'expired'), sql`(${jobs.deadline} >= current_date or ${jobs.expired_at} is null)`));
    expect(expiredStillOpen?.n).toBe(0);
    const [expired] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'expired'));
    expect(expired?.n).toBeGreaterThanOrEqual(20);
    const [inTheFuture] = await db
      .select({ n: count() })
      .from(jobs)
      .where(sql`greatest(${jobs.created_at}, ${jobs.updated_at}, ${jobs.published_at}, ${jobs.activated_at}, ${jobs.expired_at}, ${jobs.closed_at}) > now()`);
    expect(inTheFuture?.n, 'every date is in the past').toBe(0);
    const [tooLong] = await db.select({ n: count() }).from(jobs).where(and(eq(jobs.status, 'active'), sql`${jobs.deadline} > (${jobs.activated_at} at time zone 'Asia/Riyadh')::date + 60`));
    expect(tooLong?.n, 'no posting is open longer than JOB_POSTING_DAYS').toBe(0);
  });

  it('shows every state on the Horizon dashboard', async () => {
    const states = await database.db
      .selectDistinct({ status: jobs.status })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.company_id))
      .innerJoin(users, eq(users.id, companies.user_id))
      .where(eq(users.email, 'hr@demo-horizon.tawzeef.sa'))
      .orderBy(jobs.status);
    expect(states.map((row) => row.status)).toEqual(['active', 'awaiting_payment', 'closed', 'draft', 'expired']);
  });

  it('pays for every job that went live, with a tax invoice number', async () => {
    const db = database.db;
    const [unpaid] = await db
      .select({ n: count() })
      .from(jobs)
      .leftJoin(payments, and(eq(payments.job_id, jobs.id), eq(payments.status, 'paid')))
      .where(and(inArray(jobs.status, ['active', 'expired', 'closed']), isNull(payments.invoice_number)));
    expect(unpaid?.n).toBe(0);
    const [ofOthers] = await db.select({ n: count() }).from(payments).innerJoin(jobs, eq(jobs.id, payments.job_id)).where(ne(payments.company_id, jobs.company_id));
    expect(ofOthers?.n).toBe(0);

    const rows = await db.select().from(payments).orderBy(payments.paid_at);
    const price = computePrice(49_900);
    for (const payment of rows) {
      expect(payment).toMatchObject({ status: 'paid', currency: 'SAR', ...price });
      expect(payment.invoice_issued_at).toEqual(payment.paid_at);
      expect(payment.gateway).toBe(payment.pay_type === 'online' ? 'test' : null);
    }
    expect(new Set(rows.map((row) => row.pay_type))).toEqual(new Set(['online', 'bank']));
    // Consecutive invoice numbers, in the order the payments were made.
    const numbers = rows.map((row) => row.invoice_number!);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('lists three bank accounts with valid IBANs', async () => {
    const rows = await database.db.select().from(bankAccounts).orderBy(bankAccounts.sort_order);
    expect(rows.map((row) => row.bank_name_en)).toEqual(['Al Rajhi Bank', 'Saudi National Bank (SNB)', 'Riyad Bank']);
    for (const row of rows) expect(isValidIban(row.iban), row.iban).toBe(true);
  });
});
