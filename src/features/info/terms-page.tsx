import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InfoPage, InfoSection } from './info-page';

/** The terms a shopper agrees to when signing up and ordering. */
export function TermsPage() {
  return (
    <InfoPage
      title="Terms and conditions"
      intro="The terms of buying from FragranceHub, in plain words."
    >
      <InfoSection title="Products and prices">
        <Text>
          Every fragrance we sell is authentic. Prices are in naira; a sale price holds until the
          time its product page shows. Checkout tells you if a price or the stock changed before you
          confirm.
        </Text>
      </InfoSection>
      <InfoSection title="Orders and payment">
        <Text>
          An order is placed when you confirm it at checkout. Pay online through Paystack, or on
          delivery by cash or transfer to the courier. An online order not paid within its time is
          cancelled and its items go back on sale.
        </Text>
      </InfoSection>
      <InfoSection title="Delivery">
        <Text>
          We deliver to the zones and pickup points listed under{' '}
          <Anchor component={Link} to="/shipping">
            Shipping Information
          </Anchor>
          , for the fee and within the days shown there and at checkout.
        </Text>
      </InfoSection>
      <InfoSection title="Returns">
        <Text>
          See{' '}
          <Anchor component={Link} to="/returns">
            Returns and exchanges
          </Anchor>
          .
        </Text>
      </InfoSection>
      <InfoSection title="Your account">
        <Text>
          Keep your password to yourself; orders placed from your account are yours. Only a shopper
          who bought a product can review it, and the shop may hide a review that is not about the
          product. What we keep about you is in our{' '}
          <Anchor component={Link} to="/privacy">
            Privacy policy
          </Anchor>
          .
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
