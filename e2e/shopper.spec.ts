import { defineAgreedTotalJourneys } from './agreed-total-journeys';
import { defineReviewJourneys } from './review-journeys';
import { defineShopperJourneys } from './shopper-journeys';
import { defineBackInStockJourney, defineWishlistJourneys } from './wishlist-journeys';

defineShopperJourneys();
defineWishlistJourneys();
defineBackInStockJourney();
defineReviewJourneys();
defineAgreedTotalJourneys();
