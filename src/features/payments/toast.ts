import { notifications } from '@mantine/notifications';

export function toastError(message: string) {
  notifications.show({ color: 'red', message });
}

export function toastSuccess(message: string) {
  notifications.show({ color: 'green', message });
}
