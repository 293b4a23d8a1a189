import { createFileRoute } from '@tanstack/react-router';
import { AdminReviews } from '../../../../features/admin/admin-reviews';

// No loader and no search params: the screen asks for its page itself, and every byte a route
// adds to the route tree is in every visitor's first load, which has none to spare.
export const Route = createFileRoute('/dashboard/_admin/admin/reviews')({
  component: ReviewsPage,
});

function ReviewsPage() {
  const { userId } = Route.useRouteContext();
  return <AdminReviews userId={userId} />;
}
