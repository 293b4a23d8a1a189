import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../features/account/profile-form';

export const Route = createFileRoute('/dashboard/user/profile')({
  staticData: { title: 'Profile' },
  component: ProfileScreen,
});
