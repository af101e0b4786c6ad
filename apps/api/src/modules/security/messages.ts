/** API messages of this module (merged into i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    json_too_deep: 'The JSON body is nested too deeply: at most 32 levels of arrays and objects are accepted',
  },
  ar: {
    json_too_deep: 'بيانات JSON في الطلب متداخلة أكثر من اللازم: الحد الأقصى 32 مستوى من المصفوفات والكائنات',
  },
} as const;
