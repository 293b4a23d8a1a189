import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../../mocks/node';
import { appStore } from '../../state/app-store';
import { authAtom } from '../../state/auth-atoms';
import { newestResetMail } from '../../test/outbox';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();
beforeEach(async () => {
  await resetMockData();
  appStore.set(authAtom, RESET);
});

const SENT = 'If an account uses that e-mail address, a link to reset its password is on its way.';

async function openDialog() {
  const user = userEvent.setup();
  renderRoute('/login');
  await user.click(await screen.findByRole('button', { name: 'Forgot Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
  return { user, dialog: within(dialog) };
}

describe('Forgot Password on /login', () => {
  it("asks for the e-mail, sends the reset link and shows the server's message", async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /^Email/ }), 'sisi@email.com');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));

    expect(await dialog.findByText(SENT)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    const mail = await newestResetMail('sisi@email.com');
    expect(mail.subject).toBe('Reset your password');

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the same answer for an address without an account', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /^Email/ }), 'nobody@mail.ng');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText(SENT)).toBeInTheDocument();
  });

  it('says what is wrong with the address before sending anything', async () => {
    const { user, dialog } = await openDialog();
    const email = dialog.getByRole('textbox', { name: /^Email/ });
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'sisi@email');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(newestResetMail('sisi@email.com')).rejects.toThrow(/no reset e-mail/);
  });
});
