/** API messages of this module (merged into i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    storage_full: 'There is no room left to store files: please try again later',
  },
  ar: {
    storage_full: 'لا توجد مساحة كافية لحفظ الملفات: يرجى المحاولة لاحقًا',
  },
} as const;
