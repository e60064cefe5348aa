// Periods are derived from the days by a worker woken by each write (decision 0038: tens of milliseconds after a
// screen's write, seconds after a large upload). After a write the screen keeps the list it has, dimmed and marked
// "updating", and asks for the touched employees' periods until they reflect the write (absence-display.ts
// reflectsWrite); then it refreshes the list. It never shows the old periods as if they were current, and gives up
// waiting after a while (the list is refreshed anyway, with a note).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AbsencePeriod, reflectsWrite, type WriteExpectation } from '../absence-display.ts';
import { absencesKeys } from './absences-keys.ts';

/** The first check is at once, the next after 150 and 300 ms (a write's periods are usually there), then every 600 ms. */
const POLL_MS = [150, 300, 600] as const;
const GIVE_UP_MS = 20_000;
/** Employees asked for per round; a bulk change over many people checks a sample. */
const EMPLOYEES_CHECKED = 3;

/** Per employee the write touched: the days' span and what their periods must show. */
export type SyncTarget = { employeeId: string; from: string; to: string; expectation: WriteExpectation }[];

export type SyncState = 'idle' | 'updating' | 'slow';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function periodsOf(
  employee: { employeeId: string; from: string; to: string },
  signal: AbortSignal,
): Promise<AbsencePeriod[]> {
  const page = await apiRequest('absencePeriodsList', {
    query: { employeeId: employee.employeeId, from: employee.from, to: employee.to, take: 200 },
    signal,
  });
  return page.items;
}

async function reflected(target: SyncTarget, signal: AbortSignal): Promise<boolean> {
  const checks = await Promise.all(
    target
      .slice(0, EMPLOYEES_CHECKED)
      .map(async (employee) => reflectsWrite(await periodsOf(employee, signal), employee.expectation)),
  );
  return checks.every(Boolean);
}

export function useDerivationSync() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SyncState>('idle');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const track = useCallback(
    async (target: SyncTarget) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState('updating');
      const started = Date.now();
      let done = target.length === 0;
      let round = 0;
      while (!done && !current.signal.aborted) {
        try {
          done = await reflected(target, current.signal);
        } catch {
          // A failed check is asked again; the list's own refresh shows a lasting failure.
        }
        if (done || current.signal.aborted) break;
        if (Date.now() - started > GIVE_UP_MS) {
          setState('slow');
          break;
        }
        await sleep(POLL_MS[Math.min(round++, POLL_MS.length - 1)] ?? 600, current.signal);
      }
      if (current.signal.aborted) return;
      await queryClient.invalidateQueries({ queryKey: absencesKeys.periods() });
      if (controller.current === current) setState((previous) => (previous === 'slow' ? 'slow' : 'idle'));
    },
    [queryClient],
  );

  const dismiss = useCallback(() => setState('idle'), []);
  return { state, track, dismiss };
}
