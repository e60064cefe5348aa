// The case detail's parts below its first screen (issue 28, decision 0045): the links between cases, the calendar of
// the days with the day's explanation, the monthly totals, the comments and the inputs. The first screen (the person,
// the policy, the status history, the counters) paints without their code: they come in one chunk
// (case-detail-below.ts), asked for a frame after the page's first paint was shown, and then appear one per frame, in
// the page's order, each rendered in a transition (React yields while it renders) in the place its placeholder held.
// So their ~30 files (dialogs, selects, the date field with dayjs, tables) are not on the path to the first paint,
// and a long case is no longer drawn in one long task. Same components, same props: the detail's markup is unchanged
// once they are there. Once the chunk has loaded (the next case opened), they render with the rest at once.
import { Skeleton } from '@mantine/core';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { loadDates } from '../../../lib/i18n.ts';

type Below = typeof import('./case-detail-below.ts');

/** The parts in the page's order: the n-th appears n frames after the chunk has loaded. */
const PART_ORDER = [
  'CaseLinksSection',
  'CaseCalendar',
  'CaseExplanation',
  'MonthlyTotals',
  'CaseComments',
  'CaseInputs',
] as const satisfies readonly (keyof Below)[];
type PartName = (typeof PART_ORDER)[number];

let loaded: Below | undefined;
let loading: Promise<Below> | undefined;
/** The last part (index in PART_ORDER) whose turn has come since the chunk loaded. */
let turn = -1;
const turnListeners = new Set<() => void>();

/** Runs `run` after the next paint (two frames, then a task), unless cancelled. */
function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(run);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** At most this long after a part mounted, its code is asked for even if no paint was reported (a hidden tab). */
const FIRST_PAINT_WAIT_MS = 3_000;

const firstContentfulPaintShown = () =>
  typeof performance.getEntriesByName === 'function' &&
  performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;

/**
 * Runs `run` a frame after the page's first contentful paint has been shown (at once when it has been), unless
 * cancelled. The paint entry carries the time the frame was presented: on a busy machine that is well after the
 * frame was drawn, and a request started in between would count as part of the first paint (Lighthouse's simulation
 * takes every request started before the observed paint into it).
 */
function afterFirstPaint(run: () => void): () => void {
  let settled = false;
  let cancelNext: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  let fallback: number | undefined;
  const stopWaiting = () => {
    settled = true;
    observer?.disconnect();
    window.clearTimeout(fallback);
  };
  const next = () => {
    if (settled) return;
    stopWaiting();
    cancelNext = afterNextPaint(run);
  };
  if (firstContentfulPaintShown() || typeof PerformanceObserver === 'undefined') {
    next();
  } else {
    fallback = window.setTimeout(next, FIRST_PAINT_WAIT_MS);
    observer = new PerformanceObserver(() => {
      if (firstContentfulPaintShown()) next();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    stopWaiting();
    cancelNext?.();
  };
}

/** One part's turn per frame, from the first: each commits (and lays out) on its own. */
function takeTurns(): void {
  turn += 1;
  for (const listener of turnListeners) listener();
  if (turn < PART_ORDER.length - 1) afterNextPaint(takeTurns);
}

/** The chunk, and dayjs with its locale for the comments' date fields (the route loads no dayjs: router.tsx). */
function loadBelow(): Promise<Below> {
  loading ??= Promise.all([import('./case-detail-below.ts'), loadDates()]).then(
    ([module]) => {
      loaded = module;
      takeTurns();
      return module;
    },
    (error: unknown) => {
      // A failed chunk request (offline) is tried again on "retry".
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type State = { module: Below | undefined; error: unknown };

function useBelow(name: PartName): [State, () => void] {
  const order = PART_ORDER.indexOf(name);
  const [state, setState] = useState<State>(() => ({
    module: loaded && turn >= order ? loaded : undefined,
    error: undefined,
  }));
  const { module } = state;
  const failed = state.error !== undefined;
  useEffect(() => {
    if (module || failed) return;
    let active = true;
    const show = () => {
      const ready = loaded;
      if (active && ready && turn >= order) startTransition(() => setState({ module: ready, error: undefined }));
    };
    turnListeners.add(show);
    const cancel = afterFirstPaint(() => {
      loadBelow().then(show, (error: unknown) => active && setState({ module: undefined, error }));
    });
    return () => {
      active = false;
      turnListeners.delete(show);
      cancel();
    };
  }, [module, failed, order]);
  const retry = () => setState({ module: undefined, error: undefined });
  return [state, retry];
}

/** A part below the first screen: a placeholder of about its height until its code is there and its turn came. */
function later<Props extends object>(name: PartName, pick: (module: Below) => ComponentType<Props>, height: number) {
  function Later(props: Props) {
    const [{ module, error }, retry] = useBelow(name);
    if (module) {
      const Part = pick(module);
      return <Part {...props} />;
    }
    if (error !== undefined) return <ErrorAlert error={error} onRetry={retry} />;
    return <Skeleton height={height} data-testid="case-detail-part-loading" />;
  }
  Later.displayName = `Later(${name})`;
  return Later;
}

export const CaseLinksSection = later('CaseLinksSection', (below) => below.CaseLinksSection, 340);
export const CaseCalendar = later('CaseCalendar', (below) => below.CaseCalendar, 430);
export const CaseExplanation = later('CaseExplanation', (below) => below.CaseExplanation, 80);
export const MonthlyTotals = later('MonthlyTotals', (below) => below.MonthlyTotals, 600);
export const CaseComments = later('CaseComments', (below) => below.CaseComments, 210);
export const CaseInputs = later('CaseInputs', (below) => below.CaseInputs, 200);
