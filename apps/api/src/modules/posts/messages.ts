/** API messages of blogs, news and comments (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    comment_held: 'Thank you: your comment will appear once our team has reviewed it',
    comment_published: 'Your comment is published',
    comment_deleted: 'Your comment is deleted',
    comment_reported: 'Thank you: your report was sent to our team',
    comment_already_reported: 'You have already reported this comment: our team will look at it',
    comment_report_own: 'You cannot report your own comment: delete it instead',
    comments_throttled: 'You have sent many comments in a short time: please wait a few minutes and try again',
    comment_reports_throttled: 'You have sent many reports in a short time: please try again in an hour',
    comment_approved: 'The comment is approved and published',
    comment_rejected: 'The comment is rejected: it will not be shown',
    comment_not_pending: 'This comment is not waiting for moderation (it may have been decided already): reload to see its state',
    post_saved: 'The post is saved',
  },
  ar: {
    comment_held: 'شكرًا لك: سيظهر تعليقك بعد أن يراجعه فريقنا',
    comment_published: 'نُشر تعليقك',
    comment_deleted: 'حُذف تعليقك',
    comment_reported: 'شكرًا لك: أُرسل بلاغك إلى فريقنا',
    comment_already_reported: 'سبق أن أبلغت عن هذا التعليق: سيطّلع عليه فريقنا',
    comment_report_own: 'لا يمكنك الإبلاغ عن تعليقك: احذفه بدلًا من ذلك',
    comments_throttled: 'أرسلت تعليقات كثيرة في وقت قصير: يرجى الانتظار بضع دقائق ثم المحاولة مجددًا',
    comment_reports_throttled: 'أرسلت بلاغات كثيرة في وقت قصير: يرجى المحاولة بعد ساعة',
    comment_approved: 'تم اعتماد التعليق ونشره',
    comment_rejected: 'تم رفض التعليق: لن يظهر',
    comment_not_pending: 'هذا التعليق لا ينتظر المراجعة (ربما بُتّ فيه): أعد التحميل لمعرفة حالته',
    post_saved: 'تم حفظ المقال',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { posts: typeof messages } }
