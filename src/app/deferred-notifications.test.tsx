import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../state/app-store';
import { DeferredNotifications } from './deferred-notifications';
import { hideToast, showToast, toastRaisedAtom } from './toast';

// Each test starts as a page does: no toast raised yet.
beforeEach(() => {
  appStore.set(toastRaisedAtom, false);
});

const renderHost = () =>
  render(
    <JotaiProvider store={appStore}>
      <MantineProvider>
        <DeferredNotifications />
      </MantineProvider>
    </JotaiProvider>,
  );

const container = () => document.querySelector('.mantine-Notifications-root');

describe('DeferredNotifications', () => {
  it('shows a toast raised before its container has loaded', async () => {
    renderHost();
    act(() => {
      showToast({ message: 'Order created successfully' });
    });
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
  });

  it('loads the container once the page is idle, ready for later toasts', async () => {
    renderHost();
    expect(container()).toBeNull();
    await waitFor(() => expect(container()).not.toBeNull());
    act(() => {
      showToast({ message: 'Login successful' });
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('keeps toasts and their hiding in the order they were asked for', async () => {
    renderHost();
    act(() => {
      showToast({ id: 'update', message: 'A new version of FragranceHub is ready' });
      hideToast('update');
      showToast({ message: 'Order created successfully' });
    });
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(screen.queryByText('A new version of FragranceHub is ready')).toBeNull();
  });
});
