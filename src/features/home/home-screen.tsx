import { Container } from '@mantine/core';
import { RecentlyViewedStrip } from '../../components/product/recently-viewed-strip';
import { BlogCards } from './blog-cards';
import { BrandStrip } from './brand-strip';
import { FlashSaleBlock } from './flash-sale-block';
import { HeroCarousel } from './hero-carousel';
import { AllFeaturedBlock, BestSellerBlock, NewArrivalBlock } from './home-product-blocks';
import { ReviewsSection } from './reviews-section';
import { ShopByGender } from './shop-by-gender';
import { TrustStrip } from './trust-strip';

export function HomeScreen() {
  return (
    <>
      <HeroCarousel />
      <TrustStrip />
      <Container size="xl">
        <NewArrivalBlock />
        <FlashSaleBlock />
        <BestSellerBlock />
        <BrandStrip />
        <AllFeaturedBlock />
        <ShopByGender />
        <RecentlyViewedStrip />
        <ReviewsSection />
        <BlogCards />
      </Container>
    </>
  );
}
