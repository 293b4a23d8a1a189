import { defineAccountJourneys } from './account-journeys';
import { bootMockApiBeforeEach } from './mock-boot';

// The same journey in mock mode: the API and its outbox run in the browser (MSW, a worker, PGlite).
bootMockApiBeforeEach();
defineAccountJourneys();
