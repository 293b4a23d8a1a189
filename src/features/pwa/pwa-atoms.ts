import { atom } from 'jotai';

/** The browser's deferred install prompt (Chromium's beforeinstallprompt), once offered. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

/** Set when a new service worker is waiting; calling it activates the worker and reloads. */
export const pendingUpdateAtom = atom<(() => Promise<void>) | null>(null);
