import { Box, Group, Stack, Text } from '@mantine/core';
import { MAX_RATING } from '../../../contract/constants';

/** Five rows, 5 stars down to 1: a bar of each one's share and its count. */
export function RatingBreakdown({ breakdown, total }: { breakdown: number[]; total: number }) {
  const rows = Array.from({ length: MAX_RATING }, (_, i) => MAX_RATING - i);
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} maw={420} w="100%">
      {rows.map((stars) => {
        const count = breakdown[stars - 1] ?? 0;
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        const label = `${stars} ${stars === 1 ? 'star' : 'stars'}`;
        return (
          <Group
            key={stars}
            component="li"
            gap="sm"
            wrap="nowrap"
            data-testid={`breakdown-${stars}`}
          >
            <Text size="sm" w={52} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            {/* A plain bar: Mantine's Progress would be one more file for every first load to list. */}
            <Box
              role="img"
              aria-label={`${label}: ${count} of ${total} reviews`}
              h={8}
              bg="gray.2"
              style={{ flex: 1, borderRadius: 4, overflow: 'hidden' }}
            >
              <Box h="100%" w={`${share}%`} bg="yellow.6" />
            </Box>
            <Text size="sm" c="dimmed" w={32} ta="right" style={{ flexShrink: 0 }}>
              {count}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
