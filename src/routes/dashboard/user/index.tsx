import { createFileRoute } from '@tanstack/react-router';
import { UserDashboard } from '../../../features/account/user-dashboard';

export const Route = createFileRoute('/dashboard/user/')({
  staticData: { title: 'Dashboard' },
  component: UserDashboard,
});
