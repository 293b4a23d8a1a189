import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { afterHydration } from '../components/after-hydration';
import { SignupForm } from '../features/auth/signup-form';
import { pageHead } from '../app/page-head';
import { boundedStringSearch } from '../app/string-search';

// Where to go once signed up, as the login page takes it ('Login to checkout' → Sign Up keeps
// /cart); the form follows it only to a path on this site (safeRedirectPath).
const validateSignupSearch = boundedStringSearch({ redirect: { min: 0, max: Infinity } });

export const Route = createFileRoute('/signup')({
  head: ({ match }) =>
    pageHead({ title: 'Sign up', path: match.pathname, origin: match.context.origin }),
  // This browser's session: the server sends the layout and a placeholder (see
  // docs/deviations.md), the browser draws the form once the page has hydrated.
  validateSearch: validateSignupSearch,
  component: afterHydration(SignupPage),
});

function SignupPage() {
  const { redirect } = Route.useSearch();
  return (
    <Container size="sm" py="xl">
      <SignupForm redirect={redirect} />
    </Container>
  );
}
