import { setupWorker } from 'msw/browser';
import { createApi } from '../server/create-api';
import { createHandlers } from './handlers';

export async function startMockWorker() {
  const api = createApi({ config: { version: 'mock' } });
  const worker = setupWorker(...createHandlers(api));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
