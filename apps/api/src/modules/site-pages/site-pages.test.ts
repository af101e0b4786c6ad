// Decision 033's specification: the site's pages served from the database and edited (sanitised, versioned) by
// administrators, the contact form (stored, mailed, limited, honeypot), and the acceptance of the terms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { contactMessages, mailOutbox, sitePages, termsAcceptances } from '../../db/schema/index.ts';
import { newAccount, signUp, signUpAdmin, testApp, testDrivers, uniqueEmail, type TSignedUp } from '../../test/harness.ts';
import { startSmtp, type TSmtpSink } from '../../test/smtp.ts';
import { CONTACT_PER_ADDRESS, CONTACT_PER_EMAIL } from './contact.ts';

const drivers = await testDrivers();
const PUBLIC_URL = 'https://tawzeef.test';

describe.each(drivers)('site pages, contact form and terms on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let smtp: TSmtpSink;
  let addressCount = 0;
  /** A client address no other test uses, so each test meets only its own limits. */
  const freshAddress = () => `10.33.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;

  beforeAll(async () => {
    database = await driver.open();
    smtp = await startSmtp();
    app = await testApp(database, { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Tawzeef <no-reply@tawzeef.test>' });
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const get = (url: string, locale: 'ar' | 'en' = 'en') => app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
  const page = async (slug: string, locale: 'ar' | 'en' = 'en') => (await get(`/api/v1/pages/${slug}`, locale)).json().data;
  const contact = (body: Record<string, unknown>, options: { address?: string; locale?: 'ar' | 'en' } = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/contact-messages', payload: body, remoteAddress: options.address ?? freshAddress(), headers: { 'x-locale': options.locale ?? 'en' } });
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Sara Alharbi',
    email: uniqueEmail('contact'),
    subject: 'Question about job alerts',
    message: 'Hello, how often are job alert emails sent? I would like a daily digest.',
    ...overrides,
  });
  const received = (to: string, subject: string) => smtp.mailTo(to, subject);

  /** Every writable field of a page as it is now, with `changes` applied (the console's PUT). */
  async function pageUpdate(slug: string, changes: Record<string, string>) {
    const record = (await admin.call('GET', `/api/admin/pages/${slug}`)).json().data;
    const { title_ar, title_en, summary_ar, summary_en, body_ar, body_en } = record;
    return { title_ar, title_en, summary_ar, summary_en, body_ar, body_en, ...changes };
  }

  describe('pages', () => {
    it('serves each seeded page in the language asked for, cut into sections at its headings, and 404 for any other slug', async () => {
      for (const slug of ['about-us', 'terms-conditions', 'privacy-policy', 'busniss-platform']) {
        const english = await page(slug, 'en');
        const arabic = await page(slug, 'ar');
        expect(english.slug).toBe(slug);
        expect(english.title).not.toBe(arabic.title);
        expect(arabic.html).toMatch(/[\u0600-\u06FF]/);
        expect(english.version).toBeGreaterThanOrEqual(1);
        expect(english.sections.filter((section: { id: string | null }) => section.id).length).toBeGreaterThanOrEqual(3);
      }
      const business = await page('busniss-platform');
      expect(business.sections.map((section: { id: string | null }) => section.id)).toEqual(expect.arrayContaining(['what-you-get', 'pricing', 'how-to-start']));
      const privacy = await page('privacy-policy');
      expect(privacy.html).toContain('href="/profile/privacy"');
      expect(privacy.sections.find((section: { id: string }) => section.id === 'rights').title).toBe('Your rights and how to use them');
      expect((await get('/api/v1/pages/blogs')).statusCode).toBe(404);
      expect((await get('/api/v1/pages/__proto__')).statusCode).toBe(404);
    });

    it('lets an administrator edit a page: the body is sanitised, the version grows on a change of text only', async () => {
      const before = await page('about-us');
      const arabicBefore = await page('about-us', 'ar');
      const hostile =
        '<h2 id="team" onclick="alert(1)">Our team</h2><p style="color:red" onmouseover="steal()">We are <strong>twelve</strong> people.</p>' +
        '<script>alert(document.cookie)</script><style>body{display:none}</style><img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">click</a> <a href="/contact-us" target="_top">contact</a> <a href="https://mhrsd.gov.sa">MHRSD</a>' +
        '<iframe src="https://evil.example"></iframe><h2 id="Bad Anchor">Values</h2><p>Honesty.</p>';
      const saved = await admin.call('PUT', '/api/admin/pages/about-us', await pageUpdate('about-us', { body_en: hostile, title_en: 'About Tawzeef' }));
      expect(saved.statusCode).toBe(200);
      const after = await page('about-us');
      expect(after.version).toBe(before.version + 1);
      expect(after.title).toBe('About Tawzeef');
      expect(after.html).toBe(
        '<h2 id="team">Our team</h2><p>We are <strong>twelve</strong> people.</p>' +
          '<a>click</a> <a href="/contact-us">contact</a> <a href="https://mhrsd.gov.sa" rel="nofollow noopener" target="_blank">MHRSD</a>' +
          '<h2>Values</h2><p>Honesty.</p>',
      );
      expect(after.sections).toEqual([
        { id: 'team', title: 'Our team', html: '<p>We are <strong>twelve</strong> people.</p><a>click</a> <a href="/contact-us">contact</a> <a href="https://mhrsd.gov.sa" rel="nofollow noopener" target="_blank">MHRSD</a>' },
        { id: null, title: 'Values', html: '<p>Honesty.</p>' },
      ]);
      // The Arabic page did not change with the English one.
      expect((await page('about-us', 'ar')).html).toBe(arabicBefore.html);

      // Saving the same text again changes nothing.
      expect((await admin.call('PUT', '/api/admin/pages/about-us', await pageUpdate('about-us', {}))).statusCode).toBe(200);
      expect((await page('about-us')).version).toBe(after.version);

      const [row] = await database.db.select().from(sitePages).where(eq(sitePages.slug, 'about-us'));
      expect(row?.updated_by).toBe(admin.id);
    });

    it('refuses edits from anyone but an administrator, unknown fields, unknown pages and creating or deleting pages', async () => {
      const seeker = await signUp(app);
      const body = await pageUpdate('terms-conditions', {});
      expect((await seeker.call('PUT', '/api/admin/pages/terms-conditions', body)).statusCode).toBe(403);
      expect((await admin.call('PUT', '/api/admin/pages/terms-conditions', { ...body, version: 99 })).statusCode).toBe(422);
      expect((await admin.call('PUT', '/api/admin/pages/terms-conditions', { ...body, body_en: 'short' })).json().errors.body_en).toBeDefined();
      expect((await admin.call('PUT', '/api/admin/pages/hiring-law', body)).statusCode).toBe(404);
      expect((await admin.call('POST', '/api/admin/pages', { ...body })).statusCode).toBeGreaterThanOrEqual(400);
      expect((await admin.call('DELETE', '/api/admin/pages/terms-conditions')).statusCode).toBeGreaterThanOrEqual(400);
      const list = (await admin.call('GET', '/api/admin/pages')).json().data;
      expect(list.items.map((item: { id: string }) => item.id).sort()).toEqual(['about-us', 'busniss-platform', 'privacy-policy', 'terms-conditions']);
    });
  });

  describe('acceptance of the terms', () => {
    it('refuses a registration that does not accept the terms, in the person’s language', async () => {
      const register = (body: Record<string, unknown>, locale: 'ar' | 'en') =>
        app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, headers: { 'x-locale': locale } });
      const { accept_terms: _accepted, ...withoutAcceptance } = newAccount();
      const missing = await register(withoutAcceptance, 'en');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ accept_terms: ['Acceptance of the terms and privacy policy field is required'] });
      const refused = await register({ ...newAccount(), accept_terms: false }, 'en');
      expect(refused.json().errors).toEqual({ accept_terms: ['Accept the terms and conditions and the privacy policy to create your account'] });
      const arabic = await register({ ...newAccount(), accept_terms: false }, 'ar');
      expect(arabic.json().errors).toEqual({ accept_terms: ['وافق على الشروط والأحكام وسياسة الخصوصية لإنشاء حسابك'] });
      expect((await register({ ...newAccount(), accept_terms: 'yes' }, 'en')).statusCode).toBe(422);
    });

    it('records the versions accepted at registration, and asks again after a new version of the terms or the privacy policy', async () => {
      const seeker = await signUp(app);
      const terms = await page('terms-conditions');
      const privacy = await page('privacy-policy');
      const status = (await seeker.call('GET', '/api/v1/user/terms')).json().data;
      expect(status).toMatchObject({ terms_version: terms.version, privacy_version: privacy.version, accepted_terms_version: terms.version, accepted_privacy_version: privacy.version, must_accept: false });
      expect((await seeker.call('GET', '/api/v1/user/simple-profile')).json().data.terms_outdated).toBe(false);
      const rows = await database.db.select().from(termsAcceptances).where(eq(termsAcceptances.user_id, seeker.id));
      expect(rows).toMatchObject([{ source: 'register', terms_version: terms.version, privacy_version: privacy.version }]);

      // An administrator publishes a new privacy policy.
      const changed = await pageUpdate('privacy-policy', { body_en: `${(await admin.call('GET', '/api/admin/pages/privacy-policy')).json().data.body_en}<p>We added a section on interview recordings.</p>` });
      expect((await admin.call('PUT', '/api/admin/pages/privacy-policy', changed)).statusCode).toBe(200);
      const newer = (await page('privacy-policy')).version;
      expect(newer).toBe(privacy.version + 1);
      expect((await seeker.call('GET', '/api/v1/user/simple-profile')).json().data.terms_outdated).toBe(true);
      expect((await seeker.call('GET', '/api/v1/user/terms')).json().data).toMatchObject({ privacy_version: newer, accepted_privacy_version: privacy.version, must_accept: true });

      // Accepting what was shown before the change is refused; accepting the new versions is recorded once.
      const stale = await seeker.call('POST', '/api/v1/user/terms', { terms_version: terms.version, privacy_version: privacy.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain('newer version');
      const accepted = await seeker.call('POST', '/api/v1/user/terms', { terms_version: terms.version, privacy_version: newer });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({ must_accept: false, accepted_privacy_version: newer });
      expect((await seeker.call('POST', '/api/v1/user/terms', { terms_version: terms.version, privacy_version: newer })).statusCode).toBe(200);
      expect(await database.db.select().from(termsAcceptances).where(eq(termsAcceptances.user_id, seeker.id))).toHaveLength(2);
      expect((await seeker.call('GET', '/api/v1/user/simple-profile')).json().data.terms_outdated).toBe(false);

      // A registration after the change accepts the newer version directly.
      const later = await signUp(app, 'COMPANY');
      expect((await later.call('GET', '/api/v1/user/terms')).json().data).toMatchObject({ accepted_privacy_version: newer, must_accept: false });
      expect((await app.inject({ method: 'GET', url: '/api/v1/user/terms' })).statusCode).toBe(401);
    });
  });

  describe('contact form', () => {
    it('stores a message, mails every administrator and sends the sender a confirmation in their language', async () => {
      const sent = message({ phone: '0551234567', subject: 'استفسار عن رسوم النشر', message: 'السلام عليكم، هل تشمل رسوم النشر ضريبة القيمة المضافة؟', name: 'نورة القحطاني' });
      const response = await contact(sent, { locale: 'ar' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'شكرًا لك: أُرسلت رسالتك. أرسلنا إليك تأكيدًا بالبريد وسنردّ خلال يومي عمل', data: { received: true } });
      const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, sent.email.toLowerCase()));
      expect(row).toMatchObject({ name: 'نورة القحطاني', phone: '+966551234567', locale: 'ar', status: 'new', user_id: null });

      const confirmation = await received(sent.email.toLowerCase(), 'وصلتنا رسالتك');
      expect(confirmation.html).toContain('<html lang="ar" dir="rtl"');
      expect(confirmation.text).toContain('هل تشمل رسوم النشر ضريبة القيمة المضافة؟');
      const toAdmin = await received(admin.account.email.toLowerCase(), 'استفسار عن رسوم النشر');
      expect(toAdmin.text).toContain(sent.email.toLowerCase());
      expect(toAdmin.text).toContain(`${PUBLIC_URL}/admin/contact-messages/${row?.id}`);

      const english = message();
      await contact(english, { locale: 'en' });
      expect((await received(english.email.toLowerCase(), 'We received your message')).html).toContain('<html lang="en" dir="ltr"');
    });

    it('keeps the message of a logged-in sender with the account', async () => {
      const seeker = await signUp(app);
      const sent = message({ email: seeker.account.email });
      const response = await app.inject({ method: 'POST', url: '/api/v1/contact-messages', payload: sent, remoteAddress: freshAddress(), headers: { authorization: `Bearer ${seeker.token}` } });
      expect(response.statusCode).toBe(201);
      const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.user_id, seeker.id));
      expect(row?.subject).toBe(sent.subject);
    });

    it('stores and mails a message once however often it is retried with its Idempotency-Key (decision 095)', async () => {
      const keyed = (body: Record<string, unknown>, address: string, key: string, token?: string) =>
        app.inject({ method: 'POST', url: '/api/v1/contact-messages', payload: body, remoteAddress: address, headers: { 'x-locale': 'en', 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      const stored = async (email: string) => database.db.select().from(contactMessages).where(eq(contactMessages.email, email.toLowerCase()));
      const confirmations = (email: string) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email.toLowerCase()), eq(mailOutbox.purpose, 'contact_confirmation')));
      // A visitor: the retries store one message and mail its confirmation once, also when two arrive at once.
      const sent = message();
      const from = freshAddress();
      const answers = [await keyed(sent, from, 'contact-key-1'), await keyed(sent, from, 'contact-key-1')];
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(answers[1]!.body).toBe(answers[0]!.body);
      expect(await stored(sent.email)).toHaveLength(1);
      expect(await confirmations(sent.email)).toHaveLength(1);
      const twice = message();
      const together = await Promise.all([1, 2].map(() => keyed(twice, from, 'contact-key-0')));
      expect(together.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(await stored(twice.email)).toHaveLength(1);
      expect(await confirmations(twice.email)).toHaveLength(1);
      // A visitor's key is theirs by address and message: the same key with another text, or from another visitor, is another message.
      expect((await keyed({ ...sent, subject: 'A second question' }, from, 'contact-key-1')).statusCode).toBe(201);
      expect((await keyed(sent, freshAddress(), 'contact-key-1')).statusCode).toBe(201);
      expect(await stored(sent.email)).toHaveLength(3);
      // An account's key: another key is another message; the same key with another text is refused.
      const seeker = await signUp(app);
      const mine = message({ email: seeker.account.email });
      expect((await keyed(mine, freshAddress(), 'contact-key-2', seeker.token)).statusCode).toBe(201);
      expect((await keyed(mine, freshAddress(), 'contact-key-2', seeker.token)).statusCode).toBe(201);
      expect(await stored(mine.email)).toHaveLength(1);
      const reused = await keyed({ ...mine, message: 'Something else entirely, and long enough to be a message.' }, freshAddress(), 'contact-key-2', seeker.token);
      expect(reused.statusCode).toBe(422);
      expect((await keyed(mine, freshAddress(), 'contact-key-3', seeker.token)).statusCode).toBe(201);
      expect(await stored(mine.email)).toHaveLength(2);
    });

    it('answers a filled honeypot like a success but keeps and mails nothing', async () => {
      const bot = message({ website: 'https://cheap-seo.example' });
      const response = await contact(bot);
      expect(response.statusCode).toBe(201);
      expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, bot.email.toLowerCase()))).toHaveLength(0);
      // A mail is queued in the outbox before the answer (a person's message has its acknowledgement there at once):
      // the bot's answer came with none.
      const person = message();
      expect((await contact(person)).statusCode).toBe(201);
      const queuedTo = async (email: string) => (await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to_address, email.toLowerCase()))).length;
      expect(await queuedTo(person.email)).toBe(1);
      expect(await queuedTo(bot.email)).toBe(0);
    });

    it('limits messages per email address and per client address', async () => {
      const email = uniqueEmail('busy');
      for (let i = 0; i < CONTACT_PER_EMAIL; i++) expect((await contact(message({ email }))).statusCode).toBe(201);
      const tooMany = await contact(message({ email }));
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json().message).toBe('You have sent several messages in a short time: please try again in an hour');

      const address = freshAddress();
      for (let i = 0; i < CONTACT_PER_ADDRESS; i++) expect((await contact(message(), { address })).statusCode).toBe(201);
      const refused = await contact(message(), { address, locale: 'ar' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('أرسلت عدة رسائل في وقت قصير: يرجى المحاولة بعد ساعة');
      // The refused message was not kept.
      expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, email.toLowerCase()))).toHaveLength(CONTACT_PER_EMAIL);
    });

    it('answers clear field errors in the sender’s language and refuses unknown fields', async () => {
      const english = await contact({ name: '', email: 'not-an-email', subject: 'Hi', message: 'short', phone: '123' });
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({
        name: ['Name field is required'],
        email: ['field is not valid Email Address'],
        phone: ['The phone number not valid'],
        subject: ['Subject field must be 3 characters at least'],
        message: ['Message field must be 10 characters at least'],
      });
      const arabic = await contact({ ...message(), message: '' }, { locale: 'ar' });
      expect(arabic.json().errors).toEqual({ message: ['حقل الرسالة مطلوب'] });
      expect((await contact({ ...message(), status: 'handled' })).statusCode).toBe(422);
      // An empty phone is "not given".
      expect((await contact(message({ phone: '' }))).statusCode).toBe(201);
    });

    it('shows administrators the messages and lets them mark one handled, once', async () => {
      const sent = message({ subject: 'Invoice correction needed' });
      await contact(sent);
      const list = (await admin.call('GET', `/api/admin/contact-messages?q=${encodeURIComponent(sent.email)}&status=new`)).json().data;
      expect(list.total).toBe(1);
      const id = list.items[0].id;
      expect(list.items[0]).toMatchObject({ subject: 'Invoice correction needed', status: 'new' });
      const handled = await admin.call('POST', `/api/admin/contact-messages/${id}/handle`, {});
      expect(handled.statusCode).toBe(200);
      expect((await admin.call('GET', `/api/admin/contact-messages/${id}`)).json().data).toMatchObject({ status: 'handled', handled_by: admin.id });
      expect((await admin.call('POST', `/api/admin/contact-messages/${id}/handle`, {})).statusCode).toBe(409);
      expect((await admin.call('PATCH', `/api/admin/contact-messages/${id}`, { subject: 'changed' })).statusCode).toBeGreaterThanOrEqual(400);
      const seeker = await signUp(app);
      expect((await seeker.call('GET', '/api/admin/contact-messages')).statusCode).toBe(403);
    });
  });
});
