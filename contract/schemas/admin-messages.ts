import { z } from '../zod';
import { IsoDateTimeSchema } from './product';
import { wholeNumberParam } from './query-params';

// GET /admin/messages and /admin/messages/:id: every e-mail the store sent or would have sent
// (the outbox), for developers without a mail server and for the admin's failed deliveries.

export const MESSAGE_KINDS = [
  'order-placed',
  'new-order',
  'payment-received',
  'status-changed',
  'password-reset',
  'verify-email',
  'back-in-stock',
] as const;

/** pending: not sent yet (or no mail server); sent; failed: given up after the last try. */
export const MESSAGE_STATES = ['pending', 'sent', 'failed'] as const;

export const MessageSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MESSAGE_STATES),
  tries: z.int().check(z.minimum(0)),
  lastError: z.nullable(z.string()),
  createdAt: IsoDateTimeSchema,
  sentAt: z.nullable(IsoDateTimeSchema),
});
export type MessageSummary = z.infer<typeof MessageSummarySchema>;

export const MessagesQuerySchema = z.object({
  page: z.catch(wholeNumberParam(1, 1_000_000), 1),
  limit: z.catch(wholeNumberParam(1, 100), 20),
  state: z.catch(z.optional(z.enum(MESSAGE_STATES)), undefined),
});

export const MessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(MessageSummarySchema),
  messageCount: z.int().check(z.minimum(0)),
  currentPage: z.int(),
  totalPages: z.int(),
});
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>;

export const MessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.extend(MessageSummarySchema, { html: z.string(), text: z.string() }),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
