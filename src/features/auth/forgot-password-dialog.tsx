import './auth-styles';
import { Button, Modal } from '@mantine/core';
import { ForgotPasswordForm } from './forgot-password-form';

/** The dialog that has a reset link e-mailed, loaded once it is wanted (useDeferredDialog). */
export default function ForgotPasswordDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Forgot Password"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <ForgotPasswordForm
        after={
          <Button onClick={onClose} variant="default">
            Close
          </Button>
        }
      />
    </Modal>
  );
}
