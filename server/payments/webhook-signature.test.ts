import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPaystackBody, verifyPaystackSignature } from './webhook-signature';

const SECRET = 'sk_test_0123456789abcdef';
const BODY = '{"event":"charge.success","data":{"reference":"fh-abc","amount":500000}}';
// What Paystack's own example (Node's createHmac) computes.
const EXPECTED = createHmac('sha512', SECRET).update(BODY).digest('hex');

describe('Paystack webhook signatures', () => {
  it('signs as Paystack does: hex HMAC-SHA512 of the raw body', async () => {
    expect(await signPaystackBody(SECRET, BODY)).toBe(EXPECTED);
    expect(await signPaystackBody(SECRET, new TextEncoder().encode(BODY))).toBe(EXPECTED);
  });

  it('accepts the genuine signature, in either case of hex', async () => {
    expect(await verifyPaystackSignature(SECRET, BODY, EXPECTED)).toBe(true);
    expect(await verifyPaystackSignature(SECRET, BODY, EXPECTED.toUpperCase())).toBe(true);
    expect(await verifyPaystackSignature(SECRET, new TextEncoder().encode(BODY), EXPECTED)).toBe(
      true,
    );
  });

  it('refuses a forged signature', async () => {
    const last = EXPECTED.at(-1) === '0' ? '1' : '0';
    expect(await verifyPaystackSignature(SECRET, BODY, EXPECTED.slice(0, -1) + last)).toBe(false);
    const otherKey = createHmac('sha512', 'sk_test_guess').update(BODY).digest('hex');
    expect(await verifyPaystackSignature(SECRET, BODY, otherKey)).toBe(false);
  });

  it('refuses the right signature over another body', async () => {
    const reformatted = JSON.stringify(JSON.parse(BODY), null, 1);
    expect(await verifyPaystackSignature(SECRET, reformatted, EXPECTED)).toBe(false);
    expect(await verifyPaystackSignature(SECRET, BODY.replace('500000', '5000'), EXPECTED)).toBe(
      false,
    );
  });

  it('refuses a signature of the wrong length or form', async () => {
    for (const header of [
      EXPECTED.slice(0, -2),
      `${EXPECTED}00`,
      EXPECTED.slice(0, 64), // a SHA-256 sized signature
      `sha512=${EXPECTED}`,
      'z'.repeat(128),
    ]) {
      expect(await verifyPaystackSignature(SECRET, BODY, header)).toBe(false);
    }
  });

  it('refuses a missing header', async () => {
    expect(await verifyPaystackSignature(SECRET, BODY, null)).toBe(false);
    expect(await verifyPaystackSignature(SECRET, BODY, undefined)).toBe(false);
    expect(await verifyPaystackSignature(SECRET, BODY, '')).toBe(false);
  });

  it('will not work without a secret', async () => {
    await expect(verifyPaystackSignature('', BODY, EXPECTED)).rejects.toThrow(TypeError);
    await expect(signPaystackBody('', BODY)).rejects.toThrow(TypeError);
  });
});
