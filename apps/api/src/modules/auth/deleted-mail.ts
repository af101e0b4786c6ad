import { formatMessage, type TLocale } from '@tawzeef/contract';
import { renderMail } from '../delivery/templates.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const TEXTS = {
  en: {
    subject: 'Your Tawzeef account was deleted',
    title: 'Your account was deleted',
    greeting: 'Hello {name},',
    seeker: 'As you asked, your Tawzeef account was deleted, with your CV, your files, your saved jobs and alerts, and your conversations. Companies you applied to keep only an anonymous line: the job, the stage and the dates, without your name or CV.',
    company: 'As you asked, your company account on Tawzeef was deleted: your jobs were closed, your conversations and talent pools removed, and your company no longer appears to visitors. The tax invoices of paid postings are kept, as the law requires.',
    after: 'This cannot be undone. Your email address and phone number are free: you can register again at any time. If you did not ask for this, reply to this mail.',
  },
  ar: {
    subject: 'تم حذف حسابك في توظيف',
    title: 'تم حذف حسابك',
    greeting: 'مرحبًا {name}،',
    seeker: 'بناءً على طلبك، حُذف حسابك في توظيف مع سيرتك الذاتية وملفاتك ووظائفك المحفوظة وتنبيهاتك ومحادثاتك. لا تحتفظ الشركات التي تقدمت إليها إلا بسطر مجهول الهوية: الوظيفة والمرحلة والتواريخ، دون اسمك أو سيرتك.',
    company: 'بناءً على طلبك، حُذف حساب منشأتك في توظيف: أُغلقت وظائفك، وحُذفت محادثاتك وقوائم المرشحين، ولم تعد منشأتك تظهر للزوار. تُحفظ الفواتير الضريبية للإعلانات المدفوعة كما يقتضي النظام.',
    after: 'لا يمكن التراجع عن ذلك. أصبح بريدك الإلكتروني ورقم جوالك متاحين: يمكنك التسجيل من جديد في أي وقت. إن لم تطلب ذلك فردّ على هذه الرسالة.',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** The account as it was, read before the deletion erases it: where and in which language the confirmation goes. */
export interface TDeletedAccount {
  email: string;
  locale: TLocale;
  first_name: string;
  type: 'USER' | 'COMPANY' | 'ADMIN';
}

/**
 * Confirms a deletion by mail (decision 089), to the address the account had, in its language. Sent once the
 * deletion is done (a mail never says "deleted" of an account that is still there), from the values read before.
 * The outbox keeps no link to the account, so the mail leaves after the account row is gone.
 */
export async function sendAccountDeletedMail(notifier: TNotifier, account: TDeletedAccount): Promise<void> {
  const { locale } = account;
  const text = TEXTS[locale];
  const say = (message: string, params: Record<string, string>) => formatMessage(locale, message, params);
  const mail = renderMail({
    locale,
    title: text.title,
    paragraphs: [say(text.greeting, { name: account.first_name }), account.type === 'COMPANY' ? text.company : text.seeker, text.after],
  });
  await notifier.mail({ to: account.email, subject: text.subject, ...mail, locale, purpose: 'account_deleted' });
}
