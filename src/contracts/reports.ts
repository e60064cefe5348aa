// Reports (issue 31; spec sections 3 "saved filter setting", 5 riskCounterThreshold, 7 `POST /report` and
// `/filter-settings`, 9 report formats, languages, filters, kinds and period kinds). The six kinds are defined in
// docs/domain/reports.md; the decisions in docs/decisions/0058-reports.md.
import { z } from 'zod';
import {
  REPORT_FORMATS,
  REPORT_KINDS,
  REPORT_LANGUAGES,
  REPORT_LOCK_FILTERS,
  REPORT_PERIOD_KINDS,
  REPORT_RISK_FILTERS,
  REPORT_SALARY_CONTINUATION_FILTERS,
  REPORT_TYPE_FILTERS,
  type ReportDefinitionValue,
  type ReportFormat,
  type ReportKind,
  type ReportLanguage,
} from '../domain/reports/report-types.ts';
import { personRef } from './case-management.ts';
import { isoDate, nonEmptyString, page, pagingQuery, timestamp, uuid } from './common.ts';

export {
  REPORT_FORMATS,
  REPORT_KINDS,
  REPORT_LANGUAGES,
  REPORT_LOCK_FILTERS,
  REPORT_PERIOD_KINDS,
  REPORT_RISK_FILTERS,
  REPORT_SALARY_CONTINUATION_FILTERS,
  REPORT_TYPE_FILTERS,
  type ReportFormat,
  type ReportKind,
  type ReportLanguage,
};

