import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { DeliveryOptionsResponseSchema } from '../../../contract/schemas/delivery';
import { api } from '../../api/client';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, signInAs } from './test-support';

withMockApi();

beforeEach(async () => {
  server.resetHandlers();
  await signInAs(ADMIN_CREDENTIALS);
});

/** What checkout offers shoppers now. */
const shopperOptions = async () =>
  DeliveryOptionsResponseSchema.parse(await api.get('delivery/options').json());

describe('/dashboard/admin/delivery', () => {
  it("saves a zone's new fee, which checkout then offers", async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/delivery');
    const zones = within(await screen.findByRole('table', { name: 'Delivery zones' }));
    const fee = await zones.findByRole('textbox', { name: 'Fee of South West' });
    await user.clear(fee);
    await user.type(fee, '4200');
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));

    await screen.findByText(/saved/i);
    const southWest = (await shopperOptions()).zones.find((zone) => zone.name === 'South West');
    expect(southWest?.fee).toBe(4200);
  });

  it('says what is wrong with a pickup point left without a name, and saves nothing', async () => {
    const before = await shopperOptions();
    const user = userEvent.setup();
    renderRoute('/dashboard/admin/delivery');
    await screen.findByRole('table', { name: 'Pickup points' });
    await user.click(screen.getByRole('button', { name: 'Add pickup point' }));
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert.textContent).toMatch(/name/i);
    expect((await shopperOptions()).pickupPoints).toEqual(before.pickupPoints);
  });
});
