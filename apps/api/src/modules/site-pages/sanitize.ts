import sanitizeHtml from 'sanitize-html';
import type { TSitePageSection } from '@tawzeef/contract';

/** The tags a site page may keep: text, lists, headings (h2 cut the page into sections), quotes, links and simple tables. */
const PAGE_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** A heading's anchor: lower-case Latin words joined by hyphens (the web links `/busniss-platform/{id}` to it). */
export const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Where a link may lead: the site's own paths, or absolute http(s), mailto and tel addresses. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const OUTSIDE = /^(https?:\/\/|mailto:|tel:)/i;

type TTag = { tagName: string; attribs: Record<string, string> };
const anchored = (tagName: string, attribs: Record<string, string>): TTag => ({ tagName, attribs: attribs.id && ANCHOR.test(attribs.id) ? { id: attribs.id } : {} });

const options: sanitizeHtml.IOptions = {
  allowedTags: PAGE_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'], h2: ['id'], h3: ['id'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): TTag => {
      const href = attribs.href?.trim() ?? '';
      if (SITE_PATH.test(href)) return { tagName, attribs: { href } };
      if (OUTSIDE.test(href)) return { tagName, attribs: { href, rel: 'nofollow noopener', target: '_blank' } };
      return { tagName, attribs: {} };
    },
    h2: anchored,
    h3: anchored,
    th: (tagName, attribs): TTag => ({ tagName, attribs: attribs.scope === 'row' || attribs.scope === 'col' ? { scope: attribs.scope } : {} }),
  },
};

/**
 * A page body as stored and served: HTML limited to PAGE_TAGS; no scripts, styles, event handlers or `javascript:`
 * links; the site's own links stay in the tab, others open a new one with rel="nofollow noopener".
 */
export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text of sanitised HTML (a heading's title). */
const textOf = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

/**
 * Cuts a sanitised body at its second-level headings: each section is a heading (its id, its text) and what follows
 * it; what comes before the first heading is a section without one. Sanitised HTML has exactly this heading form.
 */
export function sectionsOf(html: string): TSitePageSection[] {
  const heading = /<h2(?: id="([a-z0-9-]+)")?>([\s\S]*?)<\/h2>/g;
  const sections: TSitePageSection[] = [];
  let last = 0;
  let current: { id: string | null; title: string | null } = { id: null, title: null };
  for (const match of html.matchAll(heading)) {
    const before = html.slice(last, match.index).trim();
    if (before || current.title !== null) sections.push({ ...current, html: before });
    current = { id: match[1] ?? null, title: textOf(match[2] ?? '') };
    last = match.index + match[0].length;
  }
  const rest = html.slice(last).trim();
  if (rest || current.title !== null) sections.push({ ...current, html: rest });
  return sections;
}
