// Table tests of the eleven spec issue types (docs/domain/issues.md; the twelfth, the certificate %, is tested in
// certificate-issues.test.ts): a triggering and a non-triggering example each,
// plus the configuration (enabled types, absenceGapMaxDays) and re-detection.
// Calendar (March 2026):
//   Mo 02  Tu 03  We 04  Th 05  Fr 06  Sa 07  Su 08
//   Mo 09  Tu 10  We 11  Th 12  Fr 13  Sa 14  Su 15
//   Mo 16  Tu 17  We 18  Th 19  Fr 20  Sa 21  Su 22
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISSUE_TYPES as CONTRACT_ISSUE_TYPES } from '../../contracts/tenant.ts';
import { absence, absences } from '../../testing/domain/absences.ts';
import {
  type ActiveCase,
  type DetectedIssue,
  detectIssues,
  ISSUE_TYPES,
  type IssueDetectionInput,
  type IssueEmployeeRecord,
  type IssueType,
  redetect,
} from './issues.ts';
import type { AbsenceRecord } from './periods.ts';

function record(
  overrides: Partial<IssueEmployeeRecord['data']> = {},
  validFrom = '2020-01-01',
  validTo: string | null = null,
) {
  return {
    validFrom,
    validTo,
    data: {
      salaryBasis: 'MONTHLY' as const,
      wageTypes: [{ wageTypeId: 'BASE', amount: 6500 }],
      dateOfEmployment: '2020-01-01',
      anniversaryAdjustedDateOfEmployment: null,
      leavingDate: null,
      ...overrides,
    },
  } satisfies IssueEmployeeRecord;
}

function detect(
  input: {
    absences?: AbsenceRecord[];
    records?: IssueEmployeeRecord[];
    activeCases?: ActiveCase[];
    weekendFill?: IssueDetectionInput['configuration']['weekendFill'];
    absenceGapMaxDays?: number;
  },
  only?: IssueType,
): DetectedIssue[] {
  return detectIssues({
    employeeId: 'E-1',
    records: input.records ?? [record()],
    absences: input.absences ?? [],
    ...(input.activeCases ? { activeCases: input.activeCases } : {}),
    configuration: {
      enabledIssueTypes: only ? [only] : [...ISSUE_TYPES],
      absenceGapMaxDays: input.absenceGapMaxDays ?? 10,
      weekendFill: input.weekendFill === undefined ? null : input.weekendFill,
    },
  });
}

const summary = (issues: DetectedIssue[]) => issues.map((found) => `${found.type} ${found.scopeDate}`);

it('uses the spec issue types of the tenant contract, in the same order', () => {
  expect([...ISSUE_TYPES]).toEqual([...CONTRACT_ISSUE_TYPES]);
});

describe('ABSENCE_MISSING_SATURDAY_OR_SUNDAY', () => {
  const type = 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY';

  it('SICK Fr 06 and Mo 09 without weekend fill: Sa 07 and Su 08 are missing', () => {
    const [found, ...rest] = detect({ absences: [absence('2026-03-06'), absence('2026-03-09')] }, type);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      type,
      severity: 2,
      scope: 'ABSENCE',
      scopeDate: '2026-03-07',
      key: 'ABSENCE_MISSING_SATURDAY_OR_SUNDAY|ABSENCE|2026-03-07|SICK',
      details: { absenceType: 'SICK', missingDates: ['2026-03-07', '2026-03-08'], lastDayBefore: '2026-03-06' },
    });
  });

  it('ACCIDENT Fr 06, Sa 07 and Mo 09: only Su 08 is missing; FILL_IF_MONDAY_TO_FRIDAY does not fill a bridge', () => {
    const records = [
      absence('2026-03-06', 'ACCIDENT'),
      absence('2026-03-07', 'ACCIDENT'),
      absence('2026-03-09', 'ACCIDENT'),
    ];
    const [found] = detect({ absences: records, weekendFill: 'FILL_IF_MONDAY_TO_FRIDAY' }, type);
    expect(found?.details).toMatchObject({ absenceType: 'ACCIDENT', missingDates: ['2026-03-08'] });
  });

  it.each([
    // FILL_IF_FRIDAY_AND_MONDAY fills Sa 07 / Su 08 (C17): nothing missing.
    [
      'weekend filled',
      { absences: [absence('2026-03-06'), absence('2026-03-09')], weekendFill: 'FILL_IF_FRIDAY_AND_MONDAY' as const },
    ],
    // Back at work on Mo 09 (SICK Fr 06 and Tu 10): not a weekend hole (that is the gap check).
    ['back on Monday', { absences: [absence('2026-03-06'), absence('2026-03-10')] }],
    // VACATION is recorded on working days only: not checked.
    ['vacation', { absences: [absence('2026-03-06', 'VACATION'), absence('2026-03-09', 'VACATION')] }],
    // SICK Fr 06, ACCIDENT Mo 09: different types, no hole of one type.
    ['different types', { absences: [absence('2026-03-06'), absence('2026-03-09', 'ACCIDENT')] }],
  ])('not for: %s', (_name, input) => {
    expect(detect(input, type)).toEqual([]);
  });
});

