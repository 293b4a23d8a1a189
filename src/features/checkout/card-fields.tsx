import { SimpleGrid, Text, TextInput } from '@mantine/core';

/**
 * Card details are typed here for the shopper's reference only. They are uncontrolled inputs
 * outside the form's values and have no `name`, so they are never serialised or sent: the shop
 * has no card processor, and a card number or CVV must never leave the browser.
 */
export function CardFields() {
  return (
    <>
      <Text size="sm" c="dimmed" mt="sm">
        Card details stay on this device and are never sent. You pay when your order is confirmed by
        our team.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        <TextInput label="Card Number" inputMode="numeric" autoComplete="off" />
        <TextInput label="Expiry Date" placeholder="MM/YY" autoComplete="off" />
        <TextInput label="CVV" inputMode="numeric" autoComplete="off" />
      </SimpleGrid>
    </>
  );
}
