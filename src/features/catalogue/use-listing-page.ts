import { useAtom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { RESET } from 'jotai/utils';
import { useEffect, useState } from 'react';
import { EMPTY_LISTING_SIGNATURE } from './listing-search';

type PageAtom = WritableAtom<number, [number | typeof RESET | ((prev: number) => number)], void>;

function readSignature(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? EMPTY_LISTING_SIGNATURE;
  } catch {
    return EMPTY_LISTING_SIGNATURE;
  }
}

function writeSignature(key: string, signature: string) {
  try {
    sessionStorage.setItem(key, signature);
  } catch {
    // storage unavailable: the page simply is not carried across a reload
  }
}

/**
 * The listing page mirrored to storage. The filters and sort the stored page belongs to are
 * remembered for the tab: a reload with the same filters restores the page, while any other
 * filters (a changed chip, a brand link from the header) start again at page 1.
 */
export function useListingPage(
  pageAtom: PageAtom | PrimitiveAtom<number>,
  signatureKey: string,
  signature: string,
) {
  const [stored, setStored] = useAtom(pageAtom as PageAtom);
  const [seen, setSeen] = useState(() => readSignature(signatureKey));
  const changed = seen !== signature;

  useEffect(() => {
    if (!changed) return;
    setStored(1);
    setSeen(signature);
    writeSignature(signatureKey, signature);
  }, [changed, setStored, signature, signatureKey]);

  return [changed ? 1 : stored, setStored] as const;
}
