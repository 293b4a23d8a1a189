import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NeedsConnection } from './needs-connection';

afterEach(() => vi.restoreAllMocks());

describe('NeedsConnection', () => {
  it('explains, only while offline, that the action needs a connection', () => {
    renderWithProviders(<NeedsConnection action="Saving your profile" />);
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/Saving your profile needs a connection/)).toBeInTheDocument();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument();
  });
});
