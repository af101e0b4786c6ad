/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    pipeline_note_added: 'Your note is saved: only your company sees it',
    pipeline_tags_saved: 'The tags are saved',
    pipeline_rating_saved: 'Your rating is saved',
    pipeline_bulk_done: 'Done: each applicant’s result is listed',
    pipeline_bulk_running: 'This action is still running: wait a moment, then reload the page',
    pipeline_bulk_item_done: 'Done',
    pipeline_bulk_not_yours: 'Not an applicant to your jobs (or the application was withdrawn): nothing was changed',
    pipeline_bulk_rejected_unsent: 'Rejected, but the message was not sent: this job seeker does not accept messages from your company',
  },
  ar: {
    pipeline_note_added: 'حُفظت ملاحظتك: لا يراها إلا فريق منشأتك',
    pipeline_tags_saved: 'حُفظت الوسوم',
    pipeline_rating_saved: 'حُفظ تقييمك',
    pipeline_bulk_done: 'تم التنفيذ: نتيجة كل متقدّم مذكورة',
    pipeline_bulk_running: 'ما زال هذا الإجراء قيد التنفيذ: انتظر قليلًا ثم أعد تحميل الصفحة',
    pipeline_bulk_item_done: 'تم',
    pipeline_bulk_not_yours: 'ليس متقدّمًا لوظائفك (أو سُحب الطلب): لم يتغيّر شيء',
    pipeline_bulk_rejected_unsent: 'رُفض الطلب، لكن الرسالة لم تُرسل: هذا الباحث عن عمل لا يستقبل رسائل من منشأتك',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { pipeline: typeof messages } }
