import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { countdownParts } from './countdown';
import { FlashSaleCountdown } from './flash-sale-countdown';

describe('countdown to the end of the Flash Sale', () => {
  afterEach(() => vi.useRealTimers());

  it('pads the time left as hh:mm:ss, never below zero', () => {
    expect(countdownParts(5_025_900)).toEqual({ hours: '01', minutes: '23', seconds: '45' });
    expect(countdownParts(-5)).toEqual({ hours: '00', minutes: '00', seconds: '00' });
  });

  it('counts down to the sale’s end every second and stops at zero', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-05-10T22:59:58Z'));
    const onEnd = vi.fn();
    renderWithProviders(<FlashSaleCountdown endsAt="2025-05-10T23:00:00.000Z" onEnd={onEnd} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:01');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows dashes until the end is known', () => {
    renderWithProviders(<FlashSaleCountdown endsAt={undefined} onEnd={() => undefined} />);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
  });
});
