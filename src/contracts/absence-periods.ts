// Absence periods (spec sections 3 "Absence period", 5, 7 "Absences", 9 sort fields): an employee's daily absences
// grouped into periods by the event processing (docs/domain/absence-periods.md), listed with the spec's filters,
// and colour-marked by people. Decisions: docs/decisions/0013-absence-periods-and-issues-routes.md.
import { z } from 'zod';
import { ABSENCE_TYPES, ACCIDENT_TYPES } from '../domain/sick-pay/types.ts';
import { absenceType } from './absences.ts';
import { CASE_SORT_FIELDS } from './cases.ts';
import {
  accountingMonth,
  isoDate,
  nonEmptyString,
  page,
  pagingQuery,
  queryBoolean,
  timestamp,
  uuid,
} from './common.ts';
import { SORT_ORDERS } from './constants.ts';
import { ISSUE_TYPES } from './tenant.ts';

export const ABSENCE_PERIOD_COLOR_MARKS = ['DARK_RED', 'GREEN', 'PURPLE', 'DARK_PURPLE', 'GREY'] as const;

/**
 * Spec section 9: the case sort fields plus PERCENTAGE. On periods RISK_COUNTER sorts by START_DATE (decision 0013;
 * a period is not a case: its risk counter would be the case's, which a period of other types does not have).
 */
export const ABSENCE_PERIOD_SORT_FIELDS = [...CASE_SORT_FIELDS, 'PERCENTAGE'] as const;
export type AbsencePeriodSortField = (typeof ABSENCE_PERIOD_SORT_FIELDS)[number];

export const ABSENCE_PERIOD_INCLUDES = ['issues'] as const;

/** The period list allows up to 200 per page (spec section 5: "the absence list allows up to 200"). */
export const ABSENCE_PERIOD_PAGE_LIMIT = 200;
/** Most periods one colour change may name. */
export const ABSENCE_PERIOD_COLOR_MAX = 1_000;

export const ABSENCE_PERIOD_MESSAGES = {
  issueFiltersNeedInclude: 'issueType and hasIssues filters are only allowed when include contains issues',
  toBeforeFrom: 'to must not be before from',
  unknownInclude: `Must be a comma-separated list of: ${ABSENCE_PERIOD_INCLUDES.join(', ')}`,
} as const;

export const absencePeriodDay = z.object({
  date: isoDate(),
  absenceId: uuid().nullable().meta({ description: 'null for a filled weekend day' }),
  isFilled: z.boolean().meta({ description: 'A weekend day filled by the tenant rule (C17); it copies the Friday' }),
  accidentType: z.enum(ACCIDENT_TYPES).nullable(),
  hours: z.string().nullable(),
  percentage: z.string().nullable(),
  source: z.string().nullable().meta({ description: 'automatic, edited or manual; null for a filled day' }),
  comment: z.string().nullable(),
});

/** An open issue of the period's employee whose affected days overlap the period (include=issues). */
export const absencePeriodIssue = z.object({
  id: uuid(),
  type: z.enum(ISSUE_TYPES),
  severity: z.number().int().min(1).max(5),
  scope: z.string(),
  scopeDate: isoDate().nullable(),
  details: z.unknown().meta({ description: 'The data the message needs, per type (docs/domain/issues.md)' }),
  createdAt: timestamp(),
});

export const absencePeriod = z
  .object({
    periodId: uuid(),
    absenceIds: z.array(uuid()),
    employeeId: z.string(),
    type: z.enum(ABSENCE_TYPES),
    accidentType: z.enum(ACCIDENT_TYPES).nullable(),
    startDate: isoDate(),
    endDate: isoDate(),
    calendarDays: z.number().int().min(1),
    names: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
    personnelNumber: z.string().nullable(),
    dateOfEmployment: isoDate().nullable(),
    hours: z.string().nullable().meta({ description: 'Sum of the recorded hours-based days; null when none' }),
    percentage: z
      .string()
      .nullable()
      .meta({ description: 'Common or mean percentage of the percentage-based days; null when none' }),
    isPercentageVarying: z.boolean(),
    percentageRange: z.object({ min: z.string(), max: z.string() }).nullable(),
    source: z.string().meta({ description: 'automatic, edited, manual or mixed' }),
    colorMark: z.enum(ABSENCE_PERIOD_COLOR_MARKS).nullable(),
    isCareRelevant: z.boolean(),
    days: z.array(absencePeriodDay),
    issues: z
      .array(absencePeriodIssue)
      .optional()
      .meta({ description: 'Only with include=issues: the open issues of the employee that touch the period' }),
  })
  .meta({ id: 'AbsencePeriod' });
