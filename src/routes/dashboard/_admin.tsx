import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../../app/route-guards';
import { AdminArea } from '../../features/admin/admin-area';

// Pathless layout: one guard for every admin page (/dashboard/admin, admin-category, admin-product…).
export const Route = createFileRoute('/dashboard/_admin')({
  // This browser's session: the server answers with the client-rendered shell (see
  // docs/deviations.md), the browser draws the page.
  ssr: false,
  staticData: { signedInOnly: true },
  beforeLoad: requireAdmin,
  component: AdminArea,
});
