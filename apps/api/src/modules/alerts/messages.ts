/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    alert_created: 'Your job alert is saved: we will email you new matching jobs',
    alert_saved: 'Your changes to the job alert are saved',
    alert_paused: 'The job alert is paused: no emails until you resume it',
    alert_resumed: 'The job alert is active again',
    alert_deleted: 'The job alert has been deleted',
    alert_limit: 'You already have 20 job alerts, the most allowed: delete one before adding another',
    alert_needs_criteria: 'Add keywords or choose at least one filter, so the alert does not send every new job',
    alert_unsubscribed: 'You are unsubscribed: this alert will send no more emails. You can resume it from your job alerts',
    alert_already_unsubscribed: 'This alert was already stopped: it sends no emails',
    unsubscribe_link_invalid: 'This unsubscribe link is not valid or its alert no longer exists',
    outbox_local: 'Local outbox: these messages were not delivered (no SMTP server is configured)',
    outbox_smtp: 'Mail outbox: messages sent through the SMTP server and their delivery state',
  },
  ar: {
    alert_created: 'تم حفظ تنبيه الوظائف: سنرسل إليك الوظائف الجديدة المطابقة بالبريد',
    alert_saved: 'تم حفظ تعديلات تنبيه الوظائف',
    alert_paused: 'تم إيقاف التنبيه مؤقتًا: لن تصلك رسائل حتى تستأنفه',
    alert_resumed: 'عاد التنبيه إلى العمل',
    alert_deleted: 'تم حذف تنبيه الوظائف',
    alert_limit: 'لديك 20 تنبيهًا، وهو الحد الأقصى: احذف تنبيهًا قبل إضافة آخر',
    alert_needs_criteria: 'أضف كلمات مفتاحية أو اختر عامل تصفية واحدًا على الأقل، حتى لا يرسل التنبيه كل وظيفة جديدة',
    alert_unsubscribed: 'تم إلغاء اشتراكك: لن يرسل هذا التنبيه رسائل بعد الآن. يمكنك استئنافه من تنبيهات الوظائف',
    alert_already_unsubscribed: 'هذا التنبيه متوقف مسبقًا: لا يرسل أي رسائل',
    unsubscribe_link_invalid: 'رابط إلغاء الاشتراك غير صالح أو أن التنبيه لم يعد موجودًا',
    outbox_local: 'صندوق البريد المحلي: هذه الرسائل لم تُرسل (لا يوجد خادم SMTP مهيأ)',
    outbox_smtp: 'صندوق البريد: الرسائل المرسلة عبر خادم SMTP وحالة تسليمها',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { alerts: typeof messages } }
