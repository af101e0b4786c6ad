import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CV_IMPORT_MAX_PAGES, type TCvDraft } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cvDocx, cvPdf, scannedPdf } from '../../test/cv-files.ts';
import { CV_FIXTURES } from '../../test/cv-fixtures.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { multipartFile } from '../../test/uploads.ts';

const drivers = await testDrivers();
const english = CV_FIXTURES.find((f) => f.name.startsWith('English, one column, months'))!;
const arabicWord = CV_FIXTURES.find((f) => f.name.startsWith('Word, Arabic, right'))!;

describe.each(drivers)('CV import, languages and print options on $name (decision 038)', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let englishPdf: Buffer;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    englishPdf = await cvPdf(english.pdf!);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (me: TSignedUp, data: Buffer, filename = 'cv.pdf', type = 'application/pdf', locale: 'ar' | 'en' = 'en') => {
    const part = multipartFile(data, filename, type);
    return app.inject({ method: 'POST', url: '/api/v1/user/cv-import', payload: part.payload, headers: { ...part.headers, authorization: `Bearer ${me.token}`, 'x-locale': locale } });
  };

  describe('reading a CV file', () => {
    it('answers a draft of the sections from a PDF and stores nothing', async () => {
      const me = await signUp(app);
      const response = await upload(me, englishPdf);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('We read your CV: check each section, then save the ones you want');
      const draft: TCvDraft = response.json().data;
      expect(draft.file).toEqual({ type: 'pdf', pages: 1, scripts: ['en'] });
      expect(draft.personal?.values).toMatchObject({ first_name: 'Ahmed', last_name: 'Alotaibi' });
      expect(draft.contact?.values).toEqual({ email: 'ahmed.alotaibi@example.com', phone: '+966501234567' });
      expect(draft.experiences.map((e) => e.values.company_name)).toEqual(['Horizon Technology Co.', 'Gulf Soft Company']);
      expect(draft.languages.map((l) => l.values)).toEqual([
        { language: 'ar', level: 'native' },
        { language: 'en', level: 'fluent' },
      ]);
      // Nothing was saved: the profile is still empty and no file was recorded.
      const cv = (await me.call('GET', '/api/v1/user/profile')).json().data.cv;
      expect(cv.experiences).toEqual([]);
      expect(cv.languages).toEqual([]);
      expect(cv.files).toEqual([]);
    });

    it('reads a Word (DOCX) file written right to left', async () => {
      const me = await signUp(app);
      const docx = await cvDocx(arabicWord.docx!.blocks, { rtl: true });
      const response = await upload(me, docx, 'سيرتي.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(response.statusCode).toBe(200);
      const draft: TCvDraft = response.json().data;
      expect(draft.file).toEqual({ type: 'docx', pages: null, scripts: ['ar'] });
      expect(draft.experiences[0]?.values).toMatchObject({ company_name: 'صيدليات النهدي', job_title: 'صيدلانية', start_date: '2018-02-01', is_current: true });
    });

    it('says clearly, in the reader’s language, that a scanned image has no text to read', async () => {
      const me = await signUp(app);
      const scan = await scannedPdf();
      const english = await upload(me, scan);
      expect(english.statusCode).toBe(422);
      expect(english.json().message).toMatch(/^We could not read text in this file: it looks like a scanned image/);
      const arabic = await upload(me, scan, 'cv.pdf', 'application/pdf', 'ar');
      expect(arabic.json().message).toMatch(/^تعذّر علينا قراءة نص في هذا الملف/);
    });

    it(`refuses a PDF of more than ${CV_IMPORT_MAX_PAGES} pages before reading it`, async () => {
      const me = await signUp(app);
      const long = await cvPdf({ lines: Array.from({ length: 40 }, (_, i) => `Page ${i + 1} of a very long CV`), linesPerPage: 1 });
      const response = await upload(me, long);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(`The file is too long to read: at most ${CV_IMPORT_MAX_PAGES} pages. Upload a shorter CV`);
    });

    it('refuses what is not a PDF or DOCX, whatever its name says, and a request without a file', async () => {
      const me = await signUp(app);
      const text = await upload(me, Buffer.from('Ahmed Alotaibi\nExperience\n'.repeat(20)), 'cv.pdf');
      expect(text.statusCode).toBe(422);
      expect(text.json().message).toBe('Choose a PDF or Word (DOCX) file');
      const damaged = await upload(me, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]));
      expect(damaged.statusCode).toBe(422);
      const none = await me.call('POST', '/api/v1/user/cv-import', {});
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.file).toBeDefined();
    });

    it('is for job seekers only', async () => {
      const company = await signUp(app, 'COMPANY');
      expect((await upload(company, englishPdf)).statusCode).toBe(403);
      const part = multipartFile(englishPdf);
      expect((await app.inject({ method: 'POST', url: '/api/v1/user/cv-import', payload: part.payload, headers: part.headers })).statusCode).toBe(401);
    });

    it('gives values that the sections’ own endpoints accept once the person confirms them', async () => {
      const me = await signUp(app);
      const draft: TCvDraft = (await upload(me, englishPdf)).json().data;
      for (const experience of draft.experiences) {
        const saved = await me.call('POST', '/api/v1/user/experiences', { ...experience.values });
        expect(saved.statusCode, saved.body).toBe(201);
      }
      for (const language of draft.languages) expect((await me.call('POST', '/api/v1/user/languages', language.values)).statusCode).toBe(201);
      for (const skill of draft.skills) expect((await me.call('POST', '/api/v1/user/skills', skill.values)).statusCode).toBe(201);
      const course = draft.courses[0]!.values;
      expect((await me.call('POST', '/api/v1/user/courses', course)).statusCode).toBe(201);
      const q = draft.qualifications[0]!.values;
      expect((await me.call('POST', '/api/v1/user/qualifications', q)).statusCode).toBe(201);
      const cv = (await me.call('GET', '/api/v1/user/profile')).json().data.cv;
      expect(cv.experiences.map((e: { job_title: string }) => e.job_title)).toEqual(['Senior Software Engineer', 'Software Engineer']);
      expect(cv.languages.map((l: { language: string }) => l.language)).toEqual(['ar', 'en']);
    });
  });

  describe('the languages section', () => {
    it('adds, changes, lists and deletes languages with their level', async () => {
      const me = await signUp(app);
      const added = await me.call('POST', '/api/v1/user/languages', { language: 'en', level: 'good' });
      expect(added.statusCode).toBe(201);
      const id = added.json().data.id;
      const changed = await me.call('PUT', `/api/v1/user/languages/${id}`, { language: 'en', level: 'fluent' });
      expect(changed.json().data).toMatchObject({ language: 'en', level: 'fluent' });
      expect((await me.call('GET', '/api/v1/user/languages')).json().data).toMatchObject([{ id, language: 'en', level: 'fluent' }]);
      expect((await me.call('DELETE', `/api/v1/user/languages/${id}`)).statusCode).toBe(200);
      expect((await me.call('GET', '/api/v1/user/languages')).json().data).toEqual([]);
    });

    it('refuses an unknown language or level with the field’s message', async () => {
      const me = await signUp(app);
      const bad = await me.call('POST', '/api/v1/user/languages', { language: 'xx', level: 'superb' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['language', 'level']);
      const missing = await me.call('POST', '/api/v1/user/languages', {}, 'ar');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.language).toBeDefined();
    });

    it('lists a language once, and says what to do instead', async () => {
      const me = await signUp(app);
      await me.call('POST', '/api/v1/user/languages', { language: 'ar', level: 'native' });
      const again = await me.call('POST', '/api/v1/user/languages', { language: 'ar', level: 'good' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This language is already in your list: change its level instead');
      const other = (await me.call('POST', '/api/v1/user/languages', { language: 'fr', level: 'basic' })).json().data;
      expect((await me.call('PUT', `/api/v1/user/languages/${other.id}`, { language: 'ar', level: 'basic' })).statusCode).toBe(409);
    });

    it('keeps each person’s languages to themselves', async () => {
      const owner = await signUp(app);
      const stranger = await signUp(app);
      const item = (await owner.call('POST', '/api/v1/user/languages', { language: 'ur', level: 'good' })).json().data;
      expect((await stranger.call('PUT', `/api/v1/user/languages/${item.id}`, { language: 'ur', level: 'basic' })).statusCode).toBe(404);
      expect((await stranger.call('DELETE', `/api/v1/user/languages/${item.id}`)).statusCode).toBe(404);
      expect((await stranger.call('GET', '/api/v1/user/languages')).json().data).toEqual([]);
    });
  });

  describe('the printed CV’s personal details', () => {
    it('shows none of them until the person ticks them, and remembers the choice', async () => {
      const me = await signUp(app);
      expect((await me.call('GET', '/api/v1/user/profile/print-options')).json().data).toEqual({
        print_nationality: false,
        print_birthdate: false,
        print_sex: false,
        print_drive_licence: false,
      });
      // Decision 086: a printed detail must be shown to companies first.
      const shown = { birthdate: false, sex: true, social_status: false, nationality: true, drive_licence: true, photo: false };
      expect((await me.call('PUT', '/api/v1/user/profile/company-view', shown)).statusCode).toBe(200);
      const chosen = { print_nationality: true, print_birthdate: false, print_sex: true, print_drive_licence: true };
      const saved = await me.call('PUT', '/api/v1/user/profile/print-options', chosen);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ message: 'Your choices for the printed CV were saved', data: chosen });
      expect((await me.call('GET', '/api/v1/user/profile/print-options')).json().data).toEqual(chosen);
      const other = await signUp(app);
      expect((await other.call('GET', '/api/v1/user/profile/print-options')).json().data.print_sex).toBe(false);
    });

    it('never prints a detail the person hides from companies (decision 086), and keeps the tick for when it is shown again', async () => {
      const me = await signUp(app);
      const ticked = { print_nationality: true, print_birthdate: true, print_sex: true, print_drive_licence: true };
      const saved = await me.call('PUT', '/api/v1/user/profile/print-options', ticked);
      expect(saved.json().data).toEqual({ print_nationality: false, print_birthdate: false, print_sex: false, print_drive_licence: false });
      await me.call('PUT', '/api/v1/user/profile/company-view', { birthdate: true, sex: false, social_status: false, nationality: false, drive_licence: false, photo: false });
      expect((await me.call('GET', '/api/v1/user/profile/print-options')).json().data).toEqual({ print_nationality: false, print_birthdate: true, print_sex: false, print_drive_licence: false });
    });

    it('refuses a choice that is not yes or no', async () => {
      const me = await signUp(app);
      const bad = await me.call('PUT', '/api/v1/user/profile/print-options', { print_nationality: 'yes' });
      expect(bad.statusCode).toBe(422);
    });
  });
});
