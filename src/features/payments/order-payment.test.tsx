import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { formatNaira } from '../../../contract/rules/currency';
import { shortOrderNumber } from '../../../contract/rules/order-number';
import type { PaymentResponse } from '../../../contract/schemas/order';
import { login } from '../../api/auth';
import { placeOnlineOrder } from '../../api/payments';
import { finishTestPayment } from '../../api/test-gateway';
import { appStore } from '../../state/app-store';
import { authAtom, signInAtom } from '../../state/auth-atoms';
import { inStockProduct } from '../../test/in-stock-product';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

beforeEach(async () => {
  server.resetHandlers();
  appStore.set(authAtom, RESET);
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
});

afterEach(() => {
  server.events.removeAllListeners();
});

/** An order the demo shopper chose to pay online: it waits on the test gateway's page. */
async function onlineOrder(): Promise<Required<PaymentResponse>> {
  const product = await inStockProduct();
  const placed = await placeOnlineOrder(
    {
      paymentRef: true,
      paymentMethod: 'paystack',
      cartItems: [{ ...product, isAdded: true, addedQty: 1 }],
    },
    crypto.randomUUID(),
  );
  if (!placed.payment) throw new Error('an online order comes with its payment page');
  return { ...placed, payment: placed.payment };
}

const orderPage = (orderId: string, reference?: string) =>
  reference
    ? `/order?id=${orderId}&reference=${reference}&trxref=${reference}`
    : `/order?id=${orderId}`;

const paymentPanel = () => screen.findByRole('region', { name: 'Payment' });

describe('the order page', () => {
  it('back from a paid payment page, asks the server once and shows Paid', async () => {
    const { order, payment } = await onlineOrder();
    await finishTestPayment(payment.reference, 'success');
    const verifies: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/payments/verify/')) verifies.push(request.url);
    });

    renderRoute(orderPage(order._id, payment.reference));
    expect(await screen.findByText('YOUR ORDER HAS BEEN RECEIVED')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent(shortOrderNumber(order._id));
    const panel = await paymentPanel();
    expect(await within(panel).findByText('Paid')).toBeInTheDocument();
    expect(within(panel).getByText('Online (Paystack)')).toBeInTheDocument();
    expect(within(panel).getByText(formatNaira(order.totalAmount))).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(verifies).toHaveLength(1);
  });

  it('after a failed payment, the shopper chooses to pay on delivery instead', async () => {
    const user = userEvent.setup();
    const { order, payment } = await onlineOrder();
    await finishTestPayment(payment.reference, 'failed');

    renderRoute(orderPage(order._id, payment.reference));
    const panel = await paymentPanel();
    expect(await within(panel).findByText('Payment failed')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Pay on delivery instead' }));
    expect(await screen.findByText('You will pay on delivery')).toBeInTheDocument();
    expect(await within(panel).findByText('Pay on delivery')).toBeInTheDocument();
    expect(within(panel).getByText('On delivery')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Pay on delivery instead' })).toBeNull();
  });

  it('Pay now opens a new payment, and paying it brings the shopper back to Paid', async () => {
    const user = userEvent.setup();
    const { order, payment } = await onlineOrder();

    const { router } = renderRoute(orderPage(order._id));
    const panel = await paymentPanel();
    expect(await within(panel).findByText('Awaiting payment')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Pay now' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/test-payment\/pay\//));
    const newReference = router.state.location.pathname.split('/').pop();
    expect(newReference).not.toBe(payment.reference);
    expect(await screen.findByText('Test payment: no money moves')).toBeInTheDocument();
    expect(await screen.findByText(formatNaira(order.totalAmount))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    expect(router.state.location.search).toMatchObject({ id: order._id, reference: newReference });
    expect(await within(await paymentPanel()).findByText('Paid')).toBeInTheDocument();
  });
});
