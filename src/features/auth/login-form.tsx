import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ROLE_ADMIN } from '../../../contract/enums';
import { LOGIN_FAILED_FALLBACK, LOGIN_SUCCESS_MESSAGE } from '../../../contract/messages';
import { validateLogin } from '../../../contract/rules/auth-validation';
import { demoAccountQueryOptions, login } from '../../api/auth';
import { signInAtom } from '../../state/auth-atoms';
import { ForgotPassword } from './forgot-password';
import { safeRedirectPath } from './safe-redirect';
import { toastError, toastSuccess } from '../../app/toast';
import { PasswordField } from '../../components/password-field';
import { useTypedBeforeHydration } from '../../app/typed-before-hydration';
import './auth-styles';

export function LoginForm({ redirect }: { redirect?: string }) {
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { identifier: '', password: '', remember: true } });
  const formRef = useTypedBeforeHydration(form);
  // The spec prefills the demo shopper so visitors can try the shop at once: only when the store
  // says that account exists (never in production), and never once the visitor has gone to a
  // field (focus marks it touched): an answer landing mid-typing would put the demo's e-mail in
  // front of what they type.
  const demo = useQuery(demoAccountQueryOptions()).data;
  // A layout effect, so the check and the values it sets reach the page in one task: from a
  // passive effect they were drawn a task later, and a field focused in between got the demo's
  // e-mail in front of what was then typed.
  useLayoutEffect(() => {
    // The page itself is asked too: a field focused before the form saw it is not yet touched.
    const visiting = formRef.current?.contains(document.activeElement) ?? false;
    if (demo && !visiting && !form.isDirty() && !form.isTouched())
      form.setValues({ identifier: demo.identifier, password: demo.password });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the answer arrives
  }, [demo]);

  const submit = form.onSubmit(async ({ identifier, password }) => {
    const problem = validateLogin({ identifier, password });
    if (problem) {
      toastError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await login({ identifier: identifier.trim(), password });
      if (!result.ok) {
        toastError(result.error ?? LOGIN_FAILED_FALLBACK);
        return;
      }
      toastSuccess(LOGIN_SUCCESS_MESSAGE);
      signIn(result.response);
      const back = safeRedirectPath(redirect);
      const home =
        result.response.user.role === ROLE_ADMIN ? '/dashboard/admin' : '/dashboard/user';
      await navigate({ href: back ?? home, replace: true });
    } catch {
      toastError(LOGIN_FAILED_FALLBACK);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            Login
          </Title>
          <TextInput
            label="Email or Username"
            autoComplete="username"
            {...form.getInputProps('identifier')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox
              label="Remember me"
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <ForgotPassword />
          </Group>
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Loading...' : 'Sign In'}
          </Button>
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            <Anchor renderRoot={(props) => <Link {...props} to="/signup" search={{ redirect }} />}>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
