import {
  MessageResponseSchema,
  MessagesResponseSchema,
  type MessageResponse,
} from '../../contract/schemas/admin-messages';
import { AuthResponseSchema } from '../../contract/schemas/user';
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

/** The newest password-reset e-mail to `email`, with its HTML and text parts. */
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
