import { defineAgreedTotalJourneys } from './agreed-total-journeys';
import { defineReviewJourneys } from './review-journeys';
import { defineShopperJourneys } from './shopper-journeys';
import { bootMockApiBeforeEach } from './mock-boot';
import { defineWishlistJourneys } from './wishlist-journeys';

// The same journeys in mock mode: the API runs in the browser (MSW, a worker, PGlite), no server process.
bootMockApiBeforeEach();
defineShopperJourneys();
defineWishlistJourneys();
defineReviewJourneys();
defineAgreedTotalJourneys();
