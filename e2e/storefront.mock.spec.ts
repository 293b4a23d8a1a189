import { defineStorefrontJourneys } from './storefront-journeys';

// The same journeys in mock mode: the API runs in the page over MSW + PGlite.
defineStorefrontJourneys();
