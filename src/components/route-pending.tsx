import { Center, Loader } from '@mantine/core';

export function RoutePending() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
