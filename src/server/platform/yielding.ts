// Long synchronous work in the server process yields to the event loop (issue 28 sections 2 and 6): one process
// answers every request, and on PGlite it also runs the database and the job workers. A loop over 10 000 protocol
// rows or 2 000 employees that never yields holds every other request — /health included — until it ends (a KTG
// protocol of 10 000 lines held it 2 s; on a busy machine 5–19 s). Such loops call a time slicer: once the running
// slice has had its budget, the loop waits for the next turn of the event loop (setImmediate: after pending I/O, so
// requests that arrived meanwhile are read), then goes on. Budget 10 ms: a request needs a few turns to be answered
// (accept, read, write), so it waits a few slices; 20 ms doubled /health's wait during a protocol (p50 84 -> 356 ms)
// for no gain in the work's own time (docs/performance.md "Requests during long work (issue 28)").
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The time a long loop runs before it lets the event loop turn. */
export const SLICE_BUDGET_MS = 10;

/** Lets the event loop turn once (pending I/O, timers, other requests), then goes on. */
export function yieldToEventLoop(): Promise<void> {
  return nextTurn();
}

/**
 * A slicer for one long loop: `await slice()` in each iteration yields once the current slice has run for
 * `budgetMs`, and is otherwise a resolved promise (a microtask).
 */
export function timeSlicer(budgetMs: number = SLICE_BUDGET_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < budgetMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
