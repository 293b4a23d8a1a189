import { useAfterHydration } from '../../state/after-hydration';
import { useEffect, useRef, useState } from 'react';
import { countdownParts, type CountdownParts } from './countdown';

/**
 * What the server sends: a page it renders is kept for as long as the catalogue is unchanged, so
 * any time in it would be stale, and would differ from the browser's first render.
 */
const NOT_YET: CountdownParts = { hours: '--', minutes: '--', seconds: '--' };

/**
 * Time left until `endsAt` (ISO), refreshed every second; dashes while it is unknown. `onEnd`
 * runs once when the time is up (again only for a new end).
 */
export function useCountdownTo(endsAt: string | undefined, onEnd: () => void): CountdownParts {
  const hydrated = useAfterHydration();
  const [now, setNow] = useState(() => Date.now());
  const ending = useRef(onEnd);
  useEffect(() => {
    ending.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const end = endsAt === undefined ? Number.NaN : Date.parse(endsAt);
  const ended = Number.isFinite(end) && end <= now;
  useEffect(() => {
    if (ended) ending.current();
  }, [ended, endsAt]);
  return hydrated && Number.isFinite(end) ? countdownParts(end - now) : NOT_YET;
}