export const REPORT_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The longest time range of one report: two years and a day (a leap year's two years). */
export const REPORT_RANGE_MAX_DAYS = 731;
export const REPORT_ENTITY_IDS_MAX = 200;
export const REPORT_RISK_COUNTER_MAX = 100_000;

const monthId = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Must be in YYYY-MM format' })
    .meta({ example: '2026-03' });

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const reportPeriod = z.discriminatedUnion('kind', [
  z
    .strictObject({ kind: z.literal('time-range'), from: isoDate(), to: isoDate() })
    .refine((period) => period.to >= period.from, { error: 'The end is before the start', path: ['to'] })
    .refine((period) => daysBetween(period.from, period.to) < REPORT_RANGE_MAX_DAYS, {
      error: `At most ${REPORT_RANGE_MAX_DAYS} days`,
      path: ['to'],
    }),
  z.strictObject({ kind: z.literal('accounting-period'), accountingMonthId: monthId() }),
]);
export type ReportPeriod = z.infer<typeof reportPeriod>;

export const reportFilters = z.strictObject({
  risk: z.enum(REPORT_RISK_FILTERS).default('any'),
  salaryContinuation: z.enum(REPORT_SALARY_CONTINUATION_FILTERS).default('any'),
  accountingMonthLock: z.enum(REPORT_LOCK_FILTERS).default('any'),
  reportType: z.enum(REPORT_TYPE_FILTERS).default('any'),
});
export type ReportFilters = z.infer<typeof reportFilters>;

const entityIds = () =>
  z
    .array(nonEmptyString().max(100))
    .max(REPORT_ENTITY_IDS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each value only once' })
    .default([]);

/** The spec's reportDefinition (section 7 `POST /report`). */
export const reportDefinition = z
  .strictObject({
    kind: z.enum(REPORT_KINDS),
    period: reportPeriod,
    filters: reportFilters.default({
      risk: 'any',
      salaryContinuation: 'any',
      accountingMonthLock: 'any',
      reportType: 'any',
    }),
    /** Spec section 5: a positive integer, default 0: only cases that used at least this many benefit days. */
    riskCounterThreshold: z.int().min(0).max(REPORT_RISK_COUNTER_MAX).default(0),
    /** Company subunits (empty: all the caller may see). */
    companySubunitIds: entityIds(),
    /** Processing groups (empty: all). */
    processingGroupIds: entityIds(),
    language: z.enum(REPORT_LANGUAGES).default('de'),
    format: z.enum(REPORT_FORMATS).default('XLSX'),
  })
  .meta({ id: 'ReportDefinition' });
export type ReportDefinition = z.infer<typeof reportDefinition>;
/** The parsed definition is what the domain's report kinds take (a compile-time check). */
export const definitionFitsTheDomain: ReportDefinition extends ReportDefinitionValue ? true : never = true;

export const createReportBody = z.strictObject({ reportDefinition });

/** The preview: the first rows of what the report would hold, as typed cells, and how many rows it has. */
export const REPORT_PREVIEW_ROWS = 20;
export const REPORT_COLUMN_TYPES = ['text', 'date', 'chf', 'percent', 'integer', 'decimal', 'boolean'] as const;
export const reportColumn = z.object({
  key: z.string(),
  /** The column's heading in the report's language. */
  label: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
});
/** A cell: text, ISO date, Rappen (chf), percent number, integer, decimal, boolean, or null (empty). */
export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const reportPreview = z
  .object({
    kind: z.enum(REPORT_KINDS),
    title: z.string(),
    columns: z.array(reportColumn),
    rows: z.array(z.array(reportCell)),
    totalRowCount: z.int().min(0),
  })
  .meta({ id: 'ReportPreview' });

/** A generated report (its history entry); the spec's answer of `POST /report` is its documentId, uri, filename, kind. */
export const report = z
  .object({
    reportId: uuid(),
    kind: z.enum(REPORT_KINDS),
    status: z.enum(REPORT_STATUSES),
    /** 0 … 1 while RUNNING. */
    progress: z.number().min(0).max(1),
    definition: reportDefinition,
    documentId: uuid().nullable(),
    /** A signed download address (valid for a short time); null until DONE. */
    uri: z.string().nullable(),
    filename: z.string().nullable(),
    rowCount: z.int().min(0).nullable(),
    error: z.string().nullable(),
    requestedBy: personRef,
    scheduleId: uuid().nullable(),
    createdAt: timestamp(),
    finishedAt: timestamp().nullable(),
    /** When the file leaves the document store (the tenant's retention). */
    expiresAt: timestamp().nullable(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof report>;

export const reportIdParams = z.strictObject({ reportId: uuid() });
export const reportsQuery = z.strictObject({
  ...pagingQuery(),
  kind: z.enum(REPORT_KINDS).optional(),
  scheduleId: uuid().optional(),
});
export const reportsPage = page(report).meta({ id: 'ReportsPage' });

// --- Scheduled delivery (issue 31 scope 4, beyond the spec) --------------------------------------------------------

/** Which period a scheduled run reports on, from its run date. */
export const REPORT_SCHEDULE_PERIODS = ['previous-month', 'previous-accounting-month', 'month-to-date'] as const;
export const REPORT_SCHEDULE_RECIPIENTS_MAX = 10;

export const reportSchedule = z
  .object({
    scheduleId: uuid(),
    name: z.string(),
    /** The definition without its period: the run sets the period from `period`. */
    definition: reportDefinition.omit({ period: true }),
    period: z.enum(REPORT_SCHEDULE_PERIODS),
    /** The Nth Swiss working day of each month (Monday to Friday, nationwide public holidays excluded). */
    workingDayOfMonth: z.int().min(1).max(20),
    recipients: z.array(z.email()),
    isActive: z.boolean(),
    nextRunOn: isoDate().nullable(),
    lastRunAt: timestamp().nullable(),
    createdBy: personRef,
    revision: z.int().min(1),
  })
  .meta({ id: 'ReportSchedule' });
export type ReportSchedule = z.infer<typeof reportSchedule>;

export const reportScheduleIdParams = z.strictObject({ scheduleId: uuid() });
export const reportSchedules = z.object({ items: z.array(reportSchedule) }).meta({ id: 'ReportSchedules' });
const scheduleFields = {
  name: nonEmptyString().max(200),
  definition: reportDefinition.omit({ period: true }),
  period: z.enum(REPORT_SCHEDULE_PERIODS).default('previous-month'),
  workingDayOfMonth: z.int().min(1).max(20).default(3),
  recipients: z
    .array(z.email().max(320))
    .min(1)
    .max(REPORT_SCHEDULE_RECIPIENTS_MAX)
    .refine((emails) => new Set(emails.map((email) => email.toLowerCase())).size === emails.length, {
      error: 'Each address only once',
    }),
  isActive: z.boolean().default(true),
};
export const createReportScheduleBody = z.strictObject(scheduleFields);
export const updateReportScheduleBody = z.strictObject({ revision: z.int().min(1).optional(), ...scheduleFields });

// --- Report settings: the history's retention ---------------------------------------------------------------------

export const REPORT_RETENTION_DAYS_DEFAULT = 90;
export const reportSettings = z
  .object({ retentionDays: z.int().min(7).max(3650), revision: z.int().min(1) })
  .meta({ id: 'ReportSettings' });
export const putReportSettingsBody = z.strictObject({
  revision: z.int().min(1).optional(),
  retentionDays: z.int().min(7).max(3650),
});

// --- Saved filters (spec section 3 "saved filter setting": filterKey and value; section 7 `/filter-settings`) -----

export const FILTER_KEY_MAX = 200;
/** A saved value's JSON text at most this long. */
export const FILTER_VALUE_MAX_CHARS = 8_000;
export const FILTER_SETTINGS_MAX = 200;

export const filterSetting = z
  .object({ filterKey: z.string(), value: z.unknown(), updatedAt: timestamp() })
  .meta({ id: 'FilterSetting' });
export const filterSettings = z.object({ items: z.array(filterSetting) }).meta({ id: 'FilterSettings' });
export const filterSettingsQuery = z.strictObject({
  /** Only the keys starting with this (e.g. `list:employees:`). */
  prefix: z.string().max(FILTER_KEY_MAX).optional(),
});
/** Saves one (value null removes it). The key names the screen and the filter's name, e.g. `list:employees:Zürich`. */
export const saveFilterSettingBody = z.strictObject({
  filterKey: nonEmptyString().max(FILTER_KEY_MAX),
  // Any JSON value (the body is parsed JSON already); not z.json(): its recursive schema has no place in the
  // OpenAPI document. Present, and at most FILTER_VALUE_MAX_CHARS as JSON text.
  value: z
    .unknown()
    .refine((value) => value !== undefined, { error: 'Required', abort: true })
    .refine((value) => JSON.stringify(value).length <= FILTER_VALUE_MAX_CHARS, {
      error: `At most ${FILTER_VALUE_MAX_CHARS} characters`,
    })
    .meta({ description: 'The filter as JSON (the screen decides its shape); null removes it' }),
});
