import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { BrandStrip } from './brand-strip';
import classes from './home-screen.module.css';
import { FlashSaleBlock } from './flash-sale-block';
import { HeroCarousel } from './hero-carousel';
import { HomeLowerSections } from './home-lower-sections-lazy';
import { AllFeaturedBlock, BestSellerBlock, NewArrivalBlock } from './home-product-blocks';
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
        <div className={classes.lowerSections}>
          <Suspense fallback={null}>
            <HomeLowerSections />
          </Suspense>
        </div>
      </Container>
    </>
  );
}
