// Analytics (issue 32; spec sections 2 "analytics", 3 "analytics view", 7 `/api/analytics`, 9 duration buckets;
// conventions C18 and C19). The formulas: docs/domain/analytics.md and decision 0059; the API's shape: decision 0061.
// Figures are hours (two decimals) summed from the per-employee-month figures the derivation keeps; a rate is a
// percentage with two decimals. A figure the caller may not see (a small group, decision 0059) is null with
// `withheld` saying why.
import { z } from 'zod';
import { ABSENCE_CATEGORIES, type AbsenceCategory, type NotCountedReason } from '../domain/analytics/absence-hours.ts';
import { DURATION_BUCKETS, type DurationBucket } from '../domain/analytics/duration-buckets.ts';
import { isoDate, nonEmptyString, uuid } from './common.ts';
import { EMPLOYMENT_CONTRACT_TYPES } from './employee-enums.ts';

export { ABSENCE_CATEGORIES, type AbsenceCategory, DURATION_BUCKETS, type DurationBucket };

export const ANALYTICS_PERIOD_UNITS = ['MONTH', 'QUARTER', 'YEAR'] as const;
export type AnalyticsPeriodUnit = (typeof ANALYTICS_PERIOD_UNITS)[number];
/** The breakdowns of a query (none: the whole company); the absence categories are in every figure. */
export const ANALYTICS_QUERY_DIMENSIONS = ['COMPANY_SUBUNIT', 'PROCESSING_GROUP', 'EMPLOYMENT_TYPE'] as const;
export type AnalyticsQueryDimension = (typeof ANALYTICS_QUERY_DIMENSIONS)[number];
export const ANALYTICS_CHART_TYPES = ['LINE', 'BAR', 'TABLE'] as const;
export const ANALYTICS_VIEW_KINDS = ['absence-rate', 'absence-duration'] as const;
export const ANALYTICS_EXPORT_FORMATS = ['XLSX', 'CSV'] as const;
export const ANALYTICS_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

/** At most five years of months in one query (60 months). */
export const ANALYTICS_MONTHS_MAX = 60;
export const ANALYTICS_IDS_MAX = 200;
export const ANALYTICS_VIEWS_MAX = 50;

export const ANALYTICS_MESSAGES = {
  monthFormat: 'Must be in YYYY-MM format',
  toBeforeFrom: 'The end is before the start',
  tooManyMonths: `At most ${ANALYTICS_MONTHS_MAX} months`,
  eachOnce: 'Each value only once',
  asOfAfterToday: 'Must not be after today',
  fromAfterAsOf: 'The start is after the as-of date',
} as const;

export const monthId = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ANALYTICS_MESSAGES.monthFormat })
    .meta({ example: '2026-03' });

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

const distinct = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(ANALYTICS_IDS_MAX)
    .refine((values) => new Set(values).size === values.length, { error: ANALYTICS_MESSAGES.eachOnce })
    .default([]);

/** What a figure covers: months, breakdown and filters, and the day after which nothing counts. */
export const analyticsQueryFields = {
  /** First month of the range (YYYY-MM). */
  from: monthId(),
  /** Last month of the range (YYYY-MM), at most 60 months after `from`. */
  to: monthId(),
  unit: z.enum(ANALYTICS_PERIOD_UNITS).default('MONTH'),
  dimension: z.enum(ANALYTICS_QUERY_DIMENSIONS).nullable().default(null),
  companySubunitIds: distinct(nonEmptyString().max(100)),
  processingGroupIds: distinct(nonEmptyString().max(100)),
  employmentTypes: distinct(z.enum(EMPLOYMENT_CONTRACT_TYPES)),
  /** The absence categories that count as absence (default all three; vacation never counts, decision 0059). */
  categories: z
    .array(z.enum(ABSENCE_CATEGORIES))
    .min(1)
    .refine((values) => new Set(values).size === values.length, { error: ANALYTICS_MESSAGES.eachOnce })
    .default([...ABSENCE_CATEGORIES]),
  /** No day after it counts (C19); at most today (Zurich), default today. */
  asOf: isoDate().optional(),
};

const rangeRules = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((query) => query.to >= query.from, { error: ANALYTICS_MESSAGES.toBeforeFrom, path: ['to'] })
    .refine((query) => monthsBetween(query.from, query.to) <= ANALYTICS_MONTHS_MAX, {
      error: ANALYTICS_MESSAGES.tooManyMonths,
      path: ['to'],
    });

export const analyticsQuery = rangeRules(z.strictObject(analyticsQueryFields)).meta({ id: 'AnalyticsQuery' });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const hours = () => z.number().meta({ description: 'Hours, two decimals' });
const byCategory = <T extends z.ZodType>(value: T) =>
  z.strictObject({ SICKNESS: value, ACCIDENT: value, OTHER: value }).meta({ description: 'Per absence category' });

