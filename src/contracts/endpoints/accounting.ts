// Daily-allowance accounting (spec section 7 "Accounting, tenant and reports" and "Admin: accounting month"; issue
// 14): the endpoint table of this area (composed in ../endpoints.ts). Decisions:
// docs/decisions/0027-accounting-months-and-locks.md.
import {
  absencesWithoutClaims,
  accountingCheckQuery,
  accountingLinesPage,
  accountingLinesQuery,
  accountingMonthCreateBody,
  accountingMonthDetail,
  accountingMonthList,
  accountingMonthParams,
  accountingMonthSubmissionParams,
  accountingMonthSummary,
  adminAccountingMonthParams,
  adminTenantParams,
  dailyAllowanceWidget,
  employeeStatistics,
  lockBody,
  lockedAndUnlocked,
  lockPreview,
  lockPreviewQuery,
  lockResult,
  salaryExportList,
  salaryExportQuery,
  submission,
  submissionBody,
  submissionPreview,
  submissionPreviewQuery,
  submissions,
  widgetQuery,
} from '../accounting.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

const ADMIN = { kind: 'admin' } as const;
const ADMIN_MONTHS = `${API_PREFIX.admin}/tenant/:tenantId/accounting-month`;
const NOT_FOUND = '404 ACCOUNTING_MONTH_NOT_FOUND when the month has not been opened';

