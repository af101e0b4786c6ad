import { renderTemplate, type TLocale, type TMessageTemplatePlaceholder } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { displayName, greetingName } from '../auth/user-dto.ts';
import { companyNameIn } from '../companies/dto.ts';
import { findSeekers, findSenderSide } from './queries.ts';

/** A text in both languages: a template's, a built-in rejection's, or what the member typed for a bulk action. */
export interface TTemplateTexts {
  ar: string;
  en: string;
}
/** Whom a text goes to: the seeker, and the job it is about (null: a conversation about no job). */
export interface TTemplateRecipient {
  seekerId: number;
  jobId: number | null;
}
/** The text in the seeker's language, filled in for them. */
interface TRendered {
  locale: TLocale;
  body: string;
}
/**
 * An interview's day and time as a reader of `locale` reads them: handed in by the invitation (messages' `interviewDay`,
 * the words its mails use), so that this module stays below messages (decision 101).
 */
export type TInterviewWords = (locale: TLocale) => { day: string; time: string };
export type TTemplateFiller = (texts: TTemplateTexts, to: TTemplateRecipient, interview?: TInterviewWords) => TRendered;
/** What `{{job_title}}` reads in a conversation about no job. */
const NO_JOB: Record<TLocale, string> = { ar: 'الوظيفة', en: 'the role' };

/**
 * The one way a text with placeholders reaches a job seeker (decision 128): the text of the seeker's account's
 * language, filled in with their first name in that language, the job's title, the company's name in that language,
 * the sending member's name and, for an invitation, the interview's day and time in Riyadh in that language. Loads
 * what every recipient named needs at once (a bulk action's thousand in a few queries), then fills each text.
 */
export async function templateFiller(db: TDatabase, sender: { companyId: number; userId: number }, recipients: readonly TTemplateRecipient[]): Promise<TTemplateFiller> {
  const jobIds = [...new Set(recipients.flatMap((to) => (to.jobId === null ? [] : [to.jobId])))];
  const [seekers, side] = await Promise.all([findSeekers(db, [...new Set(recipients.map((to) => to.seekerId))]), findSenderSide(db, sender.companyId, sender.userId, jobIds)]);
  return (texts, to, interview) => {
    const seeker = seekers.get(to.seekerId);
    const locale: TLocale = seeker?.locale ?? 'ar';
    const values: Partial<Record<TMessageTemplatePlaceholder, string>> = {
      first_name: seeker ? greetingName(seeker, locale) : '',
      job_title: (to.jobId === null ? undefined : side.jobs.get(to.jobId)) ?? NO_JOB[locale],
      company: side.company ? companyNameIn(locale, side.company) : '',
      member_name: side.member ? displayName(side.member, locale) : '',
    };
    if (interview) {
      const { day, time } = interview(locale);
      values.interview_date = day;
      values.interview_time = time;
    }
    return { locale, body: renderTemplate(texts[locale], values) };
  };
}