describe('ABSENCE_DUPLICATED', () => {
  const type = 'ABSENCE_DUPLICATED';

  it('two SICK records on We 04', () => {
    const records = [
      absence('2026-03-04', 'SICK', { absenceId: 'x' }),
      absence('2026-03-04', 'SICK', { absenceId: 'y', percentage: '50.00' }),
    ];
    expect(detect({ absences: records }, type)).toEqual([
      {
        key: 'ABSENCE_DUPLICATED|ABSENCE|2026-03-04|',
        employeeId: 'E-1',
        type,
        severity: 3,
        scope: 'ABSENCE',
        scopeDate: '2026-03-04',
        details: {
          date: '2026-03-04',
          absenceIds: ['x', 'y'],
          absenceTypes: ['SICK'],
          reason: 'SAME_TYPE',
          totalPercentage: '150.00',
        },
      },
    ]);
  });

  it('SICK 60 % and VACATION 50 % on We 04: more than a full day', () => {
    const records = [
      absence('2026-03-04', 'SICK', { percentage: '60.00' }),
      absence('2026-03-04', 'VACATION', { percentage: '50.00' }),
    ];
    expect(detect({ absences: records }, type)[0]?.details).toMatchObject({
      reason: 'MORE_THAN_100_PERCENT',
      totalPercentage: '110.00',
    });
  });

  it.each([
    // Half a day sick, half a day vacation: a legitimate split of one day.
    [
      'split day',
      [
        absence('2026-03-04', 'SICK', { percentage: '50.00' }),
        absence('2026-03-04', 'VACATION', { percentage: '50.00' }),
      ],
    ],
    // Different days.
    ['different days', [absence('2026-03-04'), absence('2026-03-05')]],
    // A deleted duplicate is gone.
    ['deleted duplicate', [absence('2026-03-04'), absence('2026-03-04', 'SICK', { deleted: true })]],
  ])('not for: %s', (_name, records) => {
    expect(detect({ absences: records }, type)).toEqual([]);
  });
});

describe('ABSENCE_MIXED_TYPES_SAME_MONTH', () => {
  const type = 'ABSENCE_MIXED_TYPES_SAME_MONTH';

  it('SICK Mo 02..We 04 and ACCIDENT Mo 16 in March', () => {
    const [found, ...rest] = detect(
      { absences: [...absences('2026-03-02', '2026-03-04'), absence('2026-03-16', 'ACCIDENT')] },
      type,
    );
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      severity: 2,
      scope: 'MONTH',
      scopeDate: '2026-03-01',
      details: { month: '2026-03', absenceTypes: ['ACCIDENT', 'SICK'], daysByType: { ACCIDENT: 1, SICK: 3 } },
    });
  });

  it.each([
    // SICK in February, ACCIDENT in March.
    ['different months', [absence('2026-02-27'), absence('2026-03-02', 'ACCIDENT')]],
    // SICK and VACATION: not two insurers' types.
    ['sick and vacation', [absence('2026-03-02'), absence('2026-03-03', 'VACATION')]],
  ])('not for: %s', (_name, records) => {
    expect(detect({ absences: records }, type)).toEqual([]);
  });
});

