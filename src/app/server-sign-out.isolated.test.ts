import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleSession } from '../../contract/test-support/sample-session';
import { logoutOnServer } from '../api/auth';
import { appStore } from '../state/app-store';
import { sessionUserAtom, signInAtom, signOutAtom } from '../state/auth-atoms';
import { registerServerSignOut } from './server-sign-out';

vi.mock('../api/auth', () => ({ logoutOnServer: vi.fn(() => Promise.resolve()) }));

describe('Logout', () => {
  it('ends the session on the device at once and on the server with the token it held', async () => {
    registerServerSignOut();
    appStore.set(signInAtom, sampleSession({ token: 'token-7' }));
    appStore.set(signOutAtom);
    expect(appStore.get(sessionUserAtom)).toBeNull();
    await waitFor(() => expect(logoutOnServer).toHaveBeenCalledWith('token-7'));
  });
});
