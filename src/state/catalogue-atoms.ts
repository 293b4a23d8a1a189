import { atom } from 'jotai';
import { atomRestoredFromStorage } from './restored-storage';

/** Whether the shopper asked to keep the whole catalogue although Data Saver is on. */
export const keepCatalogueOfflineAtom = atomRestoredFromStorage('keepCatalogueOffline', false);

interface NetworkInformationLike {
  saveData?: boolean;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

function connection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** The browser's Data Saver (Chromium's `navigator.connection.saveData`; absent elsewhere). */
export const saveDataAtom = atom(connection()?.saveData === true);
saveDataAtom.onMount = (setSaveData) => {
  const info = connection();
  const update = () => setSaveData(info?.saveData === true);
  update();
  info?.addEventListener?.('change', update);
  return () => info?.removeEventListener?.('change', update);
};

/**
 * Whether this browser keeps the whole catalogue (downloaded once, then kept fresh by changes):
 * always, unless Data Saver is on and the shopper has not asked for it.
 */
export const catalogueWantedAtom = atom(
  (get) => !get(saveDataAtom) || get(keepCatalogueOfflineAtom),
);
