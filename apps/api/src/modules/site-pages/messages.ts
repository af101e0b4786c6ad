/** API messages of the site's pages, the contact form and the terms (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    contact_sent: 'Thank you: your message was sent. We have emailed you a confirmation and will answer within two working days',
    contact_throttled: 'You have sent several messages in a short time: please try again in an hour',
    terms_accepted: 'Thank you: your acceptance of the terms and privacy policy is recorded',
    terms_changed: 'A newer version of the terms or privacy policy was just published: read it and accept again',
    page_saved: 'The page is saved',
    contact_handled: 'The message is marked as handled',
    contact_already_handled: 'This message was already marked as handled',
  },
  ar: {
    contact_sent: 'شكرًا لك: أُرسلت رسالتك. أرسلنا إليك تأكيدًا بالبريد وسنردّ خلال يومي عمل',
    contact_throttled: 'أرسلت عدة رسائل في وقت قصير: يرجى المحاولة بعد ساعة',
    terms_accepted: 'شكرًا لك: سُجّلت موافقتك على الشروط وسياسة الخصوصية',
    terms_changed: 'نُشرت للتو نسخة أحدث من الشروط أو سياسة الخصوصية: اقرأها ووافق عليها مجددًا',
    page_saved: 'تم حفظ الصفحة',
    contact_handled: 'تم تعليم الرسالة كمعالجة',
    contact_already_handled: 'سبق تعليم هذه الرسالة كمعالجة',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { 'site-pages': typeof messages } }
