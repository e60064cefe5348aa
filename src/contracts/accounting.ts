// Daily-allowance accounting (spec sections 3 "Accounting", 4, 5, 7 "Accounting, tenant and reports" and "Admin:
// accounting month"; issue 14; C12). Shapes the spec leaves open are decided in
// docs/decisions/0027-accounting-months-and-locks.md: an accounting month's id is the month itself (YYYY-MM); a
// lock covers a company subunit and a processing group (null = all) and freezes the claim lines of the employees
// it covers into snapshot lines; amounts are CHF strings with two decimals, like the claims'.
import { z } from 'zod';
import { CLAIM_TYPES } from '../domain/sick-pay/types.ts';
import { SUBMISSION_STATUSES, WIDGET_STEP_STATUSES, WIDGET_STEPS } from './accounting-constants.ts';
import { CASE_SORT_FIELDS, CLAIM_COVERAGE_LINES, chfAmount, queryList } from './cases.ts';
import { accountingMonth, INT32_MAX, isoDate, page, pagingQuery, queryBoolean, timestamp, uuid } from './common.ts';
import { SORT_ORDERS } from './constants.ts';

export const ACCOUNTING_SORT_FIELDS = [
  ...CASE_SORT_FIELDS,
  'COUNTER',
  'DAILY_ALLOWANCE_RATE',
  'DAILY_ALLOWANCE_AMOUNT',
] as const;
export { SUBMISSION_STATUSES, WIDGET_STEP_STATUSES, WIDGET_STEPS };
export const ACCOUNTING_MESSAGES = {
  entityId: 'Must be an id of at most 100 characters, or null for all',
} as const;

const entityId = () => z.string().trim().min(1).max(100, { error: ACCOUNTING_MESSAGES.entityId }).nullable();

/** A company subunit and processing group; null = all (spec lockedEntities, appliesTo). */
export const accountingEntity = z.strictObject({
  companySubunitId: entityId().default(null),
  processingGroupId: entityId().default(null),
});

export const counterSnapshot = z.object({
  name: z.string(),
  value: z.number(),
  counterTypes: z.array(z.string()),
});

export const lockedEntity = z
  .object({
    lockId: uuid(),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    lockedAt: timestamp(),
    lockedBy: z.string(),
    employeeCount: z.number().int(),
    lineCount: z.number().int(),
    totalAmount: chfAmount(),
  })
  .meta({ id: 'LockedEntity' });

export const salaryExportDocument = z.object({
  documentId: uuid(),
  name: z.string(),
  url: z.string().meta({ description: 'Signed download address (valid for a limited time)' }),
  fileType: z.string().meta({ description: 'JSON, CSV, ABA_CONNECT, SWISSPORT, GZF, VINCI, PDF or XLSX' }),
});

export const salaryExport = z
  .object({
    salaryExportId: uuid(),
    accountingMonthId: z.string(),
    type: z.enum(['SALARY_EXPORT', 'KTG_PROTOCOL']),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    isPreview: z.boolean().meta({ description: 'Generated for a month not yet locked for this unit' }),
    generation: z.number().int().meta({ description: 'KTG protocols: 1, then +1 with each regeneration' }),
    unmappedLineCount: z.number().int().meta({
      description: 'Salary exports: lines no export account mapping covers, left out of the files (configure one)',
    }),
    createdAt: timestamp(),
    documents: z.array(salaryExportDocument),
  })
  .meta({ id: 'SalaryExport' });

export const accountingMonthSummary = z
  .object({
    tenantId: uuid(),
    accountingMonthId: z.string().meta({ example: '2026-03' }),
    createdAt: timestamp(),
    isLocked: z.boolean().meta({ description: 'A lock for the whole organisation exists' }),
    lockedEntities: z.array(lockedEntity),
    submissionStatus: z.enum(SUBMISSION_STATUSES).meta({
      description:
        'locked when the whole month is locked, submitted when the employer submitted it, else not_submitted',
    }),
  })
  .meta({ id: 'AccountingMonthSummary' });

