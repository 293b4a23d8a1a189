import { Alert, Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { validateNewPassword } from '../../../contract/rules/auth-validation';
import { ACCOUNT_MESSAGES, ResetPasswordRequestSchema } from '../../../contract/schemas/account';
import { firstIssueMessage } from '../../../contract/schemas/errors';
import { resetPasswordMutationOptions } from '../../api/account';
import { serverErrorText } from '../../api/error-message';
import { NeedsConnection } from '../../components/needs-connection';
import { PasswordField } from '../../components/password-field';
import { ResetLinkInvalid } from './reset-link-invalid';
import { toastError } from '../../app/toast';
import { useTypedBeforeHydration } from '../../app/typed-before-hydration';

export const RESET_FAILED = 'Your password could not be reset. Please try again.';

function ResetDone({ message }: { message: string }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert
        ref={alert}
        tabIndex={-1}
        role="status"
        color="green"
        variant="light"
        title="Password reset"
      >
        {message}
      </Alert>
      <Anchor component={Link} to="/login">
        Go to Login
      </Anchor>
    </Stack>
  );
}

function ResetForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const { online } = useNetwork();
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });
  const formRef = useTypedBeforeHydration(form);
  const reset = useMutation({
    ...resetPasswordMutationOptions(),
    onError: async (error) => {
      const text = await serverErrorText(error);
      if (text === ACCOUNT_MESSAGES.resetInvalid) onInvalid();
      else toastError(text ?? RESET_FAILED);
    },
  });

  if (reset.data) return <ResetDone message={reset.data.message} />;

  // The spec's sign-up checks and messages, first failure only, then the contract's own schema.
  const submit = form.onSubmit((values) => {
    const problem = validateNewPassword(values);
    const request = ResetPasswordRequestSchema.safeParse({ token, password: values.password });
    if (problem) toastError(problem);
    else if (!request.success) toastError(firstIssueMessage(request.error));
    else reset.mutate(request.data);
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <NeedsConnection action="Setting a new password" />
        <Button type="submit" fullWidth disabled={reset.isPending || !online}>
          {reset.isPending ? 'Loading...' : 'Reset Password'}
        </Button>
      </Stack>
    </form>
  );
}

/** /reset-password?token=…: the page the reset e-mail's link opens. */
export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  // Known bad only once the server says so; a link without a token is bad from the start.
  const [refused, setRefused] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          Reset Password
        </Title>
        {token && !refused ? (
          <ResetForm token={token} onInvalid={() => setRefused(true)} />
        ) : (
          <ResetLinkInvalid takeFocus={refused} />
        )}
      </Stack>
    </Paper>
  );
}
