import { whenIdle } from './when-idle';

let loading: Promise<void> | undefined;

/**
 * Brings every Mantine component's stylesheet (see mantine-all-styles.ts). Resolves once it is
 * applied; never rejects: if the chunk cannot be fetched, a screen drawn with fewer styles beats a
 * route that fails, and the next call tries again.
 */
export function loadAllStyles(): Promise<void> {
  loading ??= import('./mantine-all-styles').then(
    () => undefined,
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** Starts loading them when the browser is idle, so Home's first paint never waits for them. */
export function loadAllStylesWhenIdle() {
  void whenIdle().then(loadAllStyles);
}
