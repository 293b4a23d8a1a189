import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

/**
 * A one-shot timer with visible progress: start() runs `onDone` after `durationMs` and meanwhile
 * reports the elapsed time (for a progress bar or a "in N s" text). Stops when unmounted.
 */
export function useCountdown(durationMs: number, onDone: () => void) {
  const [elapsed, setElapsed] = useState<number | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const running = elapsed !== null;

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => {
      setElapsed((value) => Math.min(durationMs, (value ?? 0) + TICK_MS));
    }, TICK_MS);
    const finish = setTimeout(() => {
      clearInterval(tick);
      done.current();
    }, durationMs);
    return () => {
      clearInterval(tick);
      clearTimeout(finish);
    };
  }, [running, durationMs]);

  const start = useCallback(() => setElapsed(0), []);
  const value = elapsed ?? 0;
  return {
    start,
    running,
    /** 0..100 */
    percent: Math.round((value / durationMs) * 100),
    secondsLeft: Math.ceil((durationMs - value) / 1000),
  };
}
