import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Whether a toast was raised is kept by the page's toast module: each test loads it afresh.
beforeEach(() => {
  vi.resetModules();
});

async function renderHost() {
  const { DeferredNotifications } = await import('./deferred-notifications');
  const { showToast } = await import('./toast');
  render(
    <MantineProvider>
      <DeferredNotifications />
    </MantineProvider>,
  );
  return showToast;
}

const container = () => document.querySelector('.mantine-Notifications-root');

describe('DeferredNotifications', () => {
  it('shows a toast raised before its container has loaded', async () => {
    const showToast = await renderHost();
    act(() => {
      showToast({ message: 'Order created successfully' });
    });
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
  });

  it('loads the container once the page is idle, ready for later toasts', async () => {
    const showToast = await renderHost();
    expect(container()).toBeNull();
    await waitFor(() => expect(container()).not.toBeNull());
    act(() => {
      showToast({ message: 'Login successful' });
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('keeps toasts and their hiding in the order they were asked for', async () => {
    const { hideToast } = await import('./toast');
    const showToast = await renderHost();
    act(() => {
      showToast({ id: 'update', message: 'A new version of FragranceHub is ready' });
      hideToast('update');
      showToast({ message: 'Order created successfully' });
    });
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(screen.queryByText('A new version of FragranceHub is ready')).toBeNull();
  });
});
