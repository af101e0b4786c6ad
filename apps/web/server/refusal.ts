import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MEGABYTE, type TLocale } from '@tawzeef/contract';
import { KILOBYTE, PAGE_BODY_LIMITS } from './limits.ts';

/**
 * The small page (or, for a data request, the one sentence) that answers a page request the web server refuses
 * before React Router sees it (decisions 020, 042, 043, 089): a body too large or of another type, a form that
 * cannot be read, too many page views, the server full.
 */

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

/**
 * The language of a page request: its path (/en/..., /ar/..., their .data requests). An unprefixed page is Arabic;
 * only a visit (GET or HEAD) of one speaks the remembered language, since the visitor it would be sent to the /en form
 * of. A form sent to an unprefixed page was sent from the Arabic page and is answered in Arabic (decision 156: a
 * malformed form to /profile/personal-info answered in English on an Arabic page).
 */
export function requestLocale(pathname: string, cookieHeader: string | undefined, method = 'GET'): TLocale {
  const prefix = /^\/(ar|en)(?=[/.]|$)/.exec(pathname)?.[1];
  if (prefix === 'en' || prefix === 'ar') return prefix;
  if (method !== 'GET' && method !== 'HEAD') return 'ar';
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

/** The refusal's title and text in its language, the limit written into the text. */
function refusalWords({ status, locale, limit }: TRefusal): { title: string; text: string } {
  const { title, text } = REFUSALS[locale][status];
  return { title, text: text.replace('{size}', sizeText(limit ?? 0, locale)) };
}

/** The refusal as one sentence, for a data request (the page's error boundary shows it). */
export function refusalText(refusal: TRefusal): string {
  const { title, text } = refusalWords(refusal);
  return `${title}. ${text}`;
}

/** The refusal as a small page in the visitor's language: no script, no outside resource. */
export function refusalPage(refusal: TRefusal): string {
  const { status, locale, back } = refusal;
  const { title, text } = refusalWords(refusal);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:64px 16px;text-align:center;color:#1a1b1e}main{max-width:560px;margin-inline:auto}p.status{color:#868e96;font-weight:700;font-size:1.25rem}a{color:#0b6e52}</style></head>
<body><main><p class="status">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(status === 503 || status === 429 ? REFUSALS[locale].retry : REFUSALS[locale].back)}</a></p></main></body>
</html>
`;
}

/**
 * A refused page request, in the visitor's language: a small page for a document request, one sentence for a
 * data request (React Router shows it in the page's error boundary). 503: the server is full (load shedding).
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: FastifyError | 503) {
  const code = error === 503 ? 503 : (error.statusCode ?? 500);
  const status: TRefusal['status'] = code === 413 || code === 415 || code === 429 || code === 503 ? code : code >= 400 && code < 500 ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'page request failed');
  const url = new URL(request.url, 'http://page');
  const contentType = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const limit = PAGE_BODY_LIMITS[contentType as keyof typeof PAGE_BODY_LIMITS];
  const locale = requestLocale(url.pathname, request.headers.cookie, request.method);
  const back = `/${`${url.pathname.replace(/(\/_)?\.data$/, '')}${url.search}`.replace(/^\/+/, '')}`;
  const refusal = { status, locale, limit, back };
  // The rest of a refused body is never read: Fastify closes the connection after this answer.
  reply.code(status).header('cache-control', 'no-store');
  if (url.pathname.endsWith('.data')) return reply.type('text/plain; charset=utf-8').send(refusalText(refusal));
  return reply.type('text/html; charset=utf-8').send(refusalPage(refusal));
}
