import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { applyWishlistOp, mergeOnSignIn, type WishlistOp } from '../../../contract/rules/wishlist';
import { isHTTPError } from '../../api/http-errors';
import { isNetworkFailure } from '../../api/network-failure';
import { sendWishlistOp, wishlistQueryOptions } from '../../api/wishlist';
import { sessionUserAtom } from '../../state/auth-atoms';
import { storedStateRestored } from '../../state/restored-storage';
import { accountWishlistAtom } from '../../state/account-wishlist-atom';
import { signedOutWishlistAtom } from '../../state/wishlist-atoms';
import { changeWishlistAtom } from '../../state/wishlist-changes';

type Store = ReturnType<typeof createStore>;

const sameOp = (a: WishlistOp | undefined, b: WishlistOp) => a?.id === b.id && a.op === b.op;

/**
 * Moves the list kept signed out into the signed-in account's (mergeOnSignIn: queued as saves,
 * oldest first, so they end newest first on top of the account's) and clears it on this device.
 */
function mergeSignedOutList(store: Store): void {
  const signedOut = store.get(signedOutWishlistAtom);
  if (signedOut.length === 0) return;
  for (const change of mergeOnSignIn(signedOut)) store.set(changeWishlistAtom, change);
  store.set(signedOutWishlistAtom, []);
}

/** Whether `userId` is still the one signed in (a logout mid-sync must not write their list). */
const stillSignedIn = (store: Store, userId: string) => store.get(sessionUserAtom)?._id === userId;

/**
 * Sends the changes waiting on this device, oldest first, then reads the account's list and keeps
 * it (with any change made meanwhile applied) as the device's copy. Stops at the first change
 * that gets no answer (offline): it waits for the next run. A change the server refuses (a product
 * since deleted: 404; a full list) is dropped: the list read afterwards shows what holds.
 */
async function sendAndRefresh(store: Store, client: QueryClient, userId: string): Promise<void> {
  for (;;) {
    const copy = store.get(accountWishlistAtom);
    if (copy?.userId !== userId) return;
    const next = copy.pending[0];
    if (!next) break;
    try {
      await sendWishlistOp(next);
    } catch (error) {
      if (isNetworkFailure(error) || !isHTTPError(error)) return;
    }
    if (!stillSignedIn(store, userId)) return;
    store.set(accountWishlistAtom, (current) =>
      current?.userId === userId && sameOp(current.pending[0], next)
        ? { ...current, pending: current.pending.slice(1) }
        : current,
    );
  }
  const serverIds = await client.fetchQuery({ ...wishlistQueryOptions(userId), staleTime: 0 });
  if (!stillSignedIn(store, userId)) return;
  store.set(accountWishlistAtom, (current) => {
    const pending = current?.userId === userId ? current.pending : [];
    return { userId, productIds: pending.reduce(applyWishlistOp, serverIds), pending };
  });
}

let running: Promise<void> | null = null;
let again = false;

/**
 * One sync of the signed-in shopper's wishlist: the signed-out list merged in, then (online) the
 * waiting changes sent and the account's list read. Runs one at a time; a call made while one runs
 * makes it run once more. Never throws: a failure waits for the next run.
 */
export function syncWishlist(store: Store, client: QueryClient, userId: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    await storedStateRestored;
    do {
      again = false;
      if (!stillSignedIn(store, userId)) return;
      mergeSignedOutList(store);
      if (!navigator.onLine) return;
      try {
        await sendAndRefresh(store, client, userId);
      } catch {
        // Offline or refused: the device's copy stands until the next run.
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
