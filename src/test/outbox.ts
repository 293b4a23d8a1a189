import {
  MessageResponseSchema,
  MessagesResponseSchema,
  type MessageResponse,
} from '../../contract/schemas/admin-messages';
import { AuthResponseSchema } from '../../contract/schemas/user';
import { and, desc, eq, sql } from 'drizzle-orm';
import { currentMockApi } from '../../mocks/node';
import { outbox } from '../../server/db/schema';
import { apiBaseUrl } from '../api/client';

// The mock API keeps every e-mail in its outbox (no mail server). Tests read it as the demo admin
// with their own token, leaving the app's session as the test set it.

const ADMIN = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };

async function adminHeaders(): Promise<HeadersInit> {
  const response = await fetch(`${apiBaseUrl}auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { user } = AuthResponseSchema.parse(await response.json());
  return { Authorization: `Bearer ${user.token}` };
}

/**
 * The newest password-reset e-mail to `email` as the admin's Messages page shows it, with its
 * HTML and text parts (its link holds no token: only the shopper's inbox gets one).
 */
export async function newestResetMail(email: string): Promise<MessageResponse['message']> {
  const headers = await adminHeaders();
  const list = MessagesResponseSchema.parse(
    await (await fetch(`${apiBaseUrl}admin/messages?limit=100`, { headers })).json(),
  );
  const summary = list.messages.find((m) => m.kind === 'password-reset' && m.to === email);
  if (!summary) throw new Error(`no reset e-mail to ${email} in the outbox`);
  const detail = await fetch(`${apiBaseUrl}admin/messages/${summary._id}`, { headers });
  return MessageResponseSchema.parse(await detail.json()).message;
}

/** The token of the reset link in an e-mail's text. */
export function resetTokenIn(text: string): string {
  const token = /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no reset link in the e-mail');
  return token;
}

/**
 * The token of the newest reset link mailed to `email`, as the shopper's inbox gets it: read from
 * the mock API's outbox, since the admin's view never shows a live link.
 */
export async function newestResetToken(email: string): Promise<string> {
  const mock = currentMockApi();
  if (!mock) throw new Error('mock API not started');
  const [row] = await mock.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'email'),
        sql`${outbox.payload}->>'to' = ${email}`,
        sql`${outbox.payload}->>'mail' = 'password-reset'`,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const props = row?.payload['props'] as { resetUrl?: string } | undefined;
  if (!props?.resetUrl) throw new Error(`no reset e-mail to ${email} in the outbox`);
  return resetTokenIn(props.resetUrl);
}
