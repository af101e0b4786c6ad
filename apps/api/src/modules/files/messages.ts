/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    storage_full: 'There is no room left to store files: please try again later',
    /** File storage (an S3 bucket) does not answer: nothing was stored (503 with Retry-After, decision 114). */
    storage_unavailable: 'File storage is not answering: please try again in a moment',
  },
  ar: {
    storage_full: 'لا توجد مساحة كافية لحفظ الملفات: يرجى المحاولة لاحقًا',
    storage_unavailable: 'مخزن الملفات لا يستجيب: يرجى المحاولة بعد قليل',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { files: typeof messages } }
