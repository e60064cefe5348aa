// Weekend fill (C17, swiss-rules 7): HR systems record absences on working days only, but KTG and UVG count
// calendar days (C1). Saturday and Sunday are filled before periods, cases and counters are built:
// - FILL_IF_FRIDAY_AND_MONDAY: the same absence type is recorded on the Friday before and the Monday after;
// - FILL_IF_MONDAY_TO_FRIDAY: the same type is recorded on every day Monday to Friday of that week.
// Filled days take the Friday's incapacity % and type and are marked as filled. A weekend day that already has
// a record of any type is left alone (mixed types are a data issue, not something to guess).
import { type EpochDay, isoWeekday } from '../dates.ts';
import type { AbsenceType, WeekendFillMode } from './types.ts';

export type AbsenceDay = { day: EpochDay; type: AbsenceType; incapacityPm: number; isFilled: boolean };

function key(day: EpochDay, type: AbsenceType): string {
  return `${day}|${type}`;
}

/** Days sorted by day, then type; one entry per day and type (the highest incapacity wins on duplicates). */
export function normaliseAbsenceDays(days: readonly AbsenceDay[]): AbsenceDay[] {
  const byKey = new Map<string, AbsenceDay>();
  for (const entry of days) {
    const k = key(entry.day, entry.type);
    const current = byKey.get(k);
    if (!current || entry.incapacityPm > current.incapacityPm) byKey.set(k, entry);
  }
  return [...byKey.values()].sort((a, b) => a.day - b.day || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}

/** C17: the normalised days plus the filled weekend days, sorted like normaliseAbsenceDays. */
export function fillWeekendGaps(days: readonly AbsenceDay[], mode: WeekendFillMode | null): AbsenceDay[] {
  if (mode === null) return [...days];
  const byKey = new Map<string, AbsenceDay>();
  const recordedDays = new Set<EpochDay>();
  for (const entry of days) {
    byKey.set(key(entry.day, entry.type), entry);
    recordedDays.add(entry.day);
  }
  const added: AbsenceDay[] = [];
  for (const friday of days) {
    if (friday.isFilled || isoWeekday(friday.day) !== 5) continue;
    const type = friday.type;
    const has = (day: EpochDay) => byKey.has(key(day, type));
    const qualifies =
      mode === 'FILL_IF_FRIDAY_AND_MONDAY'
        ? has(friday.day + 3)
        : has(friday.day - 1) && has(friday.day - 2) && has(friday.day - 3) && has(friday.day - 4);
    if (!qualifies) continue;
    for (const weekendDay of [friday.day + 1, friday.day + 2]) {
      if (recordedDays.has(weekendDay)) continue;
      recordedDays.add(weekendDay);
      added.push({ day: weekendDay, type, incapacityPm: friday.incapacityPm, isFilled: true });
    }
  }
  if (added.length === 0) return [...days];
  return [...days, ...added].sort((a, b) => a.day - b.day || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}
