import './admin-styles';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  /** The question, which also names the dialog. */
  title: string;
  /** What the admin should know before answering. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button in red: the change is one the shop may regret. */
  risky?: boolean;
  onConfirm: () => void;
  /** Closing by Cancel, Escape, the close button or a click outside: nothing is sent. */
  onCancel: () => void;
}

/**
 * Asks the admin before a change that cannot be taken back quietly (money recorded, an unpaid
 * order sent out). Focus starts on Cancel, so Enter pressed out of habit changes nothing.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  risky = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color={risky ? 'red' : undefined} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
