import { clear, get, set } from 'idb-keyval';
import {
  bodiesOf,
  fromWireRequest,
  toWireResponse,
  type ApiWorkerCall,
  type ApiWorkerEnvelope,
  type ApiWorkerReply,
} from './api-worker-messages';
import { MOCK_DEMO_DATABASE_PATH } from './demo-database-path';
import { createMockApi, type MockApi } from './mock-api';
import {
  MOCK_DB_NAME,
  MOCK_SNAPSHOT_KEY,
  mayWrite,
  mockSnapshotStore,
} from './mock-snapshot-store';
import { retryUnansweredFetches } from './retry-unanswered-fetches';

/**
 * Mock mode's API, in a worker of its own (mocks/browser.ts starts it): the same createApi the
 * server runs, over PGlite in memory. One shared worker serves every tab of the store, and a mock
 * build keeps it across page loads, so a navigation finds the database open instead of starting
 * PGlite again (seconds each time). PGlite's WebAssembly compiles here, off the page's thread.
 *
 * IndexedDB keeps a snapshot of the database (PGlite's own dump), taken after each write, for
 * when the worker has gone: opening a snapshot is as fast as opening the demo dump, and a visit
 * that only reads never writes the 30 MB store to IndexedDB.
 */

// Before anything here fetches: PGlite keeps the first fetch of each of its files.
retryUnansweredFetches(globalThis);

const snapshotStore = mockSnapshotStore();
let snapshotSaved: Promise<void> = Promise.resolve();

/** Snapshots one after another, so the last one saved is the newest. */
function saveSnapshot(mock: MockApi): Promise<void> {
  const saved = snapshotSaved.then(async () => {
    await set(MOCK_SNAPSHOT_KEY, await mock.client.dumpDataDir('none'), snapshotStore);
  });
  snapshotSaved = saved.catch((error: unknown) => {
    console.error('[mock] the demo data could not be kept for the next visit', error);
  });
  return snapshotSaved;
}

/** The dev server's dump of the seeded demo store, or undefined (then the worker builds its own). */
async function demoDump(): Promise<Blob | undefined> {
  try {
    const response = await fetch(MOCK_DEMO_DATABASE_PATH);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The database: the snapshot this browser kept, or on a first visit the demo store loaded from
 * the dev server's dump (initdb, migrations and seed in the browser took seconds).
 */
async function openMockDatabase(): Promise<MockApi> {
  const kept = await get<Blob>(MOCK_SNAPSHOT_KEY, snapshotStore).catch(() => undefined);
  if (kept) {
    try {
      return await createMockApi({ loadDataDir: kept });
    } catch (error) {
      console.error('[mock] the kept demo data did not open; starting from the demo store', error);
      await clear(snapshotStore).catch(() => undefined);
    }
  }
  const dump = await demoDump();
  return createMockApi(dump ? { loadDataDir: dump } : {});
}

let opened: Promise<MockApi> | undefined;

/**
 * The open database. One that failed to open is tried again by the next request: the worker
 * outlives page loads, so a failure kept here would outlast the reload meant to mend it.
 */
function database(): Promise<MockApi> {
  opened ??= openMockDatabase().catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

function deleteIndexedDb(name: string) {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // A tab from before the worker still holds it open: it is deleted once that tab closes.
    request.onblocked = () => resolve();
  });
}

/** Where mock mode kept its data before snapshots (PGlite's idb://): dropped by a reset. */
const LEGACY_IDB_NAMES = [`/pglite/${MOCK_DB_NAME}`, MOCK_DB_NAME];

/** 'Reset demo data': forgets the kept snapshot; the next request opens the demo store again. */
async function reset() {
  await snapshotSaved;
  const previous = opened;
  opened = undefined;
  await previous?.then((mock) => mock.close()).catch(() => undefined);
  await clear(snapshotStore);
  await Promise.all(LEGACY_IDB_NAMES.map((name) => deleteIndexedDb(name)));
}

async function answer(call: ApiWorkerCall): Promise<ApiWorkerReply> {
  if (call.kind === 'reset') {
    await reset();
    return { kind: 'done' };
  }
  const mock = await database();
  const response = await mock.api.fetch(fromWireRequest(call.request));
  // Kept before answering, so a tab opened after the worker has gone still finds the write.
  if (mayWrite(call.request.method)) await saveSnapshot(mock);
  return { kind: 'response', response: await toWireResponse(response) };
}

function listen(port: Pick<MessagePort, 'addEventListener'>) {
  port.addEventListener('message', (event) => {
    const { call, reply } = event.data as ApiWorkerEnvelope;
    answer(call).then(
      (message) => reply.postMessage(message, bodiesOf(message)),
      (error: unknown) => {
        console.error('[mock] the API worker could not answer', error);
        reply.postMessage({ kind: 'error', message: String(error) } satisfies ApiWorkerReply);
      },
    );
  });
}

// Opened as the first page connects, before it asks anything.
database().catch((error: unknown) => console.error('[mock] the database did not open', error));

const scope = globalThis as unknown as {
  onconnect?: ((event: MessageEvent) => void) | null;
  addEventListener: MessagePort['addEventListener'];
};
if ('onconnect' in scope) {
  // A SharedWorker: each page connects with a port of its own.
  scope.onconnect = (event) => {
    const [port] = event.ports;
    if (!port) return;
    listen(port);
    port.start();
  };
} else {
  // A dedicated worker (a browser without SharedWorker): one page, its messages on the worker.
  listen(scope);
}
