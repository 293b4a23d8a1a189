import { defineAdminJourney } from './admin-journey';
import { bootMockApiBeforeEach } from './mock-boot';

// The same journey in mock mode: the API runs in the page over MSW + PGlite.
bootMockApiBeforeEach();
defineAdminJourney();
