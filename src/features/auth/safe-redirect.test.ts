import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their search', () => {
    expect(safeRedirectPath('/cart')).toBe('/cart');
    expect(safeRedirectPath('/dashboard/user/orders?x=1')).toBe('/dashboard/user/orders?x=1');
  });

  it('refuses other sites, missing values and the auth pages themselves', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('//evil.example/')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/login?redirect=/cart')).toBeNull();
  });
});
