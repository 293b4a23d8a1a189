import { koboToNaira, nairaToKobo } from './money';

// The rest of money.ts's arithmetic on naira from the wire, in kobo: what the order pages
// and the dashboard need, kept out of the module every first load carries
// (scripts/vite/storefront-chunks.ts).

/** `amount` less `part` (naira), never below nothing: an order's subtotal from total and fee. */
export function amountLess(amount: number, part: number): number {
  return koboToNaira(Math.max(0, nairaToKobo(amount) - nairaToKobo(part)));
}

/** The sum of naira amounts, added in kobo (a week of revenue, a list of lines). */
export function sumNaira(amounts: readonly number[]): number {
  return koboToNaira(amounts.reduce((sum, amount) => sum + nairaToKobo(amount), 0));
}
