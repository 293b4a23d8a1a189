import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../../mocks/node';
import { login } from '../../api/auth';
import { apiBaseUrl } from '../../api/client';
import { appStore } from '../../state/app-store';
import { authAtom, sessionUserAtom, signInAtom, tokenAtom } from '../../state/auth-atoms';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();

beforeEach(async () => {
  await resetMockData();
  appStore.set(authAtom, RESET);
  const result = await login({ identifier: 'sisi@email.com', password: 'password' });
  if (!result.ok) throw new Error('demo login failed');
  appStore.set(signInAtom, result.response);
});

async function changePassword(values: { current: string; next: string; confirm: string }) {
  const user = userEvent.setup();
  renderRoute('/dashboard/user/profile');
  const section = within(await screen.findByRole('form', { name: 'Change Password' }));
  await user.type(section.getByLabelText(/^Current Password/), values.current);
  await user.type(section.getByLabelText(/^New Password/), values.next);
  await user.type(section.getByLabelText(/^Confirm New Password/), values.confirm);
  await user.click(section.getByRole('button', { name: 'Change Password' }));
  return section;
}

const ordersStatus = async (token: string) =>
  (await fetch(`${apiBaseUrl}orders`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('Change Password on the profile page', () => {
  it("shows the server's error for a wrong current password", async () => {
    const before = appStore.get(tokenAtom);
    await changePassword({ current: 'not-my-password', next: 'newsecret1', confirm: 'newsecret1' });
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(appStore.get(tokenAtom)).toBe(before);
    expect((await login({ identifier: 'sisi@email.com', password: 'password' })).ok).toBe(true);
  });

  it("checks the new password with the spec's messages before sending", async () => {
    await changePassword({ current: 'password', next: 'newsecret1', confirm: 'newsecret2' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('changes it and keeps the shopper signed in with a fresh token; the old one stops working', async () => {
    const oldToken = appStore.get(tokenAtom) ?? '';
    const section = await changePassword({
      current: 'password',
      next: 'newsecret1',
      confirm: 'newsecret1',
    });
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();

    const newToken = appStore.get(tokenAtom) ?? '';
    expect(newToken).not.toBe(oldToken);
    expect(appStore.get(sessionUserAtom)?.email).toBe('sisi@email.com');
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject({
      user: { email: 'sisi@email.com', token: newToken },
    });
    expect(await ordersStatus(newToken)).toBe(200);
    expect(await ordersStatus(oldToken)).toBe(401);
    // Still on the profile, signed in, with the form emptied.
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    await waitFor(() => expect(section.getByLabelText(/^Current Password/)).toHaveValue(''));

    expect((await login({ identifier: 'sisi@email.com', password: 'newsecret1' })).ok).toBe(true);
  });
});
