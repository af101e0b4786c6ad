// Over 300 lines on purpose: every CV section and list, files, export and deletion, as the profile's specification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { COMPLETENESS_WEIGHTS } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { applicationEvents, applications, jobs, users } from '../../db/schema/index.ts';
import { files } from '../../db/schema/files.ts';
import { mailOutbox } from '../../db/schema/outbox.ts';
import { newAccount, testApp, testDrivers } from '../../test/harness.ts';
import { dayFromToday, giveMinimumProfile, insertLiveJob, readyCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

describe.each(drivers)('job seeker CV profile on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let saudiId: number;
  let riyadhId: number;
  let dubaiId: number;
  let nationalityId: number;
  let majorIds: number[];
  let sectorId: number;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const get = async (url: string) => (await app.inject({ url, headers: { 'x-locale': 'en' } })).json().data;
    const countries = await get('/api/v1/lookups/countries');
    saudiId = countries.find((c: { code: string }) => c.code === 'SA').id;
    const uaeId = countries.find((c: { code: string }) => c.code === 'AE').id;
    riyadhId = (await get(`/api/v1/lookups/cities?country_id=${saudiId}`)).find((c: { name: string }) => c.name === 'Riyadh').id;
    dubaiId = (await get(`/api/v1/lookups/cities?country_id=${uaeId}`)).find((c: { name: string }) => c.name === 'Dubai').id;
    nationalityId = (await get('/api/v1/lookups/nationalities'))[0].id;
    majorIds = (await get('/api/v1/lookups/majors')).slice(0, 6).map((m: { id: number }) => m.id);
    sectorId = (await get('/api/v1/lookups/sectors'))[0].id;
  });
  afterAll(async () => {
    await app.close();
  });

  async function seeker(type: 'USER' | 'COMPANY' = 'USER') {
    const account = newAccount(type === 'COMPANY' ? { type, foundation_name: 'Co' } : {});
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: account });
    const body = response.json();
    const token: string = body.data.access_token.token;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, locale = 'en') =>
      app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}`, 'x-locale': locale } });
    return { id: body.data.user.id as number, account, token, call };
  }

  const errorsOf = (response: { statusCode: number; json(): { errors?: Record<string, string[]> } }) => {
    expect(response.statusCode).toBe(422);
    return response.json().errors;
  };

  const personalInfo = () => ({
    first_name: 'Noura',
    last_name: 'Alsaud',
    ar_first_name: 'نورة',
    ar_last_name: 'آل سعود',
    birthdate: '1995-04-12',
    nationality_id: nationalityId,
    sex: 'female',
    social_status: 'single',
    country_id: saudiId,
    city_id: riyadhId,
    hear_by_id: 'friend',
  });

  it('saves personal information and shows it in the profile', async () => {
    const me = await seeker();
    const saved = await me.call('PUT', '/api/v1/user/profile/personal-info', personalInfo());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Your profile has been saved');
    const profile = (await me.call('GET', '/api/v1/user/profile')).json().data;
    expect(profile).toMatchObject({ first_name: 'Noura', ar_first_name: 'نورة', hear_by_id: 'friend' });
    expect(profile.cv).toMatchObject({ birthdate: '1995-04-12', sex: 'female', city_id: riyadhId, is_visible: true });
    const arabic = (await me.call('GET', '/api/v1/user/simple-profile', undefined, 'ar')).json().data;
    expect(arabic.name).toBe('نورة آل سعود');
  });

  it('refuses bad personal information with the specification’s messages', async () => {
    const me = await seeker();
    const future = new Date(Date.now() + 86_400_000 * 400).toISOString().slice(0, 10);
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/personal-info', { ...personalInfo(), first_name: '', birthdate: future, sex: 'other' }))).toEqual({
      first_name: ['First name field is required'],
      birthdate: ['The date of birth cannot be in the future'],
      sex: ['must be valid'],
    });
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/personal-info', { ...personalInfo(), city_id: dubaiId }))).toEqual({
      city_id: ['This city is not in the chosen country'],
    });
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/personal-info', { ...personalInfo(), nationality_id: 999_999 }))).toEqual({ nationality_id: ['must be valid'] });
    const arabic = await me.call('PUT', '/api/v1/user/profile/personal-info', { ...personalInfo(), last_name: '' }, 'ar');
    expect(errorsOf(arabic)).toEqual({ last_name: ['حقل اسم العائلة مطلوب'] });
  });

  it('asks for the current password before the email or phone changes', async () => {
    const me = await seeker();
    const other = await seeker();
    const change = (extra: Record<string, unknown>) => me.call('PUT', '/api/v1/user/profile/contact-info', { email: me.account.email, phone: me.account.phone, ...extra });
    expect((await change({})).statusCode).toBe(200);
    const newEmail = `new.${randomBytes(4).toString('hex')}@example.com`;
    expect(errorsOf(await change({ email: newEmail }))).toEqual({ current_password: ['Current password field is required'] });
    expect(errorsOf(await change({ email: newEmail, current_password: 'not-it-123' }))).toEqual({ current_password: ['The current password is not correct'] });
    expect(errorsOf(await change({ email: other.account.email, current_password: me.account.password }))).toEqual({
      email: ['This email is already registered: log in or use another email'],
    });
    expect((await change({ email: newEmail, current_password: me.account.password })).statusCode).toBe(200);
    // The new address is not confirmed yet, and a confirmation link went to it.
    expect((await me.call('GET', '/api/v1/user/profile')).json().data.email_verified_at).toBeNull();
    const sent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, newEmail));
    expect(sent.map((m) => m.purpose)).toEqual(['verify_email']);
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: newEmail, password: me.account.password } });
    expect(login.statusCode).toBe(200);
  });

  it('keeps at most five prominent majors, in order', async () => {
    const me = await seeker();
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/majors', { major_ids: majorIds }))).toEqual({ major_ids: ['Choose at most 5 majors'] });
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/majors', { major_ids: majorIds.slice(0, 6) }, 'ar'))).toEqual({ major_ids: ['اختر 5 تخصصات كحد أقصى'] });
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/majors', { major_ids: [majorIds[0], majorIds[0]] }))).toEqual({ major_ids: ['Choose each one only once'] });
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/majors', { major_ids: [999_999] }))).toEqual({ major_ids: ['must be valid'] });
    const five = [...majorIds.slice(0, 5)].reverse();
    expect((await me.call('PUT', '/api/v1/user/profile/majors', { major_ids: five })).statusCode).toBe(200);
    expect((await me.call('GET', '/api/v1/user/profile')).json().data.cv.prominent_major_ids).toEqual(five);
  });

  it('checks the desired job and social links', async () => {
    const me = await seeker();
    expect(
      errorsOf(await me.call('PUT', '/api/v1/user/profile/job-required', { job_role_title: 'Accountant', expected_salary: -5, notice_period: 13, job_type: 'freelance' })),
    ).toEqual({ expected_salary: ['must be positive numbers'], notice_period: ['This Field must be at most 12'], job_type: ['must be valid'] });
    expect((await me.call('PUT', '/api/v1/user/profile/job-required', { job_role_title: 'Accountant', expected_salary: 9000, notice_period: 2, job_type: 'full_time' })).statusCode).toBe(200);
    expect(errorsOf(await me.call('PUT', '/api/v1/user/profile/social-contacts', { linkedin: 'javascript:alert(1)', site: 'ftp://x.example' }))).toEqual({
      linkedin: ['Invalid Url'],
      site: ['Invalid Url'],
    });
    expect((await me.call('PUT', '/api/v1/user/profile/social-contacts', { linkedin: 'https://www.linkedin.com/in/noura', site: '' })).statusCode).toBe(200);
    expect((await me.call('GET', '/api/v1/user/profile')).json().data.cv).toMatchObject({ linkedin: 'https://www.linkedin.com/in/noura', site: null, expected_salary: 9000 });
  });

  it('adds, lists, changes and deletes items of every list', async () => {
    const me = await seeker();
    const items: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
      qualifications: [
        { qualification_type: 'bachelor', university: 'King Saud University', study_field: 'Accounting', graduated_year: 2017, graduated_month: 6 },
        { qualification_type: 'ma', university: 'KFUPM', study_field: 'Finance', graduation_date: '2020-06-01' },
      ],
      experiences: [
        { company_name: 'Almarai', job_title: 'Accountant', start_date: '2018-01-01', end_date: '2020-12-31', latest_salary: 12000 },
        { company_name: 'SABIC', job_title: 'Senior Accountant', start_date: '2021-01-01', is_current: true },
      ],
      skills: [{ skill_name: 'Excel', level: 'high' }, { skill_name: 'SAP', level: 'excellent' }],
      memberships: [{ role_name: 'SOCPA member', member_from: '2019-03-01' }, { role_name: 'Fellow', member_from: '2021-03-01' }],
      courses: [{ title: 'IFRS', total_hours: 40, type: 'course' }, { title: 'Audit', total_hours: 120, type: 'training' }],
    };
    for (const [list, [first, second]] of Object.entries(items)) {
      const created = await me.call('POST', `/api/v1/user/${list}`, first);
      expect(created.statusCode, list).toBe(201);
      const id = created.json().data.id;
      const changed = await me.call('PUT', `/api/v1/user/${list}/${id}`, second);
      expect(changed.statusCode, list).toBe(200);
      expect(changed.json().data).toMatchObject(second);
      const listed = (await me.call('GET', `/api/v1/user/${list}`)).json().data;
      expect(listed, list).toHaveLength(1);
      expect(listed[0]).not.toHaveProperty('user_id');
      expect((await me.call('DELETE', `/api/v1/user/${list}/${id}`)).statusCode, list).toBe(200);
      expect((await me.call('GET', `/api/v1/user/${list}`)).json().data, list).toHaveLength(0);
    }
  });

  it('orders experiences with the current job first, then by start date', async () => {
    const me = await seeker();
    for (const item of [
      { company_name: 'A', job_title: 'x', start_date: '2015-01-01', end_date: '2016-01-01' },
      { company_name: 'B', job_title: 'x', start_date: '2020-01-01', is_current: true },
      { company_name: 'C', job_title: 'x', start_date: '2017-01-01', end_date: '2019-01-01' },
    ]) {
      await me.call('POST', '/api/v1/user/experiences', item);
    }
    const names = (await me.call('GET', '/api/v1/user/experiences')).json().data.map((e: { company_name: string }) => e.company_name);
    expect(names).toEqual(['B', 'C', 'A']);
  });

  it('orders qualifications by graduation, whether given as a date or a year', async () => {
    const me = await seeker();
    for (const item of [
      { qualification_type: 'secondary', university: 'School', study_field: 'Science', graduated_year: 2012 },
      { qualification_type: 'ma', university: 'KFUPM', study_field: 'Finance', graduation_date: '2021-06-01' },
      { qualification_type: 'bachelor', university: 'KSU', study_field: 'Accounting', graduated_year: 2017, graduated_month: 6 },
    ]) {
      await me.call('POST', '/api/v1/user/qualifications', item);
    }
    const order = (await me.call('GET', '/api/v1/user/qualifications')).json().data.map((q: { university: string }) => q.university);
    expect(order).toEqual(['KFUPM', 'KSU', 'School']);
  });

  it('deletes a file that an item no longer refers to', async () => {
    const me = await seeker();
    const certificate = async () =>
      (
        await database.db
          .insert(files)
          .values({ key: randomBytes(16).toString('hex'), owner_id: me.id, kind: 'certificate', content_type: 'application/pdf', size: 10, original_name: 'c.pdf' })
          .returning()
      )[0]!.id;
    const first = await certificate();
    const course = (await me.call('POST', '/api/v1/user/courses', { title: 'IFRS', total_hours: 10, type: 'course', certificate_file_id: first })).json().data;
    const second = await certificate();
    await me.call('PUT', `/api/v1/user/courses/${course.id}`, { title: 'IFRS', total_hours: 10, type: 'course', certificate_file_id: second });
    const ids = async () => (await me.call('GET', '/api/v1/user/profile')).json().data.cv.files.map((f: { id: number }) => f.id);
    expect(await ids()).toEqual([second]);
    await me.call('DELETE', `/api/v1/user/courses/${course.id}`);
    expect(await ids()).toEqual([]);
  });

  it('lists a skill once, whatever its case or Arabic spelling, and says which one is already there', async () => {
    const me = await seeker();
    const sap = (await me.call('POST', '/api/v1/user/skills', { skill_name: 'SAP', level: 'high' })).json().data;
    const twice = await me.call('POST', '/api/v1/user/skills', { skill_name: ' sap ', level: 'excellent' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('This skill is already in your list: change its level instead of adding it again');
    expect(errorsOf(twice)).toEqual({ skill_name: ['This skill is already in your list (as “SAP”): change its level instead of adding it again'] });
    await me.call('POST', '/api/v1/user/skills', { skill_name: 'إدارة المشاريع', level: 'high' });
    const arabic = await me.call('POST', '/api/v1/user/skills', { skill_name: 'ادارة المشاريع', level: 'average' }, 'ar');
    expect(errorsOf(arabic)).toEqual({ skill_name: ['هذه المهارة موجودة في قائمتك (باسم «إدارة المشاريع»): غيّر مستواها بدلًا من إضافتها مرة أخرى'] });
    // Changing the skill itself (its level, its spelling) is not a second one.
    expect((await me.call('PUT', `/api/v1/user/skills/${sap.id}`, { skill_name: 'Sap', level: 'excellent' })).statusCode).toBe(200);
    expect((await me.call('GET', '/api/v1/user/skills')).json().data).toHaveLength(2);
  });

  it('refuses list items that break the rules', async () => {
    const me = await seeker();
    expect(errorsOf(await me.call('POST', '/api/v1/user/experiences', { company_name: 'X', job_title: 'Y', start_date: '2020-05-01', end_date: '2020-01-01' }))).toEqual({
      end_date: ['The end date must be after the start date'],
    });
    expect(errorsOf(await me.call('POST', '/api/v1/user/experiences', { company_name: 'X', job_title: 'Y', start_date: '2020-05-01' }))).toEqual({
      end_date: ['End date field is required'],
    });
    expect(errorsOf(await me.call('POST', '/api/v1/user/skills', { skill_name: 'Excel', level: 'guru' }))).toEqual({ level: ['must be valid'] });
    expect(errorsOf(await me.call('POST', '/api/v1/user/courses', { title: 'IFRS', total_hours: 0, type: 'course' }))).toEqual({ total_hours: ['must be positive numbers'] });
    expect(errorsOf(await me.call('POST', '/api/v1/user/qualifications', { qualification_type: 'bachelor', university: 'KSU', study_field: 'Law' }))).toEqual({
      graduated_year: ['Graduation year field is required'],
    });
  });

  it('never lets one job seeker read or change another’s items or files', async () => {
    const owner = await seeker();
    const intruder = await seeker();
    const item = (await owner.call('POST', '/api/v1/user/skills', { skill_name: 'Arabic', level: 'excellent' })).json().data;
    expect((await intruder.call('PUT', `/api/v1/user/skills/${item.id}`, { skill_name: 'Stolen', level: 'beginner' })).statusCode).toBe(404);
    expect((await intruder.call('DELETE', `/api/v1/user/skills/${item.id}`)).statusCode).toBe(404);
    expect((await intruder.call('GET', '/api/v1/user/skills')).json().data).toEqual([]);
    const [file] = await database.db
      .insert(files)
      .values({ key: randomBytes(16).toString('hex'), owner_id: owner.id, kind: 'certificate', content_type: 'application/pdf', size: 10, original_name: 'c.pdf' })
      .returning();
    expect(errorsOf(await intruder.call('POST', '/api/v1/user/courses', { title: 'x', total_hours: 2, type: 'course', certificate_file_id: file!.id }))).toEqual({
      certificate_file_id: ['must be valid'],
    });
    expect(errorsOf(await intruder.call('PUT', '/api/v1/user/profile/cv', { file_id: file!.id }))).toEqual({ file_id: ['must be valid'] });
    expect((await owner.call('GET', '/api/v1/user/skills')).json().data[0].skill_name).toBe('Arabic');
  });

  it('is for job seekers only', async () => {
    const company = await seeker('COMPANY');
    expect((await company.call('PUT', '/api/v1/user/profile/info', { summary: 'x' })).statusCode).toBe(403);
    expect((await company.call('GET', '/api/v1/user/skills')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/user/skills' })).statusCode).toBe(401);
    expect((await company.call('GET', '/api/v1/user/profile')).json().data.cv).toBeNull();
  });

  it('computes completeness from the sections, reaching 100% only when every required one is done', async () => {
    const me = await seeker();
    const ratio = async () => (await me.call('GET', '/api/v1/user/profile')).json().data.cv.completeness;
    let completeness = await ratio();
    expect(completeness.ratio).toBe(COMPLETENESS_WEIGHTS['contact-info']);
    expect(completeness.missing).toEqual(['personal-info', 'info', 'majors', 'qualification', 'personal-exp', 'job-required', 'skills', 'photo', 'cv']);

    // Optional sections never move the ratio.
    await me.call('POST', '/api/v1/user/memberships', { role_name: 'Member', member_from: '2020-01-01' });
    await me.call('POST', '/api/v1/user/courses', { title: 'x', total_hours: 3, type: 'course' });
    await me.call('PUT', '/api/v1/user/profile/social-contacts', { linkedin: 'https://linkedin.com/in/x' });
    expect((await ratio()).ratio).toBe(5);

    const steps: Array<[keyof typeof COMPLETENESS_WEIGHTS, () => Promise<unknown>]> = [
      ['personal-info', () => me.call('PUT', '/api/v1/user/profile/personal-info', personalInfo())],
      ['info', () => me.call('PUT', '/api/v1/user/profile/info', { major_id: majorIds[0], sector_id: sectorId, summary: 'Chartered accountant.' })],
      ['majors', () => me.call('PUT', '/api/v1/user/profile/majors', { major_ids: [majorIds[1]] })],
      ['qualification', () => me.call('POST', '/api/v1/user/qualifications', { qualification_type: 'bachelor', university: 'KSU', study_field: 'Accounting', graduated_year: 2017 })],
      ['personal-exp', () => me.call('POST', '/api/v1/user/experiences', { company_name: 'Almarai', job_title: 'Accountant', start_date: '2018-01-01', is_current: true })],
      ['job-required', () => me.call('PUT', '/api/v1/user/profile/job-required', { job_role_title: 'Accountant', expected_salary: 9000, notice_period: 1, job_type: 'full_time' })],
      ['skills', () => me.call('POST', '/api/v1/user/skills', { skill_name: 'Excel', level: 'high' })],
    ];
    let expected = 5;
    for (const [section, step] of steps) {
      await step();
      expected += COMPLETENESS_WEIGHTS[section];
      completeness = await ratio();
      expect(completeness.ratio, section).toBe(expected);
      expect(completeness.missing).not.toContain(section);
      // The header's figure (read on its own) and the CV's (from what the CV read) agree at every step.
      expect((await me.call('GET', '/api/v1/user/simple-profile')).json().data.completeness, section).toBe(expected);
    }
    for (const slot of ['photo', 'cv'] as const) {
      const [file] = await database.db
        .insert(files)
        .values({ key: randomBytes(16).toString('hex'), owner_id: me.id, kind: slot, content_type: slot === 'cv' ? 'application/pdf' : 'image/png', size: 10, original_name: `${slot}.bin` })
        .returning();
      expect((await me.call('PUT', `/api/v1/user/profile/${slot}`, { file_id: file!.id })).statusCode).toBe(200);
    }
    completeness = await ratio();
    expect(completeness).toMatchObject({ ratio: 100, missing: [] });
    expect((await me.call('GET', '/api/v1/user/simple-profile')).json().data.completeness).toBe(100);
  });

  it('exports everything stored about the person and nothing secret', async () => {
    const me = await seeker();
    await me.call('POST', '/api/v1/user/skills', { skill_name: 'Excel', level: 'high' });
    await database.db.insert(files).values({ key: randomBytes(16).toString('hex'), owner_id: me.id, kind: 'cv', content_type: 'application/pdf', size: 10, original_name: 'my-cv.pdf' });
    const response = await me.call('GET', '/api/v1/user/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tawzeef-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.account.email).toBe(me.account.email);
    expect(data.cv.skills[0].skill_name).toBe('Excel');
    expect(data.cv.files.map((f: { original_name: string }) => f.original_name)).toEqual(['my-cv.pdf']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('token_hash');
  });

  it('deletes the account only with the password, and everything with it', async () => {
    const me = await seeker();
    await me.call('POST', '/api/v1/user/skills', { skill_name: 'Excel', level: 'high' });
    expect(errorsOf(await me.call('DELETE', '/api/v1/user/account', { password: 'not-it-1234' }))).toEqual({ password: ['The current password is not correct'] });
    const deleted = await me.call('DELETE', '/api/v1/user/account', { password: me.account.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account and your personal data have been deleted');
    expect((await me.call('GET', '/api/v1/user/profile')).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: me.account.email, password: me.account.password } });
    expect(login.statusCode).toBe(401);
    const { rows } = (await database.db.execute(`select count(*)::int as n from skills where user_id = ${me.id}` as never)) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(0);
    // A mail confirms it, to the address the account had, in the account's language (decision 089).
    const sent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, me.account.email));
    const confirmation = sent.find((mail) => mail.purpose === 'account_deleted');
    expect(confirmation).toMatchObject({ locale: 'ar', subject: 'تم حذف حسابك في توظيف' });
    expect(confirmation!.text_body).toContain('حُذف حسابك في توظيف مع سيرتك الذاتية');
  });

  it('confirms a deletion by mail in English to an English account, and sends none when the password is wrong', async () => {
    const me = await seeker();
    await database.db.update(users).set({ locale: 'en' }).where(eq(users.id, me.id));
    await me.call('DELETE', '/api/v1/user/account', { password: 'not-it-1234' });
    const confirmations = async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, me.account.email))).filter((mail) => mail.purpose === 'account_deleted');
    expect(await confirmations()).toEqual([]);
    expect((await me.call('DELETE', '/api/v1/user/account', { password: me.account.password })).statusCode).toBe(200);
    expect(await confirmations()).toEqual([expect.objectContaining({ locale: 'en', subject: 'Your Tawzeef account was deleted' })]);
  });

  it('keeps the applications a deleted account sent with the companies, anonymised and out of their lists and counts (decisions 007, 041)', async () => {
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId, { title: 'Accountant', description: '<p>Excel and SAP.</p>', deadline: dayFromToday(20) });
    const me = await seeker();
    const other = await seeker();
    await me.call('PUT', '/api/v1/user/profile/personal-info', personalInfo());
    await me.call('POST', '/api/v1/user/skills', { skill_name: 'Excel', level: 'high' });
    const [cv] = await database.db
      .insert(files)
      .values({ key: randomBytes(16).toString('hex'), owner_id: me.id, kind: 'cv', content_type: 'application/pdf', size: 10, original_name: 'noura-cv.pdf' })
      .returning();
    await me.call('PUT', '/api/v1/user/profile/cv', { file_id: cv!.id });
    for (const who of [me, other]) await giveMinimumProfile(database, who.id);
    for (const who of [me, other]) {
      const applied = await who.call('POST', `/api/v1/jobs/${job!.id}/applications`, { cover_note: 'I closed the books of three retailers.' });
      expect(applied.statusCode, applied.body).toBe(201);
    }
    const [mine] = await database.db.select().from(applications).where(eq(applications.user_id, me.id));

    expect((await me.call('DELETE', '/api/v1/user/account', { password: me.account.password })).statusCode).toBe(200);

    // The company keeps that an application came, its stage, history, dates and score: nothing of the person.
    const [kept] = await database.db.select().from(applications).where(eq(applications.id, mine!.id));
    expect(kept).toMatchObject({ user_id: null, cv_snapshot: {}, cover_note: null, cv_file_id: null, match_reasons: [], stage: 'submitted', match_score: mine!.match_score });
    for (const trace of [me.account.email, me.account.phone.slice(-8), 'Noura', 'نورة', 'Excel', 'noura-cv.pdf', 'retailers']) {
      expect(JSON.stringify(kept)).not.toContain(trace);
    }
    const events = await database.db.select().from(applicationEvents).where(eq(applicationEvents.application_id, mine!.id));
    expect(events.map((e) => [e.stage, e.actor_user_id])).toEqual([['submitted', null]]);
    // The job's applicant count drops with it, and the company's list tells why (decision 041).
    const [counted] = await database.db.select({ n: jobs.applications_count }).from(jobs).where(eq(jobs.id, job!.id));
    expect(counted?.n).toBe(1);
    const listed = (await company.call('GET', `/api/v1/company/jobs/${job!.id}/applications`)).json().data;
    expect(listed).toMatchObject({ total: 1, departed_count: 1, job: { applications_count: 1 } });
    expect(listed.items.map((item: { seeker_id: number | null }) => item.seeker_id)).toEqual([other.id]);
    expect((await company.call('GET', `/api/v1/company/applications/${mine!.id}`)).statusCode).toBe(404);
    // Another applicant's application is untouched.
    const [theirs] = await database.db.select().from(applications).where(eq(applications.user_id, other.id));
    expect(theirs).toMatchObject({ job_id: job!.id, cover_note: 'I closed the books of three retailers.' });
  });
});
