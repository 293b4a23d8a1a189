import { startMockWorker } from './browser';

// Mock mode's HTML loads this module beside the app's entry (scripts/vite/mock-early-start.ts), so
// the mock's own modules, PGlite and the demo store download while the app's modules do, instead
// of after the app's entry has run. The app's entry then finds the worker already starting.
void startMockWorker();
