import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterEveryLanding, gone } from './landing.ts';

/** The WCAG 2.1 A and AA rules (issue 18: 0 violations at 390 and 1280 px, in both languages). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's axe-core violations, one readable block each (rule, impact, help, and every failing element). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page at rest: not while a client-side navigation dims the page it leaves (PageTransition's
  // data-leaving), nor while a finite animation (the fade-in) blends its colours. Polled from here, as a page without
  // JavaScript runs no timers of its own.
  const busy = () =>
    page.evaluate(
      () =>
        document.querySelector('[data-leaving="true"]') !== null ||
        document.getAnimations().some((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().endTime) < Infinity),
    );
  const rest = async () => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await busy()); ) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  // Legacy mode runs axe in the page itself: the default opens a blank page in the context to finish the run,
  // which a journey waiting for a new page (a popup, a download tab) would take for its own.
  const analyze = () => new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  await rest();
  let results = await analyze();
  if (results.violations.length > 0) {
    // A fade-in that had not started when the page was first judged (a loaded machine) blends every colour: judge
    // once more at rest. What is wrong stays wrong.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await rest();
    results = await analyze();
  }
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n') +
      (violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : ''),
  );
}

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    const width = page.viewportSize()?.width;
    throw new Error(`axe found ${violations.length} violation(s) on ${label}${width ? ` at ${width} px` : ''}:\n${violations.join('\n')}`);
  }
}

/**
 * The page's path (with its language prefix): one check per page and file keeps the cost at a few seconds a file
 * (a search journey visits one page under many queries; bench/history/2026-11-23.md, issue 18).
 */
const addressOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Makes every page of the browser's contexts check itself with axe after each `goto`, `reload`, `goBack` and
 * `waitForURL` that lands on an HTML page, once per path for the whole file. A finding fails the call that
 * landed there, with the list of violations.
 */
export function checkPagesWithAxe(browser: Browser): void {
  const checked = new Set<string>();

  const check = async (page: Page) => {
    if (page.isClosed() || !/^https?:/.test(page.url())) return;
    const key = addressOf(page);
    if (checked.has(key)) return;
    let violations: string[];
    try {
      if ((await page.evaluate(() => document.contentType)) !== 'text/html') return;
      violations = await axeViolations(page);
    } catch (error) {
      if (gone(error)) return;
      throw error;
    }
    checked.add(key);
    if (violations.length > 0) {
      throw new Error(`axe found ${violations.length} violation(s) on ${key} at ${page.viewportSize()?.width ?? '?'} px:\n${violations.join('\n')}`);
    }
  };

  afterEveryLanding(browser, ['goto', 'reload', 'goBack', 'waitForURL'], check);
}
