import { defineShopperJourneys } from './shopper-journeys';

// The same journeys in mock mode: the API runs in the page over MSW + PGlite, no server process.
defineShopperJourneys();
