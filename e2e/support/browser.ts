import { chromium, type Browser } from 'playwright-core';
import { waitForHydration } from './hydration.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with no background networking (this machine has no internet). Playwright
 * gives every launch a fresh temporary profile itself (it refuses a --user-data-dir argument).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  waitForHydration(browser);
  return {
    browser,
    close: () => browser.close(),
  };
}
