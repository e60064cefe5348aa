// Builders for the analytics tests: a record version with the defaults of a full-timer in Zurich (42 h, 100 %,
// 5 days, employed since 2020), overridable field by field.
import type { AnalyticsRecordVersion } from './employee-month-figures.ts';

export function version(overrides: Partial<AnalyticsRecordVersion> = {}): AnalyticsRecordVersion {
  return {
    validFrom: '2020-01-01',
    validTo: null,
    dateOfEmployment: '2020-01-01',
    leavingDate: null,
    employmentPercentage: 100,
    workingDaysPerWeek: 5,
    standardWorkingHoursPerWeek: 42,
    workingHoursPerWeek: null,
    workingWeekdays: null,
    canton: 'ZH',
    companySubunitId: 'ZH-1',
    processingGroupId: 'PG-1',
    employmentType: 'PERMANENT',
    ...overrides,
  };
}

/** April 2026, the month most examples use: 22 weekdays, Good Friday 3.4. and Easter Monday 6.4. in Zurich. */
export const APRIL_2026 = { from: '2026-04-01', to: '2026-04-30' } as const;