describe('ABSENCE_GAP_BETWEEN_ABSENCES', () => {
  const type = 'ABSENCE_GAP_BETWEEN_ABSENCES';

  it('SICK Mo 02..Tu 03, back We 04..Th 05, SICK again Fr 06: a gap of 2 days', () => {
    const [found] = detect({ absences: [...absences('2026-03-02', '2026-03-03'), absence('2026-03-06')] }, type);
    expect(found).toMatchObject({
      severity: 2,
      scope: 'ABSENCE',
      scopeDate: '2026-03-04',
      key: 'ABSENCE_GAP_BETWEEN_ABSENCES|ABSENCE|2026-03-04|SICK',
      details: { absenceType: 'SICK', gapStart: '2026-03-04', gapEnd: '2026-03-05', gapDays: 2, absenceGapMaxDays: 10 },
    });
  });

  it('absenceGapMaxDays decides: SICK Mo 02 and Mo 16 are 13 days apart', () => {
    const records = [absence('2026-03-02'), absence('2026-03-16')];
    expect(detect({ absences: records }, type)).toEqual([]);
    expect(detect({ absences: records, absenceGapMaxDays: 13 }, type)[0]?.details).toMatchObject({ gapDays: 13 });
  });

  it.each([
    // The gap is only the weekend: that is ABSENCE_MISSING_SATURDAY_OR_SUNDAY.
    ['weekend only', [absence('2026-03-06'), absence('2026-03-09')]],
    // The gap We 04 is a vacation day: no day back at work.
    ['covered by another absence', [absence('2026-03-03'), absence('2026-03-04', 'VACATION'), absence('2026-03-05')]],
    // VACATION with a gap: not checked.
    ['vacation', [absence('2026-03-02', 'VACATION'), absence('2026-03-04', 'VACATION')]],
  ])('not for: %s', (_name, records) => {
    expect(detect({ absences: records }, type)).toEqual([]);
  });
});

describe('EMPLOYEE_MISSING_WAGE_TYPES', () => {
  const type = 'EMPLOYEE_MISSING_WAGE_TYPES';

  it('one issue per run of records without a wage amount', () => {
    const records = [
      record({ wageTypes: [] }, '2025-01-01', '2025-01-31'),
      record({ wageTypes: [{ wageTypeId: 'BASE', amount: 0 }] }, '2025-02-01', '2025-02-28'),
      record({}, '2025-03-01', '2025-03-31'),
      record({ wageTypes: [] }, '2025-04-01', null),
    ];
    const found = detect({ records }, type);
    expect(found.map((issue) => [issue.scope, issue.scopeDate, issue.severity, issue.details])).toEqual([
      ['EMPLOYEE_RECORD', '2025-01-01', 3, { validFrom: '2025-01-01', validTo: '2025-02-28', recordCount: 2 }],
      ['EMPLOYEE_RECORD', '2025-04-01', 3, { validFrom: '2025-04-01', validTo: null, recordCount: 1 }],
    ]);
  });

  it.each([
    ['wages present', record()],
    // Hourly earner with a wage type of 0: a month without hours, not missing data.
    ['hourly month without hours', record({ salaryBasis: 'HOURLY', wageTypes: [{ wageTypeId: 'HOUR', amount: 0 }] })],
    // A record that starts after its leaving date describes no employment.
    ['after leaving', record({ wageTypes: [], leavingDate: '2024-12-31' }, '2025-01-01')],
  ])('not for: %s', (_name, employeeRecord) => {
    expect(detect({ records: [employeeRecord] }, type)).toEqual([]);
  });
});

describe('EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT', () => {
  const type = 'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT';

  it('a record without a date of employment', () => {
    expect(summary(detect({ records: [record({ dateOfEmployment: null }, '2025-01-01')] }, type))).toEqual([
      'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT 2025-01-01',
    ]);
  });

  it('not when the date is set', () => {
    expect(detect({ records: [record()] }, type)).toEqual([]);
  });
});

