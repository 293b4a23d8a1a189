import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SignupForm } from '../features/auth/signup-form';

export const Route = createFileRoute('/signup')({
  component: SignupPage,
});

function SignupPage() {
  return (
    <Container size="sm" py="xl">
      <SignupForm />
    </Container>
  );
}
