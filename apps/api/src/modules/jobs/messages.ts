/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    job_draft_saved: 'Your job is saved as a draft',
    screening_question_kept: 'The question is in your library: pick it when you post a job',
    screening_question_removed: 'The question is out of your library (jobs that ask it keep it)',
    job_saved: 'Your changes to the job are saved',
    job_deleted: 'The job has been deleted',
    job_submitted: 'The job is ready: pay the posting fee to publish it',
    job_unsubmitted: 'The job is back in your drafts: you can edit it',
    job_closed: 'The job is closed: it no longer takes applications',
    job_renewed: 'The job is ready to be posted again: pay the posting fee to publish it',
    job_incomplete: 'Fill in the highlighted fields before publishing the job',
    job_in_review: 'The job is being reviewed with its bank transfer: it cannot change until the review ends',
    job_not_editable: 'This job is no longer live: renew it to post it again, then edit it',
    job_active_locked: 'These details define the job that was paid for and cannot change while it is live: close it and post a new job instead',
    job_submit_state: 'Only a draft can be sent for payment',
    job_unsubmit_state: 'Only a job waiting for payment can go back to the drafts',
    job_unsubmit_in_review: 'A bank transfer for this job is being reviewed: it cannot go back to the drafts now',
    job_close_state: 'Only a live job can be closed',
    job_renew_state: 'Only an expired or closed job can be renewed',
    job_delete_state: 'Only a draft or a job not yet paid for can be deleted: close a live job instead',
    job_delete_paid: 'This job has a payment and its tax invoice: it cannot be deleted',
    job_paused: 'The job is paused: nobody finds it or applies until you resume it, and it keeps its remaining days',
    job_resumed: 'The job is live again with the days it had left',
    job_pause_state: 'Only a live job can be paused',
    job_resume_state: 'Only a paused job can be resumed',
    job_paused_not_editable: 'This job is paused: resume it to edit it',
  },
  ar: {
    screening_question_kept: 'حُفظ السؤال في مكتبتك: اختره عند نشر وظيفة',
    screening_question_removed: 'أُزيل السؤال من مكتبتك (وتبقى الوظائف التي تسأله كما هي)',
    job_draft_saved: 'تم حفظ الوظيفة كمسودة',
    job_saved: 'تم حفظ تعديلات الوظيفة',
    job_deleted: 'تم حذف الوظيفة',
    job_submitted: 'الوظيفة جاهزة: ادفع رسوم النشر لنشرها',
    job_unsubmitted: 'أعيدت الوظيفة إلى المسودات: يمكنك تعديلها',
    job_closed: 'تم إغلاق الوظيفة: لم تعد تستقبل طلبات',
    job_renewed: 'الوظيفة جاهزة للنشر مجددًا: ادفع رسوم النشر لنشرها',
    job_incomplete: 'أكمل الحقول المحددة قبل نشر الوظيفة',
    job_in_review: 'الوظيفة قيد المراجعة مع التحويل البنكي: لا يمكن تعديلها حتى تنتهي المراجعة',
    job_not_editable: 'هذه الوظيفة لم تعد منشورة: جدّدها لنشرها مجددًا ثم عدّلها',
    job_active_locked: 'هذه البيانات تحدد الوظيفة التي دُفعت رسومها ولا يمكن تغييرها أثناء نشرها: أغلقها وانشر وظيفة جديدة بدلًا منها',
    job_submit_state: 'يمكن إرسال المسودة فقط للدفع',
    job_unsubmit_state: 'يمكن إعادة الوظيفة التي تنتظر الدفع فقط إلى المسودات',
    job_unsubmit_in_review: 'يوجد تحويل بنكي لهذه الوظيفة قيد المراجعة: لا يمكن إعادتها إلى المسودات الآن',
    job_close_state: 'يمكن إغلاق الوظيفة المنشورة فقط',
    job_renew_state: 'يمكن تجديد الوظيفة المنتهية أو المغلقة فقط',
    job_delete_state: 'يمكن حذف المسودة أو الوظيفة غير المدفوعة فقط: أغلق الوظيفة المنشورة بدلًا من ذلك',
    job_delete_paid: 'لهذه الوظيفة دفعة وفاتورة ضريبية: لا يمكن حذفها',
    job_paused: 'أُوقفت الوظيفة مؤقتًا: لن يجدها أحد أو يتقدّم إليها حتى تستأنفها، وتحتفظ بأيامها المتبقية',
    job_resumed: 'عادت الوظيفة منشورة بالأيام التي بقيت لها',
    job_pause_state: 'يمكن إيقاف الوظيفة المنشورة فقط',
    job_resume_state: 'يمكن استئناف الوظيفة الموقوفة مؤقتًا فقط',
    job_paused_not_editable: 'هذه الوظيفة موقوفة مؤقتًا: استأنفها لتعديلها',
  },
} as const;

// Its keys are the API's message keys (TApiMessage).
declare module '../../i18n.ts' {
  interface TMessageCatalogues {
    jobs: typeof messages;
  }
}
