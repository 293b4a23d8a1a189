import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, configure } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { afterEach, beforeAll, vi } from 'vitest';
import { orderQueueDb } from '../features/order-queue/order-queue-db';
import { registerServerSignOut } from '../app/server-sign-out';
import { appStore } from '../state/app-store';
import { resetRestoredStores, restoreStoredState } from '../state/restored-storage';

// The stored cart and session's schemas load before any test, as they have in a page by the time
// a shopper can act: the stores then read and check storage at once (restored-storage.isolated.test.ts
// covers the time before).
await restoreStoredState(appStore);

// A whole route renders through the router, the mock API and PGlite: on a busy 2-core CI machine
// that can take longer than testing-library's 1 s default before a findBy* gives up.
configure({ asyncUtilTimeout: 5000 });

/**
 * Width queries answered against window.innerWidth (1024 in jsdom unless a test changes it), so
 * screens sized by media queries see the same width as the rules a test computes with; any other
 * query is false.
 */
function matchesWidthQuery(query: string): boolean {
  const width = /\((max|min)-width:\s*([\d.]+)(px|em)\)/.exec(query);
  if (!width) return false;
  const [, side, amount = '0', unit] = width;
  const px = Number(amount) * (unit === 'em' ? 16 : 1);
  return side === 'max' ? window.innerWidth <= px : window.innerWidth >= px;
}

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: matchesWidthQuery(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

/**
 * The dom project shares one module graph per worker (vite.config.ts): this file runs again
 * before each test file, which then starts as a first visit would, whatever the file before it
 * left behind in module-level state and the browser's storage: the app's Jotai store, TanStack Query's connection state, the
 * order queue and the saved catalogue in IndexedDB, cookies, the early-tap queue and <html>'s
 * marks of a hydrated page.
 */
beforeAll(async () => {
  resetRestoredStores(appStore);
  // What src/main.tsx does as the app starts: a Logout also ends the session on the server.
  registerServerSignOut();
  onlineManager.setOnline(true);
  await Promise.all([clear(), clear(orderQueueDb)]);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  delete window.earlyTaps;
  for (const name of document.documentElement.getAttributeNames()) {
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  }
  document.title = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  // Toasts live in a store shared by every render: no test sees the last one's.
  act(() => notifications.clean());
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
