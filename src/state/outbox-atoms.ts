import { atom } from 'jotai';

/** Bumped whenever an order is queued or leaves the outbox, so views re-read it. */
export const outboxVersionAtom = atom(0);
