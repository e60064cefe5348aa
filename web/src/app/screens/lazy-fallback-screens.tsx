// The "no access" and "not found" screens in chunks of their own: the guards and the route table that show them
// are in every page's first load, the screens are seldom seen (issue 10). Each waits in a Suspense of its own
// (with the route skeleton), so a guard can show it wherever it renders.
import { lazy, Suspense } from 'react';
import { RouteSkeleton } from '../../components/route-skeleton.tsx';

const LazyNoAccess = lazy(async () => ({ default: (await import('./no-access-screen.tsx')).NoAccessScreen }));
const LazyNotFound = lazy(async () => ({ default: (await import('./not-found-screen.tsx')).NotFoundScreen }));

/** The "no access" screen (its chunk loads when it is first shown). */
export function NoAccessScreen() {
  return (
    <Suspense fallback={<RouteSkeleton />}>
      <LazyNoAccess />
    </Suspense>
  );
}

/** The "not found" screen (its chunk loads when it is first shown). */
export function NotFoundScreen() {
  return (
    <Suspense fallback={<RouteSkeleton />}>
      <LazyNotFound />
    </Suspense>
  );
}
