import { del, set } from 'idb-keyval';
import {
  CLEAR_ORDER_QUEUE,
  MIRRORED_SESSION_KEY,
  sessionDb,
  type MirroredSession,
} from './outbox-db';

// The page's side of the service worker's order queue (src/sw.ts).

/** Tells the worker who is signed in now (null: nobody), so it replays only their orders. */
export async function mirrorSession(session: MirroredSession | null) {
  if (session) await set(MIRRORED_SESSION_KEY, session, sessionDb);
  else await del(MIRRORED_SESSION_KEY, sessionDb);
}

const CLEAR_TIMEOUT_MS = 3_000;

/** The shop's own worker (mock mode runs MSW's instead, which has no order queue). */
async function orderWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active ?? null;
  return worker && new URL(worker.scriptURL).pathname === '/sw.js' ? worker : null;
}

/**
 * Drops the worker's queued payments: all of them, or all but `keepUserId`'s. Resolves once the
 * worker has done it (or after a few seconds without an answer: the worker drops another user's
 * entries at replay anyway).
 */
export async function clearOrderSyncQueue(keepUserId?: string) {
  const worker = await orderWorker();
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, CLEAR_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: CLEAR_ORDER_QUEUE, keepUserId }, [channel.port2]);
  });
}
