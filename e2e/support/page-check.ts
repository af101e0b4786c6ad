import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { gone } from './landing.ts';

/** The widths every page must fit (SPEC: a phone and a desktop). */
export const WIDTHS = [1280, 390] as const;

/**
 * What goes wrong on one page, collected while it loads and settles: console errors, uncaught errors (React's
 * hydration errors among them), and requests answered 4xx/5xx. A resource of another origin that could not be reached
 * (the map's tiles: the journeys' tile server is down on purpose, global-setup.ts) is the network's doing, not the
 * page's: its console line is left out; one of `site` is not.
 */
export function watchPage(page: Page, site: string): { take: () => string[]; inFlight: () => number } {
  const found: string[] = [];
  const open = new Set<Request>();
  // A stream that stays open by design (the message events) is no work the page waits for.
  const counts = (request: Request) => !/\/messages\/events(\?|$)/.test(request.url());
  page.on('console', (message) => {
    const unreachableElsewhere = /^Failed to load resource: net::/.test(message.text()) && !message.location().url.startsWith(site);
    if (message.type() === 'error' && !unreachableElsewhere) found.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('response', (response) => {
    if (response.status() >= 400) found.push(`${response.status()} for ${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (counts(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return { take: () => found.splice(0), inFlight: () => open.size };
}

/** Waits until the page has made no request for `quietMs` (its lazy chunks, message bundles and data have arrived). */
export async function untilQuiet(page: Page, inFlight: () => number, quietMs = 300, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    // Two animation frames: the page's own work between polls, not a fixed wait for it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))).catch((error) => {
      if (!gone(error)) throw error;
    });
  }
  throw new Error(`${page.url()}: requests still open after ${timeoutMs} ms`);
}

/** What a person can read: the visible text, the title, and the attributes read aloud or shown (labels, titles, placeholders). */
function readable(): { text: string; overflow: number; widest: string[]; unpadded: string[] } {
  const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-placeholder', 'aria-valuetext', 'aria-roledescription'];
  const parts = [document.title, document.body.innerText];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value) parts.push(value);
    }
    if (element instanceof HTMLMetaElement && /description|title/.test(element.name + (element.getAttribute('property') ?? ''))) parts.push(element.content);
  }
  const width = document.documentElement.clientWidth;
  const overflow = document.documentElement.scrollWidth - width;
  const widest: string[] = [];
  if (overflow > 0) {
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      // The outermost element that sticks out, not each of its children.
      if (element.parentElement && widest.some((w) => w === describe(element.parentElement!))) continue;
      widest.push(describe(element));
      if (widest.length >= 3) break;
    }
  }
  // A bordered card (components/plain.css's .plain-paper, which has no padding of its own) whose words touch its
  // border: under 4 px of padding above or at either side (a card may end on tabs that sit on its border).
  const unpadded = Array.from(document.querySelectorAll('.plain-paper'))
    .filter((card) => {
      const style = getComputedStyle(card);
      const sides = [style.paddingTop, style.paddingInlineStart, style.paddingInlineEnd];
      return (card as HTMLElement).innerText.trim() !== '' && sides.some((side) => parseFloat(side) < 4);
    })
    .map(describe);
  return { text: parts.join('\n'), overflow, widest, unpadded };
  function describe(element: Element): string {
    const id = element.getAttribute('data-testid') ?? element.id;
    return `<${element.tagName.toLowerCase()}${id ? ` ${id}` : ''} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}">`;
  }
}

/**
 * The message ids in `text`: a word of the catalogues' shape (`prefix.name…`, not part of an address or a domain)
 * that is a message id, or of three parts or more that starts like one (`analytics.source.` and a value the catalogue
 * lacks).
 */
export function messageIdsIn(text: string, ids: ReadonlySet<string>): string[] {
  const heads = new Set([...ids].flatMap((id) => id.split('.').slice(1).map((_, i, rest) => `${id.split('.').slice(0, rest.length - i).join('.')}.`)));
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\w@/.:-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9][\w-]*)+(?![\w@/-]|\.\w)/g)) {
    const word = match[0];
    const head = word.slice(0, word.lastIndexOf('.') + 1);
    if (ids.has(word) || (word.split('.').length > 2 && heads.has(head))) found.add(word);
  }
  return [...found];
}

/** The page as it stands: message ids a person can read, how far it is wider than the window, and cards whose words touch their border. */
export async function checkReadable(page: Page, ids: ReadonlySet<string>, width: number): Promise<string[]> {
  const { text, overflow, widest, unpadded } = await page.evaluate(readable);
  const problems = messageIdsIn(text, ids).map((id) => `message id shown at ${width} px: ${id}`);
  if (overflow > 0) problems.push(`${overflow} px wider than the ${width} px window: ${widest.join(' ')}`);
  for (const card of unpadded) problems.push(`a card whose words touch its border at ${width} px: ${card}`);
  return problems;
}

/** Sets the window's width and waits until the page has laid itself out again (two frames). */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Fails unless the page reads as words at a phone's width and at a desktop's (checkReadable at 390 and 1280 px: no
 * message id of `ids` shown, nothing wider than the window); the window gets its width back.
 */
export async function expectReadableAtBothWidths(page: Page, ids: ReadonlySet<string>): Promise<void> {
  const before = page.viewportSize()?.width;
  const problems: string[] = [];
  for (const width of [390, 1280]) {
    await resize(page, width);
    problems.push(...(await checkReadable(page, ids, width)));
  }
  if (before) await resize(page, before);
  expect(problems).toEqual([]);
}