export const accountingEndpoints = {
  accountingMonthsLockedAndUnlocked: {
    method: 'GET',
    access: permission('dailyAllowances.view'),
    path: `${API_PREFIX.modular}/accounting-month/locked-and-unlocked`,
    summary: 'The opened accounting months: locked for the whole organisation (newest first) and the others',
    tags: ['accounting'],
    response: lockedAndUnlocked,
  },
  dailyAllowanceWidget: {
    method: 'GET',
    access: permission('dailyAllowances.view'),
    path: `${API_PREFIX.modular}/accounting-month/daily-allowance-widget`,
    summary:
      "A month's steps (data received, issues resolved, claims reviewed, submitted, locked, exported), each " +
      `completed, pending or blocked with the reason and where to act. ${NOT_FOUND}`,
    tags: ['accounting'],
    querystring: widgetQuery,
    response: dailyAllowanceWidget,
  },
  accountingMonthLines: {
    method: 'GET',
    access: permission('dailyAllowances.view'),
    path: `${API_PREFIX.modular}/accounting-month/:accountingMonthId`,
    summary:
      "The month's lines: locked snapshot lines and the open claim lines grouped the same way, with the case " +
      'list filters and sorts plus COUNTER, DAILY_ALLOWANCE_RATE and DAILY_ALLOWANCE_AMOUNT, paged, with the ' +
      `totals of every selected line. A superior sees the team. ${NOT_FOUND}`,
    tags: ['accounting'],
    params: accountingMonthParams,
    querystring: accountingLinesQuery,
    response: accountingLinesPage,
  },
  accountingMonthSubmissionsList: {
    method: 'GET',
    access: permission('dailyAllowances.view'),
    path: `${API_PREFIX.modular}/accounting-month/:accountingMonth/submissions`,
    summary: `The employer's submissions of the month and its status (not_submitted, submitted, locked). ${NOT_FOUND}`,
    tags: ['accounting'],
    params: accountingMonthSubmissionParams,
    response: submissions,
  },
  accountingMonthSubmit: {
    method: 'POST',
    access: permission('dailyAllowances.edit'),
    path: `${API_PREFIX.modular}/accounting-month/:accountingMonth/submissions`,
    summary:
      'Submit the month for a company subunit and processing group (null = all). 409 ACCOUNTING_MONTH_LOCKED when ' +
      'a lock covers the unit, 409 ACCOUNTING_MONTH_ALREADY_SUBMITTED for the same unit twice, 409 ' +
      'ACCOUNTING_MONTH_NOT_STARTED for a month that has not begun (today in Zurich), 400 ' +
      `UNKNOWN_ACCOUNTING_UNIT. ${NOT_FOUND}`,
    tags: ['accounting'],
    params: accountingMonthSubmissionParams,
    body: submissionBody,
    status: 201,
    response: submission,
  },
  accountingMonthSubmissionPreview: {
    method: 'GET',
    access: permission('dailyAllowances.view'),
    path: `${API_PREFIX.modular}/accounting-month/:accountingMonth/submission-preview`,
    summary:
      'Before submitting the month for a company subunit and processing group (none = all): whether the month has ' +
      'begun (a month after the current one cannot be submitted: from availableFrom) and the open data issues of ' +
      `the unit by severity. Writes nothing. ${NOT_FOUND}; 400 UNKNOWN_ACCOUNTING_UNIT`,
    tags: ['accounting'],
    params: accountingMonthSubmissionParams,
    querystring: submissionPreviewQuery,
    response: submissionPreview,
  },
  salaryExportsList: {
    method: 'GET',
    access: permission('dailyAllowances.view'),
    path: `${API_PREFIX.modular}/salary-export`,
    summary: 'The salary exports and KTG protocols of the tenant (newest first), with signed download addresses',
    tags: ['accounting'],
    querystring: salaryExportQuery,
    response: salaryExportList,
  },
  adminAccountingMonthCreate: {
    method: 'POST',
    access: ADMIN,
    path: ADMIN_MONTHS,
    summary: 'Open an accounting month for the tenant. 409 ACCOUNTING_MONTH_EXISTS when it is open already',
    tags: ['admin', 'accounting'],
    params: adminTenantParams,
    body: accountingMonthCreateBody,
    status: 201,
    response: accountingMonthSummary,
  },
  adminAccountingMonthList: {
    method: 'GET',
    access: ADMIN,
    path: ADMIN_MONTHS,
    summary: "The tenant's accounting months, newest first, with their locks and submission status",
    tags: ['admin', 'accounting'],
    params: adminTenantParams,
    response: accountingMonthList,
  },
  adminAccountingMonthGet: {
    method: 'GET',
    access: ADMIN,
    path: `${ADMIN_MONTHS}/:accountingMonthId`,
    summary: `An accounting month with its locks, totals (locked and open), salary exports and KTG protocols. ${NOT_FOUND}`,
    tags: ['admin', 'accounting'],
    params: adminAccountingMonthParams,
    response: accountingMonthDetail,
  },
  adminAccountingMonthLockPreview: {
    method: 'GET',
    access: ADMIN,
    path: `${ADMIN_MONTHS}/:accountingMonthId/lock-preview`,
    summary:
      'What a lock of the unit would freeze now: employees, lines, days up to the lock date (today in Zurich) and ' +
      'the later days left to the next open month, totals per subunit and group, corrections, blocked claims left ' +
      `out, the unit's open data issues. Writes nothing. ${NOT_FOUND}; 400 UNKNOWN_ACCOUNTING_UNIT; 409 ` +
      'ACCOUNTING_MONTH_NOT_STARTED for a month that has not begun',
    tags: ['admin', 'accounting'],
    params: adminAccountingMonthParams,
    querystring: lockPreviewQuery,
    response: lockPreview,
  },
  adminAccountingMonthLock: {
    method: 'POST',
    access: ADMIN,
    path: `${ADMIN_MONTHS}/:accountingMonthId/lock`,
    summary:
      'Lock the month for a company subunit and processing group (null = all): irreversible. Books the days up to ' +
      'today (Zurich); later days of the month follow as corrections in the next open month (C12). The same unit ' +
      'again answers the existing lock (created: false); a unit inside a wider lock 409 ACCOUNTING_MONTH_LOCKED; a ' +
      'preview that no longer matches (expectedLineCount, expectedTotalAmount) 409 LOCK_PREVIEW_OUTDATED; a month ' +
      `that has not begun 409 ACCOUNTING_MONTH_NOT_STARTED. ${NOT_FOUND}`,
    tags: ['admin', 'accounting'],
    params: adminAccountingMonthParams,
    body: lockBody,
    response: lockResult,
  },
  adminAccountingMonthRegenerateKtgProtocol: {
    method: 'POST',
    access: ADMIN,
    path: `${ADMIN_MONTHS}/:accountingMonthId/regenerate-ktg-protocol`,
    summary:
      'Regenerate the KTG protocol (PDF and XLSX) of every lock of the month from its snapshot lines, which never ' +
      `change: a new generation each time. 409 ACCOUNTING_MONTH_NOT_LOCKED without a lock. ${NOT_FOUND}`,
    tags: ['admin', 'accounting'],
    params: adminAccountingMonthParams,
    response: salaryExportList,
  },
  salaryExportPreview: {
    method: 'POST',
    access: permission('dailyAllowances.edit'),
    path: `${API_PREFIX.modular}/accounting-month/:accountingMonthId/salary-export-preview`,
    summary:
      "Generate the salary exports and the KTG protocol of the month's open lines as a preview (marked as such; a " +
      `locked month's files come with its lock). ${NOT_FOUND}`,
    tags: ['accounting'],
    params: accountingMonthParams,
    status: 201,
    response: salaryExportList,
  },
  adminCheckAbsencesWithoutClaims: {
    method: 'GET',
    access: ADMIN,
    path: `${API_PREFIX.admin}/accounting-month-checks/absences-without-claims`,
    summary:
      "The tenant's sickness and accident absences of the month that have no claim of their type on their day " +
      '(e.g. below the minimum incapacity, outside the insured period, no configuration). 400 INVALID_PARAMETERS ' +
      "('Must be in YYYY-MM format'; tenantId not a UUID); 404 TENANT_NOT_FOUND",
    tags: ['admin', 'accounting'],
    querystring: accountingCheckQuery,
    response: absencesWithoutClaims,
  },
  adminCheckEmployeeStatistics: {
    method: 'GET',
    access: ADMIN,
    path: `${API_PREFIX.admin}/accounting-month-checks/employee-statistics`,
    summary:
      'Employees and their total salary per company subunit and processing group in the month (the records valid ' +
      "on its last day, employed in it). 400 INVALID_PARAMETERS ('Must be in YYYY-MM format'); 404 TENANT_NOT_FOUND",
    tags: ['admin', 'accounting'],
    querystring: accountingCheckQuery,
    response: employeeStatistics,
  },
} as const satisfies Record<string, Endpoint>;
