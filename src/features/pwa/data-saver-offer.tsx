import { useAfterHydration } from '../../state/after-hydration';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { saveDataAtom } from '../../state/catalogue-atoms';

// Only shoppers with Data Saver on see it: its code stays out of everyone's first load.
const OfflineCatalogueSwitch = lazy(() =>
  import('./offline-catalogue-switch').then((module) => ({
    default: module.OfflineCatalogueSwitch,
  })),
);

/** The 'Keep the catalogue for offline use' switch, shown while the browser's Data Saver is on. */
export function DataSaverOffer() {
  const hydrated = useAfterHydration();
  const saveData = useAtomValue(saveDataAtom);
  if (!hydrated || !saveData) return null;
  return (
    <Suspense fallback={null}>
      <OfflineCatalogueSwitch />
    </Suspense>
  );
}
