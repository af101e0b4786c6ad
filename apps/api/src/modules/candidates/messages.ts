/** API messages of candidate search and talent pools (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    pool_created: 'The list is created',
    pool_created_with_candidate: 'The list is created and the candidate saved to it',
    pool_renamed: 'The list is renamed',
    pool_deleted: 'The list is deleted',
    pool_candidate_added: 'The candidate is saved to the list',
    pool_candidate_removed: 'The candidate is taken out of the list',
    cv_open_limit: 'Your company has opened as many new CVs as it may today: the CVs it opened today and its applicants’ CVs stay open; try again tomorrow',
  },
  ar: {
    pool_created: 'تم إنشاء القائمة',
    pool_created_with_candidate: 'تم إنشاء القائمة وحفظ المرشح فيها',
    pool_renamed: 'تم تغيير اسم القائمة',
    pool_deleted: 'تم حذف القائمة',
    pool_candidate_added: 'تم حفظ المرشح في القائمة',
    pool_candidate_removed: 'تمت إزالة المرشح من القائمة',
    cv_open_limit: 'فتحت شركتك أقصى عدد مسموح به من السير الذاتية الجديدة اليوم: تبقى السير التي فتحتها اليوم وسير المتقدمين لوظائفها متاحة؛ حاول غدًا',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { candidates: typeof messages } }
