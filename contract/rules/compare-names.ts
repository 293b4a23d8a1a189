// One collator for every comparison of names: the same ordering as
// localeCompare(b, undefined, { sensitivity: 'base' }), without building ICU state per call
// (which made sorting 10,000 names take hundreds of ms, and a listing's filter options about
// 25 ms of a phone's hydration). Made on first use, not at start-up (about 20 ms of the
// browser's first load).
let collator: Intl.Collator | undefined;

/** Orders names as a shopper reads them: case and accents aside. */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator(undefined, { sensitivity: 'base' });
  return collator.compare(a, b);
}
