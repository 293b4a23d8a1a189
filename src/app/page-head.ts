import { absoluteImageUrl } from '../../contract/image-origin';
import { formatNaira } from '../../contract/rules/currency';
import { activeSale } from '../../contract/rules/sale-price';
import type { Product } from '../../contract/schemas/product';
import { previewImageUrl } from '../components/product/responsive-image';

export const SITE_NAME = 'FragranceHub';
export const SITE_DESCRIPTION =
  'FragranceHub: authentic perfumes from Dior, Versace, Armaf, Lattafa and more, priced in naira, delivered across Nigeria.';
const HOME_TITLE = 'FragranceHub — Authentic perfumes in Nigeria';
/** Shared when a page has no image of its own: the app icon, never a CDN's. */
const DEFAULT_IMAGE = '/icons/icon-512.png';

type MetaTag = Record<string, string>;
type LinkTag = { rel: string; href: string };

export interface PageHead {
  meta: MetaTag[];
  links: LinkTag[];
  scripts?: { type: string; children: string }[];
}

interface PageHeadInput {
  /** The screen's name; the home page passes none. */
  title?: string;
  description?: string;
  /** The page's path and search, as the canonical URL names it. */
  path: string;
  /** Where the shop is served from (https://shop.example), for absolute URLs. */
  origin: string;
  image?: string;
  type?: 'website' | 'product';
  extraMeta?: MetaTag[];
  scripts?: PageHead['scripts'];
  /** A page search engines should not list (a 404). */
  noindex?: boolean;
}

function absolute(url: string, origin: string) {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/**
 * Title, description, canonical URL and the cards link previews read (Open Graph for WhatsApp,
 * Instagram and Facebook; Twitter's for X). They only read the server's HTML.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const title = input.title ? `${input.title} | ${SITE_NAME}` : HOME_TITLE;
  const description = input.description ?? SITE_DESCRIPTION;
  const url = absolute(input.path, input.origin);
  const image = absolute(input.image ?? DEFAULT_IMAGE, input.origin);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:title', content: input.title ?? HOME_TITLE },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: input.title ?? HOME_TITLE },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      ...(input.extraMeta ?? []),
      ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: input.scripts,
  };
}

/** A shortened plain-text description: previews show about two lines. */
function summary(text: string, max = 160) {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

export function productInStock(product: Product) {
  return product.isAvailable && product.quantity > 0;
}

/** The product page's head: its name, price, image, and a schema.org Product with its Offer. */
export function productHead(product: Product, origin: string): PageHead {
  const path = `/detail/${encodeURIComponent(product._id)}`;
  // Absolute already (the API answers absolute URLs); made so by the contract's rule otherwise.
  const images = product.images.map((img) => absoluteImageUrl(previewImageUrl(img.url), origin));
  const image = images[0];
  // A search result or a link preview quotes what a shopper pays today, until when.
  const sale = activeSale(product, new Date());
  // Formatting at the edge, as schema.org writes prices; no arithmetic.
  const price = (sale?.price ?? product.price).toFixed(2);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: summary(product.description, 500),
    image: images,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    sku: product._id,
    offers: {
      '@type': 'Offer',
      url: absolute(path, origin),
      price,
      priceCurrency: 'NGN',
      ...(sale ? { priceValidUntil: sale.endsAt.slice(0, 10) } : {}),
      availability: productInStock(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    },
    // Only a product with visible reviews is rated: schema.org wants no empty rating.
    aggregateRating: product.reviewCount
      ? {
          '@type': 'AggregateRating',
          ratingValue: product.avgRating,
          reviewCount: product.reviewCount,
        }
      : undefined,
  };
  return pageHead({
    title: product.name,
    description: summary(`${formatNaira(Number(price))}. ${product.description}`),
    path,
    origin,
    image,
    type: 'product',
    extraMeta: [
      { property: 'product:price:amount', content: price },
      { property: 'product:price:currency', content: 'NGN' },
    ],
    // `<` escaped so a product text can never close the script element.
    scripts: [
      {
        type: 'application/ld+json',
        children: JSON.stringify(jsonLd).replace(/</g, '\\u003c'),
      },
    ],
  });
}
