import sanitizeHtml from 'sanitize-html';
import { READING_WORDS_PER_MINUTE } from '@tawzeef/contract';

/** The tags a post's body may keep (decision 034); everything else goes, script and style with their content. */
export const POST_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr', 'figure', 'figcaption'] as const;

/** Links leave the site by http(s) or mail, or stay on it by a path; nothing else (no javascript:, data:, protocol-relative). */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;
/** Images only from the platform's own public files: never a third party's tracker or a data: URL. */
const OWN_IMAGE = /^\/api\/v1\/public-files\/[0-9a-f]{32}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // No style or class attributes are allowed at all: inline CSS never reaches the page.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = {};
      if (href && SAFE_HREF.test(href)) {
        kept.href = href;
        if (!href.startsWith('/')) Object.assign(kept, { rel: 'nofollow noopener', target: '_blank' });
      }
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = attribs.src?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = { src, alt: attribs.alt ?? '' };
      return OWN_IMAGE.test(src) ? { tagName, attribs: kept } : { tagName: 'span', attribs: {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'span' && !frame.text.trim(),
};

/** A post's body as stored and shown: null when nothing readable is left (an empty editor sends `<p></p>`). */
export function sanitizePostBody(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, options).trim();
  const hasImage = /<img\s/i.test(clean);
  return htmlText(clean) === '' && !hasImage ? null : clean;
}

/** The readable text of HTML (tags dropped, entities kept as typed). */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read a body at READING_WORDS_PER_MINUTE, at least one. */
export function readingMinutes(html: string): number {
  const words = htmlText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** A comment as stored: plain text, control characters out, line breaks kept (at most two in a row). */
export function commentText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
