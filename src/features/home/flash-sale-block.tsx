import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  BLOCK_SKELETON_COUNT,
  FLASH_SALE_BADGE,
  FLASH_SALE_SLICE,
} from '../../../contract/constants';
import { unpagedProductsQueryOptions } from '../../api/products';
import { ProductBlock } from './product-block';
import { useMidnightCountdown } from './use-midnight-countdown';

export function FlashSaleCountdown() {
  const { hours, minutes, seconds } = useMidnightCountdown();
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

/** Items 5 to 8 of the unpaged list, with a countdown to local midnight (the badge is display only). */
export function FlashSaleBlock() {
  const { data, isError } = useQuery(unpagedProductsQueryOptions());
  const products = isError ? [] : data?.slice(FLASH_SALE_SLICE.start, FLASH_SALE_SLICE.end);
  return (
    <ProductBlock
      id="flash-sale-title"
      title="Flash Sale"
      products={products}
      skeletonCount={BLOCK_SKELETON_COUNT}
      aside={<FlashSaleCountdown />}
      badge={
        <Badge color="red" variant="filled">
          {FLASH_SALE_BADGE}
        </Badge>
      }
    />
  );
}
