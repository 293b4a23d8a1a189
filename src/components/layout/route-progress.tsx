import { useRouterState } from '@tanstack/react-router';
import classes from './route-progress.module.css';

/** A thin bar across the top while a route change loads its code and data. */
export function RouteProgress() {
  const isLoading = useRouterState({ select: (s) => s.status === 'pending' });
  if (!isLoading) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label="Loading page"
      aria-valuetext="Loading"
    />
  );
}
