import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { afterHydration } from '../components/after-hydration';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LoginForm } from '../features/auth/login-form';
import { SignedInNotice } from '../features/auth/signed-in-notice';
import { sessionUserAtom } from '../state/auth-atoms';
import { pageHead } from '../app/page-head';
import { boundedStringSearch } from '../app/string-search';

// Any text: the form follows it only to a path on this site (safeRedirectPath).
const validateLoginSearch = boundedStringSearch({ redirect: { min: 0, max: Infinity } });

export const Route = createFileRoute('/login')({
  head: ({ match }) =>
    pageHead({ title: 'Login', path: match.pathname, origin: match.context.origin }),
  // This browser's session: the server sends the layout and a placeholder (see
  // docs/deviations.md), the browser draws the form once the page has hydrated.
  validateSearch: validateLoginSearch,
  component: afterHydration(LoginPage),
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const user = useAtomValue(sessionUserAtom);
  // Keep the form mounted while a fresh sign-in navigates away; only a visit while signed in
  // shows the notice.
  const [signedInOnArrival] = useState(user !== null);
  return (
    <Container size="sm" py="xl">
      {signedInOnArrival && user !== null ? <SignedInNotice /> : <LoginForm redirect={redirect} />}
    </Container>
  );
}
