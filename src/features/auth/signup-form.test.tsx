import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it } from 'vitest';
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

async function fillForm(values: {
  name: string;
  email: string;
  password: string;
  confirm: string;
}) {
  await fill(/^Name/, values.name);
  await fill(/^Email/, values.email);
  await fill(/^Password/, values.password);
  await fill(/^Confirm Password/, values.confirm);
}

const signUp = async () => userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));

describe('signup form', () => {
  it('shows each validation message in the spec order', async () => {
    renderRoute('/signup');
    await signUp();
    expect(await screen.findByText('Enter all fields')).toBeInTheDocument();

    await fillForm({
      name: 'Ada',
      email: 'not-an-email',
      password: 'secret12',
      confirm: 'secret22',
    });
    await signUp();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await fillForm({ name: 'Ada', email: 'ada@mail', password: 'secret12', confirm: 'secret12' });
    await signUp();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();

    await fillForm({ name: 'Ada', email: 'ada@mail.ng', password: '12345 ', confirm: '12345 ' });
    await signUp();
    expect(await screen.findByText('Enter a valid password')).toBeInTheDocument();
    expect(appStore.get(sessionUserAtom)).toBeNull();
  });

  it('refuses a file that is not an image', async () => {
    renderRoute('/signup');
    await screen.findByLabelText(/Profile Picture/);
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText(/Please choose an image file/)).toBeInTheDocument();
  });

  it("shows the server's reason when the email is taken", async () => {
    renderRoute('/signup');
    await fillForm({
      name: 'Sisi',
      email: 'sisi@email.com',
      password: 'secret12',
      confirm: 'secret12',
    });
    await signUp();
    expect(
      await screen.findByText('Email is already registered', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('signs the new user in and goes home after 5 seconds', async () => {
    const { router } = renderRoute('/signup');
    await fillForm({
      name: 'Ada Obi',
      email: 'ada.obi@mail.ng',
      password: 'secret12',
      confirm: 'secret12',
    });
    await signUp();
    expect(
      await screen.findByText('Registration successful', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Redirecting to the home page in 5 s/)).toBeInTheDocument();
    expect(appStore.get(sessionUserAtom)?.email).toBe('ada.obi@mail.ng');
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5200)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('from "Login to checkout", Sign Up keeps the way back and returns the new shopper to the cart', async () => {
    const { router } = renderRoute('/login?redirect=%2Fcart');
    const signUpLink = await within(await screen.findByRole('main')).findByRole('link', {
      name: 'Sign Up',
    });
    expect(signUpLink).toHaveAttribute('href', '/signup?redirect=%2Fcart');
    await userEvent.click(signUpLink);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(
      await screen.findByRole('link', { name: 'Already have an account? Sign in' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fcart');
    await fillForm({
      name: 'Bola Cart',
      email: 'bola.cart@mail.ng',
      password: 'secret12',
      confirm: 'secret12',
    });
    await signUp();
    expect(
      await screen.findByText(/Redirecting to your cart in 5 s/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your cart now' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 5200)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('never follows a redirect off the site', async () => {
    renderRoute('/signup?redirect=%2F%2Fevil.example');
    expect(
      await screen.findByRole('link', { name: 'Already have an account? Sign in' }),
    ).toBeInTheDocument();
    await fillForm({
      name: 'Chi Safe',
      email: 'chi.safe@mail.ng',
      password: 'secret12',
      confirm: 'secret12',
    });
    await signUp();
    expect(
      await screen.findByText(/Redirecting to the home page in 5 s/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });
});
