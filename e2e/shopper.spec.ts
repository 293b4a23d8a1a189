import { defineReviewJourneys } from './review-journeys';
import { defineShopperJourneys } from './shopper-journeys';

defineShopperJourneys();
defineReviewJourneys();
