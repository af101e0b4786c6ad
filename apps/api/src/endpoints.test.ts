import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API, type TEndpointDef } from '@tawzeef/contract';
import { testApp, testDrivers } from './test/harness.ts';

const [pglite] = await testDrivers();

/** METHOD /api/path/{param}, as the OpenAPI document writes a route. */
const openApiKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;

const declared = Object.entries(API).flatMap(([group, endpoints]) =>
  Object.entries(endpoints as Record<string, TEndpointDef>).map(([name, definition]) => ({ name: `${group}.${name}`, key: openApiKey(definition.method, definition.path), definition })),
);

describe('endpoints declared once in the contract', () => {
  let app: FastifyInstance;
  let documented: Map<string, { security?: unknown; responses: Record<string, unknown> }>;
  beforeAll(async () => {
    // The development endpoints (outbox viewer, digest now) exist only where the outbox viewer is on.
    app = await testApp(await pglite!.open(), { OUTBOX_VIEWER: 'true' });
    const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> };
    documented = new Map();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) documented.set(openApiKey(method, path), operation);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('declares each method and path once', () => {
    const keys = declared.map((d) => d.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(declared.length).toBeGreaterThan(90);
  });

  it('serves and documents every declared endpoint, and nothing undeclared', () => {
    const missing = declared.filter((d) => !documented.has(d.key)).map((d) => `${d.name}: ${d.key}`);
    expect(missing).toEqual([]);
    const keys = new Set(declared.map((d) => d.key));
    // The catch-all routes that answer unknown paths with a JSON 404 are the only undeclared ones.
    const undeclared = [...documented.keys()].filter((key) => !keys.has(key) && !key.includes('{*}') && !key.endsWith('/*'));
    expect(undeclared).toEqual([]);
  });

  it('documents protected endpoints with the bearer scheme and their refusals', () => {
    for (const { name, key, definition } of declared) {
      const operation = documented.get(key);
      if (!operation) continue;
      if (definition.access === 'public') {
        expect(operation.security, name).toBeUndefined();
      } else {
        expect(operation.security, name).toEqual([{ bearerAuth: [] }]);
        expect(Object.keys(operation.responses), name).toContain('401');
      }
      if (Array.isArray(definition.access)) expect(Object.keys(operation.responses), name).toContain('403');
    }
  });

  it('refuses every protected endpoint to a caller without a token', async () => {
    const protectedGets = declared.filter((d) => d.definition.method === 'GET' && d.definition.access !== 'public' && !d.definition.path.includes(':'));
    expect(protectedGets.length).toBeGreaterThan(5);
    for (const { name, definition } of protectedGets) {
      const response = await app.inject({ method: 'GET', url: definition.path });
      expect(response.statusCode, name).toBe(401);
    }
  });
});
