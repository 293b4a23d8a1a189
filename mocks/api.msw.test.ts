import { afterAll, beforeAll } from 'vitest';
import { defineApiSuite } from '../server/test/api-suite';
import { createEmptyMockApi, server, useMockApi } from './node';

/**
 * The server's endpoint suite through msw/node: each request is a real `fetch` that MSW
 * intercepts and hands to the same createApi. The rules are proved on PGlite in process; here,
 * that the mock host hands every route over and answers alike (api-suite.ts, `wiring`).
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

defineApiSuite(
  'MSW (msw/node)',
  async (options) => {
    const mock = await createEmptyMockApi(options);
    useMockApi(mock);
    return {
      fetch: (request: Request) => globalThis.fetch(request),
      db: mock.db,
      close: async () => {
        useMockApi(undefined);
        await mock.close();
      },
    };
  },
  'wiring',
);
