import { createStore, type UseStore } from 'idb-keyval';

/** Mock mode's IndexedDB names start with this (PGlite's `idb://` store used it before snapshots). */
export const MOCK_DB_NAME = 'fragrancehub-mock';

/**
 * Where mock mode keeps its database between visits: a snapshot (PGlite's dump) taken by the API
 * worker after each request that may write (mocks/api-worker.ts). The page looks only at whether
 * one is kept (mocks/browser.ts).
 */
export const MOCK_SNAPSHOT_KEY = 'data-dir';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Any request but GET, HEAD and OPTIONS may change the store: a snapshot follows it. */
export function mayWrite(method: string): boolean {
  return !READ_METHODS.has(method);
}

let store: UseStore | undefined;

/** Opened on first use: idb-keyval opens its database as the store is made. */
export function mockSnapshotStore(): UseStore {
  return (store ??= createStore(`${MOCK_DB_NAME}-snapshot`, 'snapshot'));
}
