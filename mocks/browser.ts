import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createMockApi, MOCK_DB_NAME, type MockApi } from './mock-api';
import { MOCK_DEMO_DATABASE_PATH } from './demo-database-path';
import { handlersFor, parseScenarios, type ScenarioName } from './scenarios';

/** The app runs on mock data: the front end shows its 'Mock data' badge when this module loads. */
export const isMockMode = true;

export const SCENARIO_QUERY_PARAM = 'mock-scenario';
const SCENARIO_STORAGE_KEY = 'fragrancehub:mock-scenario';

let mock: MockApi | undefined;

/**
 * `?mock-scenario=slow,payment-failure` switches scenarios on and remembers them for the tab
 * (sessionStorage); `?mock-scenario=` or `?mock-scenario=none` switches them off.
 */
export function activeScenarios(): ScenarioName[] {
  const fromUrl = new URLSearchParams(window.location.search).get(SCENARIO_QUERY_PARAM);
  if (fromUrl !== null) {
    const names = parseScenarios(fromUrl);
    if (names.length > 0) sessionStorage.setItem(SCENARIO_STORAGE_KEY, names.join(','));
    else sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
    return names;
  }
  return parseScenarios(sessionStorage.getItem(SCENARIO_STORAGE_KEY));
}

/**
 * Starts MSW in the page before the app renders. Every /api/v1 request goes to the real
 * createApi over PGlite persisted in IndexedDB, so a mock session survives a reload.
 */
export async function startMockWorker() {
  const apiReady = openMockDatabase();
  const worker = setupWorker(
    ...createHandlers({
      fetch: async (request) => {
        mock ??= await apiReady;
        const response = await mock.api.fetch(request);
        // PGlite copies its files to IndexedDB after each statement, but not after a
        // transaction's COMMIT (a password reset, an order): that waited for the next statement,
        // and a reload straight after the answer lost the write. Copied before answering.
        await mock.client.syncToFs();
        return response;
      },
    }),
  );
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const scenarios = activeScenarios();
  if (scenarios.length > 0) {
    worker.use(...handlersFor(scenarios));
    console.info(`[mock] scenarios on: ${scenarios.join(', ')}`);
  }
  mock = await apiReady;
  return { worker, scenarios };
}

/** PGlite mounts idb://name at /pglite/name; that path is the IndexedDB database's name. */
const MOCK_IDB_NAME = `/pglite/${MOCK_DB_NAME}`;

async function mockDatabaseExists(): Promise<boolean> {
  try {
    return (await indexedDB.databases()).some((db) => db.name === MOCK_IDB_NAME);
  } catch {
    return true; // Cannot tell: open what is there (PGlite creates it if need be).
  }
}

/** The dev server's dump of the seeded demo store, or undefined (then the page builds its own). */
async function demoDump(): Promise<Blob | undefined> {
  try {
    const response = await fetch(MOCK_DEMO_DATABASE_PATH);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The in-page database: the one this browser kept, or on a first visit the demo store loaded
 * from the dev server's dump (initdb, migrations and seed in the page took seconds).
 */
async function openMockDatabase(): Promise<MockApi> {
  const dataDir = `idb://${MOCK_DB_NAME}`;
  const loadDataDir = (await mockDatabaseExists()) ? undefined : await demoDump();
  if (!loadDataDir) return createMockApi({ dataDir });
  try {
    return await createMockApi({ dataDir, loadDataDir });
  } catch {
    // Another tab made it meanwhile, or the dump did not load: open or build it as before.
    return createMockApi({ dataDir });
  }
}

function deleteIndexedDb(name: string) {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still holds it open: it is deleted once that tab closes.
    request.onblocked = () => resolve();
  });
}

/** 'Reset demo data': drops the mock database and reloads, which seeds a fresh one. */
export async function resetMockData() {
  await mock?.close().catch(() => undefined);
  mock = undefined;
  await Promise.all([deleteIndexedDb(MOCK_IDB_NAME), deleteIndexedDb(MOCK_DB_NAME)]);
  window.location.reload();
}
