import { Button, Group, Text } from '@mantine/core';
import { hideToast, showToast } from '../../app/toast';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { pendingUpdateAtom } from './pwa-atoms';

const NOTIFICATION_ID = 'pwa-update';

/** Offers a waiting new version; only the shopper's click reloads the page. */
export function UpdatePrompt() {
  const applyUpdate = useAtomValue(pendingUpdateAtom);
  useEffect(() => {
    if (!applyUpdate) return;
    showToast({
      id: NOTIFICATION_ID,
      autoClose: false,
      title: 'A new version of FragranceHub is ready',
      message: (
        <Group justify="space-between" gap="xs">
          <Text size="sm">Reload to use it. Your cart is kept.</Text>
          <Button size="xs" onClick={() => void applyUpdate()}>
            Reload
          </Button>
        </Group>
      ),
    });
    return () => {
      hideToast(NOTIFICATION_ID);
    };
  }, [applyUpdate]);
  return null;
}
