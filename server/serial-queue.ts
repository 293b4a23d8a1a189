/** How many tasks may wait behind the running one, and the error that refuses one more. */
export interface QueueBound {
  maxWaiting: number;
  whenFull: () => Error;
}

/**
 * Runs tasks one at a time, in the order they were queued. A failed task does not stop the ones
 * behind it. With a bound, a task that would wait behind `maxWaiting` others is refused at once
 * (its promise rejects with `whenFull()`): a burst then costs its senders a retry instead of
 * making everyone behind it wait for the whole burst.
 */
export function createSerialQueue(bound?: QueueBound) {
  let tail: Promise<unknown> = Promise.resolve();
  // Queued and not yet settled: the running task and those waiting behind it.
  let pending = 0;
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (bound && pending > bound.maxWaiting) return Promise.reject(bound.whenFull());
    pending += 1;
    const run = tail.then(task, task).finally(() => {
      pending -= 1;
    });
    tail = run.catch(() => undefined);
    return run;
  };
}
