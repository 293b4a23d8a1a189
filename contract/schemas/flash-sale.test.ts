import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './errors';
import { FLASH_SALE_MESSAGES as M, flashSaleInputSchema } from './flash-sale';

const now = new Date('2025-05-10T12:00:00Z');
const valid = {
  productIds: ['a', 'b'],
  percentOff: 20,
  endsAt: '2025-05-10T23:00:00.000Z',
};
const problem = (input: unknown) => {
  const parsed = flashSaleInputSchema(now).safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
};

describe('flashSaleInputSchema', () => {
  it('takes up to 8 products, 1 to 90 percent and an end in the future', () => {
    expect(problem(valid)).toBeNull();
    expect(problem({ ...valid, productIds: [], renewDaily: true })).toBeNull();
    expect(problem({ ...valid, endsAt: '2025-05-11T00:00:00+01:00' })).toBeNull();
    expect(problem({ ...valid, percentOff: 1 })).toBeNull();
    expect(problem({ ...valid, percentOff: 90 })).toBeNull();
  });

  it('names the first problem', () => {
    expect(problem({ ...valid, productIds: 'a' })).toBe(M.productIdsInvalid);
    expect(problem({ ...valid, productIds: Array.from({ length: 9 }, (_, i) => `p${i}`) })).toBe(
      M.tooManyProducts,
    );
    expect(problem({ ...valid, productIds: ['a', 'a'] })).toBe(M.duplicateProduct);
    for (const percentOff of [0, 91, 12.5, '20', undefined])
      expect(problem({ ...valid, percentOff })).toBe(M.percentOffInvalid);
    expect(problem({ ...valid, endsAt: 'tonight' })).toBe(M.endsAtInvalid);
    expect(problem({ ...valid, endsAt: '2025-05-10T12:00:00Z' })).toBe(M.endsAtPast);
    expect(problem({ ...valid, renewDaily: 'yes' })).toBe(M.renewDailyInvalid);
  });
});
