import { z } from '../zod';
import { IsoDateTimeSchema } from './product';

// GET /admin/messages and /admin/messages/:id: every e-mail the store sent or would have sent
// (the outbox), for developers without a mail server and for the admin's failed deliveries.

export const MESSAGE_KINDS = [
  'order-placed',
  'new-order',
  'payment-received',
  'status-changed',
  'password-reset',
] as const;

/** pending: not sent yet (or no mail server); sent; failed: given up after the last try. */
export const MESSAGE_STATES = ['pending', 'sent', 'failed'] as const;

export const MessageSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MESSAGE_STATES),
  tries: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  sentAt: IsoDateTimeSchema.nullable(),
});
export type MessageSummary = z.infer<typeof MessageSummarySchema>;

export const MessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20),
  state: z.enum(MESSAGE_STATES).optional().catch(undefined),
});

export const MessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(MessageSummarySchema),
  messageCount: z.number().int().min(0),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type MessagesResponse = z.infer<typeof MessagesResponseSchema>;

export const MessageResponseSchema = z.object({
  success: z.literal(true),
  message: MessageSummarySchema.extend({ html: z.string(), text: z.string() }),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
