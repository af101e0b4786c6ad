import { describe, expect, it } from 'vitest';
import { FILE_RULES } from '@tawzeef/contract';
import { PAGE_BODY_LIMITS, isReadableForm } from './limits.ts';

describe('page-action limits', () => {
  it('bounds multipart forms by the largest uploads one form sends, plus a margin', () => {
    expect(PAGE_BODY_LIMITS['multipart/form-data']).toBeGreaterThan(FILE_RULES.logo.maxBytes + FILE_RULES.commercial.maxBytes);
    expect(PAGE_BODY_LIMITS['multipart/form-data']).toBeLessThan(20 * 1024 * 1024);
    expect(PAGE_BODY_LIMITS['application/x-www-form-urlencoded']).toBe(512 * 1024);
  });
});

describe('a page body that cannot be read as a form (decision 089)', () => {
  const boundary = '----tawzeef-unit';
  const type = `multipart/form-data; boundary=${boundary}`;
  const bytes = (text: string) => new TextEncoder().encode(text);
  const whole = `--${boundary}\r\nContent-Disposition: form-data; name="login"\r\n\r\nsara@example.com\r\n--${boundary}--\r\n`;

  it('reads a whole multipart form and any url-encoded one', async () => {
    expect(await isReadableForm(type, bytes(whole))).toBe(true);
    expect(await isReadableForm('application/x-www-form-urlencoded', bytes('login=%%%&&=x'))).toBe(true);
  });

  it('does not read a multipart body cut short, without its boundary, or with a part missing its headers', async () => {
    expect(await isReadableForm(type, bytes(whole.slice(0, 60)))).toBe(false);
    expect(await isReadableForm('multipart/form-data', bytes(whole))).toBe(false);
    expect(await isReadableForm(type, bytes(`--${boundary}\r\nContent-Disposition: form-data; name="login"`))).toBe(false);
  });
});
