import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TCompanyRow } from '../../db/schema/index.ts';
import { renderMail } from '../delivery/templates.ts';
import { companyNameIn } from '../companies/service.ts';
import type { TNotifier } from '../delivery/notifier.ts';

const TEXTS = {
  en: {
    subject: 'Application received: {job}',
    title: 'We received your application',
    body: 'Hello {name}, your application for “{job}” at {company} has been sent. The employer sees your CV as it is now, with your match score.',
    next: 'You will get an email each time the employer moves your application on. Follow it in My applications.',
    confidential: 'a confidential company',
    action: 'Open My applications',
  },
  ar: {
    subject: 'تم استلام طلبك: {job}',
    title: 'استلمنا طلبك',
    body: 'مرحبًا {name}، تم إرسال طلبك لوظيفة «{job}» لدى {company}. يرى صاحب العمل سيرتك الذاتية كما هي الآن مع درجة التطابق.',
    next: 'سيصلك بريد كلما نقل صاحب العمل طلبك إلى مرحلة جديدة. تابعه في طلباتي.',
    confidential: 'منشأة سرية',
    action: 'افتح طلباتي',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** "Application received" to the job seeker, in their account's language (the company unnamed when the job is confidential). */
export async function sendReceivedMail(
  deps: { notifier: TNotifier; config: { publicUrl: string } },
  to: { email: string; locale: TLocale; name: string },
  about: { job: { title: string; show_company: boolean }; company: Pick<TCompanyRow, 'foundation_name' | 'foundation_name_en'> },
): Promise<void> {
  const { locale } = to;
  const text = TEXTS[locale];
  const values = { name: to.name, job: about.job.title, company: about.job.show_company ? companyNameIn(locale, about.company) : text.confidential };
  const url = siteLink(deps.config.publicUrl, locale, '/my-applications');
  const mail = renderMail({ locale, title: text.title, paragraphs: [fill(text.body, values), text.next], action: { label: text.action, url } });
  await deps.notifier.mail({ to: to.email, subject: fill(text.subject, values), ...mail, locale, purpose: 'application_received' });
}
