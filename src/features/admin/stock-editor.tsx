import './admin-styles';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_STOCK_QUANTITY, StockCorrectionSchema } from '../../../contract/schemas/admin';
import type { Product } from '../../../contract/schemas/product';
import { useCorrectStock } from '../../api/admin-products';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from '../../app/toast';

const STOCK_FAILED_FALLBACK = 'The stock could not be changed';

/** Sets a product's stock to what was counted on the shelf. */
export function StockEditor({ product }: { product: Product }) {
  const [value, setValue] = useState<number | string>(product.quantity);
  const parsed = StockCorrectionSchema.safeParse({ quantity: value });
  const quantity = parsed.data?.quantity;
  const changed = quantity !== undefined && quantity !== product.quantity;
  const save = useCorrectStock(product._id, {
    onSuccess: ({ message }) => toastSuccess(message),
    onError: async (error) => toastError((await serverErrorText(error)) ?? STOCK_FAILED_FALLBACK),
  });
  return (
    <Group
      component="form"
      gap={6}
      // On a phone the button goes under the box instead of out of the table.
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) save.mutate(quantity);
      }}
    >
      <NumberInput
        aria-label={`Stock of ${product.name}`}
        value={value}
        onChange={setValue}
        min={0}
        max={MAX_STOCK_QUANTITY}
        allowDecimal={false}
        allowNegative={false}
        w={84}
        hideControls
        size="xs"
        error={!parsed.success && value !== '' ? true : undefined}
      />
      <Button
        type="submit"
        size="xs"
        variant="light"
        loading={save.isPending}
        disabled={!changed}
        aria-label={`Save stock of ${product.name}`}
      >
        Save
      </Button>
    </Group>
  );
}
