import './info-styles';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InfoPage, InfoSection } from './info-page';

/** What the shop keeps about a shopper, why, and how to take it away (NDPA 2023). */
export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy policy"
      intro="What FragranceHub keeps about you, why, and how to download or delete it. Nigeria's Data Protection Act 2023 gives you these rights."
    >
      <InfoSection title="What we keep">
        <List spacing="xs">
          <List.Item>
            Your account: name, username, e-mail address, password (only as a hash we cannot read
            back), address and profile picture.
          </List.Item>
          <List.Item>
            Your orders: what you bought, the delivery details and phone number you gave, and how
            you paid. Card details never reach us; Paystack handles them.
          </List.Item>
          <List.Item>Your reviews, wishlist and stock alerts.</List.Item>
          <List.Item>Your e-mail address, if you subscribe to the newsletter.</List.Item>
        </List>
        <Text>
          Your cart, recently viewed products and a copy of the catalogue stay on your device; they
          are not sent to us until you order.
        </Text>
      </InfoSection>
      <InfoSection title="Why">
        <Text>
          To deliver your orders, send you their receipts and status updates, and keep the shop's
          books. We do not sell your data or share it beyond the courier and the payment provider
          that handle your order.
        </Text>
      </InfoSection>
      <InfoSection title="Download or delete your data">
        <Text>
          Under <strong>Your data</strong> on your{' '}
          <Anchor component={Link} to="/dashboard/user/profile">
            profile
          </Anchor>
          , <strong>Download my data</strong> gives you a file of everything we hold about you, and{' '}
          <strong>Delete my account</strong> removes your account, sign-in, reviews, wishlist and
          stock alerts for good. Your orders stay for the shop's books, shown as "Deleted account";
          their delivery details go once they are delivered or cancelled.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
