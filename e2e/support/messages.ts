import type { Browser } from 'playwright-core';
import { MISSING_MESSAGE as MISSING } from '../../apps/web/app/i18n/index.ts';
import { onEveryPage } from './landing.ts';

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
