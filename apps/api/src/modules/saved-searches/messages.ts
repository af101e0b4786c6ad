/** API messages of saved candidate searches (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    saved_search_created: 'The search is saved: its new candidates will come to you',
    saved_search_saved: 'Your changes to the saved search are saved',
    saved_search_deleted: 'The saved search is deleted',
    saved_search_needs_criteria: 'Add words or choose at least one filter, so the search does not bring every new candidate',
    saved_search_unsubscribed: 'Done: this saved search will send no more emails. Its new candidates still show in your saved searches',
    saved_search_already_unsubscribed: 'This saved search already sends no emails',
    saved_search_link_invalid: 'This unsubscribe link is not valid or its saved search no longer exists',
  },
  ar: {
    saved_search_created: 'تم حفظ البحث: سيصلك مرشحوه الجدد',
    saved_search_saved: 'تم حفظ تعديلات البحث المحفوظ',
    saved_search_deleted: 'تم حذف البحث المحفوظ',
    saved_search_needs_criteria: 'أضف كلمات أو اختر عامل تصفية واحدًا على الأقل، حتى لا يأتيك البحث بكل مرشح جديد',
    saved_search_unsubscribed: 'تم: لن يرسل هذا البحث المحفوظ رسائل بعد الآن. يظل مرشحوه الجدد ظاهرين في عمليات البحث المحفوظة',
    saved_search_already_unsubscribed: 'هذا البحث المحفوظ لا يرسل رسائل أصلًا',
    saved_search_link_invalid: 'رابط إلغاء الاشتراك غير صالح أو أن البحث المحفوظ لم يعد موجودًا',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { 'saved-searches': typeof messages } }
