import { queryOptions } from '@tanstack/react-query';
import { z } from '../../contract/zod';
import { api } from './client';
import { paymentKeys } from './account-query-keys';

// The built-in test gateway's checkout, as the app's /test-payment page reads it. Its answers are
// JSON only when asked for (`Accept: application/json`): at the same address it serves a page of
// its own to browsers, which mock mode's worker could not serve as a page.

const JSON_ONLY = { Accept: 'application/json' };

/** Paystack's words for a test transaction: `pending` until Pay or Fail is pressed. */
const TestTransactionStatusSchema = z.enum(['pending', 'success', 'failed', 'reversed']);

export const TestPaymentSchema = z.object({
  reference: z.string(),
  amountKobo: z.int().check(z.minimum(0)),
  currency: z.string(),
  status: TestTransactionStatusSchema,
  /** The shop's order page, where the shopper goes back to once it is finished. */
  returnUrl: z.string(),
});
export type TestPayment = z.infer<typeof TestPaymentSchema>;

const TestPaymentOutcomeSchema = z.object({
  status: TestTransactionStatusSchema,
  redirectTo: z.string(),
});
export type TestPaymentOutcome = z.infer<typeof TestPaymentOutcomeSchema>;

const payPath = (reference: string) => `payments/test-gateway/pay/${encodeURIComponent(reference)}`;

export const testPaymentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.testPayment(reference),
    queryFn: async ({ signal }) =>
      TestPaymentSchema.parse(
        await api.get(payPath(reference), { headers: JSON_ONLY, signal }).json(),
      ),
    // Read afresh on every visit (Back after Pay shows it finished) and dropped once the page
    // is left: nothing to keep for later, on disk or in memory.
    staleTime: 0,
    gcTime: 0,
  });

/** Pay or Fail: answers where the shopper goes next (the shop's order page, with the reference). */
export async function finishTestPayment(
  reference: string,
  outcome: 'success' | 'failed',
): Promise<TestPaymentOutcome> {
  const body = await api.post(payPath(reference), { headers: JSON_ONLY, json: { outcome } }).json();
  return TestPaymentOutcomeSchema.parse(body);
}
