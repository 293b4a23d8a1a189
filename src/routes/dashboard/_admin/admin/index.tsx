import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../../../features/admin/admin-dashboard';

export const Route = createFileRoute('/dashboard/_admin/admin/')({
  staticData: { title: 'Admin dashboard' },
  component: AdminDashboard,
});
