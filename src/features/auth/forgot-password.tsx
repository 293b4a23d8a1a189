import { Anchor, Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ForgotPasswordForm } from './forgot-password-form';

/** The login form's 'Forgot Password' link: a dialog that has a reset link e-mailed. */
export function ForgotPassword() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        Forgot Password
      </Anchor>
      <Modal
        opened={opened}
        onClose={close}
        title="Forgot Password"
        centered
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
      >
        <ForgotPasswordForm
          after={
            <Button onClick={close} variant="default">
              Close
            </Button>
          }
        />
      </Modal>
    </>
  );
}
