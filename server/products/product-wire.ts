import type { Product, ProductImage } from '../../contract/schemas/product';
import { koboToNaira } from '../../contract/rules/money';
import type { products } from '../db/schema';
import { imagePath, PLACEHOLDER_PUBLIC_ID, placeholderPath } from '../images/image-url';
import { productSale, type StoredFlashSale } from '../flash-sale/stored-flash-sale';

export type ProductRecord = typeof products.$inferSelect;

/** An image reference as the catalogue query aggregates it. */
export interface StoredImageRef {
  id: string;
  publicId: string;
}

export interface ProductWithRefs extends ProductRecord {
  categoryName: string;
  images: StoredImageRef[];
  /** Of its visible reviews (product-queries.ts); absent on rows read without them: 0. */
  avgRating?: number;
  reviewCount?: number;
}

function wireImages(row: ProductWithRefs): ProductImage[] {
  if (row.images.length === 0)
    return [{ url: placeholderPath(row.slug), imagePublicId: PLACEHOLDER_PUBLIC_ID }];
  return row.images.map((img) => ({ url: imagePath(img.id), imagePublicId: img.publicId }));
}

/** A product can be bought while any is in stock (the wire's isAvailable). */
export const isInStock = (quantity: number) => quantity > 0;

/**
 * The product as every client reads it (see the contract's product table), with image paths: an
 * answer makes them absolute for its origin (product-json.ts). `flashSale` is the sale the answer
 * is priced with (the catalogue's, or the one running now), null for none.
 */
export function toProductWire(row: ProductWithRefs, flashSale: StoredFlashSale | null): Product {
  const isAvailable = isInStock(row.quantity);
  const price = koboToNaira(row.priceKobo);
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price,
    quantity: row.quantity,
    category: { _id: row.categoryId, name: row.categoryName },
    shipping: row.shipping,
    gender: row.gender,
    usage: row.usage,
    about: row.about,
    brand: row.brand,
    scentType: row.scentType,
    scentProfile: row.scentProfile,
    fragranceType: row.fragranceType,
    size: row.size,
    returnPolicy: row.returnPolicy,
    isAvailable,
    isavailability: isAvailable,
    // The contract wants 0, never null, for a product nobody reviewed.
    avgRating: row.avgRating ?? 0,
    reviewCount: row.reviewCount ?? 0,
    images: wireImages(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    sale: productSale(flashSale, row.id, row.priceKobo),
  };
}
