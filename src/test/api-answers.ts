import { QueryClient } from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** IndexedDB entry of the saved catalogue (src/api/catalogue.ts). */
export const SAVED_CATALOGUE = 'fragrancehub-catalogue';

/**
 * An API that answers what each test tells it to (any other request fails the test), reset after
 * each test together with the saved catalogue. Call once at the top of a test file.
 */
export function answeringApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    await del(SAVED_CATALOGUE);
  });
  afterAll(() => server.close());
  return {
    /** GET `/api/v1/{path}` answers `body`. */
    answer: (path: string, body: JsonBodyType) =>
      server.use(http.get(`*/api/v1/${path}`, () => HttpResponse.json(body))),
    /** GET `/api/v1/{path}` fails as a request does offline. */
    unreachable: (path: string) =>
      server.use(http.get(`*/api/v1/${path}`, () => HttpResponse.error())),
  };
}

/** A query client that does not retry: a failure is the test's to see at once. */
export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** What the query rejects with; throws when it succeeds. */
export const failureOf = (query: Promise<unknown>) =>
  query.then(
    () => {
      throw new Error('the query succeeded');
    },
    (error: unknown) => error,
  );
