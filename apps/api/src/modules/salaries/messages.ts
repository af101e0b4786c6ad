/** API messages of the salary reports (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    salary_occupation_not_found: 'There is no such occupation: search for one on the salaries page',
  },
  ar: {
    salary_occupation_not_found: 'لا توجد مهنة بهذا الاسم: ابحث عن مهنة في صفحة الرواتب',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { salaries: typeof messages } }
