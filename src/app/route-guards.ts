import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { appStore } from '../state/app-store';
import { isAdminAtom, sessionUserAtom } from '../state/auth-atoms';

/** beforeLoad guard for signed-in pages: no session → /login, remembering where the shopper was going. */
export function requireSession({ location }: { location: ParsedLocation }) {
  if (!appStore.get(sessionUserAtom)) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}

/** beforeLoad guard for admin pages: signed out → /login; signed in without role 1 → /. */
export function requireAdmin({ location }: { location: ParsedLocation }) {
  requireSession({ location });
  if (!appStore.get(isAdminAtom)) throw redirect({ to: '/' });
}
