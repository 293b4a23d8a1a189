import { useEffect, useRef, type ReactNode } from 'react';
import { LATE_HYDRATION_ATTRIBUTE, replayLateTaps } from './early-clicks';

/**
 * Around a part that hydrates after the page (its code loads apart): until its effect runs, a
 * tap on one of its buttons is kept by public/early-taps.js, since React has no handler there
 * yet; once it has hydrated, those taps are repeated. `display: contents` leaves the layout as
 * if the wrapper were not there.
 */
export function LateHydrationRegion({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) void replayLateTaps(ref.current);
  }, []);
  return (
    <div ref={ref} {...{ [LATE_HYDRATION_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