export const withheld = z
  .object({
    /** GROUP_TOO_SMALL: fewer people than the minimum; PERSON_HEALTH_DATA: one person's absence (people lists). */
    reason: z.enum(['GROUP_TOO_SMALL', 'PERSON_HEALTH_DATA']),
    minimumGroupSize: z.int(),
  })
  .nullable()
  .meta({
    description:
      'Why the absence figures are not shown: the group has fewer people than the tenant’s minimum and the caller ' +
      'may not see individuals’ health data (decision 0059)',
  });

export const rateFigure = z
  .object({
    /** '2026-03', '2026-Q1', '2026', or 'TOTAL' for the whole range. */
    period: z.string(),
    headcount: z.int(),
    /** Average full-time equivalents over the period's days up to asOf. */
    fte: z.number(),
    targetHours: hours(),
    absenceHours: hours().nullable(),
    absenceHoursByCategory: byCategory(hours()).nullable(),
    /** Absence hours / target hours × 100, two decimals; null without target hours or when withheld. */
    rate: z.number().nullable(),
    rateByCategory: byCategory(z.number().nullable()).nullable(),
    /** The period before (the previous month, quarter or year; for TOTAL the range of equal length before). */
    previous: z.object({ period: z.string(), rate: z.number().nullable() }),
    /** The same period a year earlier. */
    yearBefore: z.object({ period: z.string(), rate: z.number().nullable() }),
    withheld,
  })
  .meta({ id: 'AbsenceRateFigure' });
export type RateFigureDto = z.infer<typeof rateFigure>;

const groupRef = {
  /** The subunit, processing group or employment type; null: the whole selection (no dimension) or none set. */
  groupId: z.string().nullable(),
  /** The group in words (the subunit's name, …); null for the whole selection. */
  groupName: z.string().nullable(),
};

export const absenceRateResult = z
  .object({
    asOf: isoDate(),
    from: z.string(),
    to: z.string(),
    unit: z.enum(ANALYTICS_PERIOD_UNITS),
    dimension: z.enum(ANALYTICS_QUERY_DIMENSIONS).nullable(),
    minimumGroupSize: z.int(),
    /** false: small groups' absence figures are withheld for this caller. */
    mayViewHealthData: z.boolean(),
    groups: z.array(z.object({ ...groupRef, periods: z.array(rateFigure), total: rateFigure })),
    /** The whole selection (all groups together). */
    total: z.object({ periods: z.array(rateFigure), total: rateFigure }),
  })
  .meta({ id: 'AbsenceRateResult' });
export type AbsenceRateResult = z.infer<typeof absenceRateResult>;

export const bucketFigure = z.object({
  bucket: z.enum(DURATION_BUCKETS),
  /** Periods in the bucket (a period counts in the bucket of its whole length up to asOf, C18). */
  periods: z.int(),
  /** Their absence days inside the range. */
  days: z.int(),
  absenceHours: hours(),
  /** Share of the selection's absence hours, percent with two decimals. */
  share: z.number().nullable(),
});

export const absenceDurationResult = z
  .object({
    asOf: isoDate(),
    from: z.string(),
    to: z.string(),
    dimension: z.enum(ANALYTICS_QUERY_DIMENSIONS).nullable(),
    minimumGroupSize: z.int(),
    mayViewHealthData: z.boolean(),
    groups: z.array(z.object({ ...groupRef, headcount: z.int(), buckets: z.array(bucketFigure).nullable(), withheld })),
    total: z.object({ headcount: z.int(), buckets: z.array(bucketFigure).nullable(), withheld }),
  })
  .meta({ id: 'AbsenceDurationResult' });
export type AbsenceDurationResult = z.infer<typeof absenceDurationResult>;

/** `POST /absence-rate/people`: the people behind one figure (a period, and a group of the dimension). */
export const absenceRatePeopleBody = rangeRules(
  z.strictObject({
    ...analyticsQueryFields,
    /** The figure's period ('2026-03', '2026-Q1', '2026'; absent: the whole range). */
    period: z
      .string()
      .regex(/^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/, { error: 'Must be YYYY-MM, YYYY-Qn or YYYY' })
      .optional(),
    /** The figure's group under `dimension` (absent: every group; null: the rows without a value). */
    groupId: z.string().max(100).nullable().optional(),
  }),
).meta({ id: 'AbsenceRatePeopleQuery' });

export const absenceRatePerson = z.object({
  employeeId: z.string(),
  personnelNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companySubunitName: z.string().nullable(),
  processingGroupName: z.string().nullable(),
  fte: z.number(),
  targetHours: hours(),
  absenceHours: hours().nullable(),
  absenceHoursByCategory: byCategory(hours()).nullable(),
  rate: z.number().nullable(),
  withheld,
});

