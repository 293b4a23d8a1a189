import { z } from '../../contract/zod';
import type { WebhookEvent } from './payment-gateway';
import { isPaymentReference } from './reference';
import { PAYSTACK_SIGNATURE_HEADER, verifyPaystackSignature } from './webhook-signature';

const EventSchema = z.looseObject({
  event: z.string(),
  data: z.looseObject({ reference: z.unknown() }),
});

/**
 * Paystack's webhook (and the test gateway's, which speaks the same protocol): only the signature
 * makes the body worth reading, and even then only a `charge.success`'s reference is taken.
 */
export async function readPaystackWebhook(
  secretKey: string,
  rawBody: string,
  headers: Headers,
): Promise<WebhookEvent> {
  if (!(await verifyPaystackSignature(secretKey, rawBody, headers.get(PAYSTACK_SIGNATURE_HEADER))))
    return { kind: 'forged' };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { kind: 'malformed' };
  }
  const parsed = EventSchema.safeParse(body);
  if (!parsed.success || parsed.data.event !== 'charge.success') return { kind: 'ignored' };
  const reference = parsed.data.data.reference;
  return isPaymentReference(reference) ? { kind: 'charge', reference } : { kind: 'ignored' };
}
