import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredNotifications } from './deferred-notifications';

const renderHost = () =>
  render(
    <MantineProvider>
      <DeferredNotifications />
    </MantineProvider>,
  );

describe('DeferredNotifications', () => {
  it('shows a toast raised before its container has loaded', async () => {
    renderHost();
    act(() => {
      notifications.show({ message: 'Order created successfully' });
    });
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
  });

  it('loads the container once the page is idle, ready for later toasts', async () => {
    renderHost();
    const container = () => document.querySelector('.mantine-Notifications-root');
    expect(container()).toBeNull();
    await waitFor(() => expect(container()).not.toBeNull());
    act(() => {
      notifications.show({ message: 'Login successful' });
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });
});
