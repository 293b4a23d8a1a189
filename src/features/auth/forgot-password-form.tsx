import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTypedBeforeHydration } from '../../app/typed-before-hydration';
import { useNetwork } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ForgotPasswordRequestSchema } from '../../../contract/schemas/account';
import { firstIssueMessage } from '../../../contract/schemas/errors';
import { forgotPasswordMutationOptions } from '../../api/account';
import { serverErrorText } from '../../api/error-message';
import { NeedsConnection } from '../../components/needs-connection';
import { toastError } from '../../app/toast';

export const RESET_REQUEST_FAILED = 'The reset link could not be sent. Please try again.';

function emailProblem(email: string): string | null {
  const parsed = ForgotPasswordRequestSchema.safeParse({ email });
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

/**
 * Asks for an account's e-mail address and has a reset link sent to it, then shows the server's
 * answer, which is the same whether or not the address has an account. `after` follows that
 * answer (the dialog's Close button).
 */
export function ForgotPasswordForm({ after }: { after?: ReactNode }) {
  const { online } = useNetwork();
  const answer = useRef<HTMLDivElement>(null);
  const form = useForm({
    // Names its field's data-path, so focusing it never finds the footer's newsletter e-mail.
    name: 'forgot-password',
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: emailProblem },
  });
  const formRef = useTypedBeforeHydration(form);
  const request = useMutation({
    ...forgotPasswordMutationOptions(),
    onError: async (error) => toastError((await serverErrorText(error)) ?? RESET_REQUEST_FAILED),
  });

  // The form (and the focused button) gives way to the answer: focus follows, so a screen reader
  // reads it and a keyboard user goes on from there.
  const sent = request.isSuccess;
  useEffect(() => {
    if (sent) answer.current?.focus();
  }, [sent]);

  if (request.data) {
    return (
      <Stack gap="md">
        <Alert
          ref={answer}
          tabIndex={-1}
          role="status"
          color="green"
          variant="light"
          title="Check your e-mail"
        >
          {request.data.message}
        </Alert>
        {after}
      </Stack>
    );
  }

  const submit = form.onSubmit(
    ({ email }) => request.mutate(email.trim()),
    () => form.getInputNode('email')?.focus(),
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Ask for a password reset link"
      onSubmit={(event) => {
        // The login page's dialog is portaled out of the login form in the page, not in React's
        // tree: unstopped, this submit would bubble on and sign the demo shopper in.
        event.stopPropagation();
        submit(event);
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          data-autofocus
          {...form.getInputProps('email')}
        />
        <NeedsConnection action="Sending a reset link" />
        <Button type="submit" disabled={request.isPending || !online}>
          {request.isPending ? 'Loading...' : 'Send reset link'}
        </Button>
      </Stack>
    </form>
  );
}
