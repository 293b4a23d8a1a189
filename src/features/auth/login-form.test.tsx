import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESET } from 'jotai/utils';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { appStore } from '../../state/app-store';
import { authAtom, sessionUserAtom } from '../../state/auth-atoms';
import { renderRoute } from '../../test/render';
import { withMockApi } from '../../test/start-mock-api';

withMockApi();
beforeEach(() => appStore.set(authAtom, RESET));

async function fill(label: RegExp, value: string) {
  const input = await within(await screen.findByRole('main')).findByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

const signIn = async () => userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

/** The demo shopper arrives from the store (GET /auth/demo-account) once the form is shown. */
const prefilled = () =>
  waitFor(() => expect(screen.getByLabelText(/Email or Username/)).toHaveValue('sisi@email.com'));

describe('login form', () => {
  it('is prefilled with the demo shopper and checks fields in the spec order', async () => {
    renderRoute('/login');
    await screen.findByLabelText(/Email or Username/);
    await prefilled();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('password');
    // There is no Google sign-in: no button promises one, nor opens accounts.google.com.
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(document.querySelector('a[href*="accounts.google.com"]')).toBeNull();

    await fill(/Email or Username/, '');
    await signIn();
    expect(await screen.findByText('Enter all fields')).toBeInTheDocument();

    await fill(/Email or Username/, 'ab');
    await signIn();
    expect(await screen.findByText('Invalid username')).toBeInTheDocument();

    await fill(/Email or Username/, 'sisi');
    await fill(/^Password/, '  12345  ');
    await signIn();
    expect(await screen.findByText('Enter a valid password')).toBeInTheDocument();
    expect(appStore.get(sessionUserAtom)).toBeNull();
  });

  it('never prefills once the visitor has gone to a field, so nothing lands mid-typing', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    server.use(
      http.get('*/api/v1/auth/demo-account', async () => {
        await held;
        answered = true;
        return undefined;
      }),
    );
    renderRoute('/login');
    const field = await within(await screen.findByRole('main')).findByLabelText(
      /Email or Username/,
    );
    await userEvent.click(field);
    release();
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.type(field, 'ada@mail.ng');
    expect(field).toHaveValue('ada@mail.ng');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    server.resetHandlers();
  });

  it("shows the server's error for a wrong password", async () => {
    renderRoute('/login');
    await screen.findByLabelText(/Email or Username/);
    await prefilled();
    await fill(/^Password/, 'wrong-password');
    await signIn();
    expect(
      await screen.findByText('Invalid email/username or password', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(appStore.get(sessionUserAtom)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs in with the prefilled values and returns to the page the shopper came from', async () => {
    const { router } = renderRoute('/login?redirect=%2Fcart');
    await screen.findByLabelText(/Email or Username/);
    await prefilled();
    await signIn();
    expect(
      await screen.findByText('Login successful', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(appStore.get(sessionUserAtom)?.email).toBe('sisi@email.com');
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject({
      user: { email: 'sisi@email.com' },
    });
  });

  it('goes to the dashboard by role without a return path, and ignores other sites', async () => {
    const { router } = renderRoute('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user'), {
      timeout: 10_000,
    });
    expect(await screen.findByText(/Hello, /)).toBeInTheDocument();
  });

  it('tells a signed-in visitor they are signed in', async () => {
    localStorage.clear();
    const { router } = renderRoute('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/user'), {
      timeout: 10_000,
    });
    await router.navigate({ to: '/login' });
    expect(await screen.findByText('You are signed in')).toBeInTheDocument();
  });
});
