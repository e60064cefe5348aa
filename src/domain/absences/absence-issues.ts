// Data issues of the absences themselves (issues.ts): SICK and ACCIDENT runs with a missing weekend day or a short
// gap between them, duplicated days, SICK and ACCIDENT in one month.
import { type EpochDay, isoDateOf, isWeekend } from '../dates.ts';
import type { AbsenceType } from '../sick-pay/types.ts';
import { CALENDAR_DAY_ABSENCE_TYPES, type DetectedIssue, type IssueDetectionInput, issue } from './issue-model.ts';
import { type AbsenceRecord, absenceRunsByType, expandAbsenceDays, type IsoDate, toHundredths } from './periods.ts';

function formatHundredths(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** ABSENCE_MISSING_SATURDAY_OR_SUNDAY and ABSENCE_GAP_BETWEEN_ABSENCES: the gaps between runs of SICK / ACCIDENT. */
export function gapIssues(input: IssueDetectionInput, live: readonly AbsenceRecord[]): DetectedIssue[] {
  const { employeeId, configuration } = input;
  const expanded = expandAbsenceDays(live, configuration.weekendFill);
  const absentDays = new Set(expanded.map((entry) => entry.day));
  const runsByType = absenceRunsByType(expanded);
  const found: DetectedIssue[] = [];
  for (const absenceType of CALENDAR_DAY_ABSENCE_TYPES) {
    const runs = runsByType.get(absenceType) ?? [];
    for (let index = 1; index < runs.length; index++) {
      const before = runs[index - 1] as { end: EpochDay };
      const after = runs[index] as { start: EpochDay };
      const gapStart = before.end + 1;
      const gapEnd = after.start - 1;
      const gap: EpochDay[] = [];
      for (let day = gapStart; day <= gapEnd; day++) gap.push(day);
      const isWeekendHole = gap.every((day) => isWeekend(day) && !absentDays.has(day));
      const common = { absenceType, lastDayBefore: isoDateOf(before.end), firstDayAfter: isoDateOf(after.start) };
      if (isWeekendHole) {
        found.push(
          issue(employeeId, 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY', isoDateOf(gapStart), absenceType, {
            ...common,
            missingDates: gap.map(isoDateOf),
          }),
        );
        continue;
      }
      const hasWorkingDayBack = gap.some((day) => !isWeekend(day) && !absentDays.has(day));
      if (gap.length <= configuration.absenceGapMaxDays && hasWorkingDayBack) {
        found.push(
          issue(employeeId, 'ABSENCE_GAP_BETWEEN_ABSENCES', isoDateOf(gapStart), absenceType, {
            ...common,
            gapStart: isoDateOf(gapStart),
            gapEnd: isoDateOf(gapEnd),
            gapDays: gap.length,
            absenceGapMaxDays: configuration.absenceGapMaxDays,
          }),
        );
      }
    }
  }
  return found;
}

/** ABSENCE_DUPLICATED: one type twice on a day, or different types above 100 % together. */
export function duplicateIssues(employeeId: string, live: readonly AbsenceRecord[]): DetectedIssue[] {
  const byDate = new Map<IsoDate, AbsenceRecord[]>();
  for (const record of live) {
    const list = byDate.get(record.date);
    if (list) list.push(record);
    else byDate.set(record.date, [record]);
  }
  const found: DetectedIssue[] = [];
  for (const [date, records] of byDate) {
    if (records.length < 2) continue;
    const types = new Set(records.map((record) => record.type));
    const percentages = records.filter((record) => record.percentage !== null);
    const total = percentages.reduce((sum, record) => sum + toHundredths(record.percentage as string), 0);
    const reason = types.size < records.length ? 'SAME_TYPE' : total > 100_00 ? 'MORE_THAN_100_PERCENT' : null;
    if (reason === null) continue;
    found.push(
      issue(employeeId, 'ABSENCE_DUPLICATED', date, '', {
        date,
        absenceIds: records.map((record) => record.absenceId).sort(),
        absenceTypes: [...types].sort(),
        reason,
        totalPercentage: percentages.length > 0 ? formatHundredths(total) : null,
      }),
    );
  }
  return found;
}

/** ABSENCE_MIXED_TYPES_SAME_MONTH: SICK and ACCIDENT in one calendar month (KTG or UVG: which one is it?). */
export function mixedTypeIssues(employeeId: string, live: readonly AbsenceRecord[]): DetectedIssue[] {
  const daysByMonth = new Map<string, Map<AbsenceType, Set<IsoDate>>>();
  for (const record of live) {
    if (!(CALENDAR_DAY_ABSENCE_TYPES as readonly AbsenceType[]).includes(record.type)) continue;
    const month = record.date.slice(0, 7);
    const byType = daysByMonth.get(month) ?? new Map<AbsenceType, Set<IsoDate>>();
    daysByMonth.set(month, byType);
    const dates = byType.get(record.type) ?? new Set<IsoDate>();
    byType.set(record.type, dates);
    dates.add(record.date);
  }
  const found: DetectedIssue[] = [];
  for (const [month, byType] of daysByMonth) {
    if (byType.size < 2) continue;
    const absenceTypes = [...byType.keys()].sort();
    found.push(
      issue(employeeId, 'ABSENCE_MIXED_TYPES_SAME_MONTH', `${month}-01`, '', {
        month,
        absenceTypes,
        daysByType: Object.fromEntries(absenceTypes.map((type) => [type, byType.get(type)?.size ?? 0])),
      }),
    );
  }
  return found;
}
