import { directionOf, type TLocale } from '@tawzeef/contract';

export interface TMailContent {
  locale: TLocale;
  title: string;
  /** Plain text; a line break inside a paragraph is kept. */
  paragraphs: readonly string[];
  /** A button (HTML) and a labelled link (text). Only http(s) URLs are accepted. */
  action?: { label: string; url: string };
}

export interface TRenderedMail {
  text: string;
  html: string;
}

const BRAND: Record<TLocale, string> = { ar: 'توظيف', en: 'Tawzeef' };
const FOOTER: Record<TLocale, string> = {
  ar: 'وصلتك هذه الرسالة لأن لديك حساباً في توظيف أو طلبت هذا الإجراء.',
  en: 'You received this message because you have a Tawzeef account or asked for this action.',
};
const FONT = "Tahoma, 'Segoe UI', Arial, sans-serif";

/** Escapes a string for HTML text and for a double- or single-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`renderMail: action.url must be an absolute http(s) URL (got ${JSON.stringify(url)})`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`renderMail: action.url must be an absolute http(s) URL (got ${JSON.stringify(url)})`);
  }
  return parsed.href;
}

/** A mail's text with its `{name}` placeholders filled in (an unknown name is left empty). */
export const fillText = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A call-to-action button in a mail (the URL is escaped, never checked here). */
export function mailButton(url: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;background-color:#0b6e4f;color:#ffffff;border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}

/**
 * The frame every platform mail shares: `<html lang dir>` (right-to-left for Arabic), the brand bar, a white card
 * holding `content` (HTML lines), and a footer (`footerHtml`, already escaped). Inline styles only.
 */
export function mailDocument({ locale, title, content, footerHtml, width = 560 }: { locale: TLocale; title: string; content: readonly string[]; footerHtml: string; width?: number }): string {
  const dir = directionOf(locale);
  // Mail clients ignore logical values such as `start`: the physical side follows the direction.
  const align = dir === 'rtl' ? 'right' : 'left';
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    `<body dir="${dir}" style="margin:0;padding:0;background-color:#f4f5f7;">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:${width}px;background-color:#ffffff;border-radius:8px;font-family:${FONT};text-align:${align};">`,
    `<tr><td style="padding:20px 24px;background-color:#0b6e4f;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold;">${escapeHtml(BRAND[locale])}</td></tr>`,
    '<tr><td style="padding:24px;">',
    ...content,
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:13px;line-height:1.8;color:#52606d;">${footerHtml}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * A bilingual e-mail: an HTML part (`<html lang dir>`, right-to-left for Arabic, inline styles only, every
 * interpolated string escaped) and its plain-text alternative.
 */
export function renderMail({ locale, title, paragraphs, action }: TMailContent): TRenderedMail {
  const url = action ? safeUrl(action.url) : undefined;
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px 0;font-size:16px;line-height:1.7;color:#1f2933;">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`;

  const html = mailDocument({
    locale,
    title,
    content: [
      `<h1 style="margin:0 0 16px 0;font-size:22px;line-height:1.4;color:#1f2933;">${escapeHtml(title)}</h1>`,
      ...paragraphs.map(paragraph),
      ...(action && url
        ? [
            mailButton(url, action.label),
            `<p style="margin:0;font-size:13px;line-height:1.6;color:#52606d;word-break:break-all;"><a href="${escapeHtml(url)}" style="color:#0b6e4f;">${escapeHtml(url)}</a></p>`,
          ]
        : []),
    ],
    footerHtml: escapeHtml(FOOTER[locale]),
  });

  const text = [title, '', ...paragraphs.flatMap((p) => [p, '']), ...(action && url ? [`${action.label}: ${url}`, ''] : []), '--', `${BRAND[locale]}`, FOOTER[locale], ''].join('\n');

  return { text, html };
}

/** A mail listing items (the job alerts' digests, a saved search's new candidates): what `renderListMail` reads. */
export interface TListMail {
  locale: TLocale;
  subject: string;
  intro: string;
  /** Each item's title (isolated with `dir="auto"`, as items come in both languages), its address and its facts. */
  items: ReadonlyArray<{ title: string; url: string; facts: readonly string[] }>;
  /** "and N more", when the list was cut. */
  more: string | null;
  action: { label: string; url: string };
  /** Why the mail came, and the links to manage and to stop it. */
  footer: string;
  manage: { label: string; url: string };
  unsubscribe: { label: string; url: string };
}

/**
 * A list mail: a subject, an HTML part (`<html lang dir>`, inline styles, every interpolated string escaped, facts
 * isolated in `<bdi>`) and its plain-text alternative, with the manage and unsubscribe links in the footer.
 */
export function renderListMail(mail: TListMail): TRenderedMail & { subject: string } {
  const { locale, subject, items } = mail;
  const row = (item: TListMail['items'][number]) =>
    [
      '<tr><td style="padding:12px 0;border-bottom:1px solid #e4e7eb;">',
      `<a href="${escapeHtml(item.url)}" dir="auto" style="font-size:17px;font-weight:bold;color:#0b6e4f;text-decoration:none;">${escapeHtml(item.title)}</a>`,
      `<div style="margin-top:4px;font-size:14px;line-height:1.7;color:#52606d;">${item.facts.map((part) => `<bdi>${escapeHtml(part)}</bdi>`).join(' · ')}</div>`,
      '</td></tr>',
    ].join('');
  const link = ({ url, label }: { url: string; label: string }) => `<a href="${escapeHtml(url)}" style="color:#0b6e4f;">${escapeHtml(label)}</a>`;
  const html = mailDocument({
    locale,
    title: subject,
    width: 600,
    content: [
      `<h1 style="margin:0 0 12px 0;font-size:21px;line-height:1.5;color:#1f2933;">${escapeHtml(subject)}</h1>`,
      `<p style="margin:0 0 8px 0;font-size:16px;line-height:1.7;color:#1f2933;">${escapeHtml(mail.intro)}</p>`,
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">',
      ...items.map(row),
      '</table>',
      ...(mail.more ? [`<p style="margin:16px 0 0 0;font-size:15px;line-height:1.7;color:#1f2933;">${escapeHtml(mail.more)}</p>`] : []),
      mailButton(mail.action.url, mail.action.label),
    ],
    footerHtml: `${escapeHtml(mail.footer)}<br>${link(mail.manage)} · ${link(mail.unsubscribe)}`,
  });
  const text = [
    subject,
    '',
    mail.intro,
    '',
    ...items.flatMap((item) => [`- ${item.title}`, `  ${item.facts.join(' · ')}`, `  ${item.url}`, '']),
    ...(mail.more ? [mail.more, ''] : []),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    '--',
    mail.footer,
    `${mail.manage.label}: ${mail.manage.url}`,
    `${mail.unsubscribe.label}: ${mail.unsubscribe.url}`,
    '',
  ].join('\n');
  return { subject, text, html };
}
