import { describe, expect, it } from 'vitest';
import { deliveryWindowText } from './delivery-window';

describe('deliveryWindowText', () => {
  it('names the calendar days, whatever the reader’s time zone', () => {
    expect(deliveryWindowText('2026-12-02', '2026-12-04')).toBe('Wed 2 Dec – Fri 4 Dec');
    expect(deliveryWindowText('2026-12-02', '2026-12-02')).toBe('Wed 2 Dec');
  });
});
