import { definePaymentJourneys } from './payment-journeys';

definePaymentJourneys();
