import type { FastifyBaseLogger } from 'fastify';
import { siteLink, toOffsetIso, type TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TMailAttachment } from '../../db/schema/index.ts';
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../plugins/locale.ts';
import { sendJobNotices } from '../jobs/job-mail.ts';
import { fillText, renderMail } from '../delivery/templates.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { formatInvoiceNumber } from './invoice.ts';
import { getInvoicePdf } from './invoice-documents.ts';
import { halalasToSar } from './pricing.ts';
import { findPaymentNotice } from './queries.ts';

/** How a payment ended, as the company is told (decision 026). */
export type TPaymentNotice = 'transfer_received' | 'transfer_approved' | 'transfer_rejected' | 'online_paid' | 'invoice_cleared';

const TEXTS = {
  en: {
    transfer_receivedSubject: 'We received your bank transfer receipt for “{job}”',
    transfer_receivedTitle: 'Your transfer receipt is received',
    transfer_receivedBody: 'We received the receipt of your transfer of {total} SAR (VAT included) {forWhat}. Our team checks it against the bank account, usually within one working day.',
    transfer_receivedNext: 'We will write to you when it is approved (with your tax invoice) or if something is wrong with it. You can follow it on your payments page.',
    transfer_receivedAction: 'Open my payments',
    transfer_approvedSubject: 'Your bank transfer for “{job}” is approved',
    transfer_approvedTitle: 'Your bank transfer is approved',
    transfer_approvedBody: 'We received your transfer of {total} SAR (VAT included) {forWhat}.',
    transfer_rejectedSubject: 'We could not accept your bank transfer for “{job}”',
    transfer_rejectedTitle: 'We could not accept your bank transfer',
    transfer_rejectedBody: 'We checked the transfer receipt you sent {forWhat} and could not accept it for this reason:',
    transfer_rejectedNext: 'On the job’s payment page you can upload a new receipt of your transfer, or pay online by card: the job is published as soon as the payment is confirmed.',
    transfer_rejectedNextOther: 'On your payments page you can upload a new receipt of your transfer, or pay online by card: it takes effect as soon as the payment is confirmed.',
    transfer_rejectedAction: 'Open the payment page',
    online_paidSubject: 'Payment receipt for “{job}”: invoice {invoice}',
    online_paidTitle: 'Thank you: your payment is confirmed',
    online_paidBody: 'We received {total} SAR (VAT of {vat} SAR included) by card {forWhat}.',
    invoice: 'Your tax invoice {invoice} is ready: open it to print it or save it as a PDF.',
    published: 'The job is now published.',
    credits: 'Your {posts} posting credits are ready: spend them on your jobs until {expires}.',
    forJob: 'for the job “{job}”',
    forPackage: 'for the package “{job}”',
    forFeature: 'for featuring the job “{job}”',
    featured: 'The job is now featured: first in search results for {days} more days.',
    held: 'Before it is published, the wording of the job is being reviewed: some of its requirements may not be allowed in a job ad. Your jobs page says which and why; once it is approved it goes live without a new payment.',
    invoiceAction: 'Open the invoice',
    invoiceWaiting: 'Your tax invoice {invoice} is a standard tax invoice: it goes to ZATCA (the Zakat, Tax and Customs Authority) for clearance first, and we will write to you as soon as it is cleared.',
    invoice_clearedSubject: 'Your tax invoice {invoice} is cleared by ZATCA',
    invoice_clearedTitle: 'Your tax invoice is cleared',
    invoice_clearedBody: 'ZATCA (the Zakat, Tax and Customs Authority) has cleared your tax invoice {invoice} of {total} SAR (VAT included) {forWhat}.',
    invoice_clearedNext: 'Open it to print it or save it as a PDF; its e-invoice file (XML), as ZATCA cleared it, can be downloaded from the same page.',
  },
  ar: {
    transfer_receivedSubject: 'استلمنا إيصال تحويلك البنكي {forWhat}',
    transfer_receivedTitle: 'استلمنا إيصال تحويلك',
    transfer_receivedBody: 'استلمنا إيصال تحويلك بمبلغ {total} ريال (شامل ضريبة القيمة المضافة) {forWhat}. يطابقه فريقنا مع الحساب البنكي، عادةً خلال يوم عمل واحد.',
    transfer_receivedNext: 'سنراسلك عند قبوله (مع فاتورتك الضريبية) أو إن كان فيه ما يمنع قبوله. يمكنك متابعته من صفحة مدفوعاتك.',
    transfer_receivedAction: 'افتح مدفوعاتي',
    transfer_approvedSubject: 'تم قبول تحويلك البنكي {forWhat}',
    transfer_approvedTitle: 'تم قبول تحويلك البنكي',
    transfer_approvedBody: 'استلمنا تحويلك بمبلغ {total} ريال (شامل ضريبة القيمة المضافة) {forWhat}.',
    transfer_rejectedSubject: 'تعذّر قبول تحويلك البنكي {forWhat}',
    transfer_rejectedTitle: 'تعذّر قبول تحويلك البنكي',
    transfer_rejectedBody: 'راجعنا إيصال التحويل الذي أرسلته {forWhat} ولم نتمكن من قبوله للسبب التالي:',
    transfer_rejectedNext: 'يمكنك من صفحة الدفع الخاصة بالوظيفة رفع إيصال جديد لتحويلك، أو الدفع إلكترونيًا بالبطاقة: تُنشر الوظيفة فور تأكيد الدفع.',
    transfer_rejectedNextOther: 'يمكنك من صفحة مدفوعاتك رفع إيصال جديد لتحويلك، أو الدفع إلكترونيًا بالبطاقة: ويسري ذلك فور تأكيد الدفع.',
    transfer_rejectedAction: 'افتح صفحة الدفع',
    online_paidSubject: 'إيصال الدفع {forWhat}: الفاتورة {invoice}',
    online_paidTitle: 'شكرًا لك: تم تأكيد دفعتك',
    online_paidBody: 'استلمنا {total} ريال (منها ضريبة القيمة المضافة {vat} ريال) بالبطاقة {forWhat}.',
    invoice: 'فاتورتك الضريبية {invoice} جاهزة: افتحها لطباعتها أو حفظها بصيغة PDF.',
    published: 'الوظيفة منشورة الآن.',
    credits: 'رصيدك من الإعلانات ({posts}) جاهز: استخدمه لنشر وظائفك حتى {expires}.',
    forJob: 'لوظيفة «{job}»',
    forPackage: 'لباقة «{job}»',
    forFeature: 'لتمييز وظيفة «{job}»',
    featured: 'أصبحت الوظيفة مميزة: تظهر أولًا في نتائج البحث لمدة {days} يومًا إضافية.',
    held: 'قبل نشرها، تجري مراجعة صياغة الوظيفة: قد تتضمن شروطًا لا يجوز وضعها في إعلان وظيفة. تبيّن صفحة وظائفك ما هي ولماذا، وبعد اعتمادها تُنشر دون دفع جديد.',
    invoiceAction: 'افتح الفاتورة',
    invoiceWaiting: 'فاتورتك الضريبية {invoice} فاتورة ضريبية قياسية: تُرسل أولًا إلى هيئة الزكاة والضريبة والجمارك لاعتمادها، وسنراسلك فور اعتمادها.',
    invoice_clearedSubject: 'اعتمدت هيئة الزكاة فاتورتك الضريبية {invoice}',
    invoice_clearedTitle: 'اعتُمدت فاتورتك الضريبية',
    invoice_clearedBody: 'اعتمدت هيئة الزكاة والضريبة والجمارك فاتورتك الضريبية {invoice} بمبلغ {total} ريال (شامل ضريبة القيمة المضافة) {forWhat}.',
    invoice_clearedNext: 'افتحها لطباعتها أو حفظها بصيغة PDF، ويمكنك من الصفحة نفسها تنزيل ملف الفاتورة الإلكترونية (XML) كما اعتمدتها الهيئة.',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/**
 * Tells the company, in its account's language, how a payment ended: a transfer approved (with the invoice), a
 * transfer rejected (the admin's reason and how to pay again), an online payment confirmed (the receipt, with the
 * invoice). Callers send it only after the one state change that happens once (`markPaid`, the guarded rejection),
 * so a retried confirmation, a late webhook or racing approvals send one mail. A failed send is logged, never
 * thrown: the payment is already decided and the notifier keeps its own outbox.
 */
export async function sendPaymentNotice(
  deps: { db: TDatabase; notifier: TNotifier; config: Pick<TConfig, 'publicUrl' | 'jobPostingDays' | 'seller'> & Partial<Pick<TConfig, 'zatca'>>; log?: FastifyBaseLogger },
  paymentId: number,
  notice: TPaymentNotice,
): Promise<void> {
  try {
    const found = await findPaymentNotice(deps.db, paymentId);
    if (!found) return;
    const { payment, locale } = found;
    const text = TEXTS[locale];
    const page = (path: string) => siteLink(deps.config.publicUrl, locale, path);
    const invoice = payment.invoice_number !== null && payment.invoice_issued_at ? formatInvoiceNumber(payment.invoice_number, payment.invoice_issued_at) : '';
    // A job's posting, a package of credits (decision 130) or a featured period (decision 135): the mail names what was paid for.
    const isPackage = payment.package_id !== null;
    const isFeature = payment.feature_days !== null;
    const job = (isPackage ? (locale === 'ar' ? payment.package_name_ar : payment.package_name_en) : found.job_title) ?? '';
    const values = {
      job,
      forWhat: fillText(isPackage ? text.forPackage : isFeature ? text.forFeature : text.forJob, { job }),
      days: String(payment.feature_days ?? 0),
      total: halalasToSar(payment.total_halalas),
      vat: halalasToSar(payment.vat_halalas),
      invoice,
      posts: String(payment.package_posts ?? 0),
      expires: payment.service_to ?? '',
    };
    const done = isPackage ? fillText(text.credits, values) : isFeature ? fillText(text.featured, values) : found.job_status === 'held' ? text.held : text.published;
    // With ZATCA phase 2 on, a standard invoice is the company's once cleared (decision 171): a mail follows then.
    const awaitsClearance = !!deps.config.zatca && !!payment.buyer_vat_number;
    const invoiceLine = fillText(awaitsClearance ? text.invoiceWaiting : text.invoice, values);
    const mail =
      notice === 'invoice_cleared'
        ? renderMail({
            locale,
            title: text.invoice_clearedTitle,
            paragraphs: [fillText(text.invoice_clearedBody, values), text.invoice_clearedNext],
            action: { label: text.invoiceAction, url: page(`/invoices/${payment.id}`) },
          })
        : notice === 'transfer_received'
        ? renderMail({
            locale,
            title: text.transfer_receivedTitle,
            paragraphs: [fillText(text.transfer_receivedBody, values), text.transfer_receivedNext],
            action: { label: text.transfer_receivedAction, url: page('/payments') },
          })
        : notice === 'transfer_rejected'
        ? renderMail({
            locale,
            title: text.transfer_rejectedTitle,
            paragraphs: [fillText(text.transfer_rejectedBody, values), payment.rejection_reason ?? '', isPackage || isFeature ? text.transfer_rejectedNextOther : text.transfer_rejectedNext].filter(Boolean),
            action: { label: text.transfer_rejectedAction, url: page(payment.job_id === null || isFeature ? '/payments' : `/checkout/${payment.job_id}`) },
          })
        : renderMail({
            locale,
            title: text[`${notice}Title`],
            // Held for review at its payment (decision 032): the company learns it here, with the receipt.
            paragraphs: [`${fillText(text[`${notice}Body`], values)} ${done}`, invoiceLine],
            action: { label: text.invoiceAction, url: page(`/invoices/${payment.id}`) },
          });
    // The invoice itself, as the page's PDF (decision 184), once it is the company's: paid, and cleared where ZATCA clears it.
    const isShared = notice === 'invoice_cleared' || ((notice === 'transfer_approved' || notice === 'online_paid') && !awaitsClearance);
    const attachments = isShared ? await invoiceAttachment(deps, payment.id, payment.company_id, locale) : [];
    await deps.notifier.mail({ to: found.email, subject: fillText(text[`${notice}Subject`], values), ...mail, locale, purpose: `payment_${notice}`, ...(attachments.length ? { attachments } : {}) });
    // The payment made the job live: the job's own notice follows, as for every time a job goes live (decision 032).
    if ((notice === 'transfer_approved' || notice === 'online_paid') && payment.job_id !== null && !isFeature && found.job_status === 'active') await sendJobNotices(deps, [payment.job_id], 'live');
  } catch (error) {
    deps.log?.error({ err: error, paymentId, notice }, 'payment notice could not be sent');
  }
}

/**
 * The tax invoice as the PDF its page downloads (decision 180), to attach to the mail that says it is ready; none
 * (and the mail still goes, its link to the page with it) when it cannot be made.
 */
async function invoiceAttachment(deps: Parameters<typeof sendPaymentNotice>[0], paymentId: number, companyId: number, locale: TLocale): Promise<TMailAttachment[]> {
  try {
    const { pdf, fileName } = await getInvoicePdf(deps, paymentId, companyId, 'invoice', { locale, formatDate: (date) => toOffsetIso(date, DEFAULT_TZ_OFFSET_MINUTES) });
    return [{ filename: fileName, content_type: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }];
  } catch (error) {
    deps.log?.warn({ err: error, paymentId }, 'the tax invoice could not be attached to its mail');
    return [];
  }
}
