import { test } from '@playwright/test';
import { defineStorefrontMobileJourneys, PHONE } from './storefront-mobile-journeys';
import { defineDeliveryJourneys } from './delivery-journeys';
import { bootMockApiBeforeEach } from './mock-boot';

// The same phone journeys in mock mode.
test.use(PHONE);
bootMockApiBeforeEach();
defineStorefrontMobileJourneys();
defineDeliveryJourneys();