export const accountingMonthDetail = accountingMonthSummary
  .extend({
    totals: z.object({
      lockedLineCount: z.number().int().meta({
        description: 'Booking lines the locks froze (consecutive days of a case with equal values form one line)',
      }),
      lockedDayCount: z.number().int().meta({
        description: "Claim days the locks booked (one per day and coverage line): the sum of the lines' days",
      }),
      lockedAmount: chfAmount(),
      openLineCount: z
        .number()
        .int()
        .meta({
          description:
            'Open claim days (one claim per day and coverage line, not yet grouped into booking lines): the same ' +
            'number as openDayCount, kept under its first name',
        }),
      openDayCount: z.number().int().meta({
        description: 'Claim days of the month not booked yet (one per day and coverage line; BLOCKED left out)',
      }),
      openAmount: chfAmount(),
    }),
    salaryExports: z.array(salaryExport),
    ktgProtocolExports: z.array(salaryExport),
  })
  .meta({ id: 'AccountingMonthDetail' });

export const lockedAndUnlocked = z
  .object({
    locked: z
      .array(accountingMonthSummary)
      .meta({ description: 'Months locked for the whole organisation, newest first' }),
    unlocked: z
      .array(accountingMonthSummary)
      .meta({ description: 'Months open for at least one subunit or group, oldest first' }),
  })
  .meta({ id: 'LockedAndUnlockedAccountingMonths' });

