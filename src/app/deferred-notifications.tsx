import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

const NotificationsHost = lazy(() => import('./notifications-host'));

/**
 * Toasts are rare in a first load, but their container (transitions, portal, stylesheet) is about
 * 7 KB of compressed script: it loads once the page is idle, or at once when a toast is raised
 * before that. `notifications.show()` only writes to Mantine's store, so nothing raised
 * meanwhile is lost: the container shows it on mount.
 */
export function DeferredNotifications() {
  const [idle, setIdle] = useState(false);
  const waiting = useNotifications().notifications.length > 0;
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) setIdle(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!idle && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