export const absenceRatePeople = z
  .object({
    period: z.string(),
    groupId: z.string().nullable(),
    mayViewHealthData: z.boolean(),
    /** The figure the people add up to. */
    figure: rateFigure,
    items: z.array(absenceRatePerson),
  })
  .meta({ id: 'AbsenceRatePeople' });

export const employeeRateParams = z.strictObject({ employeeId: nonEmptyString().max(100) });
export const employeeRateQuery = z
  .strictObject({
    /** Default: eleven months before `to`. */
    from: monthId().optional(),
    /** Default: the as-of month. */
    to: monthId().optional(),
    unit: z.enum(ANALYTICS_PERIOD_UNITS).default('MONTH'),
    asOf: isoDate().optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    error: ANALYTICS_MESSAGES.toBeforeFrom,
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || monthsBetween(query.from, query.to) <= ANALYTICS_MONTHS_MAX, {
    error: ANALYTICS_MESSAGES.tooManyMonths,
    path: ['to'],
  });

/** Why an absence day counts less than it asks for (the domain's NotCountedReason, decision 0059). */
export const ANALYTICS_NOT_COUNTED_REASONS = [
  'NOT_AN_ABSENCE_FOR_THE_RATE',
  'OUTSIDE_RANGE',
  'AFTER_AS_OF',
  'OUTSIDE_EMPLOYMENT',
  'WEEKEND',
  'PUBLIC_HOLIDAY',
  'NOT_A_WORKING_DAY',
  'CAPPED_AT_DAILY_HOURS',
  'DAY_ALREADY_COUNTED',
] as const satisfies readonly NotCountedReason[];

/** One absence day as the rate counts it: its hours, or why it does not count. */
export const countedDay = z.object({
  date: isoDate(),
  /** The absence type (SICK, ACCIDENT, …). */
  type: z.string(),
  category: z.enum(ABSENCE_CATEGORIES).nullable(),
  /** The hours the record asks for (its hours, or the day's hours × incapacity %). */
  requestedHours: hours(),
  countedHours: hours(),
  /** Why fewer hours count (no working day, holiday, outside employment, after asOf, capped at the day, …). */
  reason: z.enum(ANALYTICS_NOT_COUNTED_REASONS).nullable(),
});

export const employeeRate = z
  .object({
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    asOf: isoDate(),
    unit: z.enum(ANALYTICS_PERIOD_UNITS),
    mayViewHealthData: z.boolean(),
    periods: z.array(rateFigure),
    total: rateFigure,
    /** The absence days of the range behind the figures (empty when withheld). */
    days: z.array(countedDay),
  })
  .meta({ id: 'EmployeeAbsenceRate' });

export const absenceRateExportBody = rangeRules(
  z.strictObject({
    ...analyticsQueryFields,
    format: z.enum(ANALYTICS_EXPORT_FORMATS).default('XLSX'),
    language: z.enum(ANALYTICS_LANGUAGES).optional(),
  }),
).meta({ id: 'AbsenceRateExport' });

// --- Saved views (spec section 3: per-user saved absence-rate and absence-duration graph views) -----------------

export const analyticsView = z
  .strictObject({
    viewId: uuid(),
    name: nonEmptyString().max(100),
    kind: z.enum(ANALYTICS_VIEW_KINDS),
    chartType: z.enum(ANALYTICS_CHART_TYPES).default('LINE'),
    /** The query without asOf, or with a fixed one; `from`/`to` as saved or relative (`relativeMonths`). */
    query: rangeRules(z.strictObject(analyticsQueryFields)),
    /** When set, the range is the last N months up to asOf instead of from/to. */
    relativeMonths: z.int().min(1).max(ANALYTICS_MONTHS_MAX).nullable().default(null),
    isDefault: z.boolean().default(false),
  })
  .meta({ id: 'AnalyticsView' });
export type AnalyticsView = z.infer<typeof analyticsView>;

export const analyticsViews = z
  .object({
    views: z.array(analyticsView),
    /** 0 before the first save; PATCH must name it (the concurrency rule). */
    revision: z.int(),
  })
  .meta({ id: 'AnalyticsViews' });

export const patchAnalyticsViewsBody = z
  .strictObject({
    revision: z.int().min(0),
    views: z
      .array(analyticsView)
      .max(ANALYTICS_VIEWS_MAX)
      .refine((views) => new Set(views.map((view) => view.viewId)).size === views.length, {
        error: ANALYTICS_MESSAGES.eachOnce,
      })
      .refine((views) => views.filter((view) => view.isDefault).length <= 1, { error: 'At most one default view' }),
  })
  .meta({ id: 'AnalyticsViewsPatch' });
