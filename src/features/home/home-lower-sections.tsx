import { RecentlyViewedStrip } from '../../components/product/recently-viewed-strip';
import { BlogCards } from './blog-cards';
import { ReviewsSection } from './reviews-section';
import { ShopByGender } from './shop-by-gender';

/** Home below its product blocks: loaded apart from the page's first code (home-screen.tsx). */
export function HomeLowerSections() {
  return (
    <>
      <ShopByGender />
      <RecentlyViewedStrip />
      <ReviewsSection />
      <BlogCards />
    </>
  );
}
