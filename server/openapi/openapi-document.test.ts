import { uniqueSymbol } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import { TEST_CONFIG } from '../test/test-api';
import type { ApiDeps } from '../api-deps';
import { openApiDocument } from './openapi-document';

type JsonObject = Record<string, unknown>;
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
};

// Routes are registered when the app is made; nothing here touches the database.
const api = createApi({
  db: {} as ApiDeps['db'],
  images: {} as ApiDeps['images'],
  config: TEST_CONFIG,
});

/** A route of the API below /api/v1, in OpenAPI's path style: `get /product/{id}`. */
const routeKey = (method: string, path: string) =>
  `${method.toLowerCase()} ${path.replace(/^\/api\/v1/, '').replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}')}`;

/** What the API really serves. */
function servedRoutes(): Set<string> {
  const served = new Set<string>();
  for (const route of api.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    served.add(routeKey(route.method, route.path));
  }
  return served;
}

interface CheckedInput {
  route: string;
  target: string;
  toOpenAPISchema: () => Promise<{ schema: JsonObject }>;
}

/** Every input a route checks before its handler runs: its validated() middlewares. */
function checkedInputs(): CheckedInput[] {
  return api.routes.flatMap((route) => {
    const handler = findTargetHandler(route.handler) as unknown as Record<symbol, unknown>;
    const declared = handler[uniqueSymbol] as Partial<CheckedInput> | undefined;
    if (!declared?.target || !declared.toOpenAPISchema) return [];
    return [{ ...declared, route: routeKey(route.method, route.path) } as CheckedInput];
  });
}

describe('the OpenAPI document', () => {
  let document: JsonObject;
  let paths: Record<string, Record<string, Operation>>;
  let documented: Set<string>;
  beforeAll(async () => {
    document = await openApiDocument(api, 'test');
    paths = document['paths'] as typeof paths;
    documented = new Set(
      Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)),
    );
  });

  it('describes every route the API serves, and no other', () => {
    expect([...documented].sort()).toEqual([...servedRoutes()].sort());
  });

  it('says what each route is for and answers (not only who may call it)', () => {
    for (const [path, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(Object.keys(op.responses).some((status) => status.startsWith('2'))).toBe(true);
      }
  });

  it("documents each route's input with the schema the route checks it with", async () => {
    const inputs = checkedInputs();
    // Bodies and queries of auth, categories, newsletter, products, admin and images.
    expect(inputs.length).toBeGreaterThanOrEqual(19);
    for (const input of inputs) {
      const [method = '', path = ''] = input.route.split(' ');
      const op = paths[path]?.[method];
      const { schema } = await input.toOpenAPISchema();
      if (input.target === 'query') {
        const properties = (schema['properties'] ?? {}) as JsonObject;
        const documentedQuery = Object.fromEntries(
          (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
        );
        expect(Object.keys(documentedQuery).sort(), input.route).toEqual(
          Object.keys(properties).sort(),
        );
      } else {
        const media = input.target === 'json' ? 'application/json' : 'multipart/form-data';
        expect(op?.requestBody?.content[media]?.schema, input.route).toEqual(schema);
      }
    }
  });

  it('is a well-formed OpenAPI 3.1 document', () => {
    expect(document['openapi']).toBe('3.1.0');
    expect(document['info']).toMatchObject({ title: 'FragranceHub API', version: 'test' });
    expect(document['servers']).toEqual([{ url: '/api/v1' }]);
    for (const [path, ops] of Object.entries(paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'post', 'put', 'delete']).toContain(method);
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(declared, `${method} ${path}`).toEqual(named);
        // Refusals are `{error}`, never the library's default validation answer.
        expect(JSON.stringify(op.responses['400']), `${method} ${path}`).toContain('"error"');
        expect(JSON.stringify(op.responses['400'])).not.toContain('"success"');
      }
    }
    // A `$ref` points into the document's own components.
    const components = (document['components'] ?? {}) as { schemas?: JsonObject };
    for (const [, name] of JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g))
      expect(components.schemas?.[String(name).replace('#/components/schemas/', '')]).toBeDefined();
  });

  it('says who may call each route, as its guard does', () => {
    const login = paths['/auth/login']?.['post'] as JsonObject;
    const profile = paths['/auth/user/update']?.['put'] as JsonObject;
    // Behind the admin guard of every /admin route, and a validated query.
    const orders = paths['/admin/orders']?.['get'] as Operation & JsonObject;
    expect(login['security']).toBeUndefined();
    expect(profile['security']).toEqual([{ bearer: [] }]);
    expect(Object.keys(profile['responses'] as JsonObject)).toContain('401');
    expect(orders['security']).toEqual([{ bearer: [] }]);
    expect(Object.keys(orders.responses)).toEqual(expect.arrayContaining(['401', '403']));
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
    const production = createApi({
      db: {} as ApiDeps['db'],
      images: {} as ApiDeps['images'],
      config: { ...TEST_CONFIG, production: true },
    });
    const get = (host: typeof api, path: string) =>
      host.fetch(new Request(`http://api.test/api/v1${path}`));
    const json = await get(api, '/openapi.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('public, max-age=300');
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const docs = await get(api, '/docs');
    expect(docs.status).toBe(200);
    const page = await docs.text();
    expect(page).toContain('FragranceHub API reference');
    expect(page).toContain('/api/v1/payments/paystack/webhook');
    expect(page).toContain('/api/v1/admin/orders.csv');
    expect((await get(production, '/docs')).status).toBe(404);
    const served = (await (await get(production, '/openapi.json')).json()) as JsonObject;
    expect(Object.keys(served['paths'] as JsonObject)).not.toContain('/docs');
  });
});
