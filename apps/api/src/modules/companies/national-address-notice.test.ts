import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { readyCompany, type TTestCompany } from '../../test/factories.ts';
import { sharedPglite, testApp } from '../../test/harness.ts';
import { runScheduledMail } from '../delivery/scheduled-mail.ts';
import { NATIONAL_ADDRESS_NOTICE_PURPOSE, nationalAddressNotices } from './national-address-mail.ts';

const VAT = '311111111111113';
const ONE_LINE = { vat_number: VAT, invoice_address: 'Prince Sultan St, Jeddah 23442', street: null, building_number: null, additional_number: null, district: null, postal_code: null };
const PARTS = { street: 'Olaya Street', building_number: '7788', district: 'Al Malaz', postal_code: '12836' };

type TMail = { to: string; subject: string; text: string; html: string; locale: string; purpose: string };

describe('the national address notice to a company whose tax invoices carry one line (decision 202)', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  const sent: TMail[] = [];
  let deps: Parameters<typeof nationalAddressNotices.claim>[0];
  /** Companies as this file makes them: the other files of the worker's database have theirs. */
  let arabic: TTestCompany;
  let english: TTestCompany;
  let withParts: TTestCompany;
  let withoutVat: TTestCompany;

  const company = async (values: Partial<typeof companies.$inferInsert>, locale: 'ar' | 'en' = 'ar') => {
    const made = await readyCompany(app, database);
    await database.db.update(companies).set(values).where(eq(companies.id, made.companyId));
    if (locale === 'en') await database.db.update(users).set({ locale }).where(eq(users.id, made.id));
    return made;
  };
  const mailsTo = (account: TTestCompany) => sent.filter((mail) => mail.to === account.account.email);
  const profileOf = async (account: TTestCompany, locale: 'ar' | 'en' = 'ar') => (await account.call('GET', '/api/v1/company/profile', undefined, locale)).json().data;
  const noticedAt = async (account: TTestCompany) =>
    (await database.db.select({ at: companies.national_address_noticed_at }).from(companies).where(eq(companies.id, account.companyId)))[0]!.at;

  beforeAll(async () => {
    database = await sharedPglite();
    app = await testApp(database);
    deps = { db: database.db, config: { publicUrl: 'https://tawzeef.test' }, notifier: { mail: async (mail: TMail) => void sent.push(mail), sms: async () => undefined } };
    arabic = await company(ONE_LINE);
    english = await company(ONE_LINE, 'en');
    withParts = await company({ ...ONE_LINE, ...PARTS });
    withoutVat = await company({ ...ONE_LINE, vat_number: null });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('tells the profile which company lacks the parts, by decision 198’s rule: a VAT number with the one line only', async () => {
    expect(await profileOf(arabic)).toMatchObject({ vat_number: VAT, invoice_address: ONE_LINE.invoice_address, street: null, lacks_national_address: true });
    expect((await profileOf(english, 'en')).lacks_national_address).toBe(true);
    expect((await profileOf(withParts)).lacks_national_address).toBe(false);
    expect((await profileOf(withoutVat)).lacks_national_address).toBe(false);
  });

  it('mails each such company once, in its account’s language, with a link to the profile’s section; none to a company with the parts or without a VAT number', async () => {
    const now = new Date();
    await runScheduledMail(nationalAddressNotices, deps, now);
    const [ar] = mailsTo(arabic);
    const [en] = mailsTo(english);
    expect(mailsTo(arabic)).toHaveLength(1);
    expect(mailsTo(english)).toHaveLength(1);
    expect(ar).toMatchObject({ locale: 'ar', purpose: NATIONAL_ADDRESS_NOTICE_PURPOSE, subject: 'تحتاج فواتيرك الضريبية إلى عنوانك الوطني مفصّلًا' });
    expect(ar!.text).toContain('تطلب هيئة الزكاة والضريبة والجمارك أن تحمل الفاتورة الضريبية العنوان الوطني للمشتري مفصّلًا');
    expect(ar!.text).toContain('https://tawzeef.test/company-profile#company-tax');
    expect(ar!.html).toContain('dir="rtl"');
    expect(en).toMatchObject({ locale: 'en', subject: 'Your tax invoices need your national address in parts' });
    expect(en!.text).toContain('has a VAT number, and its tax invoices carry the address given before as one line.');
    expect(en!.text).toContain('ZATCA (the Zakat, Tax and Customs Authority) asks for the buyer’s national address in parts');
    expect(en!.text).toContain('https://tawzeef.test/en/company-profile#company-tax');
    for (const mail of [ar!, en!]) expect(mail.text).not.toMatch(/BR-KSA|lacks_national_address|\{company\}/);
    expect(mailsTo(withParts)).toEqual([]);
    expect(mailsTo(withoutVat)).toEqual([]);
    // A company with the parts is looked at once too (it is not read again at every run); one without a VAT number is not.
    expect(await noticedAt(withParts)).toBeInstanceOf(Date);
    expect(await noticedAt(withoutVat)).toBeNull();
  });

  it('sends nothing again: later runs, two at once, the same day or a month later', async () => {
    const later = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await Promise.all([runScheduledMail(nationalAddressNotices, deps, new Date()), runScheduledMail(nationalAddressNotices, deps, later)]);
    await runScheduledMail(nationalAddressNotices, deps, later);
    expect(mailsTo(arabic)).toHaveLength(1);
    expect(mailsTo(english)).toHaveLength(1);
    expect(mailsTo(withParts)).toEqual([]);
  });

  it('is not mailed by two runs that claim the same company at once', async () => {
    const racing = await company(ONE_LINE);
    const claims = await Promise.all([nationalAddressNotices.claim(deps, { id: racing.companyId }, new Date()), nationalAddressNotices.claim(deps, { id: racing.companyId }, new Date())]);
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });

  it('drops the notice once the company writes its parts, and then mails nothing', async () => {
    const saved = await arabic.call('PUT', '/api/v1/company/profile', { foundation_name: (await profileOf(arabic)).foundation_name_ar, ...PARTS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.lacks_national_address).toBe(false);
    expect((await profileOf(arabic)).lacks_national_address).toBe(false);
    await runScheduledMail(nationalAddressNotices, deps, new Date());
    expect(mailsTo(arabic)).toHaveLength(1);
  });

  it('mails a company that gets a VAT number later only if it lacks the parts then', async () => {
    // The console refuses a VAT number without the parts (decision 198); an older row given one directly stands for that case.
    await database.db.update(companies).set({ vat_number: VAT }).where(eq(companies.id, withoutVat.companyId));
    await runScheduledMail(nationalAddressNotices, deps, new Date());
    expect(mailsTo(withoutVat)).toHaveLength(1);
  });
});