export type AbsencePeriodItem = z.infer<typeof absencePeriod>;

export const absencePeriodsQuery = z
  .strictObject({
    ...pagingQuery({ defaultTake: 50, maxTakeExclusive: ABSENCE_PERIOD_PAGE_LIMIT + 1 }),
    search: z.string().trim().max(200).optional().meta({ description: 'Personnel number, first or last name, id' }),
    sortField: z.enum(ABSENCE_PERIOD_SORT_FIELDS).default('START_DATE'),
    sortOrder: z.enum(SORT_ORDERS).default('DESC'),
    from: isoDate().optional().meta({ description: 'Periods ending on or after this day' }),
    to: isoDate().optional().meta({ description: 'Periods starting on or before this day' }),
    employeeId: nonEmptyString().max(100).optional(),
    absenceType: absenceType.optional(),
    accountingGroup: nonEmptyString()
      .max(100)
      .optional()
      .meta({ description: "The employee's processing group (processingGroupId)" }),
    accountingMonth: accountingMonth().optional().meta({ description: 'Periods overlapping this month (YYYY-MM)' }),
    colorMark: z.enum(ABSENCE_PERIOD_COLOR_MARKS).optional(),
    include: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(z.array(z.enum(ABSENCE_PERIOD_INCLUDES, { error: ABSENCE_PERIOD_MESSAGES.unknownInclude })))
      .optional()
      .meta({ description: "Comma-separated: 'issues' adds each period's open issues" }),
    issueType: z.enum(ISSUE_TYPES).optional().meta({ description: 'Only with include=issues' }),
    hasIssues: queryBoolean().optional().meta({ description: 'Only with include=issues' }),
    paginateByEmployee: queryBoolean()
      .optional()
      .meta({ description: 'true: skip/take and totalCount count employees; a page has all their periods' }),
  })
  .superRefine((query, context) => {
    const withIssues = query.include?.includes('issues') ?? false;
    if (!withIssues) {
      for (const key of ['issueType', 'hasIssues'] as const) {
        if (query[key] !== undefined) {
          context.addIssue({ code: 'custom', path: [key], message: ABSENCE_PERIOD_MESSAGES.issueFiltersNeedInclude });
        }
      }
    }
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: ABSENCE_PERIOD_MESSAGES.toBeforeFrom });
    }
  });
export type AbsencePeriodsQuery = z.infer<typeof absencePeriodsQuery>;

export const absencePeriodsPage = page(absencePeriod).meta({
  id: 'AbsencePeriodPage',
  description: 'totalCount counts periods, or employees with paginateByEmployee=true',
});

export const absencePeriodsColorBody = z
  .strictObject({
    periodIds: z
      .array(uuid())
      .max(ABSENCE_PERIOD_COLOR_MAX)
      .default([])
      .meta({ description: 'At least one; an empty list answers 400 NO_ABSENCE_PERIODS_PROVIDED' }),
    color: z.enum(ABSENCE_PERIOD_COLOR_MARKS).nullable().meta({ description: 'The mark; null removes it' }),
  })
  .meta({ example: { periodIds: ['0196f0a0-0000-7000-8000-000000000001'], color: 'GREEN' } });
export type AbsencePeriodsColorBody = z.infer<typeof absencePeriodsColorBody>;

export const absencePeriodsColorResult = z.object({
  updatedCount: z.number().int().min(0),
  periodIds: z.array(uuid()),
  color: z.enum(ABSENCE_PERIOD_COLOR_MARKS).nullable(),
});
