import { catalogues, type TMessageId, type TTranslate } from '../../i18n/index.ts';

/**
 * A mail's purpose as people read it ("Job alert", «تنبيه وظائف»), never its key. A purpose with no name yet reads
 * as its words ("new_kind" → "New kind"), so the filter never shows an underscore.
 */
export function purposeLabel(t: TTranslate, purpose: string): string {
  const key = `alerts.outbox.purposes.${purpose}`;
  // The browser holds the page language's messages only (decision 047).
  if (key in catalogues.ar || key in catalogues.en) return t(key as TMessageId);
  const words = purpose.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
