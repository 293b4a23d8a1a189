import { useQueries } from '@tanstack/react-query';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Product } from '../../../contract/schemas/product';
import { refreshCartLine, type LineNotice } from '../../../contract/rules/cart-freshness';
import { cartAtom, replaceCartLineAtom } from '../../state/cart-atoms';
import { cartLineProductQueryOptions } from './cart-line-query';

/**
 * What changed since each line was added. Kept for the visit (not stored): once the stored line
 * holds the new figures, a reload has nothing left to compare.
 */
export const cartNoticesAtom = atom<Readonly<Record<string, LineNotice>>>({});

/** Checks every cart line against the catalogue and applies what changed. */
export function useCartFreshness() {
  const cart = useAtomValue(cartAtom);
  const replaceLine = useSetAtom(replaceCartLineAtom);
  const setNotices = useSetAtom(cartNoticesAtom);
  const currents = useQueries({
    queries: cart.map((item) => cartLineProductQueryOptions(item._id)),
    combine: dataOnly,
  });

  useEffect(() => {
    cart.forEach((item, index) => {
      const current = currents[index];
      if (current === undefined) return;
      const { line, notice } = refreshCartLine(item, current);
      if (notice) setNotices((all) => ({ ...all, [item._id]: mergeNotice(all[item._id], notice) }));
      if (line) replaceLine(line);
    });
  }, [cart, currents, replaceLine, setNotices]);

  return useAtomValue(cartNoticesAtom);
}

// Module-level so useQueries can keep the combined array stable between renders.
function dataOnly(results: readonly { data: Product | null | undefined }[]) {
  return results.map((result) => result.data);
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
