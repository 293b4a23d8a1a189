import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { CATEGORY_MESSAGES } from '../../../contract/schemas/category';
import { appStore } from '../../state/app-store';
import { authAtom } from '../../state/auth-atoms';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, SHOPPER_CREDENTIALS, signInAs } from './test-support';

withMockApi();

beforeEach(async () => {
  server.resetHandlers();
  await signInAs(ADMIN_CREDENTIALS);
});

async function categoryList() {
  const heading = await screen.findByRole('heading', { name: 'Categories' });
  const panel = heading.parentElement as HTMLElement;
  await waitFor(() => expect(within(panel).queryAllByTestId('category-skeleton')).toHaveLength(0));
  return panel;
}

describe('/dashboard/admin-category', () => {
  it('creates, renames and deletes a category with the spec toasts', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/admin-category');
    const list = await categoryList();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Niche Houses');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await user.click(await within(list).findByRole('button', { name: 'Niche Houses' }));

    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Niche Houses');
    await user.clear(field);
    await user.type(field, 'Niche Gems');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    await user.click(await within(list).findByRole('button', { name: 'Niche Gems' }));

    const again = await screen.findByRole('dialog', { name: 'Update Category' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Niche Gems" is deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Niche Gems' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server text when a category still has products (409) or the name is taken', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/admin-category');
    const list = await categoryList();
    const first = within(list).getAllByRole('button')[0];
    if (!first) throw new Error('the demo data has no categories');
    const name = first.textContent;

    await user.type(screen.getByRole('textbox', { name: 'Name' }), name.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CATEGORY_MESSAGES.nameTaken)).toBeInTheDocument();

    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Update Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CATEGORY_MESSAGES.hasProducts)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name })).toBeInTheDocument();
  });

  it('sends a shopper to / and a visitor to /login', async () => {
    await signInAs(SHOPPER_CREDENTIALS);
    const shopper = renderRoute('/dashboard/admin-category');
    await waitFor(() => expect(shopper.router.state.location.pathname).toBe('/'));
    shopper.unmount();

    appStore.set(authAtom, RESET);
    const visitor = renderRoute('/dashboard/admin-category');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
  });
});
