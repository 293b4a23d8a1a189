import { describe, expect, it } from 'vitest';
import { ADMIN_DEFAULT_LIMIT, ADMIN_MESSAGES, AdminOrdersQuerySchema } from './admin';

const firstMessage = (query: Record<string, string>) =>
  AdminOrdersQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('AdminOrdersQuerySchema paging', () => {
  it('reads an emptied page or limit field as not given', () => {
    expect(AdminOrdersQuerySchema.parse({ page: '', limit: ' ' })).toMatchObject({
      page: 1,
      limit: ADMIN_DEFAULT_LIMIT,
    });
    expect(AdminOrdersQuerySchema.parse({ page: '3', limit: '25' })).toMatchObject({
      page: 3,
      limit: 25,
    });
  });

  it('answers a bad page or limit with its own message', () => {
    for (const page of ['0', '1.5', 'two', '1e20']) {
      expect(firstMessage({ page })).toBe(ADMIN_MESSAGES.pageInvalid);
    }
    for (const limit of ['0', '101', '2.5']) {
      expect(firstMessage({ limit })).toBe(ADMIN_MESSAGES.limitInvalid);
    }
  });

  it('puts a reversed date range on `from`', () => {
    const parsed = AdminOrdersQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(parsed.error?.issues[0]).toMatchObject({
      message: ADMIN_MESSAGES.dateRangeInvalid,
      path: ['from'],
    });
  });
});
