import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';

const [driver] = await testDrivers();

/** Multipart bodies that do not arrive whole or cannot be read (decision 089): a 400 in the caller's language, never a 500. */
const BOUNDARY = '----tawzeef-broken';
const BROKEN: Array<{ name: string; contentType: string; payload: string }> = [
  { name: 'a body cut before its closing boundary', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 half a fi` },
  { name: 'a type without a boundary', contentType: 'multipart/form-data', payload: 'not a form at all' },
];

describe('multipart uploads that cannot be read', () => {
  let app: FastifyInstance;
  let me: TSignedUp;
  beforeAll(async () => {
    app = await testApp(await driver!.open());
    me = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
  });

  for (const { name, contentType, payload } of BROKEN) {
    it(`answers 400 in the caller’s language to ${name}`, async () => {
      for (const url of ['/api/v1/files?kind=cv', '/api/v1/user/cv-import']) {
        const english = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${me.token}`, 'content-type': contentType, 'x-locale': 'en' } });
        expect(english.statusCode, `${url} ${english.body}`).toBe(400);
        expect(english.json()).toEqual({ message: 'The request could not be read: check its format' });
        const arabic = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${me.token}`, 'content-type': contentType, 'x-locale': 'ar' } });
        expect(arabic.statusCode).toBe(400);
        expect(arabic.json()).toEqual({ message: 'تعذرت قراءة الطلب: تحقق من صيغته' });
      }
    });
  }
});
