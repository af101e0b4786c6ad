/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    template_created: 'The template is saved',
    template_saved: 'Your changes to the template are saved',
    template_deleted: 'The template is deleted: messages already sent keep their text',
  },
  ar: {
    template_created: 'حُفظ القالب',
    template_saved: 'حُفظت تعديلاتك على القالب',
    template_deleted: 'حُذف القالب: تبقى الرسائل المرسلة بنصها',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { 'message-templates': typeof messages } }
