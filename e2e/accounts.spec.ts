import { defineAccountJourneys } from './account-journeys';

// Against the real server build: e-mails stay in its outbox (no SMTP_URL), read through Messages.
defineAccountJourneys();
