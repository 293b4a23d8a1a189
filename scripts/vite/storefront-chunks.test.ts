import { describe, expect, it } from 'vitest';
import { storefrontReach } from './storefront-chunks';

const root = '/work/app';
/** A module graph by importers: each module and the modules that import it statically. */
function graph(importers: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null),
  };
}

describe('the shared chunk takes what the storefront imports', () => {
  it("follows static importers up to the entry or a storefront page's screen, through cycles", () => {
    const main = `${root}/src/main.tsx`;
    const listing = `${root}/src/routes/all-fragrances.tsx?tsr-split=component`;
    const checkout = `${root}/src/routes/checkout.tsx?tsr-split=component`;
    const reaches = storefrontReach(
      graph({
        [main]: [],
        [listing]: [],
        [checkout]: [],
        [`${root}/contract/schemas/product.ts`]: [`${root}/src/api/products.ts`],
        [`${root}/src/api/products.ts`]: [main],
        [`${root}/contract/rules/filter-products.ts`]: [listing],
        [`${root}/contract/schemas/account.ts`]: [`${root}/src/api/payments.ts`],
        [`${root}/src/api/payments.ts`]: [checkout],
        [`${root}/contract/a.ts`]: [`${root}/contract/b.ts`],
        [`${root}/contract/b.ts`]: [`${root}/contract/a.ts`, checkout],
      }),
    );
    expect(reaches(`${root}/contract/schemas/product.ts`)).toBe(true);
    expect(reaches(`${root}/contract/rules/filter-products.ts`)).toBe(true);
    expect(reaches(`${root}/contract/schemas/account.ts`)).toBe(false);
    expect(reaches(`${root}/contract/a.ts`)).toBe(false);
    expect(reaches(`${root}/src/unknown.ts`)).toBe(false);
  });

  it('answers the same whichever module of a cycle it is asked about first', () => {
    const main = `${root}/src/main.tsx`;
    const importers = {
      [main]: [],
      [`${root}/src/state/a.ts`]: [`${root}/src/state/b.ts`, main],
      [`${root}/src/state/b.ts`]: [`${root}/src/state/a.ts`],
    };
    for (const first of ['a', 'b']) {
      const reaches = storefrontReach(graph(importers));
      expect(reaches(`${root}/src/state/${first}.ts`)).toBe(true);
      expect(reaches(`${root}/src/state/a.ts`)).toBe(true);
      expect(reaches(`${root}/src/state/b.ts`)).toBe(true);
    }
  });
});
