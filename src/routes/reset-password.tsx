import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { afterHydration } from '../components/after-hydration';
import { pageHead } from '../app/page-head';
import { boundedStringSearch } from '../app/string-search';
import { ResetPasswordScreen } from '../features/auth/reset-password-screen';

// A malformed token reads as none: the screen then says the link cannot be used. (The bounds of
// ResetPasswordRequestSchema's token, written out: this runs in every visitor's first load.)
const validateResetSearch = boundedStringSearch({ token: { min: 1, max: 200 } });

export const Route = createFileRoute('/reset-password')({
  // The canonical link names the path only: the token is a secret and never leaves the page.
  head: ({ match }) =>
    pageHead({
      title: 'Reset Password',
      path: match.pathname,
      origin: match.context.origin,
      noindex: true,
    }),
  // A form for this browser only, like login: the server sends the layout and a placeholder.
  validateSearch: validateResetSearch,
  component: afterHydration(ResetPasswordPage),
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <Container size="sm" py="xl">
      <ResetPasswordScreen token={token} />
    </Container>
  );
}
