import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums';
import { WAITING_STATUSES } from '../schemas/admin';
import { isOrderFinished } from './order-finished';

describe('an order finished', () => {
  it('is one delivered or cancelled; every other status still waits on the shop', () => {
    expect(ORDER_STATUSES.filter(isOrderFinished)).toEqual(['Delivered', 'Cancelled']);
    expect(WAITING_STATUSES).toEqual(['Not processed', 'Processing', 'Shipped']);
    expect(isOrderFinished('Lost')).toBe(false);
  });
});
