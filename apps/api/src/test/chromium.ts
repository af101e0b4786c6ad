import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, the browser the browser journeys (e2e/) and the CV collection's printed PDFs use. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, with no background networking (this machine has no internet). Playwright gives every launch a fresh
 * temporary profile itself (it refuses a --user-data-dir argument).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
