import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { activeSale } from '../../../contract/rules/sale-price';
import type { Product } from '../../../contract/schemas/product';
import { CartButton } from './cart-button';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { SaleBadge } from './sale-badge';
import { WishlistHeart } from './wishlist-heart';
import classes from './product-card.module.css';

/**
 * First image, name, description and price, linking to /detail/{id}, with the cart button. A
 * product on the Flash Sale shows its percentage and its sale price, wherever it is listed.
 * `imageSizes`: the image's drawn width, from the grid it sits in (gridImageSizes).
 *
 * Memoized: a card redraws when its product changes, not with every render of its listing.
 */
const reviewsOf = (count: number | undefined) =>
  count ? ` from ${count} review${count === 1 ? '' : 's'}` : '';

export const ProductCard = memo(function ProductCard({
  product,
  imageSizes,
  eager = false,
}: {
  product: Product;
  imageSizes: string;
  eager?: boolean;
}) {
  const sale = activeSale(product, new Date());
  return (
    <article className={classes.card} aria-label={product.name}>
      <div className={classes.imageSection}>
        {/* The name below is the link screen readers hear; the image link is for pointers. */}
        <Link to="/detail/$id" params={{ id: product._id }} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} sizes={imageSizes} eager={eager} />
        </Link>
        {sale && (
          <div className={`${classes.onImage} ${classes.saleBadge}`}>
            <SaleBadge percentOff={sale.percentOff} />
          </div>
        )}
        <WishlistHeart
          id={product._id}
          name={product.name}
          className={`${classes.onImage} ${classes.heart}`}
        />
      </div>
      <div className={classes.body}>
        <Link
          to="/detail/$id"
          params={{ id: product._id }}
          // Mantine's focus ring (its global class), as its Anchor draws it.
          className={`mantine-focus-auto ${classes.name} ${classes.twoLines}`}
        >
          {product.name}
        </Link>
        <p className={`${classes.description} ${classes.twoLines}`}>{product.description}</p>
        {/* One star, the mean and how many reviews make it, only once rated (a grid of 'No
            rating' says nothing), as the product page counts them; inline and plain: every first
            load carries the card. */}
        {product.avgRating > 0 && (
          <div
            role="img"
            aria-label={`Rated ${product.avgRating.toFixed(1)} out of 5${reviewsOf(product.reviewCount)}`}
          >
            ★ {product.avgRating.toFixed(1)}
            {product.reviewCount ? ` (${product.reviewCount})` : ''}
          </div>
        )}
        <ProductPrice product={product} mt="auto" />
        <CartButton product={product} fullWidth size="sm" />
      </div>
    </article>
  );
});
