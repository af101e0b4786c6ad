import type { Browser } from 'playwright-core';
import { launchChromium } from '../../apps/api/src/test/chromium.ts';
import { waitForHydration } from './hydration.ts';

/** Debian's Chromium, headless, with no background networking (the launch is shared with the API's tests). */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await launchChromium();
  waitForHydration(browser);
  return {
    browser,
    close: () => browser.close(),
  };
}
