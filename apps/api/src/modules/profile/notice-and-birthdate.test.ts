import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MIN_AGE, latestBirthdate } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { signUp, testApp, testDrivers } from '../../test/harness.ts';
import { SITE_PAGE_TEXTS } from '../../db/seed/site-pages.ts';

const drivers = await testDrivers();
const job = (notice_period: unknown) => ({ job_role_title: 'Accountant', expected_salary: 9000, notice_period, job_type: 'full_time' });

describe.each(drivers)('notice period and date of birth on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps "immediately available" (0) as a notice period that completes the desired job', async () => {
    const me = await signUp(app);
    expect((await me.call('PUT', '/api/v1/user/profile/job-required', job(0))).statusCode).toBe(200);
    const profile = (await me.call('GET', '/api/v1/user/profile')).json().data;
    expect(profile.cv.notice_period).toBe(0);
    expect(profile.cv.completeness.missing).not.toContain('job-required');
  });

  it('says a notice period may be at most 12 months, in both languages, and accepts 12', async () => {
    const me = await signUp(app);
    expect((await me.call('PUT', '/api/v1/user/profile/job-required', job(13))).json().errors).toEqual({ notice_period: ['This Field must be at most 12'] });
    expect((await me.call('PUT', '/api/v1/user/profile/job-required', job(13), 'ar')).json().errors).toEqual({ notice_period: ['يجب ألا تزيد قيمة هذا الحقل عن 12'] });
    expect((await me.call('PUT', '/api/v1/user/profile/job-required', job(-1))).json().errors).toEqual({ notice_period: ['This Field must be at less 0'] });
    expect((await me.call('PUT', '/api/v1/user/profile/job-required', job(12))).statusCode).toBe(200);
  });

  it('finds candidates available immediately with a notice filter of 0', async () => {
    const company = await signUp(app, 'COMPANY');
    const response = await company.call('GET', '/api/v1/company/candidates?notice_max=0');
    expect(response.statusCode, response.body).not.toBe(422);
    expect((await company.call('GET', '/api/v1/company/candidates?notice_max=13')).json().errors).toEqual({ notice_max: ['This Field must be at most 12'] });
  });

  it('refuses a date of birth in the future or of someone under 18, saying why in both languages', async () => {
    const me = await signUp(app);
    const personal = (birthdate: string) => ({ first_name: 'Noura', last_name: 'Alsaud', birthdate });
    const put = (birthdate: string, locale: 'ar' | 'en' = 'en') => me.call('PUT', '/api/v1/user/profile/personal-info', personal(birthdate), locale);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const latest = latestBirthdate();
    const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await put(tomorrow)).json().errors).toEqual({ birthdate: ['The date of birth cannot be in the future'] });
    expect((await put(tomorrow, 'ar')).json().errors).toEqual({ birthdate: ['لا يمكن أن يكون تاريخ الميلاد في المستقبل'] });
    expect((await put(dayAfter)).json().errors).toEqual({ birthdate: [`You must be at least 18 years old: the date of birth must be on or before ${latest}`] });
    expect((await put(dayAfter, 'ar')).json().errors).toEqual({ birthdate: [`يجب ألا يقل عمرك عن 18 عامًا: يجب أن يكون تاريخ الميلاد في ${latest} أو قبله`] });
    expect((await put('1919-12-31')).json().errors).toEqual({ birthdate: ['The date of birth must be on or after 1920-01-01'] });
    expect((await put(latest)).statusCode).toBe(200);
  });

  it('states in the terms the same minimum age the date of birth enforces (decision 152)', () => {
    // The terms' first text (administrators edit it later): the seed writes the constant, not a number of its own.
    const terms = SITE_PAGE_TEXTS['terms-conditions'];
    expect(terms.body_en).toContain(`You must be at least ${MIN_AGE} years old`);
    expect(terms.body_ar).toContain(`يجب أن يكون عمرك ${MIN_AGE} عامًا على الأقل`);
    expect(`${terms.body_en} ${terms.body_ar}`.match(/\d+ (?:years old|عامًا)/g)).toEqual([`${MIN_AGE} years old`, `${MIN_AGE} عامًا`]);
  });

  it('refuses a name holding markup, saying which characters, in both languages (decision 152)', async () => {
    const me = await signUp(app);
    const put = (first_name: string, locale: 'ar' | 'en' = 'en') => me.call('PUT', '/api/v1/user/profile/personal-info', { first_name, last_name: 'Alsaud' }, locale);
    expect((await put('<img src=x onerror=alert(1)>')).json().errors).toEqual({ first_name: ['A name cannot contain these characters: < > & " ` { } [ ] \\ / ='] });
    expect((await put('نورة<b>', 'ar')).json().errors).toEqual({ first_name: ['لا يمكن أن يحتوي الاسم على هذه الرموز: < > & " ` { } [ ] \\ / ='] });
    expect((await put("Noura O'Neil-Saud")).statusCode).toBe(200);
  });

  it('keeps the calendar the date of birth was typed in (decision 097), and keeps it when a client does not say', async () => {
    const me = await signUp(app);
    const put = (extra: Record<string, unknown>) => me.call('PUT', '/api/v1/user/profile/personal-info', { first_name: 'Noura', last_name: 'Alsaud', birthdate: '1995-05-10', ...extra });
    const calendar = async () => (await me.call('GET', '/api/v1/user/profile')).json().data.cv.birthdate_calendar;
    expect((await put({})).statusCode).toBe(200);
    expect(await calendar()).toBe('gregorian');
    expect((await put({ birthdate_calendar: 'hijri' })).statusCode).toBe(200);
    expect(await calendar()).toBe('hijri');
    expect((await put({})).statusCode).toBe(200);
    expect(await calendar()).toBe('hijri');
    expect((await put({ birthdate_calendar: 'gregorian' })).statusCode).toBe(200);
    expect(await calendar()).toBe('gregorian');
    const wrong = await put({ birthdate_calendar: 'julian' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['birthdate_calendar']);
  });
});
