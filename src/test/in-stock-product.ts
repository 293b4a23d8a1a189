import { ProductListResponseSchema, type Product } from '../../contract/schemas/product';
import { apiBaseUrl } from '../api/client';

/** A product of the mock catalogue with at least two in stock. */
export async function inStockProduct(): Promise<Product> {
  const response = await fetch(`${apiBaseUrl}product/all?limit=100`);
  const products = ProductListResponseSchema.parse(await response.json()).products;
  const product = products.find((p) => p.isAvailable && p.quantity >= 2);
  if (!product) throw new Error('seed lacks stock');
  return product;
}
