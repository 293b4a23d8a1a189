import { Button } from '@mantine/core';

/** The spec keeps 'Continue with Google' as a plain external link (no OAuth flow). */
export function GoogleLink() {
  return (
    <Button
      component="a"
      href="https://accounts.google.com/"
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      fullWidth
    >
      Continue with Google
    </Button>
  );
}
