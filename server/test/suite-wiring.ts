import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../api-base-path';
import { createCaller, type CallResult } from './api-client';
import type { SuiteState } from './suite-state';
import { createTestApi, type TestApi } from './test-api';

/** What stands in for a path parameter: an id no row has, which is also a valid slug and code. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The API's routes as a client calls them: one per method and concrete path, middleware left out. */
function callableRoutes(api: TestApi): { method: string; path: string }[] {
  if (!api.routes) throw new Error('This test API does not list its routes');
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const { method, path } of api.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    const concrete = path
      .slice(API_BASE_PATH.length)
      .replace(/:\w+(\{[^}]*\})?/g, UNKNOWN_ID)
      .replace(/\/$/, '');
    const key = `${method} ${concrete}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path: concrete });
  }
  return routes;
}

const mediaType = (res: CallResult) => (res.headers.get('content-type') ?? '').split(';')[0];

/**
 * The sections a host other than the API in process runs (MSW, the Node HTTP stack): the full
 * suite proves the rules on PGlite and on PostgreSQL; these prove that the host hands every
 * route to the API and its answer back unchanged. Auth, bad input and images run in full beside
 * them (api-suite.ts): headers, bodies and uploads are where a host could differ.
 */
export function wiringTests(s: SuiteState): void {
  describe('the host is wired as the API in process', () => {
    let reference: TestApi;

    beforeAll(async () => {
      reference = await createTestApi({
        config: s.config,
        now: () => s.clock.now,
        fetch: s.paystack.fetch,
      });
    }, 60_000);
    afterAll(async () => {
      await reference?.close();
    });

    it('answers every route, unauthenticated and without a body, as the API in process does', async () => {
      const routes = callableRoutes(reference);
      // A route table that lost its routes would pass the comparison below vacuously.
      expect(routes.length).toBeGreaterThan(60);
      const inProcess = createCaller(reference.fetch);
      const differences: string[] = [];
      for (const { method, path } of routes) {
        const [host, api] = await Promise.all([s.call(method, path), inProcess(method, path)]);
        const got = `${host.status} ${mediaType(host)}`;
        const want = `${api.status} ${mediaType(api)}`;
        if (got !== want) differences.push(`${method} ${path}: ${got}, in process ${want}`);
        if (host.status >= 500) differences.push(`${method} ${path}: ${host.status}`);
      }
      expect(differences).toEqual([]);
    });

    it('streams the admin CSV export with its headers and byte order mark', async () => {
      const res = await s.call('GET', '/admin/orders.csv', { token: s.adminToken });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-/);
      expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(res.bytes.slice(3))).toMatch(/^Order ID,Placed at,/);
    });

    it('refuses a forged token, and a shopper on an admin route', async () => {
      const me = await s.call('GET', '/auth/export', { token: s.shopperToken });
      expect(me.status).toBe(200);
      const forged = await s.call('GET', '/auth/export', { token: `${s.shopperToken}x` });
      expect(forged.status).toBe(401);
      const notAdmin = await s.call('GET', '/admin/orders', { token: s.shopperToken });
      expect(notAdmin.status).toBe(403);
    });
  });
}
