// Saved candidate searches (issue 49 §1, decision 129): this file is their specification.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { SAVED_SEARCH_NAME_MAX } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companyMembers, mailOutbox, savedSearchCandidates, savedSearches, seekerProfiles, skills, users } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { createAppDeps } from '../../compose.ts';
import type { TAppDeps } from '../../deps.ts';
import { signUp, testApp, testDrivers, uniquePhone, type TSignedUp } from '../../test/harness.ts';
import { readyCompany, type TTestCompany } from '../../test/factories.ts';
import { runSavedSearch, runSavedSearches } from './digest.ts';
import { findDueSearches } from './queries.ts';

const drivers = await testDrivers();
const PUBLIC_URL = 'https://tawzeef.example';
const DAY = 86_400_000;

describe.each(drivers)('saved candidate searches (decision 129) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let deps: TAppDeps;
  let company: TTestCompany;
  let rival: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL });
    deps = createAppDeps(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL }), database);
    [company, rival] = await Promise.all([readyCompany(app, database), readyCompany(app, database)]);
    await database.db.update(users).set({ locale: 'en' }).where(eq(users.id, company.id));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    deps?.mailer.close();
  });

  /** A skill only this test's seekers have: a search by it keeps other tests' seekers out. */
  const newTag = () => `tag${randomBytes(4).toString('hex')}`;

  /** A job seeker made directly in the database, visible to companies unless told otherwise, with the skill `tag`. */
  async function seeker(tag: string, { visible = true, first = 'Huda' } = {}): Promise<number> {
    const phone = uniquePhone();
    const [user] = await database.db
      .insert(users)
      .values({ type: 'USER', first_name: first, last_name: 'Alharbi', email: `${randomBytes(5).toString('hex')}@example.com`, phone: `+966${phone.slice(1)}` })
      .returning({ id: users.id });
    await database.db.insert(seekerProfiles).values({ user_id: user!.id, job_role_title: 'Accountant', is_visible: visible });
    await database.db.insert(skills).values({ user_id: user!.id, skill_name: tag, level: 'high' });
    return user!.id;
  }
  const save = (who: TSignedUp, body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') => who.call('POST', '/api/v1/company/saved-searches', body, locale);
  const mailsTo = (email: string) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.purpose, 'saved_search')));
  /** Makes a saved search due now, as if a day had passed since its last run. */
  const makeDue = (id: number) => database.db.update(savedSearches).set({ next_run_at: new Date(Date.now() - 60_000) }).where(eq(savedSearches.id, id));
  const dueRow = async (id: number, at: Date) => (await findDueSearches(database.db, at, 1000)).find((row) => row.search.id === id)!;

  it('saves, lists, changes and deletes a search of words and filters, by name', async () => {
    const tag = newTag();
    const created = await save(company, { name: '  Accountants in Riyadh ', frequency: 'weekly', query: { q: 'accountant', skills: tag, experience_min: '2', page: 3, sort: 'active' } });
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json().data;
    expect(search).toMatchObject({ name: 'Accountants in Riyadh', frequency: 'weekly', query: { q: 'accountant', skills: [tag], experience_min: 2 }, new_count: 0 });
    // The page and the order are how results are looked at, not what is searched.
    expect(search.query).not.toHaveProperty('page');
    expect(search.query).not.toHaveProperty('sort');
    expect(new URLSearchParams(search.search_query).get('skills')).toBe(tag);

    const list = (await company.call('GET', '/api/v1/company/saved-searches')).json().data;
    expect(list.items.map((item: { id: number }) => item.id)).toContain(search.id);

    const changed = await company.call('PUT', `/api/v1/company/saved-searches/${search.id}`, { frequency: 'daily', name: 'Senior accountants' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Senior accountants', frequency: 'daily', query: { skills: [tag] } });
    // A new search: the candidates it finds now are what the member sees, not new ones.
    const other = newTag();
    await seeker(other);
    const requeried = await company.call('PUT', `/api/v1/company/saved-searches/${search.id}`, { query: { skills: other } });
    expect(requeried.json().data).toMatchObject({ query: { skills: [other] }, new_count: 0 });

    expect((await company.call('DELETE', `/api/v1/company/saved-searches/${search.id}`)).statusCode).toBe(200);
    expect((await company.call('DELETE', `/api/v1/company/saved-searches/${search.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 in the caller’s language, and keeps what was saved', async () => {
    const tag = newTag();
    const ok = { name: 'Keep me', frequency: 'daily', query: { skills: tag } };
    const kept = (await save(company, ok)).json().data;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, name: '   ' }, 'name'],
      [{ ...ok, name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1) }, 'name'],
      [{ ...ok, name: 'Other', frequency: 'monthly' }, 'frequency'],
      [{ ...ok, name: 'Other', query: { skills: tag, sex: 'f' } }, 'query.sex'],
      [{ ...ok, name: 'Other', query: { salary_min: 9000, salary_max: 5000 } }, 'query.salary_max'],
      [{ ...ok, name: 'Other', query: { city_id: 2_000_000_000 } }, 'query.city_id'],
      [{ ...ok, name: 'Other', query: {} }, 'query.q'],
      [{ ...ok, name: 'keep ME' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const answer = await save(company, body, 'ar');
      expect(answer.statusCode, `${JSON.stringify(body)} ${answer.body}`).toBe(422);
      expect(Object.keys(answer.json().errors ?? {}), answer.body).toContain(field);
      expect(answer.json().message).toMatch(/[\u0600-\u06FF]/u);
    }
    const bad = await company.call('PUT', `/api/v1/company/saved-searches/${kept.id}`, { frequency: 'hourly', name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['frequency', 'name']));
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.id, kept.id));
    expect(row).toMatchObject({ name: 'Keep me', frequency: 'daily' });
  });

  it('is its member’s own: another company’s search is 404, a viewer is 403', async () => {
    const mine = (await save(company, { name: 'Mine', frequency: 'off', query: { skills: newTag() } })).json().data;
    for (const [method, path, body] of [
      ['PUT', '', { name: 'Theirs' }],
      ['DELETE', '', undefined],
      ['POST', '/open', undefined],
    ] as const) {
      expect((await rival.call(method, `/api/v1/company/saved-searches/${mine.id}${path}`, body)).statusCode).toBe(404);
    }
    expect((await rival.call('GET', '/api/v1/company/saved-searches')).json().data.items).toEqual([]);

    const viewer = await signUp(app, 'COMPANY');
    await database.db.update(companyMembers).set({ company_id: company.companyId, role: 'viewer' }).where(eq(companyMembers.user_id, viewer.id));
    expect((await viewer.call('GET', '/api/v1/company/saved-searches')).statusCode).toBe(403);
    expect((await save(viewer, { name: 'Viewer', frequency: 'daily', query: { skills: newTag() } })).statusCode).toBe(403);
    expect((await viewer.call('DELETE', `/api/v1/company/saved-searches/${mine.id}`)).statusCode).toBe(403);
    const seekerAccount = await signUp(app, 'USER');
    expect((await seekerAccount.call('GET', '/api/v1/company/saved-searches')).statusCode).toBe(403);
  });

  it('mails only the candidates found since it was saved, visible ones only, each once; counts them in the product until opened', async () => {
    const tag = newTag();
    const before = await seeker(tag, { first: 'Before' });
    const search = (await save(company, { name: `Tag ${tag}`, frequency: 'daily', query: { skills: tag } })).json().data;
    const fresh = await seeker(tag, { first: 'Fresh' });
    const hidden = await seeker(tag, { first: 'Hidden', visible: false });

    // Runs at the time they happen: the product counts what was found since the member last looked.
    await makeDue(search.id);
    expect((await runSavedSearches(deps, PUBLIC_URL, new Date())).ran).toBe(true);
    const mails = await mailsTo(company.account.email);
    const mail = mails.find((m) => m.subject.includes(tag));
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail).toMatchObject({ locale: 'en', subject: `1 new candidate for your search “Tag ${tag}”` });
    expect(mail!.text_body).toContain('Fresh Alharbi');
    expect(mail!.text_body).not.toContain('Before Alharbi');
    expect(mail!.text_body).not.toContain('Hidden');
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/en/employee-profile?id=${fresh}`);
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/en/saved-searches/unsubscribe?token=`);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const recorded = await database.db.select().from(savedSearchCandidates).where(eq(savedSearchCandidates.saved_search_id, search.id));
    expect(recorded.map((row) => row.seeker_id).sort()).toEqual([before, fresh].sort());
    expect(recorded.map((row) => row.seeker_id)).not.toContain(hidden);

    // In the product: one new candidate until the member opens the search.
    const listed = (await company.call('GET', '/api/v1/company/saved-searches')).json().data.items.find((item: { id: number }) => item.id === search.id);
    expect(listed.new_count).toBe(1);
    const opened = await company.call('POST', `/api/v1/company/saved-searches/${search.id}/open`);
    expect(opened.json().data.new_count).toBe(1);
    const after = (await company.call('GET', '/api/v1/company/saved-searches')).json().data.items.find((item: { id: number }) => item.id === search.id);
    expect(after.new_count).toBe(0);

    // The next day: the hidden seeker shows themselves and is new; nobody else comes again.
    await database.db.update(seekerProfiles).set({ is_visible: true }).where(eq(seekerProfiles.user_id, hidden));
    await makeDue(search.id);
    await runSavedSearches(deps, PUBLIC_URL, new Date());
    const second = (await mailsTo(company.account.email)).filter((m) => m.subject.includes(tag));
    expect(second).toHaveLength(2);
    const latest = second.find((m) => m.id !== mail!.id)!;
    expect(latest.text_body).toContain('Hidden Alharbi');
    expect(latest.text_body).not.toContain('Fresh Alharbi');
    // Then nothing new: no mail.
    await makeDue(search.id);
    await runSavedSearches(deps, PUBLIC_URL, new Date());
    expect((await mailsTo(company.account.email)).filter((m) => m.subject.includes(tag))).toHaveLength(2);
  });

  it('never mails a seeker who hid their CV before the weekly mail, and mails a week after saving, in Arabic for an Arabic member', async () => {
    const arabic = await readyCompany(app, database);
    const tag = newTag();
    const search = (await save(arabic, { name: 'محاسبون', frequency: 'weekly', query: { skills: tag } }, 'ar')).json().data;
    const stays = await seeker(tag, { first: 'Stays' });
    const hides = await seeker(tag, { first: 'Hides' });
    // The daily run finds both; a weekly search does not mail yet.
    await runSavedSearches(deps, PUBLIC_URL, new Date(Date.now() + DAY + 60_000));
    expect(await mailsTo(arabic.account.email)).toHaveLength(0);
    await database.db.update(seekerProfiles).set({ is_visible: false }).where(eq(seekerProfiles.user_id, hides));
    await database.db.update(savedSearches).set({ next_run_at: new Date(Date.now() + 7 * DAY) }).where(eq(savedSearches.id, search.id));
    await runSavedSearches(deps, PUBLIC_URL, new Date(Date.now() + 7 * DAY + 60_000));
    const [mail, ...rest] = await mailsTo(arabic.account.email);
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({ locale: 'ar' });
    expect(mail!.subject).toContain('مرشح جديد');
    expect(mail!.html_body).toContain('dir="rtl"');
    expect(mail!.text_body).toContain('Stays Alharbi');
    expect(mail!.text_body).not.toContain('Hides');
    expect(mail!.text_body).toContain(`${PUBLIC_URL}/saved-searches/unsubscribe?token=`);
    expect(stays).toBeGreaterThan(0);
  });

  it('sends one mail when two runs race, with the lock and without it', async () => {
    const tag = newTag();
    const search = (await save(company, { name: `Race ${tag}`, frequency: 'daily', query: { skills: tag } })).json().data;
    await seeker(tag, { first: 'Racer' });
    const runAt = new Date(Date.now() + DAY + 60_000);
    const runs = await Promise.all([runSavedSearches(deps, PUBLIC_URL, runAt), runSavedSearches(deps, PUBLIC_URL, runAt)]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect((await mailsTo(company.account.email)).filter((m) => m.subject.includes(tag))).toHaveLength(1);

    // Without the lock (two app nodes), the guarded claim of the run lets one through.
    const tag2 = newTag();
    const second = (await save(company, { name: `Race ${tag2}`, frequency: 'daily', query: { skills: tag2 } })).json().data;
    await seeker(tag2, { first: 'Racer' });
    const due = await dueRow(second.id, runAt);
    const outcomes = await Promise.all([runSavedSearch(deps, due, runAt, PUBLIC_URL), runSavedSearch(deps, due, runAt, PUBLIC_URL)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['ran', 'skipped']);
    expect((await mailsTo(company.account.email)).filter((m) => m.subject.includes(tag2))).toHaveLength(1);
    expect(search.id).not.toBe(second.id);
  });

  it('stops its mails by the signed link (one click too), keeping the search; a changed link is 404', async () => {
    const tag = newTag();
    const search = (await save(company, { name: `Stop ${tag}`, frequency: 'daily', query: { skills: tag } })).json().data;
    await seeker(tag, { first: 'Stopper' });
    await runSavedSearches(deps, PUBLIC_URL, new Date(Date.now() + DAY + 60_000));
    const mail = (await mailsTo(company.account.email)).find((m) => m.subject.includes(tag))!;
    const token = decodeURIComponent(/unsubscribe\?token=([^\s"<&]+)/.exec(mail.text_body)![1]!);
    const view = await app.inject({ method: 'GET', url: `/api/v1/saved-searches/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toEqual({ name: `Stop ${tag}`, frequency: 'daily', locale: 'en' });
    const forged = `${search.id + 1}.${token.split('.')[1]}`;
    expect((await app.inject({ method: 'POST', url: '/api/v1/saved-searches/unsubscribe', payload: { token: forged } })).statusCode).toBe(404);

    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/v1/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ data: { changed: true, locale: 'en' } });
    const again = await app.inject({ method: 'POST', url: '/api/v1/saved-searches/unsubscribe', payload: { token } });
    expect(again.json().data.changed).toBe(false);
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.frequency).toBe('off');
  });
});
