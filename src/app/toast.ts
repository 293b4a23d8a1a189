import type { NotificationData } from '@mantine/notifications';
import { atom } from 'jotai';
import { appStore } from '../state/app-store';
import { loadOnce } from '../state/load-once';

/**
 * Toasts, raised from anywhere. Mantine's notification store and the toasts' container load with
 * the first toast (or once the page is idle, see DeferredNotifications): no first load carries
 * them, though a page can raise one before anything else has loaded (an expired session, a full
 * cart). One import promise for every call keeps toasts, and a hide after its show, in order.
 */
const loadStore = loadOnce(() => import('@mantine/notifications'));

/** Whether a toast has been raised: DeferredNotifications then mounts the container at once. */
export const toastRaisedAtom = atom(false);

type NotificationsModule = Awaited<ReturnType<typeof loadStore>>;

/** Runs `use` with the store. Should its code not arrive, that toast is lost; the next retries. */
function withStore(use: (module: NotificationsModule) => void): void {
  loadStore().then(use, () => undefined);
}

export function showToast(toast: NotificationData): void {
  appStore.set(toastRaisedAtom, true);
  withStore(({ notifications }) => notifications.show(toast));
}

export function hideToast(id: string): void {
  withStore(({ notifications }) => notifications.hide(id));
}

export function toastError(message: string): void {
  showToast({ color: 'red', message });
}

export function toastSuccess(message: string): void {
  showToast({ color: 'green', message });
}
