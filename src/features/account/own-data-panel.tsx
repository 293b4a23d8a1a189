import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { OWN_DATA_MESSAGES } from '../../../contract/schemas/account';
import { deleteAccountMutationOptions } from '../../api/account';
import { downloadFile } from '../../api/download-file';
import { serverErrorText } from '../../api/error-message';
import { PasswordField } from '../../components/password-field';
import { toastError, toastSuccess } from '../../app/toast';
import { logoutAtom } from '../../state/auth-atoms';
import './account-styles';

export const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';
export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

/**
 * The shopper's rights over their data (Nigeria's Data Protection Act 2023): take a copy of it,
 * or erase the account. Erasing asks for the password and says first what goes and what stays.
 */
export function OwnDataPanel() {
  const headingId = useId();
  const { online } = useNetwork();
  const [downloading, setDownloading] = useState(false);
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const erase = useMutation({
    ...deleteAccountMutationOptions(),
    onSuccess: async () => {
      close();
      logout();
      toastSuccess(OWN_DATA_MESSAGES.deleted);
      await navigate({ to: '/' });
    },
    onError: async (error) => toastError((await serverErrorText(error)) ?? DELETE_FAILED),
  });

  async function download() {
    setDownloading(true);
    try {
      await downloadFile('auth/export', {}, 'fragrancehub-my-data.json');
    } catch (error) {
      toastError((await serverErrorText(error)) ?? DOWNLOAD_FAILED);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack gap="md" aria-labelledby={headingId} component="section">
      <Title order={2} size="h3" id={headingId}>
        Your data
      </Title>
      <Text size="sm">
        Download a copy of everything we hold about you, or delete your account.
      </Text>
      <Group>
        <Button variant="default" onClick={download} loading={downloading} disabled={!online}>
          Download my data
        </Button>
        <Button color="red" variant="outline" onClick={open} disabled={!online}>
          Delete my account
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Delete my account" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) toastError('Enter your password');
            else erase.mutate({ password });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">What goes, for good:</Text>
            <List size="sm">
              <List.Item>your name, e-mail, username, address and picture</List.Item>
              <List.Item>your sign-in: you cannot log in with this account again</List.Item>
              <List.Item>your reviews, wishlist and stock alerts</List.Item>
            </List>
            <Text size="sm">
              What stays: your orders, for the shop&apos;s books, shown as &quot;Deleted
              account&quot;. Their delivery details go once they are delivered or cancelled.
            </Text>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep my account
              </Button>
              <Button type="submit" color="red" loading={erase.isPending}>
                Delete my account for good
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
