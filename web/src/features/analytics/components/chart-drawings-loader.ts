// The chart drawings' chunk (chart-drawings.tsx), asked for once: when the analytics area opens, in parallel with its
// figures, and by the lazy components below. A failed load may be tried again.
import { lazy } from 'react';

let drawings: Promise<typeof import('./chart-drawings.tsx')> | undefined;

export function loadChartDrawings() {
  if (!drawings) {
    drawings = import('./chart-drawings.tsx');
    drawings.catch(() => {
      drawings = undefined;
    });
  }
  return drawings;
}

export const LazyRateLineChart = lazy(() => loadChartDrawings().then((module) => ({ default: module.RateLineChart })));
export const LazyDurationBarChart = lazy(() =>
  loadChartDrawings().then((module) => ({ default: module.DurationBarChart })),
);
