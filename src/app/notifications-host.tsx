import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../../contract/constants';

/** Where toasts appear. Its own chunk: see DeferredNotifications. */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={TOAST_MS} />;
}
