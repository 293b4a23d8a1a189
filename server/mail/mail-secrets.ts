/**
 * The links in an e-mail that are secrets (a password reset, an address check): usable by
 * whoever reads them. The outbox needs them only to send the message; once it is sent (or given
 * up) they are dropped from the row, and the admin's Messages page never shows them.
 */
const SECRET_LINKS: Readonly<Record<string, string>> = {
  'password-reset': 'resetUrl',
  'verify-email': 'verifyUrl',
};

/** The link without its query (the token): the page it leads to, no longer a key to anything. */
function withoutToken(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}

/** The e-mail payload with each secret link reduced to its page. Other payloads are returned as they are. */
export function withoutSecrets(payload: Record<string, unknown>): Record<string, unknown> {
  const field = SECRET_LINKS[String(payload['mail'])];
  const props = payload['props'];
  if (!field || typeof props !== 'object' || props === null) return payload;
  const link = (props as Record<string, unknown>)[field];
  if (typeof link !== 'string') return payload;
  return { ...payload, props: { ...props, [field]: withoutToken(link) } };
}
