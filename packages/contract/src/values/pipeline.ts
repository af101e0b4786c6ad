/** The plain values of a company's applicant pipeline (decision 111): notes, tags, ratings, bulk actions. No Zod (decision 061). */

/** A private note on an applicant: at most this many characters. */
export const PIPELINE_NOTE_MAX = 5000;
/** A tag: 1 to this many characters. */
export const PIPELINE_TAG_MAX = 40;
/** At most this many tags on one applicant. */
export const PIPELINE_TAGS_MAX = 10;
/** A rating: 1 (weakest) to 5 (strongest). */
export const PIPELINE_RATINGS = [1, 2, 3, 4, 5] as const;
/** At most this many applicants in one bulk action. */
export const PIPELINE_BULK_MAX = 1000;
/** A bulk message or rejection message: at most this many characters in each language. */
export const PIPELINE_MESSAGE_MAX = 2000;
/** What a bulk action does to each applicant named. */
export const PIPELINE_BULK_ACTIONS = ['move', 'reject', 'message', 'tag'] as const;
export type TPipelineBulkAction = (typeof PIPELINE_BULK_ACTIONS)[number];

/**
 * The rejection messages a company starts from, in both languages: each seeker is sent the text in their own
 * language, its placeholders filled in for them by the one template rule (decision 128), like a company's own
 * templates. The company may edit both before sending.
 */
export const REJECTION_TEMPLATES = {
  standard: {
    ar: 'مرحبًا {{first_name}}، شكرًا لاهتمامك بالعمل معنا ولوقتك في التقديم على وظيفة {{job_title}}. بعد مراجعة طلبك قرّرنا المضي مع مرشّحين آخرين تتوافق خبراتهم أكثر مع متطلبات هذه الوظيفة. نتمنى لك التوفيق، ويسعدنا أن تتقدّم لوظائفنا القادمة.',
    en: 'Dear {{first_name}}, thank you for your interest in working with us and for the time you took to apply for {{job_title}}. After reviewing your application, we have decided to move forward with other candidates whose experience more closely matches this role. We wish you every success and would be glad to see you apply for our future openings.',
  },
  filled: {
    ar: 'مرحبًا {{first_name}}، شكرًا لتقديمك على وظيفة {{job_title}}. نودّ إبلاغك بأن الشاغر قد تمّ شغله، ولذلك لن نتمكن من المضي في طلبك. سنحتفظ ببياناتك وقد نتواصل معك إذا توفّرت فرصة مناسبة.',
    en: 'Dear {{first_name}}, thank you for applying for {{job_title}}. We would like to let you know that the position has now been filled, so we are unable to take your application further. We will keep your details and may contact you if a suitable opening comes up.',
  },
} as const;
export type TRejectionTemplate = keyof typeof REJECTION_TEMPLATES;
