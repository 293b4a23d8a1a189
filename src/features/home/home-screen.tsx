import { Container, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { BrandStrip } from './brand-strip';
import classes from './home-screen.module.css';
import { FlashSaleBlock } from './flash-sale-block';
import { HeroCarousel } from './hero-carousel';
import { HOME_HEADING } from './home-heading';
import { HomeLowerSections } from './home-lower-sections-lazy';
import { AllFeaturedBlock, BestSellerBlock, NewArrivalBlock } from './home-product-blocks';
import { TrustStrip } from './trust-strip';

export function HomeScreen() {
  return (
    <>
      {/* Not a slide's headline: the carousel hides every slide but the one shown, and the page's
          only h1 then vanished from assistive technology every five seconds. */}
      <VisuallyHidden component="h1">{HOME_HEADING}</VisuallyHidden>
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
