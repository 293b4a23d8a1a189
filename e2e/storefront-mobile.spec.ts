import { test } from '@playwright/test';
import { defineStorefrontMobileJourneys, PHONE } from './storefront-mobile-journeys';

test.use(PHONE);
defineStorefrontMobileJourneys();
