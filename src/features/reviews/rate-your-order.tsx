import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../../contract/schemas/order';
import { orderCanBeReviewed } from '../../../contract/rules/review-eligibility';

// Nothing imported from the rest of reviews/: the order page's chunk (and the list of files every
// first load carries to preload it) would bring the product page's review code along.
/** The product page's review form's id (review-form-anchor.ts). */
const REVIEW_FORM_ANCHOR = 'review';
export const RATE_YOUR_ORDER = 'Rate your order';

/**
 * "Rate your order" under a delivered order: each line links to its product page's review form.
 * Nothing for an order still under way or cancelled: only a received product can be reviewed.
 */
export function RateYourOrder({ order }: { order: Order }) {
  if (!orderCanBeReviewed(order)) return null;
  // One link per product, should a product appear on two lines.
  const lines = order.products.filter(
    (line, i, all) => all.findIndex((other) => other._id === line._id) === i,
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rate-your-order">
      <Stack gap="xs">
        <Title order={2} size="h4" id="rate-your-order">
          {RATE_YOUR_ORDER}
        </Title>
        <Text size="sm" c="dimmed">
          Tell other shoppers what you think of what you received.
        </Text>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <li key={line._id}>
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/detail/$id"
                    params={{ id: line._id }}
                    hash={REVIEW_FORM_ANCHOR}
                  />
                )}
              >
                {`Rate ${line.name}`}
              </Anchor>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
