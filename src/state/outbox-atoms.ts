import { atom } from 'jotai';

/** Bumped whenever an order is queued or leaves the outbox, so views re-read it. */
export const outboxVersionAtom = atom(0);

/** How a queued order ended once it reached the server. */
export type SettledOutboxOrder =
  { kind: 'placed'; orderId: string } | { kind: 'refused'; reason: string };

/**
 * Outcomes of queued orders sent in this session, by Idempotency-Key: the waiting-order page
 * reads it to turn into the real order (or the refusal) without asking the server again.
 */
export const settledOutboxOrdersAtom = atom<Readonly<Record<string, SettledOutboxOrder>>>({});
