import './admin-styles';
import {
  Alert,
  Anchor,
  Box,
  Code,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isHTTPError } from '../../api/http-errors';
import type { ReactNode } from 'react';
import type { MessageResponse } from '../../../contract/schemas/admin-messages';
import { adminMessageQueryOptions } from '../../api/admin-messages';
import { KIND_LABELS, MessageTime, StateBadge } from './message-parts';
import { LoadFailedAlert } from './load-failed-alert';

type Message = MessageResponse['message'];

/** The HTML e-mail's own height is unknown (a sandboxed frame cannot be measured): most fit. */
const FRAME_HEIGHT = 'max(480px, 70vh)';

function BackLink() {
  return (
    <Anchor component={Link} to="/dashboard/admin/messages" size="sm">
      Back to Messages
    </Anchor>
  );
}

/** Failed deliveries say so first; a pending one that already failed once says it will retry. */
function DeliveryProblem({ message }: { message: Message }) {
  if (message.state === 'failed') {
    return (
      <Alert color="red" variant="filled" title="Delivery failed">
        Gave up after {message.tries} {message.tries === 1 ? 'try' : 'tries'}. Last error:{' '}
        {message.lastError ?? 'none recorded'}
      </Alert>
    );
  }
  if (message.state === 'pending' && message.lastError) {
    return (
      <Alert color="yellow" variant="light" title="Not delivered yet" role="status">
        {message.tries} {message.tries === 1 ? 'try' : 'tries'} so far; it will be tried again. Last
        error: {message.lastError}
      </Alert>
    );
  }
  return null;
}

function Details({ message }: { message: Message }) {
  const rows: [string, ReactNode][] = [
    ['To', message.to],
    ['Kind', KIND_LABELS[message.kind]],
    ['State', <StateBadge key="state" state={message.state} />],
    ['Tries', message.tries],
    ['Written', <MessageTime key="written" iso={message.createdAt} />],
  ];
  if (message.sentAt) rows.push(['Sent', <MessageTime key="sent" iso={message.sentAt} />]);
  return (
    <Table variant="vertical" withTableBorder maw={560}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={120}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MessageBody({ message }: { message: Message }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
        {message.subject}
      </Title>
      <DeliveryProblem message={message} />
      <Details message={message} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          As the recipient sees it
        </Title>
        {/* sandbox="" runs no script, submits no form, follows no link and gives the e-mail an
            opaque origin: whatever an e-mail holds never reaches the admin's session. */}
        <Box
          component="iframe"
          title="The e-mail as sent (HTML)"
          sandbox=""
          srcDoc={message.html}
          referrerPolicy="no-referrer"
          w="100%"
          h={FRAME_HEIGHT}
          bd="1px solid var(--mantine-color-default-border)"
          bg="white"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Text part
        </Title>
        <Code block data-testid="message-text" style={{ whiteSpace: 'pre-wrap' }}>
          {message.text}
        </Code>
      </Stack>
    </Stack>
  );
}

/** One e-mail of the outbox, its HTML drawn as a mail app would and its text part below. */
export function MessageView({ userId, id }: { userId: string; id: string }) {
  const { data, isPending, error, refetch } = useQuery(adminMessageQueryOptions(userId, id));
  const notFound = isHTTPError(error) && error.response.status === 404;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'xl' }}>
      <Stack gap="md">
        <Group>
          <BackLink />
        </Group>
        {data ? (
          <MessageBody message={data} />
        ) : isPending ? (
          <Stack gap="md" data-testid="message-skeleton">
            <Skeleton height={28} width="60%" />
            <Skeleton height={120} />
            <Skeleton height={320} />
          </Stack>
        ) : notFound ? (
          <Alert color="yellow" title="Message not found">
            It may belong to another shop database, or the link is mistyped.
          </Alert>
        ) : (
          <LoadFailedAlert title="Could not load the message" onRetry={() => void refetch()} />
        )}
      </Stack>
    </Paper>
  );
}
