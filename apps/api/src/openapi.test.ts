import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, testDrivers } from './test/harness.ts';

const [driver] = await testDrivers();

describe('the OpenAPI document at /api/docs/json', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(await driver!.open());
  });
  afterAll(async () => {
    await app.close();
  });

  it('passes an independent validator (what client generators read)', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    // The validator dereferences the document in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });
});
