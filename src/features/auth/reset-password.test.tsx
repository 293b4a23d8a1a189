import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../../mocks/node';
import { login } from '../../api/auth';
import { api } from '../../api/client';
import { appStore } from '../../state/app-store';
import { authAtom } from '../../state/auth-atoms';
import { newestResetToken } from '../../test/outbox';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();
beforeEach(async () => {
  await resetMockData();
  appStore.set(authAtom, RESET);
});

const INVALID = 'This reset link is invalid, already used or expired. Please ask for a new one.';

async function resetToken(email: string) {
  await api.post('auth/forgot-password', { json: { email } });
  return newestResetToken(email);
}

async function fillAndSubmit(password: string, confirm: string) {
  const user = userEvent.setup();
  const main = within(await screen.findByRole('main'));
  const first = await main.findByLabelText(/^New Password/);
  const second = main.getByLabelText(/^Confirm New Password/);
  await user.clear(first);
  if (password) await user.type(first, password);
  await user.clear(second);
  if (confirm) await user.type(second, confirm);
  await user.click(main.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  it('sets a new password from the e-mailed link, then the shopper signs in with it', async () => {
    const token = await resetToken('sisi@email.com');
    renderRoute(`/reset-password?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();

    await fillAndSubmit('newsecret1', 'newsecret2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await fillAndSubmit('short', 'short');
    expect(await screen.findByText('Enter a valid password')).toBeInTheDocument();

    await fillAndSubmit('newsecret1', 'newsecret1');
    expect(
      await screen.findByText(
        'Your password has been reset. Please sign in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();

    expect((await login({ identifier: 'sisi@email.com', password: 'newsecret1' })).ok).toBe(true);
    expect((await login({ identifier: 'sisi@email.com', password: 'password' })).ok).toBe(false);
  });

  it('says clearly when the link is not valid (here: already used) and offers a new one', async () => {
    const token = await resetToken('sisi@email.com');
    await api.post('auth/reset-password', { json: { token, password: 'firstpass1' } });
    renderRoute(`/reset-password?token=${token}`);
    await fillAndSubmit('newsecret1', 'newsecret1');

    const alert = await screen.findByRole('alert', { name: 'This reset link cannot be used' });
    expect(within(alert).getByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    const main = within(screen.getByRole('main'));
    await user.type(main.getByRole('textbox', { name: /^Email/ }), 'sisi@email.com');
    await user.click(main.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account uses that e-mail address, a link to reset its password is on its way.',
      ),
    ).toBeInTheDocument();
    expect(await newestResetToken('sisi@email.com')).not.toBe(token);
  });

  it('without a token says the same at once', async () => {
    renderRoute('/reset-password');
    const alert = await screen.findByRole('alert', { name: 'This reset link cannot be used' });
    expect(within(alert).getByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
