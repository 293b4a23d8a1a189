import {
  Anchor,
  Button,
  Container,
  Grid,
  Paper,
  Radio,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
} from '../../../contract/enums';
import type { CartItem } from '../../../contract/schemas/cart';
import type { DeliveryDetails } from '../../../contract/schemas/order';
import { sessionUserAtom } from '../../state/auth-atoms';
import { cartAtom } from '../../state/cart-atoms';
import { CardFields } from './card-fields';
import { OrderSummary } from './order-summary';

type PaymentMethod = 'card' | 'delivery';

interface CheckoutValues {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  region: string;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
}

/**
 * What sends a confirmed order. The route supplies it from the order outbox feature, which owns
 * every order's life (features do not import each other).
 */
export interface OrderPlacer {
  confirm: (cart: readonly CartItem[], shipping: DeliveryDetails) => Promise<void>;
  busy: boolean;
  /** The cart being sent: still shown while the accepted order leaves the cart. */
  sending: readonly CartItem[] | null;
}

export function CheckoutScreen({ placeOrder }: { placeOrder: OrderPlacer }) {
  const liveCart = useAtomValue(cartAtom);
  const user = useAtomValue(sessionUserAtom);
  const { confirm, busy, sending } = placeOrder;
  const cart = sending ?? liveCart;
  const form = useForm<CheckoutValues>({
    initialValues: {
      fullName: user?.name ?? '',
      phone: '',
      email: user?.email ?? '',
      address: user?.address.street ?? '',
      city: user?.address.city ?? '',
      region: user?.address.state ?? '',
      deliveryMethod: 'door',
      paymentMethod: 'delivery',
    },
  });

  if (cart.length === 0) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} size="h2">
            Checkout
          </Title>
          <Text>Your cart is empty, so there is nothing to check out yet.</Text>
          <Anchor component={Link} to="/all-fragrances">
            Browse all fragrances
          </Anchor>
        </Stack>
      </Container>
    );
  }

  // Only the delivery details travel; card fields are never part of `values`.
  const submit = form.onSubmit((values) =>
    confirm(cart, {
      deliveryMethod: values.deliveryMethod,
      fullName: values.fullName.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      region: values.region.trim(),
      city: values.city.trim(),
    }),
  );

  return (
    <Container size="xl" py="xl">
      <Title order={1} size="h2" mb="md">
        Checkout
      </Title>
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Paper withBorder p="md" radius="md">
                <Title order={2} size="h4" mb="sm">
                  Customer Details
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Full Name"
                    autoComplete="name"
                    {...form.getInputProps('fullName')}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    autoComplete="tel"
                    {...form.getInputProps('phone')}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label="Address"
                    autoComplete="street-address"
                    {...form.getInputProps('address')}
                  />
                  <TextInput
                    label="City"
                    autoComplete="address-level2"
                    {...form.getInputProps('city')}
                  />
                  <TextInput
                    label="Region / State"
                    autoComplete="address-level1"
                    {...form.getInputProps('region')}
                  />
                </SimpleGrid>
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Radio.Group label="Delivery Options" {...form.getInputProps('deliveryMethod')}>
                  <Group mt="xs">
                    {DELIVERY_METHODS.map((method) => (
                      <Radio key={method} value={method} label={DELIVERY_METHOD_LABELS[method]} />
                    ))}
                  </Group>
                </Radio.Group>
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Radio.Group label="Payment Method" {...form.getInputProps('paymentMethod')}>
                  <Group mt="xs">
                    <Radio value="card" label="Card" />
                    <Radio value="delivery" label="Pay on delivery" />
                  </Group>
                </Radio.Group>
                {form.values.paymentMethod === 'card' && <CardFields />}
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <OrderSummary items={cart}>
              <Button type="submit" fullWidth disabled={busy}>
                {busy ? 'Loading...' : 'Confirm Order'}
              </Button>
            </OrderSummary>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
