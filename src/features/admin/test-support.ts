import { configure } from '@testing-library/react';
import { RESET } from 'jotai/utils';
import { login } from '../../api/auth';
import { appStore } from '../../state/app-store';
import { authAtom, signInAtom } from '../../state/auth-atoms';

export const ADMIN_CREDENTIALS = { identifier: 'admin@fragrancehub.ng', password: 'admin12345' };
export const SHOPPER_CREDENTIALS = { identifier: 'sisi@email.com', password: 'password' };

/** Signs a demo account in through the mock API, as the login page would. */
export async function signInAs(credentials: { identifier: string; password: string }) {
  appStore.set(authAtom, RESET);
  const result = await login(credentials);
  if (!result.ok) throw new Error(`demo login failed: ${result.error ?? ''}`);
  appStore.set(signInAtom, result.response);
}

// These tests run the real API over PGlite; several files in parallel make answers slower than
// Testing Library's 1 s default, which is not what they test.
configure({ asyncUtilTimeout: 10_000 });
