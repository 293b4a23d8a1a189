import { useAtom, type WritableAtom } from 'jotai';
import type { RESET } from 'jotai/utils';
import { useEffect } from 'react';

type StoredAtom<T> = WritableAtom<T, [T | typeof RESET | ((prev: T) => T)], void>;

/**
 * The listing page mirrored to storage. `seenAtom` remembers (per tab) which filters and sort
 * the stored page belongs to: a reload with the same filters restores the page, while any other
 * filters (a removed chip, a brand link from the header) start again at page 1.
 */
export function useListingPage(
  pageAtom: StoredAtom<number>,
  seenAtom: StoredAtom<string>,
  signature: string,
) {
  const [stored, setStored] = useAtom(pageAtom);
  const [seen, setSeen] = useAtom(seenAtom);
  const changed = seen !== signature;

  useEffect(() => {
    if (!changed) return;
    setStored(1);
    setSeen(signature);
  }, [changed, setSeen, setStored, signature]);

  return [changed ? 1 : stored, setStored] as const;
}