describe('EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE', () => {
  const type = 'EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE';
  const activeCase: ActiveCase = {
    caseId: 'C-1',
    caseNumber: 7,
    claimType: 'SICK',
    absentFrom: '2026-02-02',
    absentTo: null,
  };

  it('an ongoing case and a leaving date on 31.03.2026', () => {
    const [found] = detect({ records: [record({ leavingDate: '2026-03-31' })], activeCases: [activeCase] }, type);
    expect(found).toMatchObject({
      severity: 2,
      scope: 'CASE',
      scopeDate: '2026-03-31',
      key: 'EMPLOYEE_ACTIVE_CASE_WITH_LEAVING_DATE|CASE|2026-03-31|C-1',
      details: { caseId: 'C-1', caseNumber: 7, leavingDate: '2026-03-31' },
    });
  });

  it.each([
    ['no leaving date', [record()], [activeCase]],
    ['empty leaving date', [record({ leavingDate: '' })], [activeCase]],
    ['no active case', [record({ leavingDate: '2026-03-31' })], []],
    // The case's incapacity ended on 27.02., before the leaving date: leaving does not touch it.
    ['case ended before leaving', [record({ leavingDate: '2026-03-31' })], [{ ...activeCase, absentTo: '2026-02-27' }]],
    // The latest record decides: the leaving date was withdrawn.
    [
      'leaving date withdrawn',
      [record({ leavingDate: '2026-03-31' }, '2026-01-01', '2026-02-28'), record({}, '2026-03-01')],
      [activeCase],
    ],
  ])('not for: %s', (_name, records, activeCases) => {
    expect(detect({ records, activeCases }, type)).toEqual([]);
  });
});

describe('EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK', () => {
  const type = 'EMPLOYEE_HOURLY_DATE_OF_EMPLOYMENT_CHECK';
  const hourly = record({ salaryBasis: 'HOURLY', dateOfEmployment: '2025-06-01' }, '2025-06-01');

  it('an hourly earner sick within the first year after 01.06.2025', () => {
    const [found] = detect({ records: [hourly], absences: [absence('2026-03-02'), absence('2026-03-03')] }, type);
    expect(found).toMatchObject({
      severity: 2,
      scope: 'EMPLOYEE',
      scopeDate: '2025-06-01',
      details: {
        dateOfEmployment: '2025-06-01',
        firstAnniversary: '2026-06-01',
        firstAbsenceDate: '2026-03-02',
        lastAbsenceDate: '2026-03-03',
        hasAbsenceBeforeDateOfEmployment: false,
      },
    });
  });

  it.each([
    // Monthly salary: the average question does not arise.
    ['monthly', record({ dateOfEmployment: '2025-06-01' }, '2025-06-01'), absence('2026-03-02')],
    // Sick from 01.06.2026: past the first anniversary.
    ['after the first year', hourly, absence('2026-06-01')],
    // Vacation is not an incapacity.
    ['vacation', hourly, absence('2026-03-02', 'VACATION')],
  ])('not for: %s', (_name, employeeRecord, absenceRecord) => {
    expect(detect({ records: [employeeRecord], absences: [absenceRecord] }, type)).toEqual([]);
  });
});

describe('EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK', () => {
  const type = 'EMPLOYEE_HOURLY_ANNIVERSARY_DATE_OF_EMPLOYMENT_CHECK';
  // Employed 01.03.2020, anniversary adjusted to 10.03.2021 (e.g. unpaid leave); sick Mo 09..Fr 13 March 2026.
  const hourly = record({
    salaryBasis: 'HOURLY',
    dateOfEmployment: '2020-03-01',
    anniversaryAdjustedDateOfEmployment: '2021-03-10',
  });

  it('a sickness of an hourly earner over the (adjusted) anniversary Tu 10.03.2026', () => {
    const [found] = detect({ records: [hourly], absences: absences('2026-03-09', '2026-03-13') }, type);
    expect(found).toMatchObject({
      severity: 2,
      scope: 'ABSENCE_PERIOD',
      scopeDate: '2026-03-10',
      details: {
        anniversaryDate: '2026-03-10',
        serviceYears: 5,
        basis: 'anniversaryAdjustedDateOfEmployment',
        periodStart: '2026-03-09',
        periodEnd: '2026-03-13',
      },
    });
  });

  it.each([
    // Starts on the anniversary: the whole period is in the new service year.
    ['starts on the anniversary', hourly, absences('2026-03-10', '2026-03-13')],
    // Ends before it.
    ['ends before', hourly, absences('2026-03-02', '2026-03-09')],
    // Monthly salary.
    ['monthly', record({ anniversaryAdjustedDateOfEmployment: '2021-03-10' }), absences('2026-03-09', '2026-03-13')],
  ])('not for: %s', (_name, employeeRecord, records) => {
    expect(detect({ records: [employeeRecord], absences: records }, type)).toEqual([]);
  });
});

