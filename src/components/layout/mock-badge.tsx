import { Badge } from '@mantine/core';

/** Tells whoever is looking that the data comes from the in-page mock API, not the shop. */
export function MockBadge() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return null;
  return (
    <Badge
      visibleFrom="sm"
      color="orange"
      variant="light"
      size="sm"
      title="Data served by the in-page mock API"
    >
      Mock data
    </Badge>
  );
}
