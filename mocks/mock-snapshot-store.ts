import { createStore, type UseStore } from 'idb-keyval';

/**
 * Where mock mode keeps its database between visits: a snapshot (PGlite's dump) taken by the API
 * worker after each write (mocks/api-worker.ts). The page looks only at whether one is kept.
 */
export const MOCK_SNAPSHOT_KEY = 'data-dir';
// Named after the mock database (MOCK_DB_NAME in mock-api.ts, which the page does not load).
const SNAPSHOT_DB_NAME = 'fragrancehub-mock-snapshot';

let store: UseStore | undefined;

/** Opened on first use: idb-keyval opens its database as the store is made. */
export function mockSnapshotStore(): UseStore {
  return (store ??= createStore(SNAPSHOT_DB_NAME, 'snapshot'));
}
