import { describe, expect, it } from 'vitest';
import { API, endpointPath } from '@tawzeef/contract';
import { SHARED_ANSWER_MAX_MS, SharedAnswers, sharedLifetime } from './shared-answers.ts';

/** The API answers pages share (issue 18): only what the API marks public, per Vary, for a bounded time. */
describe('shared API answers', () => {
  const lookups = { 'cache-control': 'public, max-age=300', vary: 'X-locale' };
  const text = JSON.stringify({ data: [{ id: 1, name: 'الرياض' }] });
  const cities = endpointPath(API.lookups.list, { kind: 'cities' });
  const majors = endpointPath(API.lookups.list, { kind: 'majors' });

  it('keeps a public answer per value of the headers it varies on, for at most a minute, its readers sharing one frozen copy', () => {
    let now = 1_000;
    const shared = new SharedAnswers(() => now);
    shared.put(cities, { 'x-locale': 'ar', authorization: 'Bearer a' }, 200, lookups, text);
    const first = shared.get(cities, { 'X-Locale': 'ar', authorization: 'Bearer b' });
    expect(first).toEqual({ status: 200, body: JSON.parse(text) });
    const list = (first!.body as { data: Array<{ name: string }> }).data;
    expect(() => {
      list.length = 0;
    }).toThrow(TypeError);
    expect(() => {
      list[0]!.name = 'جدة';
    }).toThrow(TypeError);
    const again = shared.get(cities, { 'x-locale': 'ar' });
    expect(again).toEqual({ status: 200, body: JSON.parse(text) });
    expect(again!.body).toBe(first!.body);
    // A header named in Vary but absent is a value of its own, not the same as an empty one.
    expect(shared.get(cities, { 'x-locale': '' })).toBeUndefined();
    expect(shared.get(cities, {})).toBeUndefined();
    expect(shared.get(cities, { 'x-locale': 'en' })).toBeUndefined();
    expect(shared.get(majors, { 'x-locale': 'ar' })).toBeUndefined();
    now += SHARED_ANSWER_MAX_MS;
    expect(shared.get(cities, { 'x-locale': 'ar' })).toBeUndefined();
  });

  it('keeps nothing private, uncacheable, failed, cookie-setting or varying on everything, and forgets all on clear', () => {
    expect(sharedLifetime(200, { 'cache-control': 'private, max-age=300' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public, no-store, max-age=300' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public' })).toBe(0);
    expect(sharedLifetime(200, {})).toBe(0);
    expect(sharedLifetime(404, lookups)).toBe(0);
    expect(sharedLifetime(200, { ...lookups, 'set-cookie': 'a=b' })).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=10' })).toBe(10_000);
    const shared = new SharedAnswers();
    shared.put('/a', {}, 200, { 'cache-control': 'public, max-age=60', vary: '*' }, text);
    expect(shared.get('/a', {})).toBeUndefined();
    shared.put('/b', { 'x-locale': 'ar' }, 200, lookups, text);
    shared.clear();
    expect(shared.get('/b', { 'x-locale': 'ar' })).toBeUndefined();
  });
});
