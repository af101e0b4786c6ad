import { randomBytes } from 'node:crypto';
import { FILE_RULES, MEGABYTE, type TLocale } from '@tawzeef/contract';

/**
 * What the web server (server.ts) guards before React Router sees a request (decision 020): the bodies page
 * actions take, the Content-Security-Policy of every page, and the small page that answers a refused body.
 */

/** The content types of the forms a browser sends; a page action refuses any other with 415. */
export const PAGE_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
export type TPageBodyType = (typeof PAGE_BODY_TYPES)[number];

const KILOBYTE = 1024;

/** The most bytes a page action reads, by content type; a larger body answers 413 before it is buffered. */
export const PAGE_BODY_LIMITS: Record<TPageBodyType, number> = {
  // The longest form is the job posting: 35,000 characters of text, at most 9 bytes each once URL-encoded.
  'application/x-www-form-urlencoded': 512 * KILOBYTE,
  // The most a form uploads at once (a company's logo and commercial registration), plus 1 MB for the rest.
  'multipart/form-data': FILE_RULES.logo.maxBytes + FILE_RULES.commercial.maxBytes + MEGABYTE,
};

/**
 * Whether a page body of `contentType` reads as a form (decision 089): a multipart body cut before its end, without
 * its boundary or with a part missing its headers does not, and answers 400 in the visitor's language before any
 * action reads it (React Router's `request.formData()` would throw, a 500). A url-encoded body always reads.
 */
