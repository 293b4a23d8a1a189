/**
 * The words shoppers read for values the contract spells as the spec does. The wire keeps the
 * spec's spelling (clients filter by it, stored products carry it); screens, e-mails and the
 * seed's prose show the right word (docs/deviations.md).
 */
const SHOWN: Readonly<Record<string, string>> = {
  'Perfum Oil': 'Perfume Oil',
  Lataffa: 'Lattafa',
  'jimmy Choo': 'Jimmy Choo',
};

export function shownName(value: string): string {
  return Object.hasOwn(SHOWN, value) ? (SHOWN[value] as string) : value;
}
