import { Anchor } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDeferredDialog } from '../../components/use-deferred-dialog';

const loadDialog = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazy(loadDialog);

/** The login form's 'Forgot Password' link: a dialog that has a reset link e-mailed. */
export function ForgotPassword() {
  const dialog = useDeferredDialog(loadDialog);
  return (
    <>
      <Anchor component="button" type="button" size="sm" {...dialog.triggerProps}>
        Forgot Password
      </Anchor>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog opened={dialog.opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
