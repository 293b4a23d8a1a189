import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { SUPPORT_PHONES } from '../../../contract/support-contacts';

// No self-service reset exists: the shop resets passwords by hand over the phone.

export function ForgotPassword() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        Forgot Password
      </Anchor>
      <Modal opened={opened} onClose={close} title="Forgot Password" centered>
        <Stack gap="sm">
          <Text>
            To reset your password, call our support team and we will help you get back into your
            account:
          </Text>
          {SUPPORT_PHONES.map((phone) => (
            <Anchor key={phone} href={`tel:${phone.replace(/\s/g, '')}`}>
              {phone}
            </Anchor>
          ))}
          <Button onClick={close} variant="default">
            Close
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
