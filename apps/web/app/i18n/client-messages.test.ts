import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as TClientMessages from './client-messages.ts';
import type { catalogues as TCatalogues } from './index.ts';

/**
 * The browser's loading of message bundles (decision 067) when a chunk cannot arrive: offline, the page renders
 * with what it has and does not ask again on every render; once the browser is back online (or a while later) the
 * bundle is asked for again, rather than staying missing for good (an offline journey's flake on a busy machine:
 * back online, the home page showed message ids).
 */
describe('message bundles that could not arrive', () => {
  const browser = globalThis as unknown as { document?: unknown; window?: EventTarget };
  let messages: typeof TClientMessages;
  let catalogues: typeof TCatalogues;
  const failing = 'data:text/javascript,throw new Error("offline")';
  const arriving = `data:text/javascript,${encodeURIComponent('export default { "test.offline.back": "Back online" };')}`;
  const page = (href: string) => JSON.stringify({ locales: ['en'], routes: 'test-route', bundles: ['offline-test'], hrefs: { 'en/offline-test': href } });
  const has = () => (catalogues.en as Record<string, string>)['test.offline.back'] === 'Back online';

  beforeAll(async () => {
    // The module reads whether it runs in a browser when it is loaded.
    browser.document = {};
    browser.window = new EventTarget();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Loaded afresh: another test file of the same worker may have loaded it outside a browser (vitest.config.ts's
    // unit project shares its modules between files).
    vi.resetModules();
    messages = await import('./client-messages.ts');
    catalogues = (await import('./index.ts')).catalogues;
  });
  afterAll(() => {
    delete browser.document;
    delete browser.window;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('keeps a failed bundle missing without asking again at once, and asks again when the browser is back online', async () => {
    await messages.firstPageMessages(page(failing));
    expect(has()).toBe(false);
    // A render right after: the same settled answer, no new request (the chunk would arrive now, but is not asked for).
    await messages.firstPageMessages(page(arriving));
    expect(has()).toBe(false);
    browser.window!.dispatchEvent(new Event('online'));
    await messages.firstPageMessages(page(arriving));
    expect(has()).toBe(true);
  });

  it('asks again after a while even without the online event', async () => {
    const other = (href: string) => page(href).replaceAll('offline-test', 'offline-later');
    const arrivingLater = `data:text/javascript,${encodeURIComponent('export default { "test.offline.later": "Later" };')}`;
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    await messages.firstPageMessages(other(failing));
    await messages.firstPageMessages(other(arrivingLater));
    expect((catalogues.en as Record<string, string>)['test.offline.later']).toBeUndefined();
    vi.setSystemTime(Date.now() + messages.MESSAGES_RETRY_MS);
    await messages.firstPageMessages(other(arrivingLater));
    expect((catalogues.en as Record<string, string>)['test.offline.later']).toBe('Later');
  });
});
