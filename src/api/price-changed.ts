import { PriceChangedAnswerSchema, type Quote } from '../../contract/schemas/quote';
import { isHTTPError } from './http-errors';

/**
 * The server's new quote when it refused an order because the total the shopper was shown is not
 * its own (409 PRICE_CHANGED): nothing was kept, and the shopper confirms the new figures before
 * the order is sent again. Null for any other failure.
 */
export async function priceChangedQuote(error: unknown): Promise<Quote | null> {
  if (!isHTTPError(error) || error.response.status !== 409) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  const parsed = PriceChangedAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data.quote : null;
}
