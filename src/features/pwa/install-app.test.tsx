import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../state/app-store';
import { renderWithProviders } from '../../test/render';
import { InstallApp } from './install-app';
import { installPromptAtom } from './pwa-atoms';

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(installPromptAtom, null);
});

describe('Install app', () => {
  it('is absent where the browser offers no install and the device is not an iPhone', () => {
    renderWithProviders(<InstallApp />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('on an iPhone, shows the add-to-home-screen steps', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    renderWithProviders(<InstallApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(await screen.findByText(/Add to Home Screen/)).toBeInTheDocument();
  });
});
