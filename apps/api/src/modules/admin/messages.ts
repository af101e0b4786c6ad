/** API messages of the operator's console (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    admin_resource_unknown: 'There is no such list in the console: check the address',
    admin_action_unknown: 'This action does not exist for this record',
    admin_operation_not_allowed: 'This list does not allow this change',
    admin_created: 'The record has been added',
    admin_saved: 'Your changes have been saved',
    admin_deleted: 'The record has been deleted',
    admin_suspended: 'The account is suspended and its sessions have ended',
    admin_reactivated: 'The account is active again',
    admin_rejected: 'The registration was rejected: the company will see your reason and can send it again',
    admin_revoked: 'The verification was revoked: the company was told why and can send its registration again',
    admin_unpublished: 'The job is unpublished: visitors no longer see it and the company was told why',
    admin_restored: 'The job is published again',
    admin_not_self: 'You cannot suspend your own account',
    admin_user_not_active: 'This account is not active (it may have been suspended already): reload to see its state',
    admin_user_not_suspended: 'This account is not suspended: reload to see its state',
    company_not_verified: 'This company is not verified (its verification may have been revoked already): reload to see its state',
    job_not_published: 'This job is not published (it may have been unpublished already): reload to see its state',
    job_not_unpublished: 'This job is not unpublished: reload to see its state',
    value_in_use: 'This record is used elsewhere and cannot be deleted',
    message_report_decided: 'Another administrator has already decided this report: reload to see their decision',
    message_report_dismissed: 'The report is dismissed: the message stays and the person who reported it was told',
    message_report_acted: 'The message is removed from the conversation and the person who reported it was told',
  },
  ar: {
    admin_resource_unknown: 'لا توجد قائمة بهذا الاسم في لوحة الإدارة: تحقق من العنوان',
    admin_action_unknown: 'هذا الإجراء غير متاح لهذا السجل',
    admin_operation_not_allowed: 'هذه القائمة لا تسمح بهذا التغيير',
    admin_created: 'تمت إضافة السجل',
    admin_saved: 'تم حفظ التغييرات',
    admin_deleted: 'تم حذف السجل',
    admin_suspended: 'تم إيقاف الحساب وإنهاء جلساته',
    admin_reactivated: 'تمت إعادة تفعيل الحساب',
    admin_rejected: 'تم رفض السجل التجاري: ستطّلع المنشأة على السبب ويمكنها إرساله مجددًا',
    admin_revoked: 'تم سحب التوثيق: أُبلغت المنشأة بالسبب ويمكنها إرسال سجلها مجددًا',
    admin_unpublished: 'تم إلغاء نشر الوظيفة: لم يعد الزوار يرونها وأُبلغت المنشأة بالسبب',
    admin_restored: 'أُعيد نشر الوظيفة',
    admin_not_self: 'لا يمكنك إيقاف حسابك',
    admin_user_not_active: 'هذا الحساب غير نشط (ربما أُوقف من قبل): أعد التحميل لمعرفة حالته',
    admin_user_not_suspended: 'هذا الحساب غير موقوف: أعد التحميل لمعرفة حالته',
    company_not_verified: 'هذه المنشأة غير موثقة (ربما سُحب توثيقها من قبل): أعد التحميل لمعرفة حالتها',
    job_not_published: 'هذه الوظيفة غير منشورة (ربما أُلغي نشرها من قبل): أعد التحميل لمعرفة حالتها',
    job_not_unpublished: 'هذه الوظيفة ليست ملغاة النشر: أعد التحميل لمعرفة حالتها',
    value_in_use: 'هذا السجل مستخدم في مكان آخر ولا يمكن حذفه',
    message_report_decided: 'سبق أن بتّ مشرف آخر في هذا البلاغ: أعد التحميل لمعرفة قراره',
    message_report_dismissed: 'تم رفض البلاغ: تبقى الرسالة وأُبلغ صاحب البلاغ',
    message_report_acted: 'أُزيلت الرسالة من المحادثة وأُبلغ صاحب البلاغ',
  },
} as const;

// Its keys are the API's message keys (TApiMessage).
declare module '../../i18n.ts' {
  interface TMessageCatalogues {
    admin: typeof messages;
  }
}
