import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { FLASH_SALE_MESSAGES } from '../../../contract/schemas/flash-sale';
import { FlashSaleProductsResponseSchema } from '../../../contract/schemas/product';
import { api } from '../../api/client';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, signInAs } from './test-support';

withMockApi();

beforeEach(async () => {
  server.resetHandlers();
  await signInAs(ADMIN_CREDENTIALS);
});

const onSale = async () =>
  FlashSaleProductsResponseSchema.parse(await api.get('product/flash-sale').json()).products;

/** `datetime-local` text for this device's clock, `days` from today at `time`. */
function localDateTime(days: number, time: string): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${time}`;
}

describe('/dashboard/admin/flash-sale', () => {
  it('shows the running sale and saves a new percentage and end for the same products', async () => {
    const before = await onSale();
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/flash-sale');
    expect(await screen.findByText(/^Running: 4 products at 20% off until /)).toBeInTheDocument();
    for (const product of before) expect(screen.getByText(product.name)).toBeInTheDocument();

    const percent = screen.getByRole('textbox', { name: 'Percent off' });
    await user.clear(percent);
    await user.type(percent, '35');
    const end = localDateTime(2, '18:30');
    fireEvent.change(screen.getByLabelText('Ends at'), { target: { value: end } });
    await user.click(screen.getByRole('button', { name: 'Save Flash Sale' }));
    expect(await screen.findByText(FLASH_SALE_MESSAGES.saved)).toBeInTheDocument();

    const after = await onSale();
    expect(after.map((p) => p._id)).toEqual(before.map((p) => p._id));
    for (const product of after) {
      expect(product.sale).toMatchObject({ percentOff: 35, endsAt: new Date(end).toISOString() });
    }
    expect(await screen.findByText(/^Running: 4 products at 35% off until /)).toBeInTheDocument();
  });

  it('refuses an end in the past before asking the server', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/flash-sale');
    await screen.findByText(/^Running: /);
    fireEvent.change(screen.getByLabelText('Ends at'), {
      target: { value: localDateTime(-1, '09:00') },
    });
    await user.click(screen.getByRole('button', { name: 'Save Flash Sale' }));
    expect(await screen.findByText(FLASH_SALE_MESSAGES.endsAtPast)).toBeInTheDocument();
    expect((await onSale()).length).toBe(4);
  });

  it('ends the sale', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/flash-sale');
    await screen.findByText(/^Running: /);
    await user.click(screen.getByRole('button', { name: 'End the sale now' }));
    expect(await screen.findByText(FLASH_SALE_MESSAGES.ended)).toBeInTheDocument();
    expect(await screen.findByText('No Flash Sale is running.')).toBeInTheDocument();
    await waitFor(async () => expect(await onSale()).toEqual([]));
  });
});
