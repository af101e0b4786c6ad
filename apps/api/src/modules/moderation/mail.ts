import { siteLink, type TLocale } from '@tawzeef/contract';
import { fillText, renderMail } from '../delivery/templates.ts';
import { findJobMailees, type TJobMailDeps } from '../jobs/job-mail.ts';

/**
 * What a company is told when an administrator decides on its held job (decision 032), in its account's language:
 * approved before payment (pay now), rejected or unpublished after reports (the reason, and that an edit sends it back
 * for review). Approval of a paid job sends the "job live" notice instead.
 */
export type TModerationNotice = 'approved' | 'rejected' | 'unpublished';

const TEXTS = {
  en: {
    approvedSubject: 'Your job “{job}” is approved: pay the fee to publish it',
    approvedTitle: 'Your job ad is approved',
    approvedBody: 'We reviewed the wording of the job “{job}” and approved it. Pay the posting fee to publish it.',
    approvedAction: 'Pay and publish',
    rejectedSubject: 'Your job “{job}” needs changes before it can be published',
    rejectedTitle: 'Your job ad needs changes',
    rejectedBody: 'We reviewed the wording of the job “{job}” and cannot publish it as it is, for this reason:',
    unpublishedSubject: 'Your job “{job}” was unpublished after reports',
    unpublishedTitle: 'Your job ad was unpublished',
    unpublishedBody: 'Visitors reported the job “{job}”. We reviewed it and unpublished it for this reason:',
    nextPaid: 'Edit the job to correct it: it is then reviewed again, and once approved it goes live without a new payment.',
    nextUnpaid: 'Edit the job to correct it: it is then reviewed again, and once approved you can pay to publish it.',
    editAction: 'Edit the job',
  },
  ar: {
    approvedSubject: 'تم اعتماد وظيفتك «{job}»: ادفع الرسوم لنشرها',
    approvedTitle: 'تم اعتماد إعلان وظيفتك',
    approvedBody: 'راجعنا صياغة وظيفة «{job}» واعتمدناها. ادفع رسوم النشر لنشرها.',
    approvedAction: 'ادفع وانشر',
    rejectedSubject: 'تحتاج وظيفتك «{job}» إلى تعديل قبل نشرها',
    rejectedTitle: 'يحتاج إعلان وظيفتك إلى تعديل',
    rejectedBody: 'راجعنا صياغة وظيفة «{job}» ولا يمكننا نشرها كما هي، للسبب التالي:',
    unpublishedSubject: 'أُلغي نشر وظيفتك «{job}» بعد بلاغات',
    unpublishedTitle: 'أُلغي نشر إعلان وظيفتك',
    unpublishedBody: 'أبلغ زوار عن وظيفة «{job}». راجعناها وألغينا نشرها للسبب التالي:',
    nextPaid: 'عدّل الوظيفة لتصحيحها: تُراجع بعدها مجددًا، وبعد اعتمادها تُنشر دون دفع جديد.',
    nextUnpaid: 'عدّل الوظيفة لتصحيحها: تُراجع بعدها مجددًا، وبعد اعتمادها يمكنك الدفع لنشرها.',
    editAction: 'عدّل الوظيفة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** Sends one moderation notice for the job; a failure is logged, never thrown (the decision is made either way). */
export async function sendModerationNotice(deps: TJobMailDeps, jobId: number, notice: TModerationNotice, details: { reason?: string; paid: boolean }): Promise<void> {
  try {
    const [job] = await findJobMailees(deps.db, [jobId]);
    if (!job) return;
    const text = TEXTS[job.locale];
    const page = (path: string) => siteLink(deps.config.publicUrl, job.locale, path);
    const values = { job: job.title };
    const mail =
      notice === 'approved'
        ? renderMail({ locale: job.locale, title: text.approvedTitle, paragraphs: [fillText(text.approvedBody, values)], action: { label: text.approvedAction, url: page(`/checkout/${job.id}`) } })
        : renderMail({
            locale: job.locale,
            title: text[`${notice}Title`],
            paragraphs: [fillText(text[`${notice}Body`], values), details.reason ?? '', details.paid ? text.nextPaid : text.nextUnpaid].filter(Boolean),
            action: { label: text.editAction, url: page(`/post-job/${job.id}`) },
          });
    await deps.notifier.mail({ to: job.email, subject: fillText(text[`${notice}Subject`], values), ...mail, locale: job.locale, purpose: `job_review_${notice}` });
  } catch (error) {
    deps.log?.error({ err: error, jobId, notice }, 'moderation notice could not be sent');
  }
}
