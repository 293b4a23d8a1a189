import { defineAdminJourney } from './admin-journey';

// Against the real server build (projects 'server' and 'postgres').
defineAdminJourney();
