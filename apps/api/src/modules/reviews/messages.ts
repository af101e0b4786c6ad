/** API messages of company reviews (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    review_held: 'Thank you: your review will be published once our team has checked it. Your name is never shown with it',
    review_updated: 'Your changes are saved: the review will be published again once our team has checked it',
    review_deleted: 'Your review is deleted',
    review_not_eligible:
      'You can review a company you applied to through Tawzeef, or one you work or worked for. You have not applied to this company: if you work or worked there, say so in the review',
    review_exists: 'You have already written this kind of review of this company: edit it instead',
    review_reported: 'Thank you: your report was sent to our team',
    review_already_reported: 'You have already reported this review: our team will look at it',
    review_report_own: 'You cannot report your own review: edit or delete it instead',
    review_answered: 'Your answer is published under the review',
    review_already_answered: 'This review already has the company’s answer: a review is answered once',
    company_review_published: 'The review is published; its author and the company were told',
    company_review_rejected: 'The review is rejected and its author was told why',
    review_not_pending: 'This review is not waiting for moderation (it may have been decided already): reload to see its state',
    review_names_person: 'This review names a person or gives contact details (see its findings): reject it with the reason, so that its author can remove them',
  },
  ar: {
    review_held: 'شكرًا لك: سيُنشر تقييمك بعد أن يراجعه فريقنا، ولا يظهر اسمك معه أبدًا',
    review_updated: 'حُفظت تعديلاتك: سيُنشر التقييم مجددًا بعد أن يراجعه فريقنا',
    review_deleted: 'حُذف تقييمك',
    review_not_eligible: 'يمكنك تقييم منشأة تقدّمت إلى وظائفها عبر توظيف، أو منشأة تعمل أو عملت فيها. لم تتقدّم إلى هذه المنشأة: إن كنت تعمل أو عملت فيها فاذكر ذلك في التقييم',
    review_exists: 'سبق أن كتبت تقييمًا من هذا النوع لهذه المنشأة: عدّله بدلًا من كتابة آخر',
    review_reported: 'شكرًا لك: أُرسل بلاغك إلى فريقنا',
    review_already_reported: 'سبق أن أبلغت عن هذا التقييم: سيطّلع عليه فريقنا',
    review_report_own: 'لا يمكنك الإبلاغ عن تقييمك: عدّله أو احذفه بدلًا من ذلك',
    review_answered: 'نُشر ردّك تحت التقييم',
    review_already_answered: 'ردّت المنشأة على هذا التقييم من قبل: يُردّ على التقييم مرة واحدة',
    company_review_published: 'نُشر التقييم وأُبلغ كاتبه والمنشأة',
    company_review_rejected: 'رُفض التقييم وأُبلغ كاتبه بالسبب',
    review_not_pending: 'هذا التقييم لا ينتظر المراجعة (ربما بُتّ فيه): أعد التحميل لمعرفة حالته',
    review_names_person: 'يذكر هذا التقييم اسم شخص أو بيانات تواصل (انظر ما وُجد فيه): ارفضه مع ذكر السبب ليحذفها كاتبه',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { reviews: typeof messages } }
