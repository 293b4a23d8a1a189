import { defineAdminJourney } from './admin-journey';
import { defineAdminScaleJourney } from './admin-scale-journey';
import { defineUnpaidOrderJourney } from './unpaid-order-journey';
import { bootMockApiBeforeEach } from './mock-boot';

// The same journeys in mock mode: the API runs in the browser (MSW, a worker, PGlite).
bootMockApiBeforeEach();
defineAdminJourney();
defineAdminScaleJourney();
defineUnpaidOrderJourney();
