/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    recommendation_dismissed: 'Got it: we will not recommend this job again and will show fewer like it. You can undo this under Dismissed jobs',
    recommendation_restored: 'The job can be recommended again',
    recommendation_mail_on: 'Weekly recommendations are on: we will email you the jobs that best match your profile every week',
    recommendation_mail_off: 'Weekly recommendations are off',
    recommendation_unsubscribed: 'You are unsubscribed: no more weekly recommendation emails. You can turn them on again from your profile',
    recommendation_already_unsubscribed: 'Weekly recommendation emails were already off',
    recommendation_link_invalid: 'This unsubscribe link is not valid',
  },
  ar: {
    recommendation_dismissed: 'تم: لن نقترح عليك هذه الوظيفة مرة أخرى وسنقلل من الوظائف المشابهة لها. يمكنك التراجع من «الوظائف المستبعدة»',
    recommendation_restored: 'يمكن اقتراح الوظيفة عليك من جديد',
    recommendation_mail_on: 'تم تفعيل الاقتراحات الأسبوعية: سنرسل إليك كل أسبوع الوظائف الأنسب لملفك',
    recommendation_mail_off: 'تم إيقاف الاقتراحات الأسبوعية',
    recommendation_unsubscribed: 'تم إلغاء اشتراكك: لن تصلك رسائل الاقتراحات الأسبوعية بعد الآن. يمكنك تفعيلها من جديد من ملفك',
    recommendation_already_unsubscribed: 'رسائل الاقتراحات الأسبوعية متوقفة مسبقًا',
    recommendation_link_invalid: 'رابط إلغاء الاشتراك غير صالح',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { recommendations: typeof messages } }