export const accountingLine = z
  .object({
    snapshotId: z.string().nullable().meta({ description: 'Set on locked lines; null on the open lines of the month' }),
    isLocked: z.boolean(),
    lockId: uuid().nullable(),
    accountingMonthId: z.string(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    caseId: uuid(),
    caseNumber: z.number().int(),
    claimType: z.enum(CLAIM_TYPES),
    coverageLine: z.enum(CLAIM_COVERAGE_LINES),
    reimbursementType: z.string(),
    startDate: isoDate(),
    endDate: isoDate(),
    days: z.number().int(),
    dailyRate: chfAmount().meta({ description: 'CHF per day: the insured salary over the divisor' }),
    dailyAllowance: chfAmount().meta({ description: 'CHF payable per day' }),
    amount: chfAmount(),
    incapacityOfWork: z.number(),
    coverage: z.number(),
    isWithinShorttermRisk: z.boolean(),
    isWithinContinuationOfPayment: z.boolean(),
    isCorrection: z.boolean(),
    correctionKind: z.enum(['REVERSAL', 'REBOOKING']).nullable(),
    correctedMonthId: z.string().nullable().meta({ description: 'The month a correction corrects (C12)' }),
    manualCorrectionId: z.string().nullable(),
    salaryExportAccountId: z.string().nullable(),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    counterSnapshots: z.array(counterSnapshot),
  })
  .meta({ id: 'AccountingLine' });
export type AccountingLine = z.infer<typeof accountingLine>;

export const accountingMonthParams = z.strictObject({ accountingMonthId: accountingMonth() });
export const accountingMonthSubmissionParams = z.strictObject({ accountingMonth: accountingMonth() });

export const accountingLinesQuery = z.strictObject({
  ...pagingQuery(),
  search: z.string().trim().max(200).optional().meta({ description: 'Personnel number, first or last name' }),
  employeeId: z.string().trim().min(1).max(100).optional(),
  claimTypes: queryList(z.enum(CLAIM_TYPES)).optional().meta({ description: 'Comma-separated: SICK, ACCIDENT' }),
  companySubunitIds: queryList(z.string().max(100)).optional().meta({ description: 'Comma-separated' }),
  processingGroupIds: queryList(z.string().max(100)).optional().meta({ description: 'Comma-separated' }),
  withinShorttermRisk: queryBoolean().optional(),
  withinContinuationOfPayment: queryBoolean().optional(),
  isCorrection: queryBoolean().optional(),
  isLocked: queryBoolean().optional(),
  sortBy: z.enum(ACCOUNTING_SORT_FIELDS).default('LAST_NAME'),
  sortOrder: z.enum(SORT_ORDERS).default('ASC'),
});
export type AccountingLinesQuery = z.infer<typeof accountingLinesQuery>;

export const accountingLinesPage = page(accountingLine)
  .extend({
    totals: z.object({
      amount: chfAmount().meta({ description: 'The sum of every line the filters select (all pages)' }),
      days: z.number().int(),
      correctionAmount: chfAmount(),
    }),
  })
  .meta({ id: 'AccountingLinePage' });

export const submissionBody = accountingEntity
  .extend({ comment: z.string().trim().max(1000).default('') })
  .meta({ example: { companySubunitId: null, processingGroupId: null, comment: 'March complete' } });

export const submission = z
  .object({
    submissionId: uuid(),
    accountingMonthId: z.string(),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    comment: z.string(),
    submittedAt: timestamp(),
    submittedBy: z.string(),
  })
  .meta({ id: 'AccountingSubmission' });

export const submissions = z
  .object({
    accountingMonthId: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    submissions: z.array(submission),
  })
  .meta({ id: 'AccountingSubmissions' });

export const widgetQuery = z.strictObject({
  accountingMonth: accountingMonth().optional().meta({ description: 'Default: the oldest month not locked for all' }),
});

export const widgetStep = z.object({
  step: z.enum(WIDGET_STEPS),
  status: z.enum(WIDGET_STEP_STATUSES),
  reason: z.string().meta({ description: 'Why the step has this status, in English (the web shows its own texts)' }),
  count: z.number().int().nullable().meta({ description: 'What is left to do (issues, claims), when countable' }),
  link: z.string().nullable().meta({ description: 'Where in the web app to act' }),
});

export const dailyAllowanceWidget = z
  .object({
    accountingMonthId: z.string().nullable().meta({ description: 'null when the tenant has no open month' }),
    submissionStatus: z.enum(SUBMISSION_STATUSES).nullable(),
    steps: z.array(widgetStep),
  })
  .meta({ id: 'DailyAllowanceWidget' });

export const salaryExportQuery = z.strictObject({
  accountingMonthId: accountingMonth().optional(),
  type: z.enum(['SALARY_EXPORT', 'KTG_PROTOCOL']).optional(),
});
export const salaryExportList = z.object({ items: z.array(salaryExport) }).meta({ id: 'SalaryExportList' });

// --- Admin ----------------------------------------------------------------------------------------------------------

export const adminTenantParams = z.strictObject({ tenantId: uuid() });
export const adminAccountingMonthParams = z.strictObject({ tenantId: uuid(), accountingMonthId: accountingMonth() });
export const accountingMonthCreateBody = z
  .strictObject({ accountingMonthId: accountingMonth() })
  .meta({ example: { accountingMonthId: '2026-03' } });
export const accountingMonthList = z
  .object({ items: z.array(accountingMonthSummary) })
  .meta({ id: 'AccountingMonthList' });

export const lockPreviewQuery = z.strictObject({
  companySubunitId: z.string().trim().min(1).max(100).optional(),
  processingGroupId: z.string().trim().min(1).max(100).optional(),
});

/**
 * The open data issues of a unit (severity 3 = error first, then warnings and hints): what a submission or a lock
 * should look at first (issue 28 section 3). An issue belongs to the unit of its employee's current record; issues
 * without an employee count for the whole organisation only.
 */
export const openIssuesOfUnit = z
  .object({
    total: z.number().int(),
    bySeverity: z
      .array(z.object({ severity: z.number().int().min(1).max(3), count: z.number().int() }))
      .meta({ description: 'Severity 3, 2 and 1, most severe first (every severity, also with 0)' }),
  })
  .meta({ id: 'OpenIssuesOfUnit' });

export const lockPreview = z
  .object({
    accountingMonthId: z.string(),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    lockDate: isoDate().meta({
      description: "The lock books the days up to this date (today in Zurich, or the month's last day if earlier)",
    }),
    employeeCount: z.number().int(),
    lineCount: z.number().int().meta({ description: 'Booking lines the lock freezes' }),
    dayCount: z.number().int().meta({ description: 'Claim days the lock books (one per day and coverage line)' }),
    laterDayCount: z
      .number()
      .int()
      .meta({
        description:
          'Claim days of the month after the lock date: not booked; they follow as corrections in the first open ' +
          'month after this one once they have happened (C12)',
      }),
    laterAmount: chfAmount().meta({ description: 'The amount of the later days (not booked by this lock)' }),
    openIssues: openIssuesOfUnit,
    totalAmount: chfAmount(),
    correctionAmount: chfAmount(),
    byUnit: z
      .array(
        z.object({
          companySubunitId: z.string().nullable(),
          processingGroupId: z.string().nullable(),
          lineCount: z.number().int(),
          amount: chfAmount(),
        }),
      )
      .meta({ description: 'Totals per subunit and processing group' }),
    blockedClaimCount: z.number().int().meta({ description: 'BLOCKED claims of the month: not booked by the lock' }),
    unmappedLineCount: z
      .number()
      .int()
      .meta({ description: 'Lines no export account mapping covers: booked, but left out of the salary exports' }),
    alreadyLocked: z.boolean().meta({ description: 'An earlier lock already covers this unit (the lock answers it)' }),
  })
  .meta({ id: 'LockPreview' });

export const submissionPreviewQuery = lockPreviewQuery;

export const submissionPreview = z
  .object({
    accountingMonthId: z.string(),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    availableFrom: isoDate().meta({ description: "The month's first day: it can be submitted and locked from then" }),
    hasBegun: z.boolean().meta({ description: 'false: the month has not begun, a submission answers 409' }),
    openIssues: openIssuesOfUnit,
  })
  .meta({ id: 'SubmissionPreview' });

export const lockBody = accountingEntity
  .extend({
    expectedLineCount: z.number().int().min(0).max(INT32_MAX).optional().meta({
      description: 'The preview the admin confirmed: a different count answers 409 LOCK_PREVIEW_OUTDATED',
    }),
    expectedTotalAmount: chfAmount()
      .optional()
      .meta({ description: 'The preview the admin confirmed: a different total answers 409 LOCK_PREVIEW_OUTDATED' }),
  })
  .meta({
    example: {
      companySubunitId: null,
      processingGroupId: null,
      expectedLineCount: 412,
      expectedTotalAmount: '81234.55',
    },
  });

export const lockResult = z
  .object({ created: z.boolean(), lock: lockedEntity, month: accountingMonthSummary })
  .meta({ id: 'AccountingMonthLockResult' });

// --- Admin checks (spec section 7: query tenantId, accountingMonth; 'Must be in YYYY-MM format'; INVALID_PARAMETERS)

/**
 * The checks validate their query themselves: a wrong value answers 400 INVALID_PARAMETERS with the spec's message
 * ('Must be in YYYY-MM format'), not the validation shape, so the schema only bounds the strings.
 */
export const accountingCheckQuery = z.strictObject({
  tenantId: z.string().max(100).meta({ description: 'The tenant checked (UUID)' }),
  accountingMonth: z.string().max(100).meta({ description: 'YYYY-MM', example: '2026-03' }),
});

export const absenceForCheck = z
  .object({
    tenantId: uuid(),
    employeeId: z.string(),
    absenceDate: isoDate(),
    absenceId: uuid(),
    absenceType: z.string(),
    hours: z.string().nullable(),
    percentage: z.string().nullable(),
  })
  .meta({ id: 'AbsenceRecordForChecks' });

export const absencesWithoutClaims = z
  .object({
    tenantId: uuid(),
    accountingMonth: z.string(),
    items: z
      .array(absenceForCheck)
      .meta({ description: 'Sickness and accident absences of the month without a claim of their type that day' }),
  })
  .meta({ id: 'AbsencesWithoutClaims' });

export const employeeStatisticsRow = z
  .object({
    subunit: z.string().meta({ description: "Company subunit id ('' = none)" }),
    groupId: z.string().meta({ description: "Processing group id ('' = none)" }),
    numEmployees: z.number().int(),
    totalSalary: chfAmount().meta({ description: "CHF: the month's wage types of the employees" }),
  })
  .meta({ id: 'EmployeeStatisticsRow' });

export const employeeStatistics = z
  .object({ tenantId: uuid(), accountingMonth: z.string(), items: z.array(employeeStatisticsRow) })
  .meta({ id: 'EmployeeStatistics' });
