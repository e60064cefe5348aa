// What the absences list waits for after a write (use-derivation-sync.ts): one sync target per employee, the span
// of their touched periods and what must show there. And a period's employee name as the list shows it.
import { type AbsenceChangeSet, type AbsencePeriod, expectationOfChange } from '../absence-display.ts';
import type { SyncTarget } from '../api/use-derivation-sync.ts';

export const employeeName = (period: AbsencePeriod) =>
  [period.names.lastName, period.names.firstName].filter(Boolean).join(', ') || period.employeeId;

/** One sync target per employee: the span of their touched periods and what must show there. */
export function syncTargetOf(
  periods: AbsencePeriod[],
  absenceIds: string[],
  changes: AbsenceChangeSet | 'deleted',
): SyncTarget {
  const byEmployee = new Map<string, { from: string; to: string; ids: string[] }>();
  const wanted = new Set(absenceIds);
  for (const period of periods) {
    const ids = period.absenceIds.filter((id) => wanted.has(id));
    if (ids.length === 0) continue;
    const entry = byEmployee.get(period.employeeId);
    if (entry) {
      entry.from = entry.from < period.startDate ? entry.from : period.startDate;
      entry.to = entry.to > period.endDate ? entry.to : period.endDate;
      entry.ids.push(...ids);
    } else byEmployee.set(period.employeeId, { from: period.startDate, to: period.endDate, ids });
  }
  return [...byEmployee].map(([employeeId, { from, to, ids }]) => ({
    employeeId,
    from,
    to,
    expectation: changes === 'deleted' ? { present: [], absent: ids } : expectationOfChange(ids, changes),
  }));
}