export async function isReadableForm(contentType: string, body: Uint8Array): Promise<boolean> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return true;
  try {
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one call into the system's generator for that many pages, not one each. */
const NONCE_POOL_BYTES = 256 * NONCE_BYTES;
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;

/** A fresh nonce for one response's inline scripts (128 random bits, never handed out twice). */
export function newNonce(): string {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

/** Where Moyasar's hosted payment pages live (the invoice `url` it answers with). */
export const MOYASAR_CHECKOUT_ORIGIN = 'https://checkout.moyasar.com';

export interface TPolicyConfig {
  publicUrl: string;
  paymentGateway: 'test' | 'moyasar';
  map: { tileUrl: string };
}

/** The origin of a tile URL template for img-src; a `{s}` subdomain becomes a wildcard (`https://*.tile.example`). */
export function tileSource(tileUrl: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/.exec(tileUrl);
  if (!match) return undefined;
  return `${match[1]}://${match[2]!.replace(/\{s\}/g, '*').toLowerCase()}`;
}

/**
 * The page policy: scripts only from this origin or with this response's nonce (React Router's inline scripts
 * and Mantine's colour-scheme script carry it), styles from this origin and inline (Mantine writes style
 * elements and attributes), images from here and the map's tile server, forms to this site and the payment
 * gateway's hosted page, no plugins, no framing, and violations reported to `reportPath`.
 */
export function contentSecurityPolicy(config: TPolicyConfig, nonce: string, reportPath: string): string {
  const site = new URL(config.publicUrl).origin;
  const gateway = config.paymentGateway === 'moyasar' ? MOYASAR_CHECKOUT_ORIGIN : site;
  const tiles = tileSource(config.map.tileUrl);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", ...new Set([site, gateway])],
    ['report-uri', reportPath],
    ['report-to', 'csp'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The Reporting API's endpoint named by `report-to csp`. */
export const reportingEndpoints = (reportPath: string) => `csp="${reportPath}"`;

/** The remembered language as React Router's cookie holds it: base64 of a JSON string, URL-encoded. */
function rememberedLocale(cookieHeader: string | undefined): TLocale | undefined {
  const raw = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8'));
    return value === 'en' || value === 'ar' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The language of a page request: its path (/en/..., /ar/..., their .data requests), else the remembered one, else Arabic. */
export function requestLocale(pathname: string, cookieHeader: string | undefined): TLocale {
  const prefix = /^\/(ar|en)(?=[/.]|$)/.exec(pathname)?.[1];
  if (prefix === 'en' || prefix === 'ar') return prefix;
  return rememberedLocale(cookieHeader) ?? 'ar';
}

type TRefusalStatus = 400 | 413 | 415 | 429 | 500 | 503;

const REFUSALS: Record<TLocale, Record<TRefusalStatus, { title: string; text: string }> & { back: string; retry: string; kb: string; mb: string }> = {
  en: {
    400: { title: 'The form could not be read', text: 'It did not arrive whole. Go back and send it again.' },
    413: { title: 'The form is too large', text: 'What you sent is larger than this page accepts ({size} at most). Go back, choose smaller files or shorten the text, and send it again.' },
    415: { title: 'This form cannot be read', text: 'This page takes forms as a browser sends them, and nothing else.' },
    429: { title: 'Too many pages in a short time', text: 'This address has opened more pages in the last minute than we allow. Please wait a minute and try again.' },
    500: { title: 'An error occurred', text: 'Please try again in a little while.' },
    503: { title: 'The site is very busy right now', text: 'Too many people are using it at this moment. Please try again in a few seconds.' },
    back: 'Back to the page',
    retry: 'Try again',
    kb: 'KB',
    mb: 'MB',
  },
  ar: {
    400: { title: 'تعذرت قراءة النموذج', text: 'لم يصل النموذج كاملًا. ارجع وأرسله مرة أخرى.' },
    413: { title: 'النموذج كبير جدًا', text: 'ما أرسلته أكبر مما تقبله هذه الصفحة (حتى {size}). ارجع واختر ملفات أصغر أو اختصر النص، ثم أرسله مرة أخرى.' },
    415: { title: 'تعذرت قراءة هذا النموذج', text: 'تقبل هذه الصفحة النماذج كما يرسلها المتصفح فقط.' },
    429: { title: 'صفحات كثيرة في وقت قصير', text: 'فُتحت من هذا العنوان صفحات في الدقيقة الأخيرة أكثر مما نسمح به. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.' },
    500: { title: 'حدث خطأ', text: 'يرجى المحاولة مرة أخرى بعد قليل.' },
    503: { title: 'الموقع مزدحم جدًا الآن', text: 'يستخدمه عدد كبير من الناس في هذه اللحظة. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.' },
    back: 'العودة إلى الصفحة',
    retry: 'حاول مرة أخرى',
    kb: 'كيلوبايت',
    mb: 'ميجابايت',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sizeText(bytes: number, locale: TLocale): string {
  const words = REFUSALS[locale];
  return bytes >= MEGABYTE ? `${Math.floor(bytes / MEGABYTE)} ${words.mb}` : `${Math.floor(bytes / KILOBYTE)} ${words.kb}`;
}

export interface TRefusal {
  status: TRefusalStatus;
  locale: TLocale;
  /** The limit that was passed (413). */
  limit?: number;
  /** Where "back" goes: the page the form was on. */
  back: string;
}

/** The refusal as one sentence, for a data request (the page's error boundary shows it). */
export function refusalText({ status, locale, limit }: TRefusal): string {
  const { title, text } = REFUSALS[locale][status];
  return `${title}. ${text.replace('{size}', sizeText(limit ?? 0, locale))}`;
}

/** The refusal as a small page in the visitor's language: no script, no outside resource. */
export function refusalPage(refusal: TRefusal): string {
  const { status, locale, limit, back } = refusal;
  const { title, text } = REFUSALS[locale][status];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:64px 16px;text-align:center;color:#1a1b1e}main{max-width:560px;margin-inline:auto}p.status{color:#868e96;font-weight:700;font-size:1.25rem}a{color:#0b6e52}</style></head>
<body><main><p class="status">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text.replace('{size}', sizeText(limit ?? 0, locale)))}</p><p><a href="${escapeHtml(back)}">${escapeHtml(status === 503 || status === 429 ? REFUSALS[locale].retry : REFUSALS[locale].back)}</a></p></main></body>
</html>
`;
}
