import { createFileRoute } from '@tanstack/react-router';
import { adminReviewsQueryOptions } from '../../../../api/reviews';
import { stringSearch } from '../../../../app/string-search';
import { AdminReviews } from '../../../../features/admin/admin-reviews';

const pageOf = (search: { page?: string }) => {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export const Route = createFileRoute('/dashboard/_admin/admin/reviews')({
  validateSearch: stringSearch(['page']),
  loaderDeps: ({ search }) => search,
  // Split with the screen: no shopper's first load carries admin code.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(adminReviewsQueryOptions(context.userId, pageOf(deps))),
  component: ReviewsPage,
});

function ReviewsPage() {
  const { userId } = Route.useRouteContext();
  const page = pageOf(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AdminReviews
      userId={userId}
      page={page}
      onPage={(next) => void navigate({ search: next > 1 ? { page: String(next) } : {} })}
    />
  );
}
