import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { appStore } from '../../state/app-store';
import { logoutRequestedAtom } from '../../state/auth-atoms';
import { DeferredLogoutFlow } from './deferred-logout-flow';

// The logout flow's chunk cannot be fetched: offline, before the service worker holds it.
vi.mock('./logout-flow', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => appStore.set(logoutRequestedAtom, false));

describe('Logout whose code cannot be loaded', () => {
  it('keeps the page and drops the request, so that Logout can be chosen again', async () => {
    const onError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    appStore.set(logoutRequestedAtom, true);
    renderWithProviders(
      <>
        <p>Shopping Cart</p>
        <DeferredLogoutFlow />
      </>,
    );
    await waitFor(() => expect(appStore.get(logoutRequestedAtom)).toBe(false));
    expect(screen.getByText('Shopping Cart')).toBeInTheDocument();
    onError.mockRestore();
  });
});
