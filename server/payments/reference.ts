// Our own payment references. Paystack takes alphanumerics, `-`, `.` and `=` only (no `_`), and a
// reference may be used once: every attempt to pay an order gets a new one, so a shopper who
// fails and tries again never collides with the first attempt.

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // 32 symbols: no 0/o, 1/l look-alikes
const RANDOM_LENGTH = 16; // 80 bits
const MAX_LENGTH = 100;

const REFERENCE = /^[A-Za-z0-9.=-]+$/;

/** `fh-<first 8 alphanumerics of the order id>-<16 random symbols>`, e.g. `fh-3f2a9c1b-k7m…`. */
export function newPaymentReference(orderId: string): string {
  const orderPart = orderId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toLowerCase();
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  // 256 is a multiple of 32, so masking keeps every symbol equally likely.
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte & 31];
  return orderPart ? `fh-${orderPart}-${random}` : `fh-${random}`;
}

/** For route parameters and webhook bodies: anything else can name no payment of ours. */
export function isPaymentReference(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LENGTH && REFERENCE.test(value);
}
