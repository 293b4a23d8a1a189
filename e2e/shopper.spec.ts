import { defineShopperJourneys } from './shopper-journeys';

defineShopperJourneys();
