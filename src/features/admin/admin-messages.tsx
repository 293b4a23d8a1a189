import './admin-styles';
import { Anchor, Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MESSAGE_STATES, type MessageSummary } from '../../../contract/schemas/admin-messages';
import { adminMessagesQueryOptions, type MessagesRequest } from '../../api/admin-messages';
import type { MessagesUrlSearch } from './admin-url-search';
import { FilterSelect, type FilterOption } from './filter-select';
import { KIND_LABELS, MessageTime, STATE_LABELS, StateBadge } from './message-parts';
import { LoadFailedAlert } from './load-failed-alert';
import { PagedTable } from './paged-table';

export const MESSAGES_PER_PAGE = 20;
const HEADERS = ['Recipient', 'Subject', 'State', 'Tries', 'Last error', 'Time'];

const STATE_OPTIONS = MESSAGE_STATES.map((value): FilterOption<MessageSummary['state']> => ({
  value,
  label: STATE_LABELS[value],
}));

/** The API request for a URL's filter: the page size is fixed, the page defaults to 1. */
export function messagesRequestOf(search: MessagesUrlSearch): MessagesRequest {
  return { page: search.page ?? 1, limit: MESSAGES_PER_PAGE, state: search.state };
}

function MessageRow({ message }: { message: MessageSummary }) {
  const failed = message.state === 'failed';
  return (
    <Table.Tr bg={failed ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td>{message.to}</Table.Td>
      <Table.Td>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/dashboard/admin/messages/$id" params={{ id: message._id }} />
          )}
          fz="inherit"
        >
          {message.subject}
        </Anchor>
        <Text size="xs" c="dimmed">
          {KIND_LABELS[message.kind]}
        </Text>
      </Table.Td>
      <Table.Td>
        <StateBadge state={message.state} />
      </Table.Td>
      <Table.Td>{message.tries}</Table.Td>
      <Table.Td>
        {message.lastError && (
          <Text size="sm" c={failed ? 'red.8' : undefined} style={{ wordBreak: 'break-word' }}>
            {message.lastError}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <MessageTime iso={message.createdAt} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Every e-mail the shop sent or is about to send (the outbox), newest first. */
export function AdminMessages({
  userId,
  search,
  onSearch,
}: {
  userId: string;
  search: MessagesUrlSearch;
  onSearch: (next: MessagesUrlSearch) => void;
}) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    adminMessagesQueryOptions(userId, messagesRequestOf(search)),
  );
  const page = search.page ?? 1;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Messages
        </Title>
        <Text c="dimmed" size="sm">
          Every e-mail the shop sends: order confirmations, payment and status news, password reset
          links. Without a mail server (SMTP_URL) they stay Pending, and this page is where to read
          them.
        </Text>
        <Group align="flex-end" justify="space-between">
          <Box maw={220}>
            <FilterSelect
              label="State"
              options={STATE_OPTIONS}
              value={search.state}
              anyLabel="All"
              onChange={(state) => onSearch({ state })}
            />
          </Box>
          <Text aria-live="polite">
            {data
              ? `${data.messageCount} ${data.messageCount === 1 ? 'message' : 'messages'}`
              : '…'}
          </Text>
        </Group>
        {isError && (
          <LoadFailedAlert title="Could not load the messages" onRetry={() => void refetch()} />
        )}
        <PagedTable
          headers={HEADERS}
          minWidth={760}
          rows={data?.messages}
          isPending={isPending}
          renderRow={(message) => <MessageRow key={message._id} message={message} />}
          empty="No messages."
          skeleton={{ photoColumn: -1, testId: 'messages-skeleton' }}
          stale={isPlaceholderData}
          paging={
            data && data.totalPages > 1
              ? {
                  label: 'Messages pages',
                  page,
                  totalPages: data.totalPages,
                  onPage: (next) => onSearch({ ...search, page: next > 1 ? next : undefined }),
                }
              : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
