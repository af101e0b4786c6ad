import { describe, expect, it, vi } from 'vitest';
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { installSubmitGuard, isFormDataRequest, isOfflineFailure, nothingDoneResponse, type TSubmitFailure } from './submit-guard.ts';

function fakeWindow(answer: () => Promise<Response>, onLine = true) {
  const target = {
    fetch: vi.fn(answer) as unknown as typeof fetch,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    navigator: { onLine },
  };
  return target;
}

describe('the submit guard', () => {
  it('recognises React Router form submissions', () => {
    expect(isFormDataRequest(new URL('http://x/en/job-alerts.data'), { method: 'POST' })).toBe(true);
    expect(isFormDataRequest('/profile/info.data?index', { method: 'post' })).toBe(true);
    expect(isFormDataRequest('/profile/info.data', { method: 'GET' })).toBe(false);
    expect(isFormDataRequest('/profile/info', { method: 'POST' })).toBe(false);
  });

  it('answers React Router "the action returned nothing" with a status that skips reloading the page data', async () => {
    const response = nothingDoneResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('x-remix-response')).toBe('yes');
    const decoded = await decodeViaTurboStream(response.body!, globalThis as unknown as Window);
    expect(decoded.value).toEqual({ data: undefined });
    expect('data' in (decoded.value as object)).toBe(true);
  });

  it('turns a network failure or a gateway answer into that answer and reports it; our server’s answers pass', async () => {
    const failures: TSubmitFailure[] = [];
    const offline = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')), false);
    installSubmitGuard(offline as unknown as Window, (failure) => failures.push(failure));
    expect((await offline.fetch('/x.data', { method: 'POST' })).status).toBe(503);
    expect(failures.at(-1)?.kind).toBe('offline');

    const gateway = fakeWindow(() => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })));
    installSubmitGuard(gateway as unknown as Window, (failure) => failures.push(failure));
    const answered = await gateway.fetch('/x.data', { method: 'POST' });
    expect(answered.headers.get('x-remix-response')).toBe('yes');
    expect(failures.at(-1)?.kind).toBe('unavailable');

    const ours = fakeWindow(() => Promise.resolve(new Response('[]', { status: 503, headers: { 'x-remix-response': 'yes' } })));
    installSubmitGuard(ours as unknown as Window, (failure) => failures.push(failure));
    const count = failures.length;
    expect(await (await ours.fetch('/x.data', { method: 'POST' })).text()).toBe('[]');
    await expect(ours.fetch('/x.data', { method: 'GET' })).resolves.toBeInstanceOf(Response);
    expect(failures.length).toBe(count);
  });

  it('leaves page loads and abandoned submissions alone', async () => {
    const failures: TSubmitFailure[] = [];
    const target = fakeWindow(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    installSubmitGuard(target as unknown as Window, (failure) => failures.push(failure));
    await expect(target.fetch('/x.data', { method: 'POST' })).rejects.toThrow('aborted');
    await expect(target.fetch('/x.data')).rejects.toThrow('aborted');
    expect(failures).toEqual([]);
  });

  it('tells a page that could not load for want of a connection', () => {
    expect(isOfflineFailure(new Error('anything'), false)).toBe(true);
    expect(isOfflineFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isOfflineFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), true)).toBe(true);
    expect(isOfflineFailure(new Error('Something else'), true)).toBe(false);
  });
});
