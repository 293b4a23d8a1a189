import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** False until the browser has had a quiet moment after this component mounted (whenIdle). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) setIdle(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return idle;
}
