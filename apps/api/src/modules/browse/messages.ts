/** API messages of this module (merged into i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {},
  ar: {},
} as const;
