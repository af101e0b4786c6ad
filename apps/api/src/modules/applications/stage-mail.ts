import { siteLink, type TApplicationStage, type TLocale } from '@tawzeef/contract';
import type { TCompanyRow } from '../../db/schema/index.ts';
import { renderMail } from '../delivery/templates.ts';
import { companyNameIn } from '../companies/service.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import type { TDatabase } from '../../db/client.ts';
import { queueNews } from '../channels/service.ts';

const STAGES: Record<TLocale, Record<TApplicationStage, string>> = {
  en: { submitted: 'Submitted', viewed: 'Viewed by the employer', shortlisted: 'Shortlisted', interview: 'Invited to an interview', rejected: 'Not selected', hired: 'Hired' },
  ar: { submitted: 'مُرسل', viewed: 'اطّلع عليه صاحب العمل', shortlisted: 'في القائمة المختصرة', interview: 'مدعو لمقابلة', rejected: 'لم يتم اختيارك', hired: 'تم توظيفك' },
};

const TEXTS = {
  en: {
    subject: 'Your application for {job}: {stage}',
    title: 'Your application has moved on',
    body: 'Hello {name}, your application for “{job}” at {company} is now at this stage: {stage}.',
    confidential: 'a confidential company',
    next: 'See every step of your applications on Tawzeef.',
    action: 'Open My applications',
  },
  ar: {
    subject: 'طلبك لوظيفة {job}: {stage}',
    title: 'تغيّرت حالة طلبك',
    body: 'مرحبًا {name}، طلبك لوظيفة «{job}» لدى {company} أصبح في هذه المرحلة: {stage}.',
    confidential: 'منشأة سرية',
    next: 'تابع كل خطوة في طلباتك على توظيف.',
    action: 'افتح طلباتي',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * Tells the job seeker, in their account's language, that a company moved their application: the job's title,
 * the company (unless the job is confidential), the new stage and a link to /my-applications.
 */
export async function sendStageMail(
  deps: { notifier: TNotifier; config: { publicUrl: string } },
  to: { email: string; locale: TLocale; name: string },
  about: { job: { title: string; show_company: boolean }; company: Pick<TCompanyRow, 'foundation_name' | 'foundation_name_en'>; stage: TApplicationStage },
): Promise<void> {
  const { locale } = to;
  const text = TEXTS[locale];
  const values = {
    name: to.name,
    job: about.job.title,
    company: about.job.show_company ? companyNameIn(locale, about.company) : text.confidential,
    stage: STAGES[locale][about.stage],
  };
  const url = siteLink(deps.config.publicUrl, locale, '/my-applications');
  const mail = renderMail({ locale, title: text.title, paragraphs: [fill(text.body, values), text.next], action: { label: text.action, url } });
  await deps.notifier.mail({ to: to.email, subject: fill(text.subject, values), ...mail, locale, purpose: 'application_stage' });
}

/**
 * The same news for the seeker's SMS and WhatsApp channels carrying news (decision 140), in both languages' words:
 * the channel's message is written in the account's language when it leaves (outside quiet hours).
 */
export async function queueStageNews(db: TDatabase, userId: number, about: { job: { title: string; show_company: boolean }; company: Pick<TCompanyRow, 'foundation_name' | 'foundation_name_en'>; stage: TApplicationStage }, now: Date): Promise<void> {
  const companyIn = (locale: TLocale) => (about.job.show_company ? companyNameIn(locale, about.company) : TEXTS[locale].confidential);
  const words = { job: about.job.title, company_ar: companyIn('ar'), company_en: companyIn('en'), stage_ar: STAGES.ar[about.stage], stage_en: STAGES.en[about.stage] };
  await queueNews(db, userId, 'stage', words, now);
}
