import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A page that went away meanwhile (a redirect after hydration, a closed tab) is not a finding. */
export const gone = (error: unknown) =>
  error instanceof Error && /Execution context was destroyed|Target page, context or browser has been closed|frame was detached|navigat/i.test(error.message);

type TLandingMethod = 'goto' | 'reload' | 'goBack' | 'waitForURL';

/** A call told to return once the navigation is committed has not landed yet. */
const commitOnly = (args: unknown[]) => args.some((arg) => (arg as { waitUntil?: string } | undefined)?.waitUntil === 'commit');

/**
 * Runs `after(page)` once each of the named calls of every page the browser opens with JavaScript on has landed
 * (not for `waitUntil: 'commit'`, which has not). Wrappers added later run after those added before.
 */
export function afterEveryLanding(browser: Browser, methods: readonly TLandingMethod[], after: (page: Page) => Promise<void>): void {
  onEveryPage(browser, (page) => {
    for (const name of methods) {
      const method = page[name] as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<TLandingMethod, (...args: unknown[]) => Promise<unknown>>)[name] = async (...args: unknown[]) => {
        const result = await method.apply(page, args);
        if (!commitOnly(args)) await after(page);
        return result;
      };
    }
  });
}

/** Runs `start(page)` once for every page the browser opens with JavaScript on (those of its contexts included). */
export function onEveryPage(browser: Browser, start: (page: Page) => void): void {
  const started = new WeakSet<Page>();
  const startPage = (page: Page) => {
    if (started.has(page)) return;
    started.add(page);
    start(page);
  };
  const startContext = (context: BrowserContext) => {
    context.on('page', startPage);
    for (const page of context.pages()) startPage(page);
  };
  // A context with JavaScript off is left out: its pages run no scripts.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    if (args[0]?.javaScriptEnabled !== false) startContext(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
    const page = await newPage(...args);
    if (args[0]?.javaScriptEnabled !== false) startPage(page);
    return page;
  };
}
