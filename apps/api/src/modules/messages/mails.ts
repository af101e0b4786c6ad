import { formatMessage, siteLink, type TInvitationStatus, type TLocale } from '@tawzeef/contract';
import type { TMailAttachment } from '../../db/schema/outbox.ts';
import { renderMail } from '../delivery/templates.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { riyadhParts } from './calendar.ts';

/**
 * The mails of messaging (decision 029), in the recipient's language. None of them carries a message's text, an
 * invitation's note or a file: those may hold personal data, and mail is read on shared and forwarded mailboxes.
 * They name the other side and the job, and link to the conversation.
 */

/** Fills a text in the reader's language: counts take their plural form (decision 040). */
const fillIn = (locale: TLocale, template: string, values: Record<string, string>) => formatMessage(locale, template, values);

const TEXTS = {
  en: {
    unreadSubject: 'New message from {name} on Tawzeef',
    unreadTitle: 'You have unread messages',
    unreadBody: '{name} sent you {count, plural, one {a message} other {# messages}}{about} that you have not read yet.',
    about: ' about “{job}”',
    privacy: 'For your privacy, messages are not copied into e-mails: read them on Tawzeef.',
    read: 'Read the conversation',
    inviteSubject: 'Interview invitation from {name}',
    inviteTitle: 'You are invited to an interview',
    inviteBody: '{name} invites you to an interview{about}.',
    when: 'When: {day} ({hijri}), {time} Riyadh time, for {minutes, plural, one {# minute} other {# minutes}}.',
    where: 'Where: {place}',
    video: 'Video call: {url}',
    calendar: 'The calendar file (.ics) is attached: open it to add the interview to your calendar.',
    answer: 'Accept, decline or propose another time on Tawzeef.',
    open: 'Answer the invitation',
    accepted: '{name} accepted your interview invitation',
    declined: '{name} declined your interview invitation',
    proposed: '{name} proposed another time for the interview',
    responseBody: 'The interview{about} on {day} ({hijri}) at {time} Riyadh time.',
    proposal: 'Proposed instead: {day} ({hijri}) at {time} Riyadh time.',
    acceptedCalendar: 'The calendar file (.ics) of the interview is attached.',
    seeAnswer: 'See the answer',
  },
  ar: {
    unreadSubject: 'رسالة جديدة من {name} على توظيف',
    unreadTitle: 'لديك رسائل غير مقروءة',
    unreadBody: 'أرسل إليك {name} {count, plural, one {رسالة لم تقرأها بعد} two {رسالتين لم تقرأهما بعد} few {# رسائل لم تقرأها بعد} many {# رسالة لم تقرأها بعد} other {# رسالة لم تقرأها بعد}}{about}.',
    about: ' بخصوص «{job}»',
    privacy: 'حفاظًا على خصوصيتك لا ننسخ نص الرسائل في البريد الإلكتروني: اقرأها على توظيف.',
    read: 'اقرأ المحادثة',
    inviteSubject: 'دعوة لمقابلة من {name}',
    inviteTitle: 'أنت مدعو إلى مقابلة',
    inviteBody: 'يدعوك {name} إلى مقابلة{about}.',
    when: 'الموعد: {day} ({hijri})، الساعة {time} بتوقيت الرياض، لمدة {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
    where: 'المكان: {place}',
    video: 'مكالمة فيديو: {url}',
    calendar: 'مرفق ملف التقويم (.ics): افتحه لإضافة المقابلة إلى تقويمك.',
    answer: 'اقبل الدعوة أو اعتذر عنها أو اقترح موعدًا آخر على توظيف.',
    open: 'الرد على الدعوة',
    accepted: 'قبل {name} دعوتك للمقابلة',
    declined: 'اعتذر {name} عن دعوتك للمقابلة',
    proposed: 'اقترح {name} موعدًا آخر للمقابلة',
    responseBody: 'المقابلة{about} يوم {day} ({hijri}) الساعة {time} بتوقيت الرياض.',
    proposal: 'الموعد المقترح بدلًا منه: {day} ({hijri}) الساعة {time} بتوقيت الرياض.',
    acceptedCalendar: 'مرفق ملف التقويم (.ics) للمقابلة.',
    seeAnswer: 'اعرض الرد',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

const GREGORIAN: Record<TLocale, string> = { ar: 'ar-SA-u-ca-gregory-nu-latn', en: 'en-GB' };
const HIJRI: Record<TLocale, string> = { ar: 'ar-SA-u-ca-islamic-umalqura-nu-latn', en: 'en-u-ca-islamic-umalqura' };

/** A moment as a day in both calendars and a time, in Riyadh, in the reader's language. */
export function interviewDay(at: Date, locale: TLocale): { day: string; hijri: string; time: string } {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' };
  return {
    day: new Intl.DateTimeFormat(GREGORIAN[locale], options).format(at),
    hijri: new Intl.DateTimeFormat(HIJRI[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' }).format(at),
    time: riyadhParts(at).time,
  };
}

export interface TMailee {
  email: string;
  locale: TLocale;
}

/** Where a mail sends its reader: the conversation on the web, in the reader's language. */
export const conversationUrl = (publicUrl: string, locale: TLocale, conversationId: number) => siteLink(publicUrl, locale, `/messages/${conversationId}`);

const aboutJob = (locale: TLocale, job: string | null) => (job ? fillIn(locale, TEXTS[locale].about, { job }) : '');

/** "You have unread messages": who wrote, how many, about which job; never what. */
export async function sendUnreadMail(notifier: TNotifier, to: TMailee, input: { name: string; job: string | null; count: number; url: string }): Promise<void> {
  const { locale } = to;
  const text = TEXTS[locale];
  const values = { name: input.name, count: String(input.count), about: aboutJob(locale, input.job) };
  const mail = renderMail({ locale, title: text.unreadTitle, paragraphs: [fillIn(locale, text.unreadBody, values), text.privacy], action: { label: text.read, url: input.url } });
  await notifier.mail({ to: to.email, subject: fillIn(locale, text.unreadSubject, values), ...mail, locale, purpose: 'message_unread' });
}

export interface TInvitationMailInput {
  company: string;
  job: string | null;
  start: Date;
  minutes: number;
  location: string | null;
  videoUrl: string | null;
  url: string;
  calendar: TMailAttachment;
}

/** The invitation, at once, with its calendar file: when, where, how long (not the company's note). */
export async function sendInvitationMail(notifier: TNotifier, to: TMailee, input: TInvitationMailInput): Promise<void> {
  const { locale } = to;
  const text = TEXTS[locale];
  const when = interviewDay(input.start, locale);
  const paragraphs = [
    fillIn(locale, text.inviteBody, { name: input.company, about: aboutJob(locale, input.job) }),
    fillIn(locale, text.when, { ...when, minutes: String(input.minutes) }),
    ...(input.location ? [fillIn(locale, text.where, { place: input.location })] : []),
    ...(input.videoUrl ? [fillIn(locale, text.video, { url: input.videoUrl })] : []),
    text.calendar,
    text.answer,
  ];
  const mail = renderMail({ locale, title: text.inviteTitle, paragraphs, action: { label: text.open, url: input.url } });
  await notifier.mail({ to: to.email, subject: fillIn(locale, text.inviteSubject, { name: input.company }), ...mail, locale, purpose: 'interview_invitation', attachments: [input.calendar] });
}

/** The seeker's answer, to the company, at once: accepted (with the calendar file), declined, or another time (not their note). */
export async function sendResponseMail(
  notifier: TNotifier,
  to: TMailee,
  input: { seeker: string; job: string | null; status: Exclude<TInvitationStatus, 'pending'>; start: Date; proposed: Date | null; url: string; calendar: TMailAttachment | null },
): Promise<void> {
  const { locale } = to;
  const text = TEXTS[locale];
  const subject = fillIn(locale, text[input.status], { name: input.seeker });
  const paragraphs = [
    fillIn(locale, text.responseBody, { ...interviewDay(input.start, locale), about: aboutJob(locale, input.job) }),
    ...(input.proposed ? [fillIn(locale, text.proposal, interviewDay(input.proposed, locale))] : []),
    ...(input.calendar ? [text.acceptedCalendar] : []),
  ];
  const mail = renderMail({ locale, title: subject, paragraphs, action: { label: text.seeAnswer, url: input.url } });
  await notifier.mail({ to: to.email, subject, ...mail, locale, purpose: 'interview_response', ...(input.calendar ? { attachments: [input.calendar] } : {}) });
}
