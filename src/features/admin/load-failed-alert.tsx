import { Alert, Button } from '@mantine/core';

/** What an admin screen shows when its data could not be loaded: the reason and a retry. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Button size="compact-sm" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
