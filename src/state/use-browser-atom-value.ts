import { useAfterHydration } from './after-hydration';
import { useAtomValue, type Atom } from 'jotai';

/**
 * An atom kept in this browser's storage (the session, the cart, recently viewed), read by a
 * component the server renders too. The server knows none of it, and the browser's first render
 * must draw exactly what the server sent: until hydration ends it shows `serverValue` (what a
 * new visitor sees), then the stored value. Client-rendered screens get the stored value at once.
 */
export function useBrowserAtomValue<T>(atom: Atom<T>, serverValue: T): T {
  const value = useAtomValue(atom);
  return useAfterHydration() ? value : serverValue;
}
