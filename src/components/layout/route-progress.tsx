import { useRouterState } from '@tanstack/react-router';
import { useAfterHydration } from '../../state/after-hydration';
import classes from './route-progress.module.css';

/**
 * A thin bar across the top while a route change loads its code and data. Not before hydration:
 * a page the browser draws itself (`ssr: false`) is still pending when it hydrates, where the
 * server's HTML has no bar.
 */
export function RouteProgress() {
  const isLoading = useRouterState({ select: (s) => s.status === 'pending' });
  const hydrated = useAfterHydration();
  if (!isLoading || !hydrated) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label="Loading page"
      aria-valuetext="Loading"
    />
  );
}
