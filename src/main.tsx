import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStore } from './app/store';
import { listenForInstallPrompt } from './features/pwa/install-prompt-listener';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function renderApp(container: HTMLElement, serviceWorker: boolean) {
  // A transition: React renders the app in slices and lets the browser breathe between them,
  // instead of one long task the shopper cannot scroll or tap through.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App serviceWorker={serviceWorker} />
      </StrictMode>,
    );
  });
}

if (import.meta.env.VITE_API_MOCKING === 'true') {
  // Mock mode: MSW must be listening before the first request. Production builds drop this.
  void import('../mocks/browser')
    .then(({ startMockWorker }) => startMockWorker())
    .then(() => renderApp(root, false));
} else {
  listenForInstallPrompt(appStore);
  renderApp(root, true);
}
