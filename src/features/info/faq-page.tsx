import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InfoPage, InfoSection } from './info-page';

/** The questions shoppers ask most, each answered where the answer lives. */
export function FaqPage() {
  return (
    <InfoPage
      title="Frequently asked questions"
      intro="Quick answers about buying from FragranceHub."
    >
      <InfoSection title="Are your perfumes original?">
        <Text>Yes. Every fragrance we sell is authentic.</Text>
      </InfoSection>
      <InfoSection title="How much is delivery, and how long does it take?">
        <Text>
          It depends on your state, or the pickup point you choose: see{' '}
          <Anchor component={Link} to="/shipping">
            Shipping Information
          </Anchor>
          . Checkout shows the fee and the expected days before you confirm.
        </Text>
      </InfoSection>
      <InfoSection title="How can I pay?">
        <Text>
          Online with a card, bank transfer or USSD through Paystack, or on delivery by cash or
          transfer to the courier.
        </Text>
      </InfoSection>
      <InfoSection title="Can I order without an internet connection?">
        <Text>
          Yes. Once the shop has opened on your phone, you can browse and confirm an order offline;
          it is sent as soon as you are back online.
        </Text>
      </InfoSection>
      <InfoSection title="Where is my order?">
        <Text>
          Under{' '}
          <Anchor component={Link} to="/dashboard/user/orders">
            your orders
          </Anchor>
          , with its status and expected delivery days. We also e-mail you when it moves.
        </Text>
      </InfoSection>
      <InfoSection title="Can I return a perfume?">
        <Text>
          Unopened, within 14 days; opened, only exchanged if faulty. See{' '}
          <Anchor component={Link} to="/returns">
            Returns and exchanges
          </Anchor>
          .
        </Text>
      </InfoSection>
      <InfoSection title="What do you keep about me?">
        <Text>
          See our{' '}
          <Anchor component={Link} to="/privacy">
            Privacy policy
          </Anchor>
          ; you can download or delete your data from your profile.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
