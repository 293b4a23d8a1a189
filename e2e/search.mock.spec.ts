import { bootMockApiBeforeEach } from './mock-boot';
import { defineSearchJourneys } from './search-journeys';

// The same journeys in mock mode: the API runs in the browser (MSW, a worker, PGlite).
bootMockApiBeforeEach();
defineSearchJourneys();
