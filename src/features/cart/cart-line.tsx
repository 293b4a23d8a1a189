import { ActionIcon, Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { canIncreaseQty, isAtLineCap } from '../../../contract/rules/cart';
import type { LineNotice } from '../../../contract/rules/cart-freshness';
import { formatNaira } from '../../../contract/rules/currency';
import { LINE_CAP_NOTICE } from '../../../contract/constants';
import type { CartItem } from '../../../contract/schemas/cart';
import { decreaseQtyAtom, increaseQtyAtom, removeFromCartAtom } from '../../state/cart-atoms';
import { ProductPrice } from '../../components/product/product-price';
import { Thumbnail } from '../../components/product/thumbnail';

const IMAGE_PX = 96;

export function stockText(quantity: number, isAvailable: boolean) {
  return quantity > 0 && isAvailable ? `In stock: ${quantity}` : 'Out of stock';
}

function noticeText(notice: LineNotice): string[] {
  if (notice.kind === 'gone') return ['No longer available'];
  const lines: string[] = [];
  if (notice.priceFrom !== undefined && notice.priceTo !== undefined) {
    lines.push(
      `Price changed from ${formatNaira(notice.priceFrom)} to ${formatNaira(notice.priceTo)}`,
    );
  }
  if (notice.stockFrom !== undefined && notice.stockTo !== undefined) {
    lines.push(
      notice.stockTo === 0 ? 'Now out of stock' : `Stock changed: only ${notice.stockTo} left`,
    );
  }
  return lines;
}

export function CartLine({ item, notice }: { item: CartItem; notice?: LineNotice }) {
  const remove = useSetAtom(removeFromCartAtom);
  const increase = useSetAtom(increaseQtyAtom);
  const decrease = useSetAtom(decreaseQtyAtom);
  const capNoticeId = useId();
  // More is in stock, but one order takes no more of it: say so, next to the stopped control.
  const atCap = isAtLineCap(item);
  const image = item.images[0];
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={item.name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Thumbnail url={image?.url} alt={item.name} size={IMAGE_PX} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>{item.name}</Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${item.name}`}
              onClick={() => remove(item._id)}
            >
              ✕
            </ActionIcon>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.description}
          </Text>
          <Text size="sm" c={item.quantity > 0 && item.isAvailable ? 'green.8' : 'red.8'}>
            {stockText(item.quantity, item.isAvailable)}
          </Text>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap={6} wrap="nowrap" data-testid="line-price">
              <ProductPrice product={item} />
              <Text fw={600}>x {item.addedQty}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={`Decrease quantity of ${item.name}`}
                disabled={item.addedQty <= 1}
                onClick={() => decrease(item._id)}
              >
                −
              </ActionIcon>
              <Text w={32} ta="center" aria-label={`Quantity of ${item.name}`}>
                {item.addedQty}
              </Text>
              <ActionIcon
                variant="default"
                aria-label={`Increase quantity of ${item.name}`}
                aria-describedby={atCap ? capNoticeId : undefined}
                disabled={!canIncreaseQty(item)}
                onClick={() => increase(item._id)}
              >
                +
              </ActionIcon>
            </Group>
          </Group>
          {atCap && (
            <Text size="sm" c="dimmed" ta="right" id={capNoticeId}>
              {LINE_CAP_NOTICE}
            </Text>
          )}
          {notice && (
            <Alert color={notice.kind === 'gone' ? 'red' : 'yellow'} p="xs" role="status">
              {noticeText(notice).map((text) => (
                <Text size="sm" key={text}>
                  {text}
                </Text>
              ))}
            </Alert>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
