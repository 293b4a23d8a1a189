import { Group, Text } from '@mantine/core';
import { useCountdownTo } from './use-countdown-to';

/** "Ends in hh:mm:ss" to the sale's end; `onEnd` runs when it reaches zero. */
export function FlashSaleCountdown({
  endsAt,
  onEnd,
}: {
  endsAt: string | undefined;
  onEnd: () => void;
}) {
  const { hours, minutes, seconds } = useCountdownTo(endsAt, onEnd);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        Ends in
      </Text>
      <Text
        fw={700}
        ff="monospace"
        c="red.8"
        role="timer"
        aria-label={`Ends in ${hours} hours ${minutes} minutes ${seconds} seconds`}
        data-testid="flash-sale-countdown"
      >
        {hours}:{minutes}:{seconds}
      </Text>
    </Group>
  );
}
