import type { ReactNode } from 'react';

/** http(s) addresses and bare www. ones, up to a space or a character that cannot end them in running text. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'\u200f\u200e]+/giu;
/** Punctuation that ends a sentence rather than the address (Latin and Arabic). */
const TRAILING = /[.,;:!?)\]}»"'،؛؟]+$/u;

export type TTextPart = { text: string } | { text: string; href: string };

/**
 * Splits plain text into text and links: only http and https addresses become links (a `javascript:` or `data:`
 * address stays text), and sentence punctuation after an address stays outside it.
 */
export function linkParts(value: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let last = 0;
  for (const match of value.matchAll(LINK)) {
    const raw = match[0];
    const link = raw.replace(TRAILING, '');
    const start = match.index;
    if (!link || link.length < 5) continue;
    let href: string;
    try {
      const url = new URL(link.startsWith('www.') ? `https://${link}` : link);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      href = url.href;
    } catch {
      continue;
    }
    if (start > last) parts.push({ text: value.slice(last, start) });
    parts.push({ text: link, href });
    last = start + link.length;
  }
  if (last < value.length) parts.push({ text: value.slice(last) });
  return parts;
}

/**
 * A message's plain text as React text (never HTML: markup shows as typed), line breaks kept, links clickable and
 * opened apart from the page (`rel="noopener nofollow noreferrer"`), each paragraph in its own direction.
 */
export function MessageText({ text, className }: { text: string; className?: string }): ReactNode {
  return (
    <div dir="auto" className={className} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkParts(text).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener nofollow noreferrer" dir="ltr">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
