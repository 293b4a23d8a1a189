import { shuffle } from '../../../contract/rules/shuffle';

// Keyed by the fetched array itself: the same load keeps one order however often the screen
// re-renders or remounts; a refetch that brings new data (a new array) is shuffled afresh.
const shuffledByLoad = new WeakMap<readonly object[], readonly object[]>();

export function shuffledOnce<T extends object>(items: readonly T[]): readonly T[] {
  let shuffled = shuffledByLoad.get(items) as readonly T[] | undefined;
  if (!shuffled) {
    shuffled = shuffle(items);
    shuffledByLoad.set(items, shuffled);
  }
  return shuffled;
}
