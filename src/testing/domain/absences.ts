// Builders for the absence-period and issue tests: one absence record per call, defaults a full SICK day.

import type { AbsencePeriodDefinition, AbsenceRecord, AbsenceSource } from '../../domain/absences/periods.ts';
import type { AbsenceType, AccidentType } from '../../domain/sick-pay/types.ts';

let sequence = 0;

export function absence(
  date: string,
  type: AbsenceType = 'SICK',
  overrides: Partial<Omit<AbsenceRecord, 'date' | 'type'>> = {},
): AbsenceRecord {
  sequence += 1;
  return {
    absenceId: overrides.absenceId ?? `${type}-${date}-${sequence}`,
    date,
    type,
    accidentType: overrides.accidentType ?? (type === 'ACCIDENT' ? 'NON_OCCUPATIONAL' : null),
    hours: overrides.hours ?? null,
    percentage: overrides.hours ? (overrides.percentage ?? null) : (overrides.percentage ?? '100.00'),
    source: overrides.source ?? 'automatic',
    comment: overrides.comment ?? null,
    ...(overrides.deleted === undefined ? {} : { deleted: overrides.deleted }),
  };
}

/** Records of one type on every date from `from` to `to` (inclusive). */
export function absences(
  from: string,
  to: string,
  type: AbsenceType = 'SICK',
  overrides: Partial<Omit<AbsenceRecord, 'date' | 'type' | 'absenceId'>> = {},
): AbsenceRecord[] {
  const result: AbsenceRecord[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    result.push(absence(day.toISOString().slice(0, 10), type, overrides));
  }
  return result;
}

export function definition(overrides: Partial<AbsencePeriodDefinition> = {}): AbsencePeriodDefinition {
  return {
    includeAbsenceTypes: ['SICK', 'ACCIDENT'],
    combinePeriodsWithWeekendGaps: false,
    combinePeriodsWithAbsenceGapsOfType: [],
    combinePeriodsWithGapDurationInDays: 0,
    ...overrides,
  };
}

export type { AbsenceSource, AccidentType };
