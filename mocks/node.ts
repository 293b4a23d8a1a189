import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { databaseTemplate } from '../server/test/database-template';
import { createMockApi, type MockApi, type MockApiOptions } from './mock-api';

/**
 * msw/node for Vitest: the real API over an in-memory PGlite, started from the run's database
 * templates (server/test/database-template.ts: seeded with the demo data, or only migrated).
 */

type FreshOptions = Pick<MockApiOptions, 'now' | 'config'>;

/** A fresh in-memory mock API with the demo catalogue and accounts (each call its own database). */
export async function createSeededMockApi(options: FreshOptions = {}): Promise<MockApi> {
  return createMockApi({ ...options, loadDataDir: await databaseTemplate('seeded'), seed: false });
}

/** A fresh in-memory mock API over an empty, migrated database. */
export async function createEmptyMockApi(options: FreshOptions = {}): Promise<MockApi> {
  return createMockApi({ ...options, loadDataDir: await databaseTemplate('empty'), seed: false });
}

let current: MockApi | undefined;
/**
 * Requests the API is still answering. A screen's background work (the catalogue follower, a
 * refetch) can outlive its test: its database is closed only once they are answered, never under
 * them.
 */
const answering = new Set<Promise<Response>>();

export const server = setupServer(
  ...createHandlers({
    fetch: (request) => {
      if (!current) throw new Error('mock API not started: call startMockServer() in beforeAll');
      const answer = Promise.resolve(current.api.fetch(request));
      answering.add(answer);
      const settled = () => answering.delete(answer);
      answer.then(settled, settled);
      return answer;
    },
  }),
);

async function closeWhenAnswered(mock: MockApi | undefined) {
  await Promise.allSettled([...answering]);
  await mock?.close();
}

/** Points the handlers at another mock API (the previous one is left open). */
/** The mock API the handlers answer from now (tests read its outbox as an inbox would). */
export function currentMockApi(): MockApi | undefined {
  return current;
}

export function useMockApi(mock: MockApi | undefined) {
  current = mock;
}

/** beforeAll: a fresh seeded database, then MSW intercepts fetch; unhandled requests fail. */
export async function startMockServer(options: FreshOptions = {}) {
  current = await createSeededMockApi(options);
  server.listen({ onUnhandledRequest: 'error' });
  return current;
}

/** Back to the seeded demo data (between tests that change it); restores default handlers. */
export async function resetMockData() {
  const previous = current;
  current = await createSeededMockApi();
  server.resetHandlers();
  await closeWhenAnswered(previous);
  return current;
}

/** afterAll: stop intercepting and close the database (an open PGlite keeps Vitest alive). */
export async function stopMockServer() {
  server.close();
  const closing = current;
  current = undefined;
  await closeWhenAnswered(closing);
}
