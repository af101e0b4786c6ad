import { describe, expect, it } from 'vitest';
import { warmUp } from './warm-up.ts';

/** An app whose readiness passes after `notReady` checks; it records every address asked. */
function fakeApp(notReady: number, { failing = new Set<string>() } = {}) {
  const asked: string[] = [];
  let checks = 0;
  return {
    asked,
    app: {
      inject: (async ({ url }: { url: string }) => {
        asked.push(url);
        if (failing.has(url)) throw new Error('page failed');
        if (url === '/api/ready') return { statusCode: (checks += 1) > notReady ? 200 : 503 };
        return { statusCode: 200 };
      }) as never,
    },
  };
}

describe('warming a worker up before it listens (decision 228)', () => {
  it('waits until the process is ready, then asks for each page once, in order, going on past a page that fails', async () => {
    const { app, asked } = fakeApp(3, { failing: new Set(['/en']) });
    const result = await warmUp(app, ['/', '/en', '/find-jobs'], { pollMs: 1 });
    expect(asked).toEqual(['/api/ready', '/api/ready', '/api/ready', '/api/ready', '/', '/en', '/find-jobs']);
    expect(result).toMatchObject({ ready: true, pages: 3 });
  });

  it('gives up waiting after its limit and still asks for the pages it has time for', async () => {
    const { app, asked } = fakeApp(Number.POSITIVE_INFINITY);
    const result = await warmUp(app, ['/'], { maxMs: 30, pollMs: 5 });
    expect(result.ready).toBe(false);
    expect(result.ms).toBeGreaterThanOrEqual(30);
    // The time is spent: no page is asked for after it.
    expect(asked.every((url) => url === '/api/ready')).toBe(true);
  });

  it('stops as soon as a shutdown is asked', async () => {
    const { app, asked } = fakeApp(Number.POSITIVE_INFINITY);
    let stop = false;
    const warming = warmUp(app, ['/'], { pollMs: 2, stop: () => stop });
    await expect.poll(() => asked.length).toBeGreaterThan(2);
    stop = true;
    const result = await warming;
    expect(result).toMatchObject({ ready: false, pages: 0 });
    expect(result.ms).toBeLessThan(60_000);
  });
});
