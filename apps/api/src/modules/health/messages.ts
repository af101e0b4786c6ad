/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    /** Any call while the database cannot be reached (503). */
    service_unavailable: 'The service is briefly unavailable: please try again in a moment',
    /** The health check while the database cannot be reached (503). */
    database_down: 'The database is not answering: the service will be back shortly',
    /** A request refused because the server is full (503, load shedding, decision 042). */
    server_busy: 'The site is very busy right now: please try again in a few seconds',
    /** Readiness (decision 113): the first check that failed. */
    not_ready_migrations: 'Not ready: the database has migrations still to apply',
    not_ready_search_index: 'Not ready: the search index is still being built',
    not_ready_storage: 'Not ready: file storage cannot be reached',
    not_ready_draining: 'Not ready: this server is shutting down',
  },
  ar: {
    service_unavailable: 'الخدمة غير متاحة مؤقتًا: يرجى المحاولة بعد قليل',
    database_down: 'قاعدة البيانات لا تستجيب: ستعود الخدمة قريبًا',
    server_busy: 'الموقع مزدحم جدًا الآن: يرجى المحاولة بعد بضع ثوانٍ',
    not_ready_migrations: 'غير جاهز: في قاعدة البيانات ترحيلات لم تُطبَّق بعد',
    not_ready_search_index: 'غير جاهز: فهرس البحث قيد البناء',
    not_ready_storage: 'غير جاهز: تعذّر الوصول إلى مخزن الملفات',
    not_ready_draining: 'غير جاهز: هذا الخادم في طور الإيقاف',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { health: typeof messages } }
