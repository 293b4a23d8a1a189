import { koboToNaira, nairaToKobo, type Kobo } from '../../contract/rules/money';
import {
  PRICE_CHANGED_CODE,
  PRICE_CHANGED_MESSAGE,
  type Quote,
} from '../../contract/schemas/quote';
import { ApiError } from '../wire/api-error';

/** What an order costs as priced inside its transaction, in kobo. */
export interface KoboQuote {
  subtotal: Kobo;
  discount: Kobo;
  shippingFee: Kobo;
  total: Kobo;
}

/** 409 `{error, code: "PRICE_CHANGED", quote}`: thrown inside the transaction, so nothing is kept. */
export class PriceChangedError extends ApiError {
  constructor(readonly quote: Quote) {
    super(409, PRICE_CHANGED_MESSAGE);
  }

  protected override details(): Record<string, unknown> {
    return { code: PRICE_CHANGED_CODE, quote: this.quote };
  }
}

/**
 * Refuses the order when the shopper was shown another total than the server's (a fee, a price or
 * a sale changed since): they confirm the new figures first. No `expectedTotal`: an older client,
 * priced as before.
 */
export function checkExpectedTotal(expectedTotal: number | undefined, quote: KoboQuote): void {
  if (expectedTotal === undefined || nairaToKobo(expectedTotal) === quote.total) return;
  throw new PriceChangedError({
    subtotal: koboToNaira(quote.subtotal),
    discount: koboToNaira(quote.discount),
    shippingFee: koboToNaira(quote.shippingFee),
    total: koboToNaira(quote.total),
  });
}
