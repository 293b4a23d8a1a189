import { test } from '@playwright/test';
import { defineStorefrontMobileJourneys, PHONE } from './storefront-mobile-journeys';
import { defineDeliveryJourneys } from './delivery-journeys';

test.use(PHONE);
defineStorefrontMobileJourneys();
defineDeliveryJourneys();
