// Long synchronous work in the server process yields to the event loop (issue 28 sections 2 and 6): one process
// answers every request, and on PGlite it also runs the database and the job workers. A loop over 30 000 protocol
// rows or 2 000 employees that never yields holds every other request — /health included — until it ends (a KTG
// protocol of 30 000 lines held it 2.8 s for the PDF and 5.8 s for the XLSX). Such loops call a time slicer: once
// the running slice has had its budget, the loop waits for the next turn of the event loop (setImmediate: after
// pending I/O, so requests that arrived meanwhile are answered), then goes on. Budget 20 ms: a request waits at most
// about that long per long job; the extra turns cost well under 1 % of the work.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The time a long loop runs before it lets the event loop turn. */
export const SLICE_BUDGET_MS = 20;

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
