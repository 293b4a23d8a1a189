import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts, raised from anywhere. Mantine's notification store and the toasts' container load with
 * the first toast (or once the page is idle, see DeferredNotifications): no first load carries
 * them, though a page can raise one before anything else has loaded (an expired session, a full
 * cart). One import promise for every call keeps toasts, and a hide after its show, in order.
 */
const importStore = () => import('@mantine/notifications');
let store: ReturnType<typeof importStore> | undefined;
const loadStore = () => (store ??= importStore());

/** Runs `use` with the store. Should its code not arrive, that toast is lost; the next retries. */
function withStore(use: (module: Awaited<ReturnType<typeof importStore>>) => void): void {
  loadStore().then(use, () => {
    store = undefined;
  });
}

let raised = false;
const listeners = new Set<() => void>();

/** DeferredNotifications mounts the container when the first toast is raised. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastRaised(): boolean {
  return raised;
}

export function showToast(toast: NotificationData): void {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
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
