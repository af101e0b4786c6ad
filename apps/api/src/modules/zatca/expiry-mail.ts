import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { zatcaUnits } from '../../db/schema/index.ts';
import { activeAdministrators } from '../auth/administrators.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import type { TScheduledMail } from '../delivery/scheduled-mail.ts';
import { fillText, renderMail } from '../delivery/templates.ts';
import { CSID_WARNING_DAYS, DAY_MS } from './console.ts';

/** The key of the advisory lock that lets one process at a time warn of the certificate's expiry ("TWZ" + 0x68). */
export const ZATCA_EXPIRY_LOCK_KEY = 0x54575a68;
/** While the certificate expires within CSID_WARNING_DAYS, the administrators are mailed again after this long. */
export const EXPIRY_WARNING_EVERY_MS = 7 * DAY_MS;

const TEXTS = {
  en: {
    subject: 'ZATCA e-invoicing: the certificate expires in {days} days',
    expiredSubject: 'ZATCA e-invoicing: the certificate has expired',
    title: 'Renew the ZATCA certificate before {date}',
    expiredTitle: 'The ZATCA certificate expired on {date}',
    body: 'The production certificate (CSID) of the platform’s e-invoicing unit is valid until {date}. Once it expires, ZATCA refuses every invoice: they wait in the queue and companies with standard invoices do not receive them.',
    how: 'To renew it, take a new one-time code from the Fatoora portal and run “npm run zatca:onboard -- --otp <the code>” on the server. The invoice chain goes on.',
    action: 'Open the ZATCA console',
  },
  ar: {
    subject: 'الفوترة الإلكترونية: تنتهي شهادة هيئة الزكاة خلال {days} يومًا',
    expiredSubject: 'الفوترة الإلكترونية: انتهت شهادة هيئة الزكاة',
    title: 'جدّد شهادة هيئة الزكاة قبل {date}',
    expiredTitle: 'انتهت شهادة هيئة الزكاة في {date}',
    body: 'شهادة الإنتاج (CSID) لوحدة الفوترة الإلكترونية في المنصة صالحة حتى {date}. وبعد انتهائها ترفض الهيئة كل فاتورة: تبقى الفواتير في قائمة الانتظار ولا تصل الفواتير القياسية إلى المنشآت.',
    how: 'لتجديدها، خذ رمزًا جديدًا لمرة واحدة من بوابة فاتورة وشغّل به على الخادم الأمر «npm run zatca:onboard -- --otp <الرمز>». تستمر سلسلة الفواتير كما هي.',
    action: 'افتح لوحة هيئة الزكاة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

type TExpiryDeps = { db: TDatabase; notifier: TNotifier; config: Pick<TConfig, 'publicUrl'> & Partial<Pick<TConfig, 'zatca'>> };
type TDue = { id: number };
type TClaim = { expiresAt: Date; administrators: Array<{ email: string; locale: TLocale }> };

/** A unit whose certificate expires within CSID_WARNING_DAYS of `now`, not warned of in the last week. */
const isDue = (now: Date) =>
  and(lt(zatcaUnits.certificate_expires_at, new Date(now.getTime() + CSID_WARNING_DAYS * DAY_MS)), or(isNull(zatcaUnits.expiry_warned_at), lte(zatcaUnits.expiry_warned_at, new Date(now.getTime() - EXPIRY_WARNING_EVERY_MS))));

/**
 * The administrators are told, each in their language, when the ZATCA unit's production certificate expires within
 * CSID_WARNING_DAYS (decision 187; issue 62: renewal before expiry), and again each week until it is renewed: the
 * console shows it too, but nobody may open the console before invoices start to be refused. Renewal needs a new
 * one-time code from the Fatoora portal, so it cannot be done for them.
 */
export const zatcaExpiryMails: TScheduledMail<TExpiryDeps, TDue, TClaim> = {
  name: 'zatca-certificate-expiry',
  lockKey: ZATCA_EXPIRY_LOCK_KEY,
  once: true,
  due: async (deps, now) => (deps.config.zatca ? deps.db.select({ id: zatcaUnits.id }).from(zatcaUnits).where(isDue(now)) : []),
  key: (row) => row.id,
  claim: async (deps, row, now) => {
    const [claimed] = await deps.db
      .update(zatcaUnits)
      .set({ expiry_warned_at: now })
      .where(and(eq(zatcaUnits.id, row.id), isDue(now)))
      .returning({ expiresAt: zatcaUnits.certificate_expires_at });
    return claimed ? { expiresAt: claimed.expiresAt, administrators: await activeAdministrators(deps.db) } : null;
  },
  send: async (deps, { expiresAt, administrators }, _row, now) => {
    if (!administrators.length) return null;
    const values = { days: String(Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / DAY_MS))), date: expiresAt.toISOString().slice(0, 10) };
    const expired = expiresAt.getTime() <= now.getTime();
    for (const { email, locale } of administrators) {
      const text = TEXTS[locale];
      const mail = renderMail({
        locale,
        title: fillText(expired ? text.expiredTitle : text.title, values),
        paragraphs: [fillText(text.body, values), text.how],
        action: { label: text.action, url: siteLink(deps.config.publicUrl, locale, '/admin/zatca') },
      });
      await deps.notifier.mail({ to: email, subject: fillText(expired ? text.expiredSubject : text.subject, values), ...mail, locale, purpose: 'zatca_certificate_expiry' });
    }
    return { status: 'sent' };
  },
};
