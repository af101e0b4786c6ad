/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {},
  ar: {},
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { browse: typeof messages } }
