import { defineAccountJourneys } from './account-journeys';

// Against the real server build: e-mails go to the local SMTP sink (E2E_MAIL_SINK); the admin's
// Messages page shows them without their secret links.
defineAccountJourneys();
