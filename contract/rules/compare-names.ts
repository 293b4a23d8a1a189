// Names are ordered as a shopper reads them: by Unicode's default collation (the one `en` uses),
// case and accents aside, the same in the server's render and in every shopper's browser.
//
// An ICU collator costs about 20 ms to make on a phone, in the middle of the listing's hydration
// (its filter options are sorted names). Catalogue names are nearly always plain ASCII, and for
// those characters the default collation is one weight per character: a table of them compares
// them as the collator would (compare-names.test.ts checks it against Intl.Collator). The
// collator is made only for a name outside the table, once, and kept (building ICU state per
// call made sorting 10,000 names take hundreds of ms).

/** The table's characters in the default collation's order; letters stand for both cases. */
const DEFAULT_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';

const NOT_IN_TABLE = -1;
const WEIGHTS = new Int8Array(128).fill(NOT_IN_TABLE);
for (let i = 0; i < DEFAULT_ORDER.length; i++) {
  const char = DEFAULT_ORDER[i] as string;
  WEIGHTS[char.charCodeAt(0)] = i;
  WEIGHTS[char.toUpperCase().charCodeAt(0)] = i;
}

const weightAt = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code < 128 ? (WEIGHTS[code] as number) : NOT_IN_TABLE;
};

/** The table's order of a and b; undefined when either has a character outside the table. */
function compareByTable(a: string, b: string): number | undefined {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const weightA = weightAt(a, i);
    const weightB = weightAt(b, i);
    if (weightA === NOT_IN_TABLE || weightB === NOT_IN_TABLE) return undefined;
    if (weightA !== weightB) return weightA < weightB ? -1 : 1;
  }
  // The longer one's tail must be in the table too: an accent alone weighs nothing, so
  // 'Ana' and 'Ana' followed by a combining accent are equal, not ordered by length.
  const longer = a.length > b.length ? a : b;
  for (let i = shorter; i < longer.length; i++) {
    if (weightAt(longer, i) === NOT_IN_TABLE) return undefined;
  }
  return Math.sign(a.length - b.length);
}

let collator: Intl.Collator | undefined;

/** Orders names as a shopper reads them: case and accents aside. */
export function compareNames(a: string, b: string): number {
  const byTable = compareByTable(a, b);
  if (byTable !== undefined) return byTable;
  collator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return collator.compare(a, b);
}
