import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ACCOUNT_MESSAGES } from '../../../contract/schemas/account';
import { ForgotPasswordForm } from './forgot-password-form';

/**
 * A reset link that is missing, mistyped, used or past its 30 minutes: say so plainly, then let
 * the shopper ask for a new one right here.
 */
export function ResetLinkInvalid({ takeFocus }: { takeFocus: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  // Shown in place of the form the shopper just sent: focus moves to the news.
  useEffect(() => {
    if (takeFocus) alert.current?.focus();
  }, [takeFocus]);
  return (
    <Stack gap="lg">
      <Alert
        ref={alert}
        tabIndex={-1}
        color="red"
        variant="light"
        title="This reset link cannot be used"
      >
        {ACCOUNT_MESSAGES.resetInvalid}
      </Alert>
      <Title order={2} size="h4">
        Ask for a new link
      </Title>
      <ForgotPasswordForm />
    </Stack>
  );
}
