import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, testDrivers } from './test/harness.ts';

const [driver] = await testDrivers();

/** The API reference in the repository (issue 59 §5): the served document, written by this test, never by hand. */
const referenceFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');

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

  it('is the API reference in docs/openapi.json, rewritten here when an endpoint changes (commit the file)', async () => {
    const served = `${JSON.stringify((await app.inject({ url: '/api/docs/json' })).json(), null, 2)}\n`;
    const kept = fs.existsSync(referenceFile) ? fs.readFileSync(referenceFile, 'utf8') : '';
    if (kept !== served) fs.writeFileSync(referenceFile, served);
    expect(kept === served, 'docs/openapi.json was stale: this test has rewritten it, commit the new file').toBe(true);
  });
});
