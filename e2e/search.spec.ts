import { defineSearchJourneys } from './search-journeys';

// Search journeys against the real server (its production build and service worker).
defineSearchJourneys();
