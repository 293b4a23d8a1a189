import type { createStore } from 'jotai';
import { installPromptAtom, type BeforeInstallPromptEvent } from './pwa-atoms';

/**
 * Keeps the browser's install offer for the 'Install app' action. Listening from the very start
 * (main.tsx), not after the worker's code has loaded, so an early offer is never missed.
 */
export function listenForInstallPrompt(store: ReturnType<typeof createStore>) {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installPromptAtom, null));
}
