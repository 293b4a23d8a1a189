import { useQueries } from '@tanstack/react-query';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { isHTTPError } from '../../api/http-errors';
import { useEffect, useMemo } from 'react';
import type { Product } from '../../../contract/schemas/product';
import { refreshCartLine, type LineNotice } from '../../../contract/rules/cart-freshness';
import { productQueryOptions } from '../../api/products';
import { cartAtom, refreshCartLineAtom } from '../../state/cart-atoms';
import { useCatalogue } from '../../api/use-catalogue';

/**
 * What changed since each line was added. Kept for the visit (not stored): once the stored line
 * holds the new figures, a reload has nothing left to compare.
 */
export const cartNoticesAtom = atom<Readonly<Record<string, LineNotice>>>({});

/**
 * Checks every cart line against the catalogue (brought up to date as the cart opens) and applies
 * what changed. With Data Saver on and no catalogue kept, each line's product is asked for.
 */
export function useCartFreshness() {
  const cart = useAtomValue(cartAtom);
  const refreshLine = useSetAtom(refreshCartLineAtom);
  const setNotices = useSetAtom(cartNoticesAtom);
  const { products, wanted } = useCatalogue();
  const byId = useMemo(() => products && new Map(products.map((p) => [p._id, p])), [products]);
  // Lines are asked for one by one only when no catalogue is coming (not while it downloads).
  const asked = useQueries({
    queries: cart.map((item) => ({ ...productQueryOptions(item._id), enabled: !wanted && !byId })),
    combine: currentOrGone,
  });
  const currents = useMemo(
    () => (byId ? cart.map((item) => byId.get(item._id) ?? null) : asked),
    [byId, cart, asked],
  );

  useEffect(() => {
    cart.forEach((item, index) => {
      const current = currents[index];
      if (current === undefined) return;
      const { line, notice } = refreshCartLine(item, current);
      if (notice) setNotices((all) => ({ ...all, [item._id]: mergeNotice(all[item._id], notice) }));
      if (line && current) refreshLine(current);
    });
  }, [cart, currents, refreshLine, setNotices]);

  return useAtomValue(cartNoticesAtom);
}

// Module-level so useQueries can keep the combined array stable between renders. A 404 means
// the product is gone (null); anything else unanswered is not known yet (undefined).
function currentOrGone(results: readonly { data: Product | undefined; error: Error | null }[]) {
  return results.map((result) =>
    isHTTPError(result.error) && result.error.response.status === 404 ? null : result.data,
  );
}

/** A second change keeps the original "from" figures so the shopper sees the whole difference. */
function mergeNotice(previous: LineNotice | undefined, next: LineNotice): LineNotice {
  if (previous?.kind !== 'changed' || next.kind !== 'changed') return next;
  return {
    kind: 'changed',
    priceFrom: previous.priceFrom ?? next.priceFrom,
    priceTo: next.priceTo ?? previous.priceTo,
    stockFrom: previous.stockFrom ?? next.stockFrom,
    stockTo: next.stockTo ?? previous.stockTo,
  };
}
