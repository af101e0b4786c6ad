import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { fillText, renderMail } from '../delivery/templates.ts';

/** What a review's author is told when an administrator decides on it (decision 131), in the account's language. */
const TEXTS = {
  en: {
    publishedSubject: 'Your review of {company} is published',
    publishedTitle: 'Your review is published',
    publishedBody: 'We checked your review “{title}” of {company} and published it. Your name is not shown with it, to the company or to anyone.',
    rejectedSubject: 'Your review of {company} needs changes before it can be published',
    rejectedTitle: 'Your review needs changes',
    rejectedBody: 'We checked your review “{title}” of {company} and cannot publish it as it is, for this reason:',
    rejectedNext: 'Edit the review to correct it: it is then checked again. You can also delete it.',
    action: 'Open the company’s reviews',
  },
  ar: {
    publishedSubject: 'نُشر تقييمك لـ{company}',
    publishedTitle: 'نُشر تقييمك',
    publishedBody: 'راجعنا تقييمك «{title}» لـ{company} ونشرناه. لا يظهر اسمك معه، لا للمنشأة ولا لأحد.',
    rejectedSubject: 'يحتاج تقييمك لـ{company} إلى تعديل قبل نشره',
    rejectedTitle: 'يحتاج تقييمك إلى تعديل',
    rejectedBody: 'راجعنا تقييمك «{title}» لـ{company} ولا يمكننا نشره كما هو، للسبب التالي:',
    rejectedNext: 'عدّل التقييم لتصحيحه، فيُراجع مجددًا. ويمكنك حذفه أيضًا.',
    action: 'افتح تقييمات المنشأة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

interface TReviewNotice {
  to: { email: string; locale: TLocale };
  companyId: number;
  company: { ar: string; en: string };
  title: string;
  reason?: string | null;
}

/** Mails the author the decision on their review; a failure is logged by the caller's notifier, the decision stands. */
export async function sendReviewNotice(deps: Pick<TAppDeps, 'notifier' | 'config'>, decision: 'published' | 'rejected', notice: TReviewNotice): Promise<void> {
  const { locale } = notice.to;
  const text = TEXTS[locale];
  const values = { company: notice.company[locale], title: notice.title };
  const action = { label: text.action, url: siteLink(deps.config.publicUrl, locale, `/company-profile/${notice.companyId}#reviews`) };
  const mail =
    decision === 'published'
      ? renderMail({ locale, title: text.publishedTitle, paragraphs: [fillText(text.publishedBody, values)], action })
      : renderMail({ locale, title: text.rejectedTitle, paragraphs: [fillText(text.rejectedBody, values), notice.reason ?? '', text.rejectedNext].filter(Boolean), action });
  await deps.notifier.mail({ to: notice.to.email, subject: fillText(text[`${decision}Subject`], values), ...mail, locale, purpose: `review_${decision}` });
}

/** What the company is told when a review of it is published (decision 131), in its owner's language. */
const COMPANY_TEXTS = {
  en: {
    subject: 'A new review of {company} is published',
    title: 'A new review of your company',
    body: 'A review “{title}” of {company} was checked and is now published on your company’s page. Its author’s name is not shown.',
    next: 'You may answer it once, publicly: a calm, factual answer reassures the people who read it.',
    action: 'Read and answer the review',
  },
  ar: {
    subject: 'نُشر تقييم جديد لـ{company}',
    title: 'تقييم جديد لمنشأتك',
    body: 'رُوجع تقييم «{title}» لـ{company} ونُشر الآن في صفحة منشأتك، دون اسم كاتبه.',
    next: 'يمكنك الرد عليه مرة واحدة علنًا: الرد الهادئ المبني على الوقائع يطمئن من يقرؤه.',
    action: 'اقرأ التقييم ورُدّ عليه',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** Mails the company's owner that a review of it is published, with a link to answer it. */
export async function sendReviewPublishedToCompany(deps: Pick<TAppDeps, 'notifier' | 'config'>, notice: Omit<TReviewNotice, 'reason'>): Promise<void> {
  const { locale } = notice.to;
  const text = COMPANY_TEXTS[locale];
  const values = { company: notice.company[locale], title: notice.title };
  const action = { label: text.action, url: siteLink(deps.config.publicUrl, locale, '/company-reviews') };
  const mail = renderMail({ locale, title: text.title, paragraphs: [fillText(text.body, values), text.next], action });
  await deps.notifier.mail({ to: notice.to.email, subject: fillText(text.subject, values), ...mail, locale, purpose: 'review_published_company' });
}
