interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between: the app's start is several steps of 10–20 ms each on a fast machine (four times that
 * on a phone), and run as one task they made the page's longest. `scheduler.yield()` resumes ahead
 * of other waiting tasks where the browser has it (Chromium); elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
