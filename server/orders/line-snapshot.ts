import type { Product } from '../../contract/schemas/product';

/**
 * The product as an order line keeps it: as it was when ordered, on no sale of its own, and with
 * no money. The price charged is the line's `unit_price_kobo`, for good (a sale price stays on the
 * order after the sale); reads give it as the line's `price` (order-queries.ts).
 */
export function lineSnapshot({ price: _price, ...product }: Product): Omit<Product, 'price'> {
  return { ...product, sale: null };
}