describe('EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH', () => {
  const type = 'EMPLOYEE_HOURLY_LEAVING_DATE_MID_MONTH';

  it('an hourly earner leaving on 15.03.2026', () => {
    const [found] = detect({ records: [record({ salaryBasis: 'HOURLY', leavingDate: '2026-03-15' })] }, type);
    expect(found).toMatchObject({
      severity: 1,
      scope: 'EMPLOYEE',
      scopeDate: '2026-03-15',
      details: { leavingDate: '2026-03-15', lastDayOfMonth: '2026-03-31' },
    });
  });

  it.each([
    ['end of month', record({ salaryBasis: 'HOURLY', leavingDate: '2026-02-28' })],
    ['monthly salary', record({ leavingDate: '2026-03-15' })],
    ['no leaving date', record({ salaryBasis: 'HOURLY' })],
  ])('not for: %s', (_name, employeeRecord) => {
    expect(detect({ records: [employeeRecord] }, type)).toEqual([]);
  });
});

describe('EMPLOYEE_RECORD_MISSING_CHECKER', () => {
  const type = 'EMPLOYEE_RECORD_MISSING_CHECKER';

  it('absences between two records and before the first one: one issue per uncovered stretch', () => {
    const records = [record({}, '2026-01-01', '2026-02-28'), record({}, '2026-03-09')];
    const found = detect({ records, absences: [absence('2025-12-30'), ...absences('2026-03-02', '2026-03-04')] }, type);
    expect(found.map((issue) => [issue.scopeDate, issue.severity, issue.scope, issue.details])).toEqual([
      [
        '2025-12-30',
        3,
        'EMPLOYEE_RECORD',
        {
          firstAbsenceDate: '2025-12-30',
          lastAbsenceDate: '2025-12-30',
          absenceCount: 1,
          uncoveredFrom: null,
          uncoveredTo: '2025-12-31',
        },
      ],
      [
        '2026-03-02',
        3,
        'EMPLOYEE_RECORD',
        {
          firstAbsenceDate: '2026-03-02',
          lastAbsenceDate: '2026-03-04',
          absenceCount: 3,
          uncoveredFrom: '2026-03-01',
          uncoveredTo: '2026-03-08',
        },
      ],
    ]);
  });

  it('an employee with absences and no record at all', () => {
    expect(summary(detect({ records: [], absences: [absence('2026-03-02')] }, type))).toEqual([
      'EMPLOYEE_RECORD_MISSING_CHECKER 2026-03-02',
    ]);
  });

  it.each([
    ['covered', [record({}, '2026-01-01')], [absence('2026-03-02')]],
    // After the leaving date on the last record the case goes on with that record's data (C13).
    ['after leaving', [record({ leavingDate: '2026-02-28' }, '2026-01-01', '2026-02-28')], [absence('2026-03-02')]],
  ])('not for: %s', (_name, records, absenceRecords) => {
    expect(detect({ records, absences: absenceRecords }, type)).toEqual([]);
  });
});

describe('configuration', () => {
  const messy = {
    absences: [absence('2026-03-06'), absence('2026-03-09'), absence('2026-03-11'), absence('2026-03-11')],
    records: [record({ dateOfEmployment: null, wageTypes: [] })],
  };

  it('produces only the enabled types', () => {
    expect(new Set(detect(messy).map((issue) => issue.type))).toEqual(
      new Set([
        'ABSENCE_MISSING_SATURDAY_OR_SUNDAY',
        'ABSENCE_DUPLICATED',
        'ABSENCE_GAP_BETWEEN_ABSENCES',
        'EMPLOYEE_MISSING_WAGE_TYPES',
        'EMPLOYEE_MISSING_DATE_OF_EMPLOYMENT',
      ]),
    );
    expect(summary(detect(messy, 'ABSENCE_DUPLICATED'))).toEqual(['ABSENCE_DUPLICATED 2026-03-11']);
    expect(
      detectIssues({
        employeeId: 'E-1',
        ...messy,
        configuration: { enabledIssueTypes: [], absenceGapMaxDays: 10, weekendFill: null },
      }),
    ).toEqual([]);
  });

  it('keys are unique and the result does not depend on the input order', () => {
    const found = detect(messy);
    expect(new Set(found.map((issue) => issue.key)).size).toBe(found.length);
    expect(detect({ ...messy, absences: [...messy.absences].reverse() })).toEqual(found);
  });
});

