import './admin-styles';
import { Group, Pagination, Text } from '@mantine/core';

const CONTROL_LABELS: Readonly<Record<string, string>> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** Page links for the admin lists that page on the server, with the spec's 'Page x/y'. */
export function AdminPager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers ("Orders pages"). */
  label: string;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" component="nav" aria-label={label}>
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={onPage}
        siblings={1}
        boundaries={1}
        size="sm"
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] ?? control })}
      />
      <Text size="sm" aria-live="polite">
        Page {Math.min(page, totalPages)}/{totalPages}
      </Text>
    </Group>
  );
}
