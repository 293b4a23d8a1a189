import {
  Anchor,
  Button,
  Container,
  Grid,
  Paper,
  Radio,
  Group,
  Select,
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
import type { Quote } from '../../../contract/schemas/quote';
import { PriceChangedDialog } from '../../components/orders/price-changed-dialog';
import { NIGERIAN_STATES, matchState } from '../../../contract/rules/nigerian-states';
import { useShopDelivery } from '../../api/shop-delivery';
import { sessionUserAtom } from '../../state/auth-atoms';
import { checkoutFieldError, chosenDestination } from './checkout-destination';
import { DeliveryEstimate } from './delivery-estimate';
import { cartAtom } from '../../state/cart-atoms';
import { OrderSummary } from './order-summary';
import { shownQuote, shownTotals } from '../../components/orders/shown-totals';
import { PaymentMethodPicker } from './payment-method-picker';
import { usePayOnline } from './use-pay-online';
import { useLastDelivery } from './use-last-delivery';
import './checkout-styles';

interface CheckoutValues {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  region: string;
  deliveryMethod: DeliveryMethod;
  pickupPointId: string;
  paymentMethod: PaymentMethod;
}

/**
 * What sends a confirmed pay-on-delivery order. The route supplies it from the order queue
 * feature, which keeps such an order until it is through, offline included (features do not
 * import each other). An order paid online goes out here, through usePayOnline.
 */
export interface OrderPlacer {
  /** `agreed`: the figures the shopper was shown, whose total the order carries. */
  confirm: (cart: readonly CartItem[], shipping: DeliveryDetails, agreed: Quote) => Promise<void>;
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
  // The shop's rules as this device keeps them; until they are here nothing is priced or sent.
  const options = useShopDelivery();
  const form = useForm<CheckoutValues>({
    initialValues: {
      fullName: user?.name ?? '',
      phone: '',
      email: user?.email ?? '',
      address: user?.address.street ?? '',
      city: user?.address.city ?? '',
      region: matchState(user?.address.state) ?? '',
      deliveryMethod: 'door',
      pickupPointId: '',
      paymentMethod: 'on_delivery',
    },
    validate: {
      fullName: (value, all) => checkoutFieldError('fullName', value, all.deliveryMethod),
      phone: (value, all) => checkoutFieldError('phone', value, all.deliveryMethod),
      address: (value, all) => checkoutFieldError('address', value, all.deliveryMethod),
      city: (value, all) => checkoutFieldError('city', value, all.deliveryMethod),
      region: (value, all) => checkoutFieldError('region', value, all.deliveryMethod),
      pickupPointId: (value, all) => checkoutFieldError('pickupPointId', value, all.deliveryMethod),
    },
  });
  // The last order's phone, and its address when the profile keeps none, offered once they are
  // known: never over what the shopper has typed or cleared.
  const last = useLastDelivery(user?._id);
  useEffect(() => {
    if (!last) return;
    const untouchedEmpty = (field: 'phone' | 'address') =>
      !form.isTouched(field) && form.getValues()[field] === '';
    if (last.phone && untouchedEmpty('phone')) form.setFieldValue('phone', last.phone);
    if (last.door?.address && untouchedEmpty('address')) {
      form.setFieldValue('address', last.door.address);
      if (!form.isTouched('city')) form.setFieldValue('city', last.door.city ?? '');
      if (!form.isTouched('region'))
        form.setFieldValue('region', matchState(last.door.region) ?? '');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the orders arrive
  }, [last]);
  const destination = options ? chosenDestination(form.values, options) : null;
  const pickup = form.values.deliveryMethod === 'pickup';
  const shown = shownTotals(cart, options, destination, form.values.deliveryMethod);
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
    const shipping: DeliveryDetails =
      values.deliveryMethod === 'pickup'
        ? {
            deliveryMethod: 'pickup',
            fullName: values.fullName.trim(),
            phone: values.phone.trim(),
            pickupPointId: values.pickupPointId,
          }
        : {
            deliveryMethod: 'door',
            fullName: values.fullName.trim(),
            phone: values.phone.trim(),
            address: values.address.trim(),
            region: values.region.trim(),
            city: values.city.trim(),
          };
    // What the shopper agreed to: the server refuses any other total (PRICE_CHANGED).
    if (!shown) return;
    const agreed = shownQuote(shown);
    if (values.paymentMethod === 'paystack' && online) return payOnline.pay(cart, shipping, agreed);
    return placeOrder.confirm(cart, shipping, agreed);
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
                    required
                    autoComplete="name"
                    {...form.getInputProps('fullName')}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    required
                    description="A Nigerian number the courier can call"
                    autoComplete="tel"
                    {...form.getInputProps('phone')}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                  {!pickup && (
                    <>
                      <TextInput
                        label="Address"
                        autoComplete="street-address"
                        required
                        {...form.getInputProps('address')}
                      />
                      <TextInput
                        label="City"
                        autoComplete="address-level2"
                        required
                        {...form.getInputProps('city')}
                      />
                      <Select
                        label="Region / State"
                        placeholder="Search your state"
                        searchable
                        required
                        data={options?.states ?? [...NIGERIAN_STATES]}
                        nothingFoundMessage="No state by that name"
                        comboboxProps={{ withinPortal: true }}
                        {...form.getInputProps('region')}
                        onChange={(value) => setFieldValue('region', value ?? '')}
                      />
                    </>
                  )}
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
                {pickup && (
                  <Select
                    mt="sm"
                    label="Pickup point"
                    placeholder="Choose where to collect"
                    required
                    data={(options?.pickupPoints ?? []).map((point) => ({
                      value: point._id,
                      label: `${point.name} (${point.region})`,
                    }))}
                    {...form.getInputProps('pickupPointId')}
                    onChange={(value) => setFieldValue('pickupPointId', value ?? '')}
                  />
                )}
                <DeliveryEstimate destination={destination} />
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
            <PriceChangedDialog
              change={payOnline.priceChange}
              busy={payOnline.busy}
              onConfirm={(now) => void payOnline.confirmNewTotal(now)}
              onCancel={payOnline.dismissNewTotal}
            />
            <OrderSummary items={cart} shown={shown}>
              <Button type="submit" fullWidth disabled={busy || !shown}>
                {busy || !shown ? 'Loading...' : 'Confirm Order'}
              </Button>
            </OrderSummary>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
