import { Button, Container, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { HERO_SLIDES } from '../../../contract/hero-slides';
import { HERO_AUTOPLAY_MS, HERO_HEIGHT_PX, SWIPE_THRESHOLD_PX } from '../../../contract/constants';
import classes from './hero-carousel.module.css';
import { slideAfterSwipe } from './hero-swipe';

/**
 * Four slides, auto-advancing every 5 s, swipeable, with indicators and no previous/next
 * controls. Auto-advance pauses while focus or the pointer is inside, and when the shopper
 * prefers reduced motion.
 */
export function HeroCarousel() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const startX = useRef<number | null>(null);
  const count = HERO_SLIDES.length;

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), HERO_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion, count, active]);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const next = slideAfterSwipe(active, event.clientX - startX.current, count, SWIPE_THRESHOLD_PX);
    startX.current = null;
    if (next !== null) setActive(next);
  };

  return (
    <section
      className={classes.root}
      style={{ height: HERO_HEIGHT_PX }}
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (startX.current = null)}
    >
      <div className={classes.track} style={{ transform: `translateX(-${active * 100}%)` }}>
        {HERO_SLIDES.map((slide, index) => (
          <div
            key={slide.headline}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== active}
            inert={index !== active}
          >
            <img
              className={classes.image}
              src={slide.image}
              alt=""
              width={1600}
              height={HERO_HEIGHT_PX}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first slide is the page's largest paint: fetched before scripts, not after.
              fetchPriority={index === 0 ? 'high' : undefined}
              draggable={false}
            />
            <Container size="xl" h="100%">
              <div className={classes.content}>
                <Title order={2} size="h1" c="white">
                  {slide.headline}
                </Title>
                <Text size="lg" c="gray.1">
                  {slide.tagline}
                </Text>
                <div>
                  <Button
                    component={Link}
                    to="/all-fragrances"
                    size="md"
                    color="white"
                    c="plum.9"
                    aria-label={`Shop Now: ${slide.headline}`}
                  >
                    Shop Now
                  </Button>
                </div>
              </div>
            </Container>
          </div>
        ))}
      </div>
      <div className={classes.dots}>
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.headline}
            type="button"
            className={classes.dot}
            aria-label={`Show slide ${index + 1}: ${slide.headline}`}
            aria-current={index === active}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </section>
  );
}
