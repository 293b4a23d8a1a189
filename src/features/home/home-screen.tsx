import { Container } from '@mantine/core';
import { BlogCards } from './blog-cards';
import { BrandStrip } from './brand-strip';
import { FlashSaleBlock } from './flash-sale-block';
import { HeroCarousel } from './hero-carousel';
import { AllFeaturedBlock, BestSellerBlock, NewArrivalBlock } from './home-product-blocks';
import { ReviewsSection } from './reviews-section';
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
        <ReviewsSection />
        <BlogCards />
      </Container>
    </>
  );
}
