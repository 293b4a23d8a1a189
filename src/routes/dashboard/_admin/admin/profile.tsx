import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../../features/account/profile-form';

// 'Update Profile' keeps the admin inside the admin area; the screen is the shopper's own.
export const Route = createFileRoute('/dashboard/_admin/admin/profile')({
  staticData: { title: 'Update profile' },
  component: ProfileScreen,
});
