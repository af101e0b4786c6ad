import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { fillText, renderMail } from '../delivery/templates.ts';
import { activeAdministrators } from '../auth/administrators.ts';
import type { TNotifier } from '../delivery/notifier.ts';

/** A pair of names as a mail shows it: "Arabic / English", or the Arabic one alone. */
export interface TNamePair {
  ar: string;
  en: string | null;
}

const TEXTS = {
  en: {
    requestedSubject: 'We received your company’s new name',
    requestedTitle: 'Your new name is waiting for review',
    requestedBody: 'We received your request to change the name of your company to {new}.',
    requestedNext: 'An administrator checks it against your commercial registration. Until then your company page, jobs and messages keep showing {old} with the verified badge. We will email you the decision.',
    approvedSubject: 'Your company’s new name is approved',
    approvedTitle: 'Your new name is approved',
    approvedBody: 'An administrator approved the new name of your company: your pages, jobs and messages now show {new} with the verified badge.',
    rejectedSubject: 'We could not approve your company’s new name',
    rejectedTitle: 'Your new name was not approved',
    rejectedBody: 'An administrator could not approve the name {new} for this reason:',
    rejectedNext: 'Your company keeps showing {old}. You can ask for another name in your company profile.',
    profileAction: 'Open the company profile',
    adminSubject: 'A verified company asks to change its name: {old}',
    adminTitle: 'A verified company asks to change its name',
    adminOld: 'Shown now: {old}',
    adminNew: 'Asked for: {new}',
    adminNext: 'Visitors keep seeing the verified name until you approve the new one.',
    adminAction: 'Review in the console',
  },
  ar: {
    requestedSubject: 'وصلنا طلب تغيير اسم منشأتك',
    requestedTitle: 'الاسم الجديد بانتظار المراجعة',
    requestedBody: 'وصلنا طلبك تغيير اسم منشأتك إلى {new}.',
    requestedNext: 'يراجعه أحد المشرفين مقابل سجلك التجاري. وحتى ذلك الحين تظهر صفحة منشأتك ووظائفها ورسائلها باسم {old} مع شارة التوثيق. سنراسلك بالقرار.',
    approvedSubject: 'تمت الموافقة على الاسم الجديد لمنشأتك',
    approvedTitle: 'تمت الموافقة على الاسم الجديد',
    approvedBody: 'وافق أحد المشرفين على الاسم الجديد لمنشأتك: تظهر صفحاتها ووظائفها ورسائلها الآن باسم {new} مع شارة التوثيق.',
    rejectedSubject: 'تعذّرت الموافقة على الاسم الجديد لمنشأتك',
    rejectedTitle: 'لم تتم الموافقة على الاسم الجديد',
    rejectedBody: 'تعذّر على أحد المشرفين الموافقة على الاسم {new} للسبب التالي:',
    rejectedNext: 'تبقى منشأتك باسم {old}. يمكنك طلب اسم آخر من ملف المنشأة.',
    profileAction: 'افتح ملف المنشأة',
    adminSubject: 'منشأة موثقة تطلب تغيير اسمها: {old}',
    adminTitle: 'منشأة موثقة تطلب تغيير اسمها',
    adminOld: 'الاسم الظاهر الآن: {old}',
    adminNew: 'الاسم المطلوب: {new}',
    adminNext: 'يبقى الزوار يرون الاسم الموثق حتى توافق على الجديد.',
    adminAction: 'راجعه في لوحة الإدارة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** Both names quoted, the Arabic one first: “شركة الأفق” / “Horizon Co”. */
export const namesText = (names: TNamePair): string => [names.ar, names.en].filter(Boolean).map((name) => `“${name}”`).join(' / ');

type TMailDeps = { notifier: TNotifier; publicUrl: string };
type TCompanyTo = { email: string; locale: TLocale };

/** Mail purposes, named for the outbox. */
export const NAME_MAIL_PURPOSES = {
  requested: 'company_name_requested',
  admin: 'company_name_review',
  approve: 'company_name_approved',
  reject: 'company_name_rejected',
} as const;

/** The company, in its account's language: its request was received and waits for review. */
export async function sendNameRequestedMail(deps: TMailDeps, to: TCompanyTo, names: { old: TNamePair; new: TNamePair }): Promise<void> {
  const text = TEXTS[to.locale];
  const values = { old: namesText(names.old), new: namesText(names.new) };
  const mail = renderMail({
    locale: to.locale,
    title: text.requestedTitle,
    paragraphs: [fillText(text.requestedBody, values), fillText(text.requestedNext, values)],
    action: { label: text.profileAction, url: siteLink(deps.publicUrl, to.locale, '/company-profile') },
  });
  await deps.notifier.mail({ to: to.email, subject: text.requestedSubject, ...mail, locale: to.locale, purpose: NAME_MAIL_PURPOSES.requested });
}

/** The company, in its account's language: the administrator's decision (the reason with a rejection). */
export async function sendNameDecisionMail(deps: TMailDeps, to: TCompanyTo, decided: { decision: 'approve' | 'reject'; old: TNamePair; new: TNamePair; reason?: string }): Promise<void> {
  const text = TEXTS[to.locale];
  const values = { old: namesText(decided.old), new: namesText(decided.new) };
  const approved = decided.decision === 'approve';
  const mail = renderMail({
    locale: to.locale,
    title: approved ? text.approvedTitle : text.rejectedTitle,
    paragraphs: approved ? [fillText(text.approvedBody, values)] : [fillText(text.rejectedBody, values), decided.reason ?? '', fillText(text.rejectedNext, values)].filter(Boolean),
    action: { label: text.profileAction, url: siteLink(deps.publicUrl, to.locale, '/company-profile') },
  });
  await deps.notifier.mail({
    to: to.email,
    subject: approved ? text.approvedSubject : text.rejectedSubject,
    ...mail,
    locale: to.locale,
    purpose: approved ? NAME_MAIL_PURPOSES.approve : NAME_MAIL_PURPOSES.reject,
  });
}

/**
 * Every active administrator, each in their language: a verified company asks for new names (the ones shown now
 * and the ones asked for), with a link to its record in the console. One failed mail does not stop the others.
 */
export async function mailAdministratorsOfNameRequest(
  deps: TMailDeps & { db: TDatabase; log?: { error(details: object, message: string): void } },
  companyId: number,
  names: { old: TNamePair; new: TNamePair },
): Promise<void> {
  const values = { old: namesText(names.old), new: namesText(names.new) };
  for (const admin of await activeAdministrators(deps.db)) {
    const text = TEXTS[admin.locale];
    const mail = renderMail({
      locale: admin.locale,
      title: text.adminTitle,
      paragraphs: [fillText(text.adminOld, values), fillText(text.adminNew, values), text.adminNext],
      action: { label: text.adminAction, url: siteLink(deps.publicUrl, admin.locale, `/admin/companies/${companyId}`) },
    });
    try {
      await deps.notifier.mail({ to: admin.email, subject: fillText(text.adminSubject, values), ...mail, locale: admin.locale, purpose: NAME_MAIL_PURPOSES.admin });
    } catch (error) {
      deps.log?.error({ err: error, companyId }, 'name change mail to an administrator not sent');
    }
  }
}
