// Over 300 lines on purpose: screening questions (decision 118) from posting to applying to the company's filters, as their specification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, users } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, giveMinimumProfile, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { transitionJob } from '../jobs/state.ts';

const drivers = await testDrivers();

describe.each(drivers)('screening questions on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  let rival: TTestCompany;
  let sectorId: number;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    sectorId = (await app.inject({ url: '/api/v1/lookups/sectors', headers: { 'x-locale': 'en' } })).json().data[0].id;
    [company, rival] = await Promise.all([readyCompany(app, database), readyCompany(app, database)]);
  });
  afterAll(async () => {
    await app.close();
  });

  const licence = { text: 'Do you hold a valid Saudi driving licence?', type: 'yes_no', knockout: true, accepted: ['yes'] };
  const years = { text: 'How many years have you worked in accounting?', type: 'number', knockout: true, min: 3 };
  const city = { text: 'Which city would you work from?', type: 'single_choice', choices: ['Riyadh', 'Jeddah', 'Dammam'], required: true };
  const tools = { text: 'Which tools do you use?', type: 'multi_choice', choices: ['Excel', 'SAP', 'Oracle'], knockout: true, accepted: ['Excel', 'SAP'] };
  const notes = { text: 'Anything else we should know?', type: 'short_text' };

  const completeJob = (questions: unknown[], overrides: Record<string, unknown> = {}) => ({
    title: 'Senior accountant',
    description: '<p>Keep the books of a growing company.</p>',
    duties: 'Monthly closing and VAT returns',
    qualifications: 'SOCPA certificate',
    experience_years: 3,
    sector_id: sectorId,
    work_place: 'remote',
    job_type: 'full_time',
    working_hours: 'Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline: dayFromToday(25),
    screening_questions: questions,
    ...overrides,
  });

  async function draft(who: TSignedUp, questions: unknown[], locale: 'ar' | 'en' = 'en') {
    return who.call('POST', '/api/v1/company/jobs', completeJob(questions), locale);
  }

  /** A job that went live (submitted, then activated by the state machine), asking `questions`. */
  async function liveJob(who: TSignedUp, questions: unknown[]): Promise<number> {
    const created = await draft(who, questions);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const submitted = await who.call('POST', `/api/v1/company/jobs/${id}/submit`);
    expect(submitted.json().data.status, submitted.body).toBe('awaiting_payment');
    expect(await transitionJob(database.db, id, 'activate')).not.toBeNull();
    return id;
  }

  async function seeker(locale: 'ar' | 'en' = 'ar'): Promise<TSignedUp> {
    const account = await signUp(app, 'USER');
    await giveMinimumProfile(database, account.id);
    await database.db.update(users).set({ locale }).where(eq(users.id, account.id));
    return account;
  }

  const apply = (who: TSignedUp, jobId: number, answers: Record<string, unknown>, locale: 'ar' | 'en' = 'en') => who.call('POST', `/api/v1/jobs/${jobId}/applications`, { answers }, locale);

  type TListed = { id: number; screening: { meets_requirements: boolean | null; answers: Array<{ question_id: string; answer: unknown; knocked_out: boolean }> } };
  const list = async (jobId: number, query = '') => {
    const response = await company.call('GET', `/api/v1/company/jobs/${jobId}/applications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: TListed[]; total: number; job: { screening_questions: unknown[] } };
  };

  describe('posting', () => {
    it('saves up to ten questions with the draft, gives each an id, and makes a knock-out required', async () => {
      const created = await draft(company, [licence, years, city, tools, notes]);
      expect(created.statusCode, created.body).toBe(201);
      const job = created.json().data;
      expect(job.screening_questions.map((q: { id: string }) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
      expect(job.screening_questions[0]).toEqual({ id: 'q1', text: licence.text, type: 'yes_no', choices: [], required: true, knockout: true, accepted: ['yes'], min: null, max: null });
      expect(job.screening_questions[1]).toMatchObject({ type: 'number', required: true, min: 3, max: null });
      expect(job.screening_questions[4]).toMatchObject({ type: 'short_text', required: false, knockout: false });
      expect(job.screening_questions_locked).toBe(false);

      // Saving the job without the field keeps them (older clients); an empty list clears them.
      const kept = await company.call('PUT', `/api/v1/company/jobs/${job.id}`, { title: 'Senior accountant' });
      expect(kept.json().data.screening_questions).toHaveLength(5);
      const cleared = await company.call('PUT', `/api/v1/company/jobs/${job.id}`, { title: 'Senior accountant', screening_questions: [] });
      expect(cleared.json().data.screening_questions).toEqual([]);
    });

    it('refuses eleven questions and badly formed ones, with a message per field in the company’s language', async () => {
      const eleven = await draft(company, Array.from({ length: 11 }, (_, i) => ({ text: `Question number ${i + 1}?`, type: 'short_text' })));
      expect(eleven.statusCode).toBe(422);
      expect(eleven.json().errors.screening_questions).toEqual(['Choose at most 10']);

      const bad = await draft(company, [
        { text: 'Pick one', type: 'single_choice', choices: ['Only one'] },
        { text: 'Tell us about you', type: 'short_text', knockout: true },
        { text: 'Do you have a licence?', type: 'yes_no', knockout: true },
        { text: 'Years of experience?', type: 'number', knockout: true, min: 5, max: 2 },
        { text: 'Which tools?', type: 'multi_choice', choices: ['Excel', 'SAP'], knockout: true, accepted: ['Word'] },
        { text: '', type: 'yes_no' },
      ]);
      expect(bad.statusCode, bad.body).toBe(422);
      const errors = bad.json().errors;
      expect(errors['screening_questions.0.choices']).toEqual(['Give at least two different choices, one a line']);
      expect(errors['screening_questions.1.knockout'][0]).toMatch(/short text answer cannot knock/);
      expect(errors['screening_questions.2.accepted']).toEqual(['Answers that pass field is required']);
      expect(errors['screening_questions.3.max'][0]).toMatch(/lowest or the highest number/);
      expect(errors['screening_questions.4.accepted'][0]).toMatch(/Choose the answers that pass/);
      expect(errors['screening_questions.5.text']).toEqual(['Question field is required']);

      const arabic = await draft(company, [{ text: '', type: 'single_choice', choices: ['واحد'] }], 'ar');
      expect(arabic.json().errors['screening_questions.0.text']).toEqual(['حقل السؤال مطلوب']);
      expect(arabic.json().errors['screening_questions.0.choices']).toEqual(['اكتب خيارين مختلفين على الأقل، كل خيار في سطر']);
    });

    it('holds a job whose questions ask about age, marital status, religion or nationality, like an ad that does', async () => {
      // A question put to a woman («أنتِ متزوجة») asks for a woman too (decision 200).
      for (const [text, ...categories] of [
        ['How old are you?', 'age'],
        ['هل أنتِ متزوجة؟', 'marital_status', 'gender'],
        ['ما ديانتك؟', 'religion'],
        ['What is your nationality?', 'nationality'],
      ] as const) {
        const created = await draft(company, [licence, { text, type: 'short_text' }]);
        expect(created.statusCode, created.body).toBe(201);
        const submitted = await company.call('POST', `/api/v1/company/jobs/${created.json().data.id}/submit`);
        expect(submitted.statusCode, submitted.body).toBe(200);
        expect(submitted.json().data.status).toBe('held');
        expect(submitted.json().message).toMatch(/held for review/);
        const findings = submitted.json().data.review.findings as Array<{ field: string; category: string }>;
        expect(findings.map((finding) => finding.field)).toEqual(categories.map(() => 'screening_questions'));
        expect(findings.map((finding) => finding.category).sort()).toEqual([...categories].sort());
      }
      // Lawful questions pass: a Saudi national (localisation), years of experience, a licence.
      const lawful = await draft(company, [licence, years, { text: 'Are you a Saudi national?', type: 'yes_no' }, { text: 'هل أنت سعودي الجنسية؟', type: 'yes_no' }]);
      const submitted = await company.call('POST', `/api/v1/company/jobs/${lawful.json().data.id}/submit`);
      expect(submitted.json().data.status).toBe('awaiting_payment');
    });

    it('keeps the questions of a job with applicants: they can only be added to', async () => {
      const jobId = await liveJob(company, [licence, years]);
      const applicant = await seeker();
      expect((await apply(applicant, jobId, { q1: 'yes', q2: 5 })).statusCode).toBe(201);
      const own = (await company.call('GET', `/api/v1/company/jobs/${jobId}`)).json().data;
      expect(own.screening_questions_locked).toBe(true);
      const saved = own.screening_questions;

      const changed = await company.call('PUT', `/api/v1/company/jobs/${jobId}`, completeJob([{ ...saved[0], text: 'Do you hold any driving licence?' }, saved[1]]));
      expect(changed.statusCode).toBe(422);
      expect(changed.json().errors['screening_questions.0']).toEqual(['This job has applicants: its questions cannot change or go, you can only add new ones after them']);
      const removed = await company.call('PUT', `/api/v1/company/jobs/${jobId}`, completeJob([saved[1]]), 'ar');
      expect(removed.json().errors['screening_questions.0']).toEqual(['لهذه الوظيفة متقدمون: لا يمكن تغيير أسئلتها أو حذفها، ويمكنك إضافة أسئلة جديدة بعدها فقط']);

      const added = await company.call('PUT', `/api/v1/company/jobs/${jobId}`, completeJob([...saved, notes]));
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.screening_questions.map((q: { id: string }) => q.id)).toEqual(['q1', 'q2', 'q3']);
    });

    it('answers 404 for another company’s job, and never shows what passes a knock-out to visitors', async () => {
      const jobId = await liveJob(company, [licence, city]);
      const foreign = await rival.call('PUT', `/api/v1/company/jobs/${jobId}`, completeJob([notes]));
      expect(foreign.statusCode).toBe(404);
      const page = await app.inject({ url: `/api/v1/jobs/${jobId}`, headers: { 'x-locale': 'en' } });
      expect(page.json().data.screening_questions).toEqual([
        { id: 'q1', text: licence.text, type: 'yes_no', choices: [], required: true },
        { id: 'q2', text: city.text, type: 'single_choice', choices: city.choices, required: true },
      ]);
      expect(page.body).not.toContain('accepted');
    });
  });

  describe('applying', () => {
    it('refuses a missing or invalid answer per question, in the seeker’s language, and saves nothing', async () => {
      const jobId = await liveJob(company, [licence, years, city, tools, notes]);
      const applicant = await seeker();
      const missing = await apply(applicant, jobId, { q2: 'many', q3: 'Mecca', q4: ['Excel', 'Excel'], q9: 'x' });
      expect(missing.statusCode, missing.body).toBe(422);
      expect(missing.json().errors).toEqual({
        'answers.q1': ['Answer field is required'],
        'answers.q2': ['Write a number, in digits (3) or in words (three years)'],
        'answers.q3': ['Choose one of the question’s answers'],
        'answers.q4': ['Choose each one only once'],
        'answers.q9': ['This field is not allowed'],
      });
      const arabic = await apply(applicant, jobId, { q2: 4, q3: 'Riyadh', q4: ['SAP'] }, 'ar');
      expect(arabic.json().errors).toEqual({ 'answers.q1': ['حقل الإجابة مطلوب'] });
      expect(await database.db.select().from(applications).where(eq(applications.job_id, jobId))).toEqual([]);
    });

    it('reads a number written in words, as people write it, and checks the knock-out on the number (decision 152)', async () => {
      const jobId = await liveJob(company, [years]);
      const answered = async (answer: string, locale: 'ar' | 'en' = 'ar') => {
        const response = await apply(await seeker(locale), jobId, { q1: answer }, locale);
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data.id as number;
      };
      const three = await answered('ثلاث سنوات');
      const two = await answered('سنتان');
      const five = await answered('five years', 'en');
      const items = (await list(jobId)).items;
      const answerOf = (id: number) => items.find((item) => item.id === id)!.screening;
      expect(answerOf(three)).toMatchObject({ meets_requirements: true, answers: [{ answer: 3, knocked_out: false }] });
      expect(answerOf(two)).toMatchObject({ meets_requirements: false, answers: [{ answer: 2, knocked_out: true }] });
      expect(answerOf(five)).toMatchObject({ meets_requirements: true, answers: [{ answer: 5 }] });
      const unread = await apply(await seeker(), jobId, { q1: 'أكثر من خمس' }, 'ar');
      expect(unread.json().errors).toEqual({ 'answers.q1': ['اكتب عددًا، بالأرقام (3) أو بالكلمات (ثلاث سنوات)'] });
    });

    it('keeps the answers with the CV snapshot and marks a failed knock-out "does not meet the requirements", never hiding it', async () => {
      const jobId = await liveJob(company, [licence, years, city, tools, notes]);
      const fits = await seeker();
      const short = await seeker('en');
      // Arabic-Indic digits are a number; a short text is optional.
      const first = await apply(fits, jobId, { q1: 'yes', q2: '٥', q3: 'Jeddah', q4: ['SAP', 'Excel'] }, 'ar');
      expect(first.statusCode, first.body).toBe(201);
      const second = await apply(short, jobId, { q1: 'no', q2: 1, q3: 'Riyadh', q4: ['Excel', 'Oracle'], q5: 'I can start at once' });
      expect(second.statusCode, second.body).toBe(201);

      const all = await list(jobId);
      expect(all.total).toBe(2);
      // The list names the job's questions as applicants saw them, for the web's answer filter (decision 127): what passes stays out.
      expect(all.job.screening_questions).toEqual([
        { id: 'q1', text: licence.text, type: 'yes_no', choices: [], required: true },
        { id: 'q2', text: years.text, type: 'number', choices: [], required: true },
        { id: 'q3', text: city.text, type: 'single_choice', choices: city.choices, required: true },
        { id: 'q4', text: tools.text, type: 'multi_choice', choices: tools.choices, required: true },
        { id: 'q5', text: notes.text, type: 'short_text', choices: [], required: false },
      ]);
      const fitting = all.items.find((item) => item.id === first.json().data.id)!;
      expect(fitting.screening.meets_requirements).toBe(true);
      expect(fitting.screening.answers.map((a) => a.answer)).toEqual(['yes', 5, 'Jeddah', ['Excel', 'SAP'], null]);
      const failing = all.items.find((item) => item.id === second.json().data.id)!;
      expect(failing.screening.meets_requirements).toBe(false);
      expect(failing.screening.answers.map((a) => a.knocked_out)).toEqual([true, true, false, true, false]);

      const detail = await company.call('GET', `/api/v1/company/applications/${failing.id}`);
      expect(detail.json().data.screening.answers[4]).toMatchObject({ text: notes.text, answer: 'I can start at once' });
      // The seeker's own view carries no verdict.
      expect((await short.call('GET', `/api/v1/user/applications/${failing.id}`)).body).not.toContain('meets_requirements');
      // The seeker's download of their data holds their own answers (decision 089), never the company's verdict.
      const exported = await short.call('GET', '/api/v1/user/export');
      const exportedApplication = exported.json().activity.applications.find((a: { id: number }) => a.id === failing.id);
      expect(exportedApplication.screening_answers.map((a: { answer: unknown }) => a.answer)).toEqual(['no', 1, 'Riyadh', ['Excel', 'Oracle'], 'I can start at once']);
      expect(exported.body).not.toContain('meets_requirements');
      expect(exported.body).not.toContain('knocked_out');

      // Filters and sort: meets / does not, by a question's answer, those who meet first.
      expect((await list(jobId, '?requirements=not_met')).items.map((i) => i.id)).toEqual([failing.id]);
      expect((await list(jobId, '?requirements=met')).items.map((i) => i.id)).toEqual([fitting.id]);
      expect((await list(jobId, '?answer=q3:Riyadh')).items.map((i) => i.id)).toEqual([failing.id]);
      expect((await list(jobId, '?answer=q4:SAP')).items.map((i) => i.id)).toEqual([fitting.id]);
      expect((await list(jobId, '?answer=q1:no')).items.map((i) => i.id)).toEqual([failing.id]);
      expect((await list(jobId, '?sort=requirements')).items.map((i) => i.id)).toEqual([fitting.id, failing.id]);
      expect((await company.call('GET', `/api/v1/company/jobs/${jobId}/applications?requirements=maybe`)).statusCode).toBe(422);
    });

    it('leaves the verdict empty when the job asks no knock-out', async () => {
      const jobId = await liveJob(company, [city]);
      const applicant = await seeker();
      expect((await apply(applicant, jobId, { q3: 'x' })).json().errors).toEqual({ 'answers.q1': ['Answer field is required'], 'answers.q3': ['This field is not allowed'] });
      expect((await apply(applicant, jobId, { q1: 'Dammam' })).statusCode).toBe(201);
      expect((await list(jobId)).items[0]!.screening.meets_requirements).toBeNull();
    });
  });

  describe('the library', () => {
    it('keeps a company’s questions to reuse, once each, for that company only', async () => {
      const kept = await company.call('POST', '/api/v1/company/screening-questions', { question: licence });
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json().message).toBe('The question is in your library: pick it when you post a job');
      const again = await company.call('POST', '/api/v1/company/screening-questions', { question: { ...licence, id: 'q7' } });
      expect(again.json().data.id).toBe(kept.json().data.id);
      const listed = (await company.call('GET', '/api/v1/company/screening-questions')).json().data.items;
      expect(listed).toEqual([expect.objectContaining({ id: kept.json().data.id, question: expect.objectContaining({ text: licence.text, knockout: true, required: true }) })]);
      expect((await rival.call('GET', '/api/v1/company/screening-questions')).json().data.items).toEqual([]);
      expect((await rival.call('DELETE', `/api/v1/company/screening-questions/${kept.json().data.id}`)).statusCode).toBe(404);
      expect((await company.call('DELETE', `/api/v1/company/screening-questions/${kept.json().data.id}`)).statusCode).toBe(200);
      expect((await company.call('GET', '/api/v1/company/screening-questions')).json().data.items).toEqual([]);
    });

    it('refuses a question the job-ad screening holds, in both languages', async () => {
      const english = await company.call('POST', '/api/v1/company/screening-questions', { question: { text: 'Are you married?', type: 'yes_no' } });
      expect(english.statusCode).toBe(422);
      expect(english.json().errors['question.text'][0]).toMatch(/^Employers may not ask about age, gender, marital status/);
      const arabic = await company.call('POST', '/api/v1/company/screening-questions', { question: { text: 'كم عمرك؟', type: 'number' } }, 'ar');
      expect(arabic.json().errors['question.text'][0]).toMatch(/^لا يجوز لصاحب العمل السؤال عن العمر/);
      const seekerAccount = await signUp(app, 'USER');
      expect((await seekerAccount.call('GET', '/api/v1/company/screening-questions')).statusCode).toBe(403);
    });
  });
});
