import { formatMessage, type TLocale } from '@tawzeef/contract';

/**
 * The approved WhatsApp message templates (decision 140), in Arabic and English, and the same words for SMS. Each
 * template's body has numbered parameters ({{1}}, {{2}}, ...) filled in order; the names and bodies here are the
 * ones to submit for approval in WhatsApp Manager (docs/decisions/140-sms-and-whatsapp.md lists them).
 */
export const WHATSAPP_TEMPLATES = {
  tawzeef_job_alert: {
    ar: 'توظيف: {{1}} تطابق تنبيهاتك. تصفحها: {{2}}\nلإيقاف هذه الرسائل أرسل «إيقاف».',
    en: 'Tawzeef: {{1}} matching your job alerts. See them: {{2}}\nReply STOP to stop these messages.',
  },
  tawzeef_application_update: {
    ar: 'توظيف: طلبك لوظيفة «{{1}}» لدى {{2}} أصبح في مرحلة: {{3}}. التفاصيل: {{4}}\nلإيقاف هذه الرسائل أرسل «إيقاف».',
    en: 'Tawzeef: your application for “{{1}}” at {{2}} is now at this stage: {{3}}. Details: {{4}}\nReply STOP to stop these messages.',
  },
  tawzeef_interview_invitation: {
    ar: 'توظيف: دعاك {{1}} إلى مقابلة لوظيفة «{{2}}». ردّ على الدعوة: {{3}}\nلإيقاف هذه الرسائل أرسل «إيقاف».',
    en: 'Tawzeef: {{1}} invited you to an interview for “{{2}}”. Answer the invitation: {{3}}\nReply STOP to stop these messages.',
  },
} as const satisfies Record<string, Record<TLocale, string>>;

export type TTemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** A template's body with its parameters filled in: the SMS text, and what the outboxes show of a WhatsApp message. */
export function fillTemplate(name: TTemplateName, locale: TLocale, params: readonly string[]): string {
  return WHATSAPP_TEMPLATES[name][locale].replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}

/** "3 new jobs" / «3 وظائف جديدة», Arabic plural forms included. */
export function newJobsPhrase(locale: TLocale, n: number): string {
  if (locale === 'en') return n === 1 ? '1 new job' : `${n} new jobs`;
  return formatMessage('ar', '{n, plural, one {وظيفة جديدة} two {وظيفتان جديدتان} few {# وظائف جديدة} many {# وظيفة جديدة} other {# وظيفة جديدة}}', { n });
}

const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'إيقاف', 'ايقاف', 'توقف', 'الغاء', 'إلغاء']);

/** Whether an inbound reply asks to stop: STOP (any case) or «إيقاف» (with or without hamza), alone in the message. */
export function isStopReply(text: string): boolean {
  const word = text
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0640]/g, '')
    .replace(/[\s.!،,«»"']+/g, ' ')
    .trim()
    .toLowerCase();
  return STOP_WORDS.has(word);
}
