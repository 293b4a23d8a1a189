import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { appStore } from '../state/app-store';
import { isAdminAtom, sessionUserAtom } from '../state/auth-atoms';
import { storedStateRestored } from '../state/restored-storage';

/**
 * beforeLoad guard for signed-in pages: no session → /login, remembering where the shopper was
 * going. Gives the routes below the user's id, which keys their private queries.
 */
export async function requireSession({ location }: { location: ParsedLocation }) {
  await storedStateRestored;
  const user = appStore.get(sessionUserAtom);
  if (!user) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  return { userId: user._id };
}

/** beforeLoad guard for admin pages: signed out → /login; signed in without role 1 → /. */
export async function requireAdmin({ location }: { location: ParsedLocation }) {
  const session = await requireSession({ location });
  if (!appStore.get(isAdminAtom)) throw redirect({ to: '/' });
  return session;
}
