// Deadlines stored against deadlines computed (decision 0054; docs/domain/deadlines.md "Recomputation"): which rows
// a recomputation writes. Keyed by (tenant, deadlineKey). Pure: the derivation reads the stored rows and writes
// what this answers, in one statement.
//   new                      → OPEN
//   OPEN, date moved         → OPEN with the new date, reminded again (remindedAt cleared)
//   DONE, date moved         → OPEN again (done cleared): the user confirmed a date that no longer holds
//   DONE, same date          → stays DONE (basis or explanation refreshed)
//   OBSOLETE, follows again  → OPEN (remindedAt kept when the date is the one already reminded)
//   OPEN, no longer follows  → OBSOLETE
//   DONE, no longer follows  → stays DONE (what was done stays on record)
import type { ComputedDeadline, DeadlineExplanation } from './deadlines.ts';

export type StoredDeadline = {
  id: string;
  deadlineKey: string;
  dueDate: string;
  basisDate: string;
  ruleId: string;
  explanation: unknown;
  status: 'OPEN' | 'DONE' | 'OBSOLETE' | string;
  remindedAt: string | null;
  doneAt: string | null;
  doneByUserId: string | null;
  doneBy: string | null;
};

/** A row to write (insert or update by deadlineKey); ids are kept for the stored ones. */
export type DeadlineWrite = {
  id: string;
  deadlineKey: string;
  kind: string;
  employeeId: string;
  caseId: string | null;
  dueDate: string;
  basisDate: string;
  ruleId: string;
  explanation: DeadlineExplanation | unknown;
  status: 'OPEN' | 'DONE' | 'OBSOLETE';
  remindedAt: string | null;
  doneAt: string | null;
  doneByUserId: string | null;
  doneBy: string | null;
};

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function reconcileDeadlines(
  stored: readonly (StoredDeadline & { kind: string; employeeId: string; caseId: string | null })[],
  computed: readonly ComputedDeadline[],
  newId: () => string,
): DeadlineWrite[] {
  const byKey = new Map(stored.map((row) => [row.deadlineKey, row]));
  const writes: DeadlineWrite[] = [];
  const seen = new Set<string>();
  for (const next of computed) {
    seen.add(next.deadlineKey);
    const previous = byKey.get(next.deadlineKey);
    const fields = {
      deadlineKey: next.deadlineKey,
      kind: next.kind,
      employeeId: next.employeeId,
      caseId: next.caseId,
      dueDate: next.dueDate,
      basisDate: next.basisDate,
      ruleId: next.ruleId,
      explanation: next.explanation,
    };
    if (!previous) {
      writes.push({
        id: newId(),
        ...fields,
        status: 'OPEN',
        remindedAt: null,
        doneAt: null,
        doneByUserId: null,
        doneBy: null,
      });
      continue;
    }
    const moved = previous.dueDate !== next.dueDate;
    const unchanged =
      !moved &&
      previous.basisDate === next.basisDate &&
      previous.ruleId === next.ruleId &&
      sameJson(previous.explanation, next.explanation);
    if (previous.status === 'DONE' && !moved) {
      if (!unchanged) writes.push({ ...previous, ...fields, status: 'DONE' });
      continue;
    }
    if (previous.status === 'OPEN' && unchanged) continue;
    writes.push({
      ...previous,
      ...fields,
      status: 'OPEN',
      remindedAt: moved ? null : previous.remindedAt,
      doneAt: null,
      doneByUserId: null,
      doneBy: null,
    });
  }
  for (const previous of stored) {
    if (seen.has(previous.deadlineKey) || previous.status !== 'OPEN') continue;
    writes.push({ ...previous, status: 'OBSOLETE' });
  }
  return writes;
}