describe('redetect', () => {
  const gap = detect({ absences: [absence('2026-03-02'), absence('2026-03-04')] });
  const duplicate = detect({ absences: [absence('2026-03-05'), absence('2026-03-05')] });

  it('keeps id and ignoredAt of issues that still exist, drops the others, adds new ones', () => {
    const [gapIssue] = gap;
    const [duplicateIssue] = duplicate;
    if (!gapIssue || !duplicateIssue) throw new Error('fixture');
    const previous = [
      { id: 'i-gap', key: gapIssue.key, ignoredAt: '2026-03-20T10:00:00.000Z' },
      { id: 'i-old', key: 'ABSENCE_DUPLICATED|ABSENCE|2026-01-05|', ignoredAt: null },
    ];
    const result = redetect(previous, [gapIssue, duplicateIssue]);
    expect(result.issues.map((issue) => [issue.type, issue.id, issue.ignoredAt])).toEqual([
      ['ABSENCE_GAP_BETWEEN_ABSENCES', 'i-gap', '2026-03-20T10:00:00.000Z'],
      ['ABSENCE_DUPLICATED', null, null],
    ]);
    expect(result.removedIds).toEqual(['i-old']);
  });

  it('is idempotent: re-detecting the stored issues changes nothing', () => {
    fc.assert(
      fc.property(fc.subarray([...gap, ...duplicate]), fc.boolean(), (detected, ignored) => {
        const first = redetect([], detected);
        const stored = first.issues.map((issue, index) => ({
          ...issue,
          id: `id-${index}`,
          ignoredAt: ignored ? '2026-03-20T10:00:00.000Z' : null,
        }));
        const second = redetect(stored, detected);
        expect(second.removedIds).toEqual([]);
        expect(second.issues).toEqual(stored);
      }),
    );
  });
});

describe('detection properties', () => {
  const recordsArbitrary = fc
    .array(
      fc.record({
        offset: fc.integer({ min: 0, max: 40 }),
        type: fc.constantFrom('SICK' as const, 'ACCIDENT' as const, 'VACATION' as const),
        percentage: fc.constantFrom('100.00', '50.00', '60.00'),
      }),
      { maxLength: 30 },
    )
    .map((rows) =>
      rows.map((row, index) =>
        absence(new Date(Date.UTC(2026, 2, 2 + row.offset)).toISOString().slice(0, 10), row.type, {
          absenceId: `a-${index}`,
          percentage: row.percentage,
        }),
      ),
    );
  const fill = fc.constantFrom(null, 'FILL_IF_FRIDAY_AND_MONDAY' as const, 'FILL_IF_MONDAY_TO_FRIDAY' as const);

  it('keys are unique, input order does not matter, and re-detection is idempotent', () => {
    fc.assert(
      fc.property(recordsArbitrary, fill, fc.integer({ min: 1, max: 30 }), (records, weekendFill, gapDays) => {
        const hourly = record({ salaryBasis: 'HOURLY', dateOfEmployment: '2025-06-01' }, '2026-03-09');
        const input = { absences: records, records: [hourly], weekendFill, absenceGapMaxDays: gapDays };
        const found = detect(input);
        expect(new Set(found.map((issue) => issue.key)).size).toBe(found.length);
        expect(detect({ ...input, absences: [...records].reverse() })).toEqual(found);
        const stored = redetect([], found).issues.map((issue, index) => ({ ...issue, id: `id-${index}` }));
        expect(redetect(stored, detect(input))).toEqual({ issues: stored, removedIds: [] });
      }),
    );
  });
});
