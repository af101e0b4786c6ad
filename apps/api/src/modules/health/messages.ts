/** API messages of this module (merged into i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    /** Any call while the database cannot be reached (503). */
    service_unavailable: 'The service is briefly unavailable: please try again in a moment',
    /** The health check while the database cannot be reached (503). */
    database_down: 'The database is not answering: the service will be back shortly',
    /** A request refused because the server is full (503, load shedding, decision 042). */
    server_busy: 'The site is very busy right now: please try again in a few seconds',
  },
  ar: {
    service_unavailable: 'الخدمة غير متاحة مؤقتًا: يرجى المحاولة بعد قليل',
    database_down: 'قاعدة البيانات لا تستجيب: ستعود الخدمة قريبًا',
    server_busy: 'الموقع مزدحم جدًا الآن: يرجى المحاولة بعد بضع ثوانٍ',
  },
} as const;
