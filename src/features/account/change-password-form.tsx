import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { ENTER_ALL_FIELDS, validateNewPassword } from '../../../contract/rules/auth-validation';
import { ChangePasswordRequestSchema } from '../../../contract/schemas/account';
import { firstIssueMessage } from '../../../contract/schemas/errors';
import { changePasswordMutationOptions } from '../../api/account';
import { serverErrorText } from '../../api/error-message';
import { NeedsConnection } from '../../components/needs-connection';
import { PasswordField } from '../../components/password-field';
import { updateSessionUserAtom } from '../../state/auth-atoms';
import { toastError, toastSuccess } from '../../app/toast';

export const CHANGE_FAILED = 'Your password could not be changed. Please try again.';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The signed-in user's own password. The server answers with a fresh session and signs every
 * other one out, so the new user (its token) replaces the stored one at once.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const headingId = useId();
  const { online } = useNetwork();
  const updateSessionUser = useSetAtom(updateSessionUserAtom);
  const form = useForm({ initialValues: EMPTY });
  const change = useMutation({
    ...changePasswordMutationOptions(),
    onSuccess: (response) => {
      updateSessionUser(response.user);
      form.setValues(EMPTY);
      toastSuccess(response.message);
    },
    onError: async (error) => toastError((await serverErrorText(error)) ?? CHANGE_FAILED),
  });

  // The spec's sign-up checks and messages, first failure only, then the contract's schema.
  const submit = form.onSubmit(({ currentPassword, newPassword, confirmPassword }) => {
    const problem = currentPassword.trim()
      ? validateNewPassword({ password: newPassword, confirmPassword })
      : ENTER_ALL_FIELDS;
    const request = ChangePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    if (problem) toastError(problem);
    else if (!request.success) toastError(firstIssueMessage(request.error));
    else change.mutate(request.data);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Change Password
        </Title>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <NeedsConnection action="Changing your password" />
        <Group>
          <Button type="submit" disabled={change.isPending || !online}>
            {change.isPending ? 'Loading...' : 'Change Password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
