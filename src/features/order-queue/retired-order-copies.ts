/**
 * Earlier versions of the service worker kept a second copy of each queued order (Workbox
 * Background Sync, with the delivery details) and, to send it, a copy of the session token. The
 * order queue is now the only holder, so nothing would ever read or clear those databases on a
 * device that ran the older version: they go. Deleting a database that is not there does nothing; a delete blocked by
 * the old worker's open connection completes once that worker stops.
 */
const RETIRED_DATABASES = ['workbox-background-sync', 'fragrancehub-session'] as const;

export function deleteRetiredOrderCopies() {
  if (typeof indexedDB === 'undefined') return;
  for (const name of RETIRED_DATABASES) indexedDB.deleteDatabase(name);
}
