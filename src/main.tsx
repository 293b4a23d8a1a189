import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStore } from './app/store';

/** Mock mode starts MSW before the first request; production builds drop this branch entirely. */
async function startMocking() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') {
    const { registerServiceWorker } = await import('./features/pwa/register-service-worker');
    registerServiceWorker(appStore);
    return;
  }
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void startMocking().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
