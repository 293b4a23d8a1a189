import { MantineProvider, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';
import { useTypedBeforeHydration } from './typed-before-hydration';

const sent: { identifier: string; password: string }[] = [];

/** A sign-in form as the server draws it, and the demo prefill that arrives once hydrated. */
function SignIn({ prefill }: { prefill: boolean }) {
  const form = useForm({ name: 'sign-in', initialValues: { identifier: '', password: '' } });
  const ref = useTypedBeforeHydration(form);
  useEffect(() => {
    if (prefill && !form.isDirty()) form.setValues({ identifier: 'demo', password: 'demo-pass' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as the login form: when it arrives
  }, [prefill]);
  return (
    <form
      ref={ref}
      onSubmit={form.onSubmit((values) => {
        sent.push(values);
      })}
    >
      <TextInput label="Email or Username" {...form.getInputProps('identifier')} />
      <PasswordInput label="Password" {...form.getInputProps('password')} />
      <button type="submit">Sign In</button>
    </form>
  );
}

const page = (prefill: boolean) => (
  <MantineProvider theme={theme}>
    <SignIn prefill={prefill} />
  </MantineProvider>
);

afterEach(() => {
  document.body.replaceChildren();
  sent.length = 0;
});

describe('a form typed into before the app hydrated it', () => {
  it('keeps what was typed, sends it, and no prefill writes over it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    const identifier = container.querySelector<HTMLInputElement>(
      '[data-path="sign-in-identifier"]',
    );
    const password = container.querySelector<HTMLInputElement>('[data-path="sign-in-password"]');
    if (!identifier || !password) throw new Error('the server drew no fields');
    identifier.value = 'admin@fragrancehub.ng';
    password.value = 'admin12345';

    const root = await act(async () => hydrateRoot(container, page(false)));
    await act(async () => root.render(page(true)));
    expect(identifier.value).toBe('admin@fragrancehub.ng');
    await act(async () => container.querySelector('form')?.requestSubmit());
    expect(sent).toEqual([{ identifier: 'admin@fragrancehub.ng', password: 'admin12345' }]);
    root.unmount();
  });
});
