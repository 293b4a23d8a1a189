import { useHydrated } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { countdownParts, msUntilNextLocalMidnight, type CountdownParts } from './countdown';

/** What the server sends: it knows neither the shopper's clock nor their time zone. */
const NOT_YET: CountdownParts = { hours: '--', minutes: '--', seconds: '--' };

/** Time left until the shopper's next local midnight, refreshed every second. */
export function useMidnightCountdown(): CountdownParts {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return hydrated ? countdownParts(msUntilNextLocalMidnight(now)) : NOT_YET;
}
