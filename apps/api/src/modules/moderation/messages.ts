/** API messages of moderation (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    job_held: 'Your job is held for review: some of its wording may not be allowed in a job ad. See which and why; our team decides before it can be paid for or published, whatever you edit',
    job_reported: 'Thank you: your report was sent to our team',
    job_already_reported: 'You have already reported this job: our team will look at it',
    report_own_job: 'You cannot report your own company’s job',
    reports_throttled: 'You have sent many reports in a short time: please try again in an hour',
    review_approved: 'The job is approved and the company was told',
    review_rejected: 'The job is rejected and the company was told why',
    reviews_bulk_decided: 'Each job named was decided on its own: the list says which were done and why any were not',
    review_not_held: 'This job is not held for review (it may have been decided already): reload to see its state',
    review_not_waiting: 'This job is not waiting for review (it was rejected already, or released): reload to see its state',
    reports_dismissed: 'The reports are dismissed: the job shows in lists again',
    reports_unpublished: 'The job is unpublished and the company was told why',
    report_not_open: 'This report was already decided: reload to see its state',
    report_job_not_live: 'This job is not live: there is nothing to unpublish. Dismiss the reports, or act on the job from the jobs list',
  },
  ar: {
    job_held: 'وظيفتك موقوفة للمراجعة: قد تتضمن صياغتها ما لا يجوز في إعلان وظيفة. اطّلع على ما هو ولماذا؛ يبتّ فريقنا فيها قبل دفع رسومها أو نشرها مهما عدّلت',
    job_reported: 'شكرًا لك: أُرسل بلاغك إلى فريقنا',
    job_already_reported: 'سبق أن أبلغت عن هذه الوظيفة: سيطّلع عليها فريقنا',
    report_own_job: 'لا يمكنك الإبلاغ عن وظيفة تابعة لمنشأتك',
    reports_throttled: 'أرسلت بلاغات كثيرة في وقت قصير: يرجى المحاولة بعد ساعة',
    review_approved: 'تم اعتماد الوظيفة وإبلاغ المنشأة',
    review_rejected: 'تم رفض الوظيفة وإبلاغ المنشأة بالسبب',
    reviews_bulk_decided: 'بُتّ في كل وظيفة محددة على حدة: تبيّن القائمة ما تم منها وسبب ما لم يتم',
    review_not_held: 'هذه الوظيفة ليست موقوفة للمراجعة (ربما بُتّ فيها): أعد التحميل لمعرفة حالتها',
    review_not_waiting: 'هذه الوظيفة لا تنتظر المراجعة (رُفضت سابقًا أو أُفرج عنها): أعد التحميل لمعرفة حالتها',
    reports_dismissed: 'تم رفض البلاغات: تظهر الوظيفة في القوائم مجددًا',
    reports_unpublished: 'تم إلغاء نشر الوظيفة وإبلاغ المنشأة بالسبب',
    report_not_open: 'بُتّ في هذا البلاغ سابقًا: أعد التحميل لمعرفة حالته',
    report_job_not_live: 'هذه الوظيفة غير منشورة: لا يوجد ما يُلغى نشره. ارفض البلاغات، أو اتخذ إجراءً على الوظيفة من قائمة الوظائف',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { moderation: typeof messages } }
