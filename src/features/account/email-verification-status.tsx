import { Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  emailVerificationQueryOptions,
  resendVerificationMutationOptions,
} from '../../api/email-verification';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from '../../app/toast';

export const RESEND_FAILED = 'The link could not be sent. Please try again.';
export const EMAIL_VERIFIED_LABEL = 'Verified';
export const EMAIL_UNVERIFIED_LABEL = 'Not verified: check your inbox for our link';

// The light variants' text colours (src/app/theme.ts): Mantine's green 8 and orange 9 fall under
// 4.5:1 on white.

/**
 * Under the profile's e-mail: "Verified", or not yet with "Resend link". Only alerts wait for
 * it; orders and sign-in never do, so nothing here blocks the page.
 */
export function EmailVerificationStatus({ userId }: { userId: string }) {
  const { online } = useNetwork();
  const status = useQuery(emailVerificationQueryOptions(userId));
  const resend = useMutation({
    ...resendVerificationMutationOptions(),
    onSuccess: (message) => toastSuccess(message),
    onError: async (error) => toastError((await serverErrorText(error)) ?? RESEND_FAILED),
  });
  if (status.data === undefined) return null;
  if (status.data) {
    return (
      <Text size="sm" c="var(--mantine-color-green-light-color)" data-testid="email-status">
        {EMAIL_VERIFIED_LABEL}
      </Text>
    );
  }
  return (
    <Group gap="xs" data-testid="email-status">
      <Text size="sm" c="var(--mantine-color-orange-light-color)">
        {EMAIL_UNVERIFIED_LABEL}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={resend.isPending}
        disabled={!online}
        onClick={() => resend.mutate()}
      >
        Resend link
      </Button>
    </Group>
  );
}
