import { useEffect, useState } from 'react';
import { countdownParts, msUntilNextLocalMidnight } from './countdown';

/** Time left until the next local midnight, refreshed every second. */
export function useMidnightCountdown() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return countdownParts(msUntilNextLocalMidnight(now));
}
