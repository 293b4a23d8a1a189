import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrandStrip } from './brand-strip';
import { FlashSaleBlock } from './flash-sale-block';
import { HeroCarousel } from './hero-carousel';
import { AllFeaturedBlock, BestSellerBlock, NewArrivalBlock } from './home-product-blocks';
import { TrustStrip } from './trust-strip';

// Far below the fold on every screen: their code (avatars, star ratings, blog cards, the recently
// viewed strip) is not in the page's first load. The server still renders them into the HTML,
// and the browser hydrates them once their chunk has arrived.
const HomeLowerSections = lazy(() =>
  import('./home-lower-sections').then((module) => ({ default: module.HomeLowerSections })),
);

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
        <Suspense fallback={null}>
          <HomeLowerSections />
        </Suspense>
      </Container>
    </>
  );
}
