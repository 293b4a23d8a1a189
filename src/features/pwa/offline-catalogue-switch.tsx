import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { forgetSavedCatalogue } from '../../api/catalogue';
import { keepCatalogueOfflineAtom, saveDataAtom } from '../../state/catalogue-atoms';

export const KEEP_CATALOGUE_LABEL = 'Keep the catalogue for offline use';

/**
 * With the browser's Data Saver on, the whole catalogue is not downloaded in the background; the
 * shopper may still ask for it here (remembered on this device). Turned off, the copy is deleted.
 * Nothing shows without Data Saver: the catalogue is then always kept.
 */
export function OfflineCatalogueSwitch() {
  const hydrated = useHydrated();
  const saveData = useAtomValue(saveDataAtom);
  const [keep, setKeep] = useAtom(keepCatalogueOfflineAtom);
  const queryClient = useQueryClient();
  if (!hydrated || !saveData) return null;
  return (
    <Switch
      mt="md"
      color="yellow"
      label={KEEP_CATALOGUE_LABEL}
      description="Data Saver is on: only the products you open are downloaded."
      checked={keep}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setKeep(next);
        if (!next) void forgetSavedCatalogue(queryClient);
      }}
      styles={{ label: { color: 'white' }, description: { color: 'var(--mantine-color-gray-4)' } }}
    />
  );
}
