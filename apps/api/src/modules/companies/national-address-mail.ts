import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import type { TScheduledMail } from '../delivery/scheduled-mail.ts';
import { fillText, renderMail } from '../delivery/templates.ts';
import { companyNameIn } from './dto.ts';
import { lacksNationalAddress } from './national-address.ts';

/** The key of the advisory lock that lets one process at a time send the notice ("TWZ" + 0x69). */
export const NATIONAL_ADDRESS_NOTICE_LOCK_KEY = 0x54575a69;

const TEXTS = {
  en: {
    subject: 'Your tax invoices need your national address in parts',
    title: 'Add your national address to your tax invoices',
    body: '{company} has a VAT number, and its tax invoices carry the address given before as one line.',
    why: 'ZATCA (the Zakat, Tax and Customs Authority) asks for the buyer’s national address in parts on a tax invoice: the street name, building number, district and postal code, with the city. Until you write them in your company profile, your tax invoices keep carrying that line.',
    action: 'Add the national address',
  },
  ar: {
    subject: 'تحتاج فواتيرك الضريبية إلى عنوانك الوطني مفصّلًا',
    title: 'أضف عنوانك الوطني إلى فواتيرك الضريبية',
    body: 'لدى {company} رقم ضريبي، وتحمل فواتيرها الضريبية العنوان الذي أُدخل سابقًا في سطر واحد.',
    why: 'تطلب هيئة الزكاة والضريبة والجمارك أن تحمل الفاتورة الضريبية العنوان الوطني للمشتري مفصّلًا: اسم الشارع ورقم المبنى والحي والرمز البريدي، مع المدينة. وإلى أن تكتبه في ملف المنشأة تبقى فواتيرك الضريبية تحمل ذلك السطر.',
    action: 'أضف العنوان الوطني',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** The outbox's name of the mail. */
export const NATIONAL_ADDRESS_NOTICE_PURPOSE = 'company_national_address';

type TNoticeDeps = { db: TDatabase; notifier: TNotifier; config: Pick<TConfig, 'publicUrl'> };
type TDue = { id: number };
/** The company's account to tell, or null when the company has its parts (nothing to say). */
type TClaim = { to: { email: string; locale: TLocale; company: string } | null };

/** A company with a VAT number, an account, not deleted, that the notice has not looked at yet. */
const isDue = and(isNotNull(companies.vat_number), ne(companies.vat_number, ''), isNull(companies.national_address_noticed_at), isNotNull(companies.user_id), isNull(companies.deleted_at));

/**
 * A company with a VAT number that gave its invoice address as one line only, before decision 198, is mailed once in
 * its account's language (decision 202; 198's "Consequences": nothing told it sooner than the form's note): its tax
 * invoices carry that line, ZATCA asks for the parts, and a link to the profile's section. Whether it lacks the parts is
 * decision 198's rule (`lacksNationalAddress`). Each company is looked at once: a guarded update marks it, mailed or
 * not, so that a company with the parts is not read again at every run, and none is mailed twice.
 */
export const nationalAddressNotices: TScheduledMail<TNoticeDeps, TDue, TClaim> = {
  name: 'company-national-address',
  lockKey: NATIONAL_ADDRESS_NOTICE_LOCK_KEY,
  due: async (deps, _now, limit) => deps.db.select({ id: companies.id }).from(companies).where(isDue).orderBy(asc(companies.id)).limit(limit),
  key: (row) => row.id,
  claim: async (deps, row, now) => {
    const [company] = await deps.db
      .update(companies)
      .set({ national_address_noticed_at: now })
      .where(and(eq(companies.id, row.id), isDue))
      .returning();
    if (!company) return null;
    if (!(await lacksNationalAddress(deps.db, company))) return { to: null };
    const [account] = await deps.db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, company.user_id!)).limit(1);
    if (!account) return { to: null };
    const locale = account.locale as TLocale;
    return { to: { email: account.email, locale, company: companyNameIn(locale, company) } };
  },
  send: async (deps, { to }) => {
    if (!to) return null;
    const text = TEXTS[to.locale];
    const mail = renderMail({
      locale: to.locale,
      title: text.title,
      paragraphs: [fillText(text.body, { company: to.company }), text.why],
      action: { label: text.action, url: siteLink(deps.config.publicUrl, to.locale, '/company-profile#company-tax') },
    });
    await deps.notifier.mail({ to: to.email, subject: text.subject, ...mail, locale: to.locale, purpose: NATIONAL_ADDRESS_NOTICE_PURPOSE });
    return { status: 'sent' };
  },
};
