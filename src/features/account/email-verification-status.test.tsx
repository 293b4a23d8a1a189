import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../contract/schemas/email-verification';
import { login, register } from '../../api/auth';
import { appStore } from '../../state/app-store';
import { authAtom, signInAtom } from '../../state/auth-atoms';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { EMAIL_UNVERIFIED_LABEL, EMAIL_VERIFIED_LABEL } from './email-verification-status';

withMockApi();

beforeEach(() => {
  appStore.set(authAtom, RESET);
});

describe('the profile’s e-mail address', () => {
  it('says a new account’s address is not verified yet and resends the link', async () => {
    const result = await register({
      name: 'New Shopper',
      username: '',
      email: `new.${Date.now()}@mail.ng`,
      password: 'secret123',
      image: null,
    });
    if (!result.ok) throw new Error('register failed');
    appStore.set(signInAtom, result.response);
    renderRoute('/dashboard/user/profile');
    const status = await screen.findByTestId('email-status');
    expect(status).toHaveTextContent(EMAIL_UNVERIFIED_LABEL);
    await userEvent.click(within(status).getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent)).toBeInTheDocument();
  });

  it('shows a verified address as verified, and how the e-mailed link went', async () => {
    const result = await login({ identifier: 'sisi@email.com', password: 'password' });
    if (!result.ok) throw new Error('demo login failed');
    appStore.set(signInAtom, result.response);
    renderRoute('/dashboard/user/profile?email=verified');
    expect(await screen.findByTestId('email-status')).toHaveTextContent(EMAIL_VERIFIED_LABEL);
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL_VERIFICATION_MESSAGES.verified);
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
  });
});
