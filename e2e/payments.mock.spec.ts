import { bootMockApiBeforeEach } from './mock-boot';
import { definePaymentJourneys } from './payment-journeys';

// The same journeys in mock mode: the API, and the test gateway with it, run in the browser.
bootMockApiBeforeEach();
definePaymentJourneys();
