import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The screen is loaded by the route's own (split) component, not by the route: the route tree,
// in every visitor's first load, then lists one small file for it instead of the screen's
// two dozen (and no loader or search params: no byte to spare there).
const AdminReviews = lazy(() =>
  import('../../../../features/admin/admin-reviews').then((m) => ({ default: m.AdminReviews })),
);

export const Route = createFileRoute('/dashboard/_admin/admin/reviews')({
  staticData: { title: 'Reviews' },
  component: ReviewsPage,
});

function ReviewsPage() {
  const { userId } = Route.useRouteContext();
  return (
    <Suspense>
      <AdminReviews userId={userId} />
    </Suspense>
  );
}
