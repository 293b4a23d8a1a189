import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockData } from '../../../mocks/node';
import type { MockApi } from '../../../mocks/mock-api';
import { outbox } from '../../../server/db/schema';
import { api } from '../../api/client';
import { newestResetMail } from '../../test/outbox';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';
import { ADMIN_CREDENTIALS, signInAs } from './test-support';

withMockApi();

let mock: MockApi;
beforeEach(async () => {
  mock = await resetMockData();
});

/** A visitor asks for a reset link: the outbox gets one e-mail to the demo shopper. */
async function resetMailToShopper() {
  await api.post('auth/forgot-password', { json: { email: 'sisi@email.com' } });
  return newestResetMail('sisi@email.com');
}

const rowOf = (text: string) => {
  const row = screen.getByText(text, { selector: 'td, td *' }).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

describe('/dashboard/admin/messages', () => {
  it('lists an e-mail and shows it as the recipient would see it, HTML and text', async () => {
    const mail = await resetMailToShopper();
    await signInAs(ADMIN_CREDENTIALS);
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/admin/messages');

    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Reset your password' });
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('sisi@email.com')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '0' })).toBeInTheDocument();

    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/admin/messages/${mail._id}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(screen.getByText('sisi@email.com')).toBeInTheDocument();
    const frame = screen.getByTitle('The e-mail as sent (HTML)');
    expect(frame.tagName).toBe('IFRAME');
    // Nothing in the e-mail runs or reaches the admin's page.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe(mail.html);
    const text = screen.getByTestId('message-text');
    expect(text.textContent).toBe(mail.text);
    // The admin sees where the link leads, never the token that makes it work.
    expect(text).toHaveTextContent('/reset-password');
    expect(text.textContent).not.toMatch(/reset-password\?token=/);
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute(
      'href',
      '/dashboard/admin/messages',
    );
  });

  it('makes a failed delivery stand out, with its last error, and filters by state', async () => {
    const mail = await resetMailToShopper();
    await mock.db
      .update(outbox)
      .set({ state: 'failed', tries: 5, lastError: '550 5.1.1 Mailbox unavailable' })
      .where(eq(outbox.id, mail._id));
    await signInAs(ADMIN_CREDENTIALS);
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/admin/messages');

    await screen.findByRole('link', { name: 'Reset your password' });
    const row = rowOf('550 5.1.1 Mailbox unavailable');
    expect(row.getByText('Failed')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '5' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'failed' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByText(/^1 message/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Reset your password' }));
    const alert = await screen.findByRole('alert', { name: 'Delivery failed' });
    expect(within(alert).getByText(/550 5\.1\.1 Mailbox unavailable/)).toBeInTheDocument();
  });

  it('is linked from the admin dashboard', async () => {
    await signInAs(ADMIN_CREDENTIALS);
    renderRoute('/dashboard/admin');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Admin' })).findByRole('link', {
        name: 'Messages',
      }),
    ).toHaveAttribute('href', '/dashboard/admin/messages');
  });
});
