/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    application_sent: 'Your application has been sent: follow its progress in My applications',
    application_reopened: 'Your application has been sent again: follow its progress in My applications',
    application_already: 'You have already applied for this job: follow your application in My applications',
    application_job_not_open: 'This job no longer takes applications',
    application_profile_incomplete: 'Complete your profile before applying: what is missing is listed below',
    application_withdrawn_ok: 'Your application has been withdrawn',
    application_withdraw_state: 'This application can no longer be withdrawn',
    application_stage_changed: 'The applicant has been moved: they will be told by email',
    application_stage_move: 'An application cannot move to that stage from its current one',
    application_is_withdrawn: 'The applicant withdrew this application: it cannot be moved',
    application_stage_conflict: 'Someone else changed this application meanwhile: reload the page and try again',
    application_no_cv_file: 'This applicant did not attach a CV file',
    job_saved_ok: 'The job is saved: find it in Saved jobs',
    job_unsaved_ok: 'The job is no longer saved',
  },
  ar: {
    application_sent: 'تم إرسال طلبك: تابع حالته في طلباتي',
    application_reopened: 'تم إرسال طلبك مجددًا: تابع حالته في طلباتي',
    application_already: 'لقد تقدمت لهذه الوظيفة من قبل: تابع طلبك في طلباتي',
    application_job_not_open: 'هذه الوظيفة لم تعد تستقبل طلبات',
    application_profile_incomplete: 'أكمل ملفك قبل التقدم: الأجزاء الناقصة مذكورة أدناه',
    application_withdrawn_ok: 'تم سحب طلبك',
    application_withdraw_state: 'لم يعد بالإمكان سحب هذا الطلب',
    application_stage_changed: 'تم نقل المتقدم إلى المرحلة الجديدة: سيصله إشعار بالبريد',
    application_stage_move: 'لا يمكن نقل الطلب إلى هذه المرحلة من مرحلته الحالية',
    application_is_withdrawn: 'سحب المتقدم هذا الطلب: لا يمكن نقله',
    application_stage_conflict: 'غيّر شخص آخر هذا الطلب في الوقت نفسه: أعد تحميل الصفحة وحاول مجددًا',
    application_no_cv_file: 'لم يرفق هذا المتقدم ملف سيرة ذاتية',
    job_saved_ok: 'تم حفظ الوظيفة: تجدها في الوظائف المحفوظة',
    job_unsaved_ok: 'أزيلت الوظيفة من المحفوظات',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { applications: typeof messages } }
