import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { sharedPglite, testApp } from '../../test/harness.ts';
import { JSON_MAX_DEPTH, JsonDepthScanner } from './json-body.ts';
import { messages } from './messages.ts';

/**
 * JSON bodies are bounded in length and nesting depth while they stream in, before any parsing work (issue 16,
 * decision 020): a deeply nested body under 1 MB no longer holds the single process while it is parsed.
 */

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** Under the 1 MB body limit, and far deeper than any request of the platform. */
const DEEP_ARRAYS = nestedArrays(400_000);
const DEEP_OBJECTS = nestedObjects(150_000);

function scan(text: string, cuts: number[] = [], max = JSON_MAX_DEPTH): boolean {
  const scanner = new JsonDepthScanner(max);
  const bytes = Buffer.from(text);
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    if (!scanner.push(bytes.subarray(from, cut))) return false;
    from = cut;
  }
  return true;
}

describe('the depth scanner', () => {
  it('accepts the maximum depth and refuses one level more, arrays and objects alike', () => {
    expect(scan(nestedArrays(JSON_MAX_DEPTH))).toBe(true);
    expect(scan(nestedArrays(JSON_MAX_DEPTH + 1))).toBe(false);
    expect(scan(nestedObjects(JSON_MAX_DEPTH))).toBe(true);
    expect(scan(nestedObjects(JSON_MAX_DEPTH + 1))).toBe(false);
    expect(scan(`[${'{"a":[],"b":{}},'.repeat(1000)}1]`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    const brackets = '['.repeat(100) + '{'.repeat(100);
    expect(scan(JSON.stringify({ a: brackets, b: [brackets] }))).toBe(true);
    expect(scan(JSON.stringify({ a: `"${brackets}`, b: `\\`, c: `\\"${brackets}` }))).toBe(true);
    expect(scan(JSON.stringify({ a: 'مرحبا [ { ✓', b: '\u2028' }))).toBe(true);
    // An escaped backslash does not escape the quote after it: the string ends there, and the arrays count.
    expect(scan(`{"a":"\\\\"}${nestedArrays(JSON_MAX_DEPTH + 1)}`)).toBe(false);
  });

  it('gives the same answer whatever the chunks, cut anywhere (inside escapes and multi-byte letters too)', () => {
    const samples = [
      JSON.stringify({ a: `x\\"[[[`, b: [[['ب']]], c: '\\' }),
      `{"a":"\\"\\\\"}${nestedArrays(JSON_MAX_DEPTH + 1)}`,
      JSON.stringify({ deep: JSON.parse(nestedArrays(JSON_MAX_DEPTH - 1)) }),
    ];
    for (const sample of samples) {
      const whole = scan(sample);
      const length = Buffer.byteLength(sample);
      for (let cut = 1; cut < length; cut += 1) expect(scan(sample, [cut]), `${sample} cut at ${cut}`).toBe(whole);
    }
  });
});

describe('JSON bodies of the API', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await sharedPglite();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  const login = (payload: string | Readable, locale: 'ar' | 'en' = 'en', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json', 'x-locale': locale, ...headers }, payload });

  it('refuses a body nested deeper than the limit with 400 and a clear message in the caller language', async () => {
    const english = await login(DEEP_ARRAYS);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ message: messages.en.json_too_deep });
    const arabic = await login(DEEP_OBJECTS, 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({ message: messages.ar.json_too_deep });
    expect((await login(nestedArrays(JSON_MAX_DEPTH + 1))).statusCode).toBe(400);
  });

  it('parses bodies within the limits as before', async () => {
    // Within the depth: parsed, then refused by the login schema (not by the depth check).
    const deepEnough = await login(JSON.stringify({ login: JSON.parse(nestedArrays(JSON_MAX_DEPTH - 1)), password: 'x' }));
    expect(deepEnough.statusCode).toBe(422);
    const brackets = '['.repeat(50) + '{'.repeat(50);
    const wrong = await login(JSON.stringify({ login: `nobody.${Date.now()}@example.com`, password: `\\"${brackets}` }));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The email, phone number or password is incorrect');
  });

  it('answers 413 to a body over the limit, declared or counted as it streams', async () => {
    const big = JSON.stringify({ login: 'x'.repeat(1024 * 1024), password: 'x' });
    const declared = await login(big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ message: 'The request is too large' });
    // No content-length: only counting the bytes stops it.
    const streamed = await login(Readable.from([big.slice(0, 600_000), big.slice(600_000)]), 'ar');
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ message: 'حجم الطلب كبير جدًا' });
  });

  it('keeps refusing empty, broken and prototype-poisoning bodies', async () => {
    for (const payload of ['', '{"login":', '{"__proto__":{"admin":true},"login":"a","password":"b"}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const answer = await login(payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().message, payload).toBe('The request could not be read: check its format');
    }
    const lying = await login('{"login":"a","password":"b"}', 'en', { 'content-length': '5' });
    expect(lying.statusCode).toBe(400);
  });

  it('refuses nested bodies sent in parallel before parsing them, while the health check keeps answering', async () => {
    // What parsing one such body costs on this machine, now (the old way parsed each of them on the event loop).
    const parseStart = performance.now();
    JSON.parse(DEEP_ARRAYS);
    JSON.parse(DEEP_OBJECTS);
    const parseMs = (performance.now() - parseStart) / 2;

    const parse = vi.spyOn(JSON, 'parse');
    const count = 24;
    try {
      const nested = Array.from({ length: count }, (_, index) => login(index % 2 ? DEEP_ARRAYS : DEEP_OBJECTS));
      const healthStart = performance.now();
      const health = app.inject({ method: 'GET', url: '/api/health' }).then((answer) => ({ answer, ms: performance.now() - healthStart }));
      const [answers, checked] = await Promise.all([Promise.all(nested), health]);

      // Refused by the streaming check: the nested text never reached a JSON parser.
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 100_000)).toEqual([]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: messages.en.json_too_deep });
      }
      expect(checked.answer.statusCode).toBe(200);
      // Generous on purpose: the health check waited less than parsing the bodies would have taken.
      expect(checked.ms).toBeLessThan(parseMs * count);
    } finally {
      parse.mockRestore();
    }
  });
});
