import { describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import { TEST_CONFIG } from '../test/test-api';
import type { ApiDeps } from '../api-deps';
import { openApiDocument } from './openapi-document';

type Operation = {
  parameters: { name: string; in: string }[];
  responses: Record<string, unknown>;
  tags: string[];
};

/** What the API really serves: its routes, below /api/v1, in OpenAPI's path style. */
function servedRoutes(): Set<string> {
  // Routes are registered when the app is made; nothing here touches the database.
  const api = createApi({
    db: {} as ApiDeps['db'],
    images: {} as ApiDeps['images'],
    config: TEST_CONFIG,
  });
  const served = new Set<string>();
  for (const route of api.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const path = route.path.replace(/^\/api\/v1/, '').replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');
    served.add(`${route.method.toLowerCase()} ${path}`);
  }
  return served;
}

describe('the OpenAPI document', () => {
  const document = openApiDocument('test');
  const paths = document['paths'] as Record<string, Record<string, Operation>>;
  const documented = new Set(
    Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)),
  );

  it('describes every route the API serves, and no other', () => {
    expect([...documented].sort()).toEqual([...servedRoutes()].sort());
  });

  it('is a well-formed OpenAPI 3.1 document', () => {
    expect(document['openapi']).toBe('3.1.0');
    expect(document['info']).toMatchObject({ title: 'FragranceHub API', version: 'test' });
    for (const [path, ops] of Object.entries(paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'post', 'put', 'delete']).toContain(method);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(declared, `${method} ${path}`).toEqual(named);
      }
    }
    // Every schema is inline: a `$ref` inside one would point at the document's root.
    expect(JSON.stringify(document)).not.toContain('"$ref"');
  });

  it('carries the contract schemas: the order payment states and the login body', () => {
    const text = JSON.stringify(paths['/product/payment']);
    for (const state of ['pending', 'paid', 'on_delivery', 'expired', 'refunded'])
      expect(text).toContain(`"${state}"`);
    const login = paths['/auth/login']?.['post'] as unknown as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'identifier',
      'password',
    ]);
  });
});

describe('serving the document', () => {
  it('answers /openapi.json, and /docs outside production only', async () => {
    const { createTestApi } = await import('../test/test-api');
    const api = await createTestApi();
    const production = await createTestApi({ config: { production: true } });
    try {
      const get = (host: typeof api, path: string) =>
        host.fetch(new Request(`http://api.test/api/v1${path}`));
      const json = await get(api, '/openapi.json');
      expect(json.status).toBe(200);
      expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
      const docs = await get(api, '/docs');
      expect(docs.status).toBe(200);
      const page = await docs.text();
      expect(page).toContain('FragranceHub API reference');
      expect(page).toContain('/api/v1/payments/paystack/webhook');
      expect((await get(production, '/docs')).status).toBe(404);
      expect((await get(production, '/openapi.json')).status).toBe(200);
    } finally {
      await api.close();
      await production.close();
    }
  });
});
