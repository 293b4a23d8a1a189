import { defineAdminJourney } from './admin-journey';

// The same journey in mock mode: the API runs in the page over MSW + PGlite.
defineAdminJourney();
