import { formatMessage, type TCandidateCard, type TLocale } from '@tawzeef/contract';
import { escapeHtml, mailButton, mailDocument } from '../delivery/templates.ts';

export interface TSavedSearchMailContent {
  locale: TLocale;
  /** The saved search's name. */
  name: string;
  /** The new candidates shown (at most SAVED_SEARCH_MAIL_MAX), as the search's cards. */
  candidates: readonly TCandidateCard[];
  /** How many new candidates in all. */
  total: number;
  candidateUrl: (id: number) => string;
  /** Opens the saved search (its new candidates are seen from then). */
  searchUrl: string;
  /** The saved searches page. */
  manageUrl: string;
  /** The unsubscribe page (GET shows a confirm button). */
  unsubscribeUrl: string;
}

const NEW_AR = '{n, plural, one {مرشح جديد} two {مرشحان جديدان} few {# مرشحين جدد} many {# مرشحًا جديدًا} other {# مرشح جديد}}';
const YEARS_AR = '{n, plural, zero {بلا خبرة} one {سنة خبرة} two {سنتا خبرة} few {# سنوات خبرة} many {# سنة خبرة} other {# سنة خبرة}}';

const COPY = {
  ar: {
    // Counts take their Arabic plural form (decision 040).
    subject: (n: number, name: string) => formatMessage('ar', `${NEW_AR} لبحثك «{name}»`, { n, name }),
    intro: (n: number) => formatMessage('ar', `وجدنا ${NEW_AR} يطابقون بحثك المحفوظ منذ رسالتنا الأخيرة، ممن اختاروا الظهور للشركات:`, { n }),
    more: (shown: number, total: number) => formatMessage('ar', 'هؤلاء {shown} من {total}. اطّلع على البقية عند فتح البحث.', { shown, total }),
    years: (n: number) => formatMessage('ar', YEARS_AR, { n }),
    open: 'افتح البحث',
    manage: 'عمليات البحث المحفوظة',
    unsubscribe: 'إيقاف رسائل هذا البحث',
    footer: 'وصلتك هذه الرسالة لأنك حفظت بحثًا عن مرشحين في توظيف.',
  },
  en: {
    subject: (n: number, name: string) => `${n === 1 ? '1 new candidate' : `${n} new candidates`} for your search “${name}”`,
    intro: (n: number) =>
      n === 1
        ? 'One new candidate who chose to be visible to companies matches your saved search since our last email:'
        : `${n} new candidates who chose to be visible to companies match your saved search since our last email:`,
    more: (shown: number, total: number) => `These are ${shown} of ${total}. Open the search to see the rest.`,
    years: (n: number) => (n === 0 ? 'no experience' : n === 1 ? '1 year of experience' : `${n} years of experience`),
    open: 'Open the search',
    manage: 'Your saved searches',
    unsubscribe: 'Stop the emails of this search',
    footer: 'You received this email because you saved a candidate search on Tawzeef.',
  },
} as const;

/** A card's facts: the desired job, the city, the years of experience (whole years). */
function factsOf(locale: TLocale, card: TCandidateCard): string[] {
  return [card.headline, card.city?.name ?? null, COPY[locale].years(Math.floor(card.experience_years))].filter((part): part is string => Boolean(part));
}

/**
 * A saved search's mail of new candidates: a subject, an HTML part (`<html lang dir>`, every interpolated string
 * escaped, names isolated with `dir="auto"`) and its plain-text alternative. Names are as the search shows them to
 * the company (initials for a company that is not verified, decision 024).
 */
export function renderSavedSearchMail(content: TSavedSearchMailContent) {
  const { locale, candidates, total } = content;
  const copy = COPY[locale];
  const subject = copy.subject(total, content.name);
  const capped = total > candidates.length;
  const row = (card: TCandidateCard) =>
    [
      '<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb;">',
      `<a href="${escapeHtml(content.candidateUrl(card.id))}" dir="auto" style="font-size:17px;font-weight:bold;color:#0b6e4f;text-decoration:none;">${escapeHtml(card.name)}</a>`,
      `<div style="margin-top:4px;font-size:14px;line-height:1.7;color:#52606d;">${factsOf(locale, card).map((part) => `<bdi>${escapeHtml(part)}</bdi>`).join(' · ')}</div>`,
      '</td></tr>',
    ].join('');
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#0b6e4f;">${escapeHtml(label)}</a>`;
  const html = mailDocument({
    locale,
    title: subject,
    width: 600,
    content: [
      `<h1 style="margin:0 0 12px 0;font-size:21px;line-height:1.5;color:#1f2933;">${escapeHtml(subject)}</h1>`,
      `<p style="margin:0 0 8px 0;font-size:16px;line-height:1.7;color:#1f2933;">${escapeHtml(copy.intro(total))}</p>`,
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">',
      ...candidates.map(row),
      '</table>',
      ...(capped ? [`<p style="margin:16px 0 0 0;font-size:15px;line-height:1.7;color:#1f2933;">${escapeHtml(copy.more(candidates.length, total))}</p>`] : []),
      mailButton(content.searchUrl, copy.open),
    ],
    footerHtml: `${escapeHtml(copy.footer)}<br>${link(content.manageUrl, copy.manage)} · ${link(content.unsubscribeUrl, copy.unsubscribe)}`,
  });
  const text = [
    subject,
    '',
    copy.intro(total),
    '',
    ...candidates.flatMap((card) => [`- ${card.name}`, `  ${factsOf(locale, card).join(' · ')}`, `  ${content.candidateUrl(card.id)}`, '']),
    ...(capped ? [copy.more(candidates.length, total), ''] : []),
    `${copy.open}: ${content.searchUrl}`,
    '',
    '--',
    copy.footer,
    `${copy.manage}: ${content.manageUrl}`,
    `${copy.unsubscribe}: ${content.unsubscribeUrl}`,
    '',
  ].join('\n');
  return { subject, text, html };
}
