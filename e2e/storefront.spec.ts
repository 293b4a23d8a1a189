import { defineStorefrontJourneys } from './storefront-journeys';

defineStorefrontJourneys();
