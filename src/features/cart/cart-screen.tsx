import { Container, Grid, Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { isOrderable } from '../../../contract/rules/cart-freshness';
import { sessionUserAtom } from '../../state/auth-atoms';
import { cartAtom } from '../../state/cart-atoms';
import { CartLine } from './cart-line';
import { useCartFreshness } from './cart-notices';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';

export function CartScreen() {
  const cart = useAtomValue(cartAtom);
  const user = useAtomValue(sessionUserAtom);
  const notices = useCartFreshness();

  if (cart.length === 0) {
    return (
      <Container size="md" py="xl">
        <EmptyCart />
      </Container>
    );
  }

  const blocked = cart.some((item) => notices[item._id]?.kind === 'gone' || !isOrderable(item));
  return (
    <Container size="xl" py="xl">
      <Title order={1} size="h2" mb="md">
        Shopping Cart
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Cart items"
          >
            {cart.map((item) => (
              <CartLine key={item._id} item={item} notice={notices[item._id]} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartSummary items={cart} signedIn={user !== null} blocked={blocked} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
