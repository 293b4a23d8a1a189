import './info-styles';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SUPPORT_PHONES } from '../../../contract/support-contacts';
import { InfoPage, InfoSection } from './info-page';

/** Returns and exchanges: the policy every product page's Refund Policy states, in full. */
export function ReturnsPage() {
  return (
    <InfoPage
      title="Returns and exchanges"
      intro="What you can send back, and how to start a return."
    >
      <InfoSection title="Unopened items">
        <Text>Return any unopened item within 14 days of its delivery for a full refund.</Text>
      </InfoSection>
      <InfoSection title="Opened fragrances">
        <Text>
          Fragrances cannot be resold once opened, so an opened bottle can only be exchanged, and
          only if it is faulty: a broken spray, a leaking cap, a scent that has turned.
        </Text>
      </InfoSection>
      <InfoSection title="How to start a return">
        <List type="ordered" spacing="xs">
          <List.Item>
            Find the order number on your receipt or under{' '}
            <Anchor component={Link} to="/dashboard/user/orders">
              your orders
            </Anchor>
            .
          </List.Item>
          <List.Item>Call us on {SUPPORT_PHONES.join(' or ')} with that number.</List.Item>
          <List.Item>We tell you how to send the item back, and refund or exchange it.</List.Item>
        </List>
      </InfoSection>
    </InfoPage>
  );
}
