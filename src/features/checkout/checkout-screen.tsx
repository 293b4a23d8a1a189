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
import { useNetwork } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
} from '../../../contract/enums';
import type { CartItem } from '../../../contract/schemas/cart';
import type { DeliveryDetails } from '../../../contract/schemas/order';
import type { PaymentMethod } from '../../../contract/schemas/payment';
import { sessionUserAtom } from '../../state/auth-atoms';
import { cartAtom } from '../../state/cart-atoms';
import { OrderSummary } from './order-summary';
import { PaymentMethodPicker } from './payment-method-picker';
import { usePayOnline } from './use-pay-online';
import './checkout-styles';

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
 * What sends a confirmed pay-on-delivery order. The route supplies it from the order queue
 * feature, which keeps such an order until it is through, offline included (features do not
 * import each other). An order paid online goes out here, through usePayOnline.
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
  const { online } = useNetwork();
  const payOnline = usePayOnline();
  const busy = placeOrder.busy || payOnline.busy;
  const cart = placeOrder.sending ?? payOnline.sending ?? liveCart;
  const form = useForm<CheckoutValues>({
    initialValues: {
      fullName: user?.name ?? '',
      phone: '',
      email: user?.email ?? '',
      address: user?.address.street ?? '',
      city: user?.address.city ?? '',
      region: user?.address.state ?? '',
      deliveryMethod: 'door',
      paymentMethod: 'on_delivery',
    },
  });
  const { setFieldValue } = form;
  const paysOnline = form.values.paymentMethod === 'paystack';

  // Offline, an order can only wait to be sent, and only a pay-on-delivery order can wait.
  useEffect(() => {
    if (!online && paysOnline) setFieldValue('paymentMethod', 'on_delivery');
  }, [online, paysOnline, setFieldValue]);

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

  // The delivery details travel with the order (the e-mail field is the account's and stays here).
  const submit = form.onSubmit((values) => {
    const shipping: DeliveryDetails = {
      deliveryMethod: values.deliveryMethod,
      fullName: values.fullName.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      region: values.region.trim(),
      city: values.city.trim(),
    };
    if (values.paymentMethod === 'paystack' && online) return payOnline.pay(cart, shipping);
    return placeOrder.confirm(cart, shipping);
  });

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
                <PaymentMethodPicker
                  value={form.values.paymentMethod}
                  onChange={(method) => setFieldValue('paymentMethod', method)}
                  online={online}
                />
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
