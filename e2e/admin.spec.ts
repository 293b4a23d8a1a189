import { defineAdminJourney } from './admin-journey';
import { defineAdminScaleJourney } from './admin-scale-journey';
import { defineUnpaidOrderJourney } from './unpaid-order-journey';

// Against the real server build (projects 'server' and 'postgres').
defineAdminJourney();
defineAdminScaleJourney();
defineUnpaidOrderJourney();
