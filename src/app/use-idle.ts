import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the browser has had a quiet moment after this component mounted (whenIdle). What it
 * starts is by definition not urgent, so the switch is a transition: React draws it in slices a
 * tap can come between, not in one task.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) startTransition(() => setIdle(true));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return idle;
}
