import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/app-store';
import { logoutAtom, signInAtom } from '../../state/auth-atoms';
import { renderRoute } from '../../test/render';

const ORDER_ID = '14ce1d55-3d76-4b88-9123-5772ac0ac83b';
const LOAD = { timeout: 10_000 };

function signIn(role: number) {
  appStore.set(signInAtom, {
    success: true,
    message: 'Login successful',
    user: {
      _id: 'u1',
      name: 'Sisi Eko',
      username: 'sisi',
      email: 'sisi@email.com',
      role,
      address: { street: '', city: '', state: '', zip: '' },
      image: '',
      token: 'token-1',
    },
  });
}

/** The document title the root route's head gives the page shown. */
function titleOf(router: ReturnType<typeof renderRoute>['router']) {
  const meta = router.state.matches[0]?.meta ?? [];
  return meta.find((tag) => tag && 'title' in tag)?.title;
}

afterEach(() => appStore.set(logoutAtom));

describe('a page named by an id', () => {
  it.each([
    [`/dashboard/user/orders/${ORDER_ID}`, 'Order AC0AC83B'],
    [`/receipt/${ORDER_ID}`, 'Receipt AC0AC83B'],
    ['/test-payment/pay/ref_5772ac0ac83b', 'Test payment'],
  ])('%s ends its breadcrumb and its title with a name, not the id', async (path, name) => {
    signIn(0);
    const { router } = renderRoute(path);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, LOAD);
    await waitFor(() =>
      expect(within(crumbs).getByText(name)).toHaveAttribute('aria-current', 'page'),
    );
    expect(crumbs.textContent).not.toMatch(/14ce1d55|5772ac0ac83b/i);
    await waitFor(() => expect(titleOf(router)).toBe(`${name} | FragranceHub`));
  });

  it('an admin message is "Message" in the breadcrumb and the title', async () => {
    signIn(1);
    const { router } = renderRoute(`/dashboard/admin/messages/${ORDER_ID}`);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' }, LOAD);
    await waitFor(() => expect(within(crumbs).getByText('Message')).toBeInTheDocument());
    expect(crumbs.textContent).not.toMatch(/14ce1d55/i);
    await waitFor(() => expect(titleOf(router)).toBe('Message | FragranceHub'));
  });
});

describe('page titles', () => {
  it.each([
    ['/dashboard/user', 0, 'Dashboard'],
    ['/dashboard/user/orders', 0, 'Your orders'],
    ['/dashboard/admin', 1, 'Admin dashboard'],
    ['/dashboard/admin-products', 1, 'Products'],
    ['/dashboard/admin/orders', 1, 'Manage orders'],
  ])('%s is titled by what it shows', async (path, role, name) => {
    signIn(role);
    const { router } = renderRoute(path);
    await waitFor(() => expect(titleOf(router)).toBe(`${name} | FragranceHub`), LOAD);
  });
});
