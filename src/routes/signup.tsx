import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { afterHydration } from '../components/after-hydration';
import { SignupForm } from '../features/auth/signup-form';
import { pageHead } from '../app/page-head';

export const Route = createFileRoute('/signup')({
  head: ({ match }) =>
    pageHead({ title: 'Sign up', path: match.pathname, origin: match.context.origin }),
  // This browser's session: the server sends the layout and a placeholder (see
  // docs/deviations.md), the browser draws the form once the page has hydrated.
  component: afterHydration(SignupPage),
});

function SignupPage() {
  return (
    <Container size="sm" py="xl">
      <SignupForm />
    </Container>
  );
}
