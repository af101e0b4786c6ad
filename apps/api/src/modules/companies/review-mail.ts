import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TCompanyRow } from '../../db/schema/index.ts';
import { renderMail } from '../delivery/templates.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { companyNameIn } from './dto.ts';

const TEXTS = {
  en: {
    verifiedSubject: 'Your company is verified on Tawzeef',
    verifiedTitle: 'Your company is verified',
    verifiedBody: 'We checked the commercial registration of {company}. Your company now shows the verified badge, and your jobs can go live once their posting fee is paid.',
    verifiedAction: 'Post a job',
    rejectedSubject: 'We could not verify your company on Tawzeef',
    rejectedTitle: 'We could not verify your company',
    rejectedBody: 'We checked the commercial registration of {company} and could not accept it for this reason:',
    rejectedNext: 'Correct the registration number or upload the right document in your company profile, then save it: it will be sent for review again.',
    rejectedAction: 'Open the company profile',
    revokedSubject: 'Your company’s verification was revoked on Tawzeef',
    revokedTitle: 'Your company’s verification was revoked',
    revokedBody: 'An administrator of Tawzeef revoked the verification of {company} for this reason:',
    revokedNext: 'Your company no longer shows the verified badge and new jobs cannot go live. Correct the registration in your company profile and save it: it will be reviewed again.',
  },
  ar: {
    verifiedSubject: 'تم توثيق منشأتك في توظيف',
    verifiedTitle: 'تم توثيق منشأتك',
    verifiedBody: 'تحققنا من السجل التجاري لـ {company}. تظهر منشأتك الآن بشارة التوثيق، ويمكن نشر وظائفك بعد دفع رسوم النشر.',
    verifiedAction: 'انشر وظيفة',
    rejectedSubject: 'تعذّر توثيق منشأتك في توظيف',
    rejectedTitle: 'تعذّر توثيق منشأتك',
    rejectedBody: 'تحققنا من السجل التجاري لـ {company} ولم نتمكن من قبوله للسبب التالي:',
    rejectedNext: 'صحّح رقم السجل أو ارفع المستند الصحيح في ملف المنشأة ثم احفظه: سيُرسل للمراجعة مجددًا.',
    rejectedAction: 'افتح ملف المنشأة',
    revokedSubject: 'تم سحب توثيق منشأتك في توظيف',
    revokedTitle: 'تم سحب توثيق منشأتك',
    revokedBody: 'سحب أحد مشرفي توظيف توثيق {company} للسبب التالي:',
    revokedNext: 'لم تعد منشأتك تظهر بشارة التوثيق ولا يمكن نشر وظائف جديدة. صحّح السجل في ملف المنشأة واحفظه: سيُراجع مجددًا.',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** Tells the company, in its account's language, what the admin decided about its registration. */
export async function sendReviewMail(
  deps: { notifier: TNotifier; publicUrl: string },
  to: { email: string; locale: TLocale },
  company: TCompanyRow,
  revoked = false,
): Promise<void> {
  const { locale } = to;
  const text = TEXTS[locale];
  const name = companyNameIn(locale, company);
  const page = (path: string) => siteLink(deps.publicUrl, locale, path);
  const isVerified = company.verification_status === 'verified';
  const mail = isVerified
    ? renderMail({
        locale,
        title: text.verifiedTitle,
        paragraphs: [text.verifiedBody.replace('{company}', name)],
        action: { label: text.verifiedAction, url: page('/post-job') },
      })
    : renderMail({
        locale,
        title: revoked ? text.revokedTitle : text.rejectedTitle,
        paragraphs: [(revoked ? text.revokedBody : text.rejectedBody).replace('{company}', name), company.verification_note ?? '', revoked ? text.revokedNext : text.rejectedNext].filter(Boolean),
        action: { label: text.rejectedAction, url: page('/company-profile') },
      });
  await deps.notifier.mail({
    to: to.email,
    subject: isVerified ? text.verifiedSubject : revoked ? text.revokedSubject : text.rejectedSubject,
    ...mail,
    locale,
    purpose: isVerified ? 'company_verified' : revoked ? 'company_revoked' : 'company_rejected',
  });
}
