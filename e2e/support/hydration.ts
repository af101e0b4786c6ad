import type { Browser, Page } from 'playwright-core';
import { afterEveryLanding, gone } from './landing.ts';

/**
 * The page's scripts start once it has been painted (decision 062), so they no longer delay the `load` event that
 * `goto`, `reload`, `goBack` and `waitForURL` wait for. A person waits for a page to be ready before using it; the
 * journeys do the same: after those calls, on a page that has scripts (its after-paint loader), they wait for React's
 * hydration mark (`html[data-hydrated]`). A page that never hydrates fails the call that landed there.
 */
export async function untilHydrated(page: Page): Promise<void> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  try {
    await page.waitForFunction(() => !document.querySelector('script[data-scripts-after-paint]') || document.documentElement.hasAttribute('data-hydrated'));
  } catch (error) {
    if (!gone(error)) throw error;
  }
}

/** Every page of the browser's contexts with JavaScript on waits for hydration where it lands. */
export function waitForHydration(browser: Browser): void {
  afterEveryLanding(browser, ['goto', 'reload', 'goBack', 'waitForURL'], untilHydrated);
}
