import './admin-styles';
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  MAX_LOW_STOCK_THRESHOLD,
  ShopSettingsSchema,
} from '../../../contract/schemas/admin';
import { useSaveShopSettings } from '../../api/admin-shop';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from '../../app/toast';

const SAVE_FAILED_FALLBACK = 'The threshold could not be saved';

/**
 * The shop's low-stock threshold, kept on the server so every admin sees the same list. `saved`
 * is the threshold the low-stock list was answered with: no request of its own.
 */
export function LowStockThreshold({ saved }: { saved: number | undefined }) {
  const [value, setValue] = useState<number | string>(saved ?? '');
  // The saved value arrives (or changes in another tab's save): the box shows it.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    if (saved !== undefined) setValue(saved);
  }
  const parsed = ShopSettingsSchema.safeParse({ lowStockThreshold: value });
  const save = useSaveShopSettings({
    onSuccess: ({ message }) => toastSuccess(message ?? ADMIN_MESSAGES.settingsSaved),
    onError: async (error) => toastError((await serverErrorText(error)) ?? SAVE_FAILED_FALLBACK),
  });
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success) save.mutate(parsed.data);
      }}
    >
      <NumberInput
        label="Low-stock threshold"
        description="Products with this many or fewer in stock are listed"
        value={value}
        onChange={setValue}
        min={0}
        max={MAX_LOW_STOCK_THRESHOLD}
        allowDecimal={false}
        allowNegative={false}
        disabled={saved === undefined}
        w={{ base: '100%', xs: 260 }}
      />
      <Button
        type="submit"
        loading={save.isPending}
        disabled={!parsed.success || parsed.data.lowStockThreshold === saved}
      >
        Save threshold
      </Button>
    </Group>
  );
}
