/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    channel_saved: 'Saved: we will send these messages to your confirmed number, outside your quiet hours',
    channel_removed: 'Stopped: nothing more will be sent on this channel',
    channel_phone_unconfirmed: 'Your phone number is not confirmed: nothing will be sent to it. Confirm it with the code we send you by SMS, then turn this channel on again',
    webhook_signature: 'The webhook signature or token is missing or wrong',
    webhook_received: 'Notification received',
  },
  ar: {
    channel_saved: 'تم الحفظ: سنرسل هذه الرسائل إلى رقمك المؤكَّد خارج ساعات الهدوء',
    channel_removed: 'تم الإيقاف: لن نرسل شيئًا آخر عبر هذه القناة',
    channel_phone_unconfirmed: 'رقم جوالك غير مؤكَّد: لن نرسل إليه شيئًا. أكّده بالرمز الذي نرسله إليك في رسالة نصية، ثم فعّل هذه القناة مرة أخرى',
    webhook_signature: 'توقيع الإشعار أو رمزه مفقود أو غير صحيح',
    webhook_received: 'تم استلام الإشعار',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { channels: typeof messages } }
