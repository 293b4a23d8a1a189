import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useIdle } from './use-idle';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Toasts are rare in a first load, but their container (transitions, portal, stylesheet) is about
 * 7 KB of compressed script: it loads once the page is idle, or at once when a toast is raised
 * before that. `notifications.show()` only writes to Mantine's store, so nothing raised
 * meanwhile is lost: the container shows it on mount.
 */
export function DeferredNotifications() {
  const idle = useIdle();
  const waiting = useNotifications().notifications.length > 0;
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
