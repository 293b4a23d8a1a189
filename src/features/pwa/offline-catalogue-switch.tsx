import { Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { forgetSavedCatalogue } from '../../api/catalogue';
import { keepCatalogueOfflineAtom } from '../../state/catalogue-atoms';
import './pwa-styles';

export const KEEP_CATALOGUE_LABEL = 'Keep the catalogue for offline use';

/**
 * With the browser's Data Saver on, the whole catalogue is not downloaded in the background; the
 * shopper may still ask for it here (remembered on this device). Turned off, the copy is deleted.
 * Shown only with Data Saver on (data-saver-offer.tsx): the catalogue is otherwise always kept.
 */
export function OfflineCatalogueSwitch() {
  const [keep, setKeep] = useAtom(keepCatalogueOfflineAtom);
  const queryClient = useQueryClient();
  return (
    <Stack gap={4} mt="md">
      <Switch
        color="yellow"
        label={KEEP_CATALOGUE_LABEL}
        // Not the Switch's own description: inside its label, it would join the switch's name.
        aria-describedby="keep-catalogue-hint"
        checked={keep}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setKeep(next);
          if (!next) void forgetSavedCatalogue(queryClient);
        }}
        styles={{ label: { color: 'white' } }}
      />
      <Text id="keep-catalogue-hint" size="xs" c="gray.4">
        Data Saver is on: only the products you open are downloaded.
      </Text>
    </Stack>
  );
}
