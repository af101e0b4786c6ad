import { siteLink, type TLocale } from '@tawzeef/contract';
import { renderMail } from '../delivery/templates.ts';
import type { TAdminContext } from './context.ts';

const TEXTS = {
  en: {
    suspendedSubject: 'Your Tawzeef account is suspended',
    suspendedTitle: 'Your account is suspended',
    suspendedBody: 'An administrator of Tawzeef suspended your account for this reason:',
    suspendedNext: 'You cannot log in while it is suspended, and your jobs (for a company) are not shown. Reply to this message if you think this is a mistake.',
    reactivatedSubject: 'Your Tawzeef account is active again',
    reactivatedTitle: 'Your account is active again',
    reactivatedBody: 'An administrator of Tawzeef reactivated your account:',
    reactivatedAction: 'Log in',
    unpublishedSubject: 'Your job ad was unpublished on Tawzeef',
    unpublishedTitle: 'Your job ad was unpublished',
    unpublishedBody: 'An administrator of Tawzeef unpublished the job “{title}” for this reason:',
    unpublishedNext: 'Visitors no longer see it and it takes no applications. Reply to this message to ask for a review.',
    restoredSubject: 'Your job ad is published again on Tawzeef',
    restoredTitle: 'Your job ad is published again',
    restoredBody: 'An administrator of Tawzeef published the job “{title}” again:',
    jobsAction: 'Open my jobs',
    reportSubject: 'Your report of a message was reviewed',
    reportTitle: 'We reviewed the message you reported',
    reportDismissed: 'Our team read the message you reported and found that it does not break the rules of Tawzeef, so it stays in the conversation.',
    reportActed: 'Our team read the message you reported and removed it from the conversation: neither side sees it any more.',
    reportNext: 'Thank you for telling us. You can still block a company from your messages at any time.',
    messagesAction: 'Open my messages',
  },
  ar: {
    suspendedSubject: 'تم إيقاف حسابك في توظيف',
    suspendedTitle: 'تم إيقاف حسابك',
    suspendedBody: 'أوقف أحد مشرفي توظيف حسابك للسبب التالي:',
    suspendedNext: 'لا يمكنك تسجيل الدخول ما دام الحساب موقوفًا، ولا تظهر وظائف منشأتك. ردّ على هذه الرسالة إن رأيت أن في الأمر خطأ.',
    reactivatedSubject: 'أُعيد تفعيل حسابك في توظيف',
    reactivatedTitle: 'أُعيد تفعيل حسابك',
    reactivatedBody: 'أعاد أحد مشرفي توظيف تفعيل حسابك:',
    reactivatedAction: 'تسجيل الدخول',
    unpublishedSubject: 'تم إلغاء نشر إعلان وظيفتك في توظيف',
    unpublishedTitle: 'تم إلغاء نشر إعلان وظيفتك',
    unpublishedBody: 'ألغى أحد مشرفي توظيف نشر وظيفة «{title}» للسبب التالي:',
    unpublishedNext: 'لم يعد الزوار يرونها ولا تستقبل طلبات. ردّ على هذه الرسالة لطلب مراجعتها.',
    restoredSubject: 'أُعيد نشر إعلان وظيفتك في توظيف',
    restoredTitle: 'أُعيد نشر إعلان وظيفتك',
    restoredBody: 'أعاد أحد مشرفي توظيف نشر وظيفة «{title}»:',
    jobsAction: 'افتح وظائفي',
    reportSubject: 'راجعنا بلاغك عن رسالة',
    reportTitle: 'راجعنا الرسالة التي أبلغت عنها',
    reportDismissed: 'اطّلع فريقنا على الرسالة التي أبلغت عنها ووجد أنها لا تخالف قواعد توظيف، لذا تبقى في المحادثة.',
    reportActed: 'اطّلع فريقنا على الرسالة التي أبلغت عنها وأزالها من المحادثة: لم يعد أيٌّ من الطرفين يراها.',
    reportNext: 'شكرًا لإبلاغنا. يمكنك دائمًا حظر أي منشأة من مراسلتك.',
    messagesAction: 'افتح رسائلي',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** A site page in the reader's language (decision 040). */
const pageIn = (ctx: TAdminContext, locale: TLocale, path: string) => siteLink(ctx.deps.config.publicUrl, locale, path);

async function send(ctx: TAdminContext, to: { email: string; locale: TLocale }, subject: string, mail: { text: string; html: string }, purpose: string) {
  try {
    await ctx.deps.notifier.mail({ to: to.email, subject, ...mail, locale: to.locale, purpose });
  } catch (error) {
    // The decision stands and is in the audit log; the person also sees it when they next come.
    ctx.log.error({ err: error, purpose }, 'admin notice not sent');
  }
}

/** Tells an account holder, in their language, that an administrator suspended or reactivated the account, and why. */
export async function sendAccountNotice(ctx: TAdminContext, to: { email: string; locale: TLocale }, what: 'suspended' | 'reactivated', reason: string): Promise<void> {
  const text = TEXTS[to.locale];
  const mail =
    what === 'suspended'
      ? renderMail({ locale: to.locale, title: text.suspendedTitle, paragraphs: [text.suspendedBody, reason, text.suspendedNext] })
      : renderMail({ locale: to.locale, title: text.reactivatedTitle, paragraphs: [text.reactivatedBody, reason], action: { label: text.reactivatedAction, url: pageIn(ctx, to.locale, '/login') } });
  await send(ctx, to, what === 'suspended' ? text.suspendedSubject : text.reactivatedSubject, mail, `account_${what}`);
}

/** Tells a company, in its account's language, that an administrator unpublished or restored one of its jobs, and why. */
export async function sendJobNotice(ctx: TAdminContext, to: { email: string; locale: TLocale }, what: 'unpublished' | 'restored', title: string, reason: string): Promise<void> {
  const text = TEXTS[to.locale];
  const action = { label: text.jobsAction, url: pageIn(ctx, to.locale, '/company-jobs') };
  const mail =
    what === 'unpublished'
      ? renderMail({ locale: to.locale, title: text.unpublishedTitle, paragraphs: [text.unpublishedBody.replace('{title}', title), reason, text.unpublishedNext], action })
      : renderMail({ locale: to.locale, title: text.restoredTitle, paragraphs: [text.restoredBody.replace('{title}', title), reason], action });
  await send(ctx, to, what === 'unpublished' ? text.unpublishedSubject : text.restoredSubject, mail, `job_${what}`);
}

/** Tells a job seeker, in their language, that the message they reported was reviewed and what became of it (decision 097). */
export async function sendMessageReportNotice(ctx: TAdminContext, to: { email: string; locale: TLocale }, what: 'dismissed' | 'acted'): Promise<void> {
  const text = TEXTS[to.locale];
  const mail = renderMail({
    locale: to.locale,
    title: text.reportTitle,
    paragraphs: [what === 'acted' ? text.reportActed : text.reportDismissed, text.reportNext],
    action: { label: text.messagesAction, url: pageIn(ctx, to.locale, '/messages') },
  });
  await send(ctx, to, text.reportSubject, mail, `message_report_${what}`);
}
