/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    json_too_deep: 'The JSON body is nested too deeply: at most 32 levels of arrays and objects are accepted',
  },
  ar: {
    json_too_deep: 'بيانات JSON في الطلب متداخلة أكثر من اللازم: الحد الأقصى 32 مستوى من المصفوفات والكائنات',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { security: typeof messages } }
