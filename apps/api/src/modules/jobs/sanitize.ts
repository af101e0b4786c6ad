import sanitizeHtml from 'sanitize-html';

/** The rich-text tags a job description may keep; everything else is removed (script and style with their content). */
export const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'] as const;

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the site: only absolute http(s) and mailto addresses, never able to reach back into the opener.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return { tagName, attribs: { ...(href && SAFE_HREF.test(href) ? { href } : {}), rel: 'nofollow noopener', target: '_blank' } };
    },
  },
};

/**
 * A job description as stored and shown: HTML limited to DESCRIPTION_TAGS, links with rel="nofollow noopener"
 * and target=_blank. null when nothing readable is left (an empty editor sends `<p></p>`).
 */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, options).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text === '' ? null : clean;
}

/** Plain-text fields: trimmed, an empty string is "not filled". The web shows them as text, never as HTML. */
export function plainText(value: string | null | undefined): string | null {
  // Control characters other than tab and line breaks have no place in an ad.
  // eslint-disable-next-line no-control-regex
  const trimmed = value?.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
  return trimmed ? trimmed : null;
}
