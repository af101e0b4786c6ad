import { expect } from 'vitest';

/** An SSE stream read as text, with a wait for what it has said so far; `token` null: `headers` say who (a session cookie). */
export async function openEvents(url: string, token: string | null, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`events answered ${response.status}`);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const waiters = new Set<() => void>();
  const finished = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (const wake of waiters) wake();
      }
    } catch {
      // closed
    }
  })();
  return {
    waitFor(match: (text: string) => boolean, budgetMs = 10_000): Promise<string> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!match(text)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(text);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`not seen within ${budgetMs} ms; the stream said: ${text}`));
        }, budgetMs);
        waiters.add(check);
        check();
      });
    },
    /** Resolves when the server ends the stream. */
    ended: () => finished,
    close: () => controller.abort(),
  };
}

