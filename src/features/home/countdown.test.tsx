import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { countdownParts, msUntilNextLocalMidnight } from './countdown';
import { FlashSaleCountdown } from './flash-sale-block';

describe('countdown to the next local midnight', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the time left today and pads it as hh:mm:ss', () => {
    expect(msUntilNextLocalMidnight(new Date(2025, 4, 10, 22, 30, 15))).toBe(
      (1 * 3600 + 29 * 60 + 45) * 1000,
    );
    expect(msUntilNextLocalMidnight(new Date(2025, 4, 10, 0, 0, 0))).toBe(24 * 3600 * 1000);
    expect(countdownParts(5_025_900)).toEqual({ hours: '01', minutes: '23', seconds: '45' });
    expect(countdownParts(-5)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });

  it('refreshes every second and rolls over to a new day at midnight', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 4, 10, 23, 59, 58));
    renderWithProviders(<FlashSaleCountdown />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:01');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('23:59:59');
  });
});
