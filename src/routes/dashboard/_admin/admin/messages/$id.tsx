import { createFileRoute } from '@tanstack/react-router';
import { adminMessageQueryOptions } from '../../../../../api/admin-messages';
import { MessageView } from '../../../../../features/admin/message-view';

export const Route = createFileRoute('/dashboard/_admin/admin/messages/$id')({
  staticData: { title: 'Message' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(adminMessageQueryOptions(context.userId, params.id)),
  component: MessagePage,
});

function MessagePage() {
  const { id } = Route.useParams();
  const { userId } = Route.useRouteContext();
  return <MessageView userId={userId} id={id} />;
}
