import type { Browser } from 'playwright-core';
import { onEveryPage } from './landing.ts';

/** What the browser's translator says of a message it was not given (apps/web/app/i18n/index.ts, decision 067). */
const MISSING = '[i18n] missing message:';

/**
 * Collects, from every page the browser opens, the message ids a page needed but the build did not give it (the
 * scan of what each route names, vite-plugin-messages.ts): the journeys fail on any (session.ts).
 */
export function watchMissingMessages(browser: Browser): string[] {
  const missing: string[] = [];
  onEveryPage(browser, (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(MISSING)) missing.push(`${message.text().slice(MISSING.length).trim()} on ${page.url()}`);
    });
  });
  return missing;
}
