import { createStore, del, get, set } from 'idb-keyval';
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
 * The page's database lives in memory; IndexedDB keeps a snapshot of it (PGlite's own dump),
 * taken after each write. Opening a snapshot is as fast as opening the demo dump, and a visit
 * that only reads never writes the 30 MB store to IndexedDB (that copy was half the start).
 */
const SNAPSHOT_DB_NAME = `${MOCK_DB_NAME}-snapshot`;
const snapshotStore = createStore(SNAPSHOT_DB_NAME, 'snapshot');
const SNAPSHOT_KEY = 'data-dir';
let snapshotSaved: Promise<void> = Promise.resolve();

/** Snapshots one after another, so the last one saved is the newest. */
function saveSnapshot(api: MockApi): Promise<void> {
  const saved = snapshotSaved.then(async () => {
    await set(SNAPSHOT_KEY, await api.client.dumpDataDir('none'), snapshotStore);
  });
  snapshotSaved = saved.catch((error: unknown) => {
    console.error('[mock] the demo data could not be kept for the next visit', error);
  });
  return snapshotSaved;
}

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

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let started: ReturnType<typeof startWorker> | undefined;

/**
 * Starts MSW in the page before the app renders. Every /api/v1 request goes to the real
 * createApi over PGlite kept in IndexedDB, so a mock session survives a reload. Returns
 * once MSW listens, not once the database is open: requests made meanwhile wait for it.
 * Started once per page: mock mode's HTML begins it (early-start.ts) before the app asks.
 */
export function startMockWorker() {
  return (started ??= startWorker());
}

async function startWorker() {
  const apiReady = openMockDatabase();
  // The app starts (router, route chunks) while PGlite opens; its first requests wait here.
  apiReady.catch((error: unknown) =>
    console.error('[mock] the in-page database did not open', error),
  );
  const worker = setupWorker(
    ...createHandlers({
      fetch: async (request) => {
        mock ??= await apiReady;
        const response = await mock.api.fetch(request);
        // Kept before answering, so a reload straight after a write still has it.
        if (!READ_METHODS.has(request.method)) await saveSnapshot(mock);
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
  return { worker, scenarios };
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
 * The in-page database: the snapshot this browser kept, or on a first visit the demo store loaded
 * from the dev server's dump (initdb, migrations and seed in the page took seconds).
 */
async function openMockDatabase(): Promise<MockApi> {
  const kept = await get<Blob>(SNAPSHOT_KEY, snapshotStore).catch(() => undefined);
  if (kept) {
    try {
      return await createMockApi({ loadDataDir: kept });
    } catch (error) {
      console.error('[mock] the kept demo data did not open; starting from the demo store', error);
      await del(SNAPSHOT_KEY, snapshotStore).catch(() => undefined);
    }
  }
  const dump = await demoDump();
  return createMockApi(dump ? { loadDataDir: dump } : {});
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

/** Where mock mode kept its data before snapshots (PGlite's idb://): dropped by a reset. */
const LEGACY_IDB_NAMES = [`/pglite/${MOCK_DB_NAME}`, MOCK_DB_NAME];

/** 'Reset demo data': drops the kept snapshot and reloads, which opens the demo store again. */
export async function resetMockData() {
  await snapshotSaved;
  await mock?.close().catch(() => undefined);
  mock = undefined;
  await Promise.all([SNAPSHOT_DB_NAME, ...LEGACY_IDB_NAMES].map((name) => deleteIndexedDb(name)));
  window.location.reload();
}
