import { test } from '@playwright/test';
import { defineStorefrontMobileJourneys, PHONE } from './storefront-mobile-journeys';

// The same phone journeys in mock mode.
test.use(PHONE);
defineStorefrontMobileJourneys();
