import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  MessageResponseSchema,
  MessagesResponseSchema,
  type MessageSummary,
} from '../../contract/schemas/admin-messages';
import { toSearchParams } from './search-params';
import { api } from './client';
import { adminKeys } from './account-query-keys';

export interface MessagesRequest {
  page: number;
  limit: number;
  state?: MessageSummary['state'];
}

// The outbox holds customers' addresses and reset links: keyed under 'admin' (private queries:
// never written to disk, dropped when the session changes hands) and by the admin's id.

/** One page of GET admin/messages, newest first, optionally of one delivery state. */
export const adminMessagesQueryOptions = (userId: string, request: MessagesRequest) =>
  queryOptions({
    queryKey: adminKeys.messages(userId, request),
    queryFn: async ({ signal }) =>
      MessagesResponseSchema.parse(
        await api.get('admin/messages', { searchParams: toSearchParams(request), signal }).json(),
      ),
    // A worker may be sending them right now.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

/** One e-mail with its HTML and text parts. */
export const adminMessageQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: adminKeys.message(userId, id),
    queryFn: async ({ signal }) =>
      MessageResponseSchema.parse(
        await api.get(`admin/messages/${encodeURIComponent(id)}`, { signal }).json(),
      ).message,
    staleTime: 5_000,
  });
