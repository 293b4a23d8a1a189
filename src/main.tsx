import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStore } from './app/store';
import { listenForInstallPrompt } from './features/pwa/install-prompt-listener';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function renderApp(container: HTMLElement) {
  // A transition: React renders the app in slices and lets the browser breathe between them,
  // instead of one long task the shopper cannot scroll or tap through.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

if (import.meta.env.VITE_API_MOCKING === 'true') {
  // Mock mode: MSW must be listening before the first request. Production builds drop this.
  void import('../mocks/browser')
    .then(({ startMockWorker }) => startMockWorker())
    .then(() => renderApp(root));
} else {
  listenForInstallPrompt(appStore);
  renderApp(root);
  // Never on the way to the first paint: the worker registers once the app has started.
  void import('./features/pwa/register-service-worker').then(({ registerServiceWorker }) =>
    registerServiceWorker(appStore),
  );
}
