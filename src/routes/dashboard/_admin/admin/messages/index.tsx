import { createFileRoute } from '@tanstack/react-router';
import { adminMessagesQueryOptions } from '../../../../../api/admin-messages';
import { toSearchParams } from '../../../../../api/search-params';
import { stringSearch } from '../../../../../app/string-search';
import { AdminMessages, messagesRequestOf } from '../../../../../features/admin/admin-messages';
import { validateMessagesSearch } from '../../../../../features/admin/admin-url-search';

export const Route = createFileRoute('/dashboard/_admin/admin/messages/')({
  staticData: { title: 'Messages' },
  // The state filter and page live in the URL (`?state=failed`): a view an admin can bookmark.
  // Checked with the API's schema by the (lazily loaded) loader and screen.
  validateSearch: stringSearch(['state', 'page']),
  loaderDeps: ({ search }) => search,
  codeSplitGroupings: [['loader', 'component']],
  // prefetch never throws: a failed load shows the screen's own error state.
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(
      adminMessagesQueryOptions(context.userId, messagesRequestOf(validateMessagesSearch(deps))),
    ),
  component: MessagesPage,
});

function MessagesPage() {
  const search = validateMessagesSearch(Route.useSearch());
  const { userId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <AdminMessages
      userId={userId}
      search={search}
      onSearch={(next) => void navigate({ search: toSearchParams(next) })}
    />
  );
}
