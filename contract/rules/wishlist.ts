// The wishlist's list rules, the same for the signed-out list kept under `wishlist` and for the
// device's copy of an account's list: product ids, newest first, each once.

import { WISHLIST_MAX } from '../schemas/wishlist';

export type WishlistOp = { readonly id: string; readonly op: 'put' | 'delete' };

/** Saves `id` first (already saved: the list is unchanged, as the server keeps it). */
export function addToWishlist(list: readonly string[], id: string): string[] {
  if (list.includes(id)) return [...list];
  return [id, ...list].slice(0, WISHLIST_MAX);
}

export function removeFromWishlist(list: readonly string[], id: string): string[] {
  return list.filter((x) => x !== id);
}

export function applyWishlistOp(list: readonly string[], change: WishlistOp): string[] {
  return change.op === 'put' ? addToWishlist(list, change.id) : removeFromWishlist(list, change.id);
}

/**
 * Changes made on this device and not yet sent, in order. A later change of the same product
 * replaces the earlier one: only where it ended up needs sending.
 */
export function queueWishlistOp(queue: readonly WishlistOp[], change: WishlistOp): WishlistOp[] {
  return [...queue.filter((q) => q.id !== change.id), change];
}

/**
 * What signing in sends: every id the signed-out list held, oldest first, so the account's list
 * ends with them newest first, on top of what it held.
 */
export function mergeOnSignIn(signedOut: readonly string[]): WishlistOp[] {
  return [...signedOut].reverse().map((id) => ({ id, op: 'put' as const }));
}
