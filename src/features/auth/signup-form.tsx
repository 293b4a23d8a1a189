import {
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTypedBeforeHydration } from '../../app/typed-before-hydration';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { isHTTPError } from '../../api/http-errors';
import { useEffect, useState } from 'react';
import { REDIRECT_DELAY_MS } from '../../../contract/constants';
import {
  REGISTRATION_FAILED_MESSAGE,
  REGISTRATION_SUCCESS_MESSAGE,
  SIGNUP_FAILED_FALLBACK,
} from '../../../contract/messages';
import { validateSignup } from '../../../contract/rules/auth-validation';
import { register } from '../../api/auth';
import { signInAtom } from '../../state/auth-atoms';
import { safeRedirectPath } from './safe-redirect';
import { toastError, toastSuccess } from '../../app/toast';
import { PasswordField } from '../../components/password-field';
import './auth-styles';

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (PNG, JPEG, WebP or GIF)';

interface SignupValues {
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  image: File | null;
  terms: boolean;
}

function thrownMessage(error: unknown) {
  if (!isHTTPError(error) && error instanceof Error && error.message) return error.message;
  return SIGNUP_FAILED_FALLBACK;
}

/** Where the new shopper goes after the pause, named as the notice says it. */
function destination(redirect: string | undefined) {
  const back = safeRedirectPath(redirect);
  if (!back) return { href: '/', name: 'the home page' };
  return { href: back, name: back.startsWith('/cart') ? 'your cart' : 'the page you came from' };
}

export function SignupForm({ redirect }: { redirect?: string }) {
  const next = destination(redirect);
  const signIn = useSetAtom(signInAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const form = useForm<SignupValues>({
    initialValues: {
      name: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      image: null,
      terms: false,
    },
  });
  const formRef = useTypedBeforeHydration(form);

  // The spec's 5-second pause after sign-up, then home, or back where sign-in would have gone
  // (the cart, for 'Login to checkout'); cancelled if the shopper leaves first.
  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(
      () => void navigate({ href: next.href, replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [registered, navigate, next.href]);

  const pickImage = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      form.setFieldValue('image', null);
      form.setFieldError('image', NOT_AN_IMAGE_MESSAGE);
      return;
    }
    form.clearFieldError('image');
    form.setFieldValue('image', file);
  };

  const submit = form.onSubmit(async (values) => {
    const problem = validateSignup(values);
    if (problem) {
      toastError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await register({
        name: values.name.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        image: values.image,
      });
      if (!result.ok) {
        toastError(result.error ?? REGISTRATION_FAILED_MESSAGE);
        return;
      }
      toastSuccess(REGISTRATION_SUCCESS_MESSAGE);
      signIn(result.response);
      setRegistered(true);
    } catch (error) {
      toastError(thrownMessage(error));
    } finally {
      setBusy(false);
    }
  });

  if (registered) {
    return (
      <Paper withBorder radius="md" p="xl" maw={440} mx="auto" role="status">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            Welcome to FragranceHub
          </Title>
          <Text>
            Redirecting to {next.name} in {REDIRECT_DELAY_MS / 1000} s…
          </Text>
          <Anchor component={Link} to={next.href}>
            Go to {next.name} now
          </Anchor>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            Sign Up
          </Title>
          <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <FileInput
            label="Profile Picture"
            description="Optional"
            placeholder="Choose an image"
            accept="image/*"
            clearable
            value={form.values.image}
            onChange={pickImage}
            error={form.errors.image}
          />
          <Checkbox
            label="I agree to the terms and conditions"
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Loading...' : 'Sign Up'}
          </Button>
          <Text size="sm" ta="center">
            <Anchor renderRoot={(props) => <Link {...props} to="/login" search={{ redirect }} />}>
              Already have an account? Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
