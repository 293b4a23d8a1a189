import { Button, Group, NumberInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_LOW_STOCK_THRESHOLD } from '../../../contract/schemas/admin';
import { saveShopSettings, shopSettingsQueryOptions } from '../../api/admin-shop';
import { serverErrorText } from '../../api/error-message';
import { toastError, toastSuccess } from './toast';

const SAVE_FAILED_FALLBACK = 'The threshold could not be saved';

/** The shop's low-stock threshold, kept on the server so every admin sees the same list. */
export function LowStockThreshold({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery(shopSettingsQueryOptions(userId));
  const saved = settings.data?.lowStockThreshold;
  const [value, setValue] = useState<number | string>(saved ?? '');
  // The saved value arrives (or changes in another tab's save): the box shows it.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    if (saved !== undefined) setValue(saved);
  }
  const threshold = typeof value === 'number' ? value : Number.NaN;
  const valid =
    Number.isInteger(threshold) && threshold >= 0 && threshold <= MAX_LOW_STOCK_THRESHOLD;
  const save = useMutation({
    mutationFn: () => saveShopSettings({ lowStockThreshold: threshold }),
    onSuccess: async ({ message, settings: next }) => {
      toastSuccess(message ?? 'Settings saved');
      queryClient.setQueryData(shopSettingsQueryOptions(userId).queryKey, next);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products', 'admin'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]);
    },
    onError: async (error) => toastError((await serverErrorText(error)) ?? SAVE_FAILED_FALLBACK),
  });
  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate();
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
        disabled={settings.isPending}
        w={{ base: '100%', xs: 260 }}
      />
      <Button type="submit" loading={save.isPending} disabled={!valid || threshold === saved}>
        Save threshold
      </Button>
    </Group>
  );
}
