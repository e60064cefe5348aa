// Absences (spec sections 3 "Absence", 5, 7 "Absences", 8): daily records of one employee, entered on a screen
// (source manual), from files and the interface (automatic), or automatic ones changed by a person (edited).
// Decisions: docs/decisions/0012-absence-records.md.
import { z } from 'zod';
import { ABSENCE_TYPES, ACCIDENT_TYPES } from '../domain/sick-pay/types.ts';
import {
  hasControlCharacters,
  isoDate,
  MESSAGES,
  nonEmptyString,
  page,
  pagingQuery,
  timestamp,
  uuid,
} from './common.ts';

export const ABSENCE_SOURCES = ['automatic', 'edited', 'manual'] as const;

/** The longest range one POST /absence may cover (one leap year). */
export const ABSENCE_MAX_RANGE_DAYS = 366;
/** Most absences one PATCH or DELETE may name. */
export const ABSENCE_BULK_MAX = 5_000;
/** The absence list allows up to 200 per page (spec section 5). */
export const ABSENCE_PAGE_LIMIT = 200;

export const ABSENCE_MESSAGES = {
  endBeforeStart: 'The end date must not be before the start date',
  rangeTooLong: `Date range must not exceed ${ABSENCE_MAX_RANGE_DAYS} days`,
  hoursOrPercentage: 'Give either hours or percentage, not both',
  hoursOrPercentageRequired: 'Either hours or percentage is required',
  accidentTypeRequired: 'Accident type is required for type ACCIDENT',
  accidentTypeNotAllowed: 'Accident type is only allowed for type ACCIDENT',
  hours: 'Hours must be greater than 0 and at most 24, with at most 2 decimals',
  percentage: 'Percentage must be greater than 0 and at most 100, with at most 2 decimals',
  commentControl: 'Must not contain control characters (escape or direction codes)',
  noChanges: 'At least one change must be given',
  duplicateIds: 'Each absence may be named only once',
} as const;

const TWO_DECIMALS = /^\d{1,3}(\.\d{1,2})?$/;

/** hours / percentage as the spec has them: strings (min length 1); numbers are accepted and turned into strings. */
const decimal = (max: number, message: string) =>
  z
    .union([z.number(), z.string().trim().min(1, { error: MESSAGES.nonEmpty })])
    .transform((value) => (typeof value === 'number' ? String(value) : value.replace(',', '.')))
    .refine((value) => TWO_DECIMALS.test(value) && Number(value) > 0 && Number(value) <= max, { error: message })
    .transform((value) => String(Number(value)));

export const absenceHours = () =>
  decimal(24, ABSENCE_MESSAGES.hours).meta({ description: 'Hours absent that day, 0 < h ≤ 24', example: '4.5' });
export const absencePercentage = () =>
  decimal(100, ABSENCE_MESSAGES.percentage).meta({ description: 'Incapacity in %, 0 < p ≤ 100', example: '50' });

/** A comment may hold line breaks and tabs (Alt+Enter in Excel), nothing else of the control characters. */
export const absenceComment = () =>
  z
    .string()
    .max(1000)
    .refine((value) => !hasControlCharacters(value.replace(/[\t\n\r]/g, '')), {
      error: ABSENCE_MESSAGES.commentControl,
    });

export const absenceType = z.enum(ABSENCE_TYPES);
export const accidentType = z.enum(ACCIDENT_TYPES);

export const absence = z
  .object({
    absenceId: uuid(),
    employeeId: z.string(),
    date: isoDate(),
    type: absenceType,
    accidentType: accidentType.nullable(),
    hours: z
      .string()
      .nullable()
      .meta({ description: 'Set when the day is recorded in hours; then percentage is null' }),
    percentage: z.string().nullable().meta({ description: 'Set when recorded in %; then hours is null' }),
    source: z.enum(ABSENCE_SOURCES),
    comment: z.string().nullable(),
    deleted: z.boolean(),
    revision: z.int().min(1),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'Absence' });
export type Absence = z.infer<typeof absence>;

type BasisInput = {
  type?: string | undefined;
  accidentType?: string | null | undefined;
  hours?: string | null | undefined;
  percentage?: string | null | undefined;
};

/** The rules of one absence's type and basis (shared by POST and the result of a PATCH). */
export function absenceBasisIssues(value: BasisInput, options: { requireBasis: boolean }) {
  const issues: { path: string[]; message: string }[] = [];
  const hasHours = value.hours !== undefined && value.hours !== null;
  const hasPercentage = value.percentage !== undefined && value.percentage !== null;
  if (hasHours && hasPercentage) issues.push({ path: ['percentage'], message: ABSENCE_MESSAGES.hoursOrPercentage });
  else if (options.requireBasis && !hasHours && !hasPercentage) {
    issues.push({ path: ['hours'], message: ABSENCE_MESSAGES.hoursOrPercentageRequired });
  }
  if (value.type === 'ACCIDENT' && !value.accidentType) {
    issues.push({ path: ['accidentType'], message: ABSENCE_MESSAGES.accidentTypeRequired });
  }
  if (value.type !== undefined && value.type !== 'ACCIDENT' && value.accidentType) {
    issues.push({ path: ['accidentType'], message: ABSENCE_MESSAGES.accidentTypeNotAllowed });
  }
  return issues;
}

/** POST /absence: a range of days becomes one manual absence per day. */
export const createAbsenceBody = z
  .strictObject({
    employeeId: nonEmptyString().max(100),
    startDate: isoDate(),
    endDate: isoDate(),
    type: absenceType,
    accidentType: accidentType.nullable().optional(),
    hours: absenceHours().nullable().optional(),
    percentage: absencePercentage().nullable().optional(),
    comment: absenceComment().nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: ABSENCE_MESSAGES.endBeforeStart });
    } else if ((Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 + 1 > ABSENCE_MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: ABSENCE_MESSAGES.rangeTooLong });
    }
    for (const issue of absenceBasisIssues(value, { requireBasis: true })) {
      context.addIssue({ code: 'custom', ...issue });
    }
  })
  .meta({
    example: {
      employeeId: '1001',
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      type: 'SICK',
      percentage: '100',
      comment: 'Arztzeugnis liegt vor',
    },
  });
export type CreateAbsenceBody = z.infer<typeof createAbsenceBody>;

export const absenceList = z.object({ items: z.array(absence) }).meta({ id: 'AbsenceList' });

/** The fields a PATCH may change; hours and percentage replace each other (the other becomes null). */
export const absenceChanges = z
  .strictObject({
    type: absenceType.optional(),
    accidentType: accidentType.nullable().optional(),
    hours: absenceHours().optional(),
    percentage: absencePercentage().optional(),
    comment: absenceComment().nullable().optional(),
  })
  .superRefine((value, context) => {
    if (Object.keys(value).length === 0) {
      context.addIssue({ code: 'custom', message: ABSENCE_MESSAGES.noChanges });
    }
    if (value.hours !== undefined && value.percentage !== undefined) {
      context.addIssue({ code: 'custom', path: ['percentage'], message: ABSENCE_MESSAGES.hoursOrPercentage });
    }
  });
export type AbsenceChanges = z.infer<typeof absenceChanges>;

export const patchAbsencesBody = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          absenceIds: z.array(uuid()).max(ABSENCE_BULK_MAX).default([]),
          changes: absenceChanges.optional(),
          individualAbsenceEdits: z
            .array(z.strictObject({ absenceId: uuid(), changes: absenceChanges }))
            .max(ABSENCE_BULK_MAX)
            .default([]),
        }),
      )
      .min(1)
      .max(100),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      if (item.absenceIds.length > 0 && !item.changes) {
        context.addIssue({ code: 'custom', path: ['items', index, 'changes'], message: ABSENCE_MESSAGES.noChanges });
      }
      for (const id of [...item.absenceIds, ...item.individualAbsenceEdits.map((edit) => edit.absenceId)]) {
        if (seen.has(id)) {
          context.addIssue({ code: 'custom', path: ['items', index], message: ABSENCE_MESSAGES.duplicateIds });
          return;
        }
        seen.add(id);
      }
    });
  })
  .meta({
    description:
      'Changes to absences: per item, the same `changes` for every absence in `absenceIds` (a bulk edit of a ' +
      'period), and `individualAbsenceEdits` for single days. All or nothing: an unknown or deleted id answers ' +
      '400 ABSENCES_NOT_FOUND with the ids.',
    example: {
      items: [
        {
          absenceIds: ['0196f0a0-0000-7000-8000-000000000001', '0196f0a0-0000-7000-8000-000000000002'],
          changes: { percentage: '50' },
          individualAbsenceEdits: [
            { absenceId: '0196f0a0-0000-7000-8000-000000000003', changes: { comment: 'Halber Tag' } },
          ],
        },
      ],
    },
  });
export type PatchAbsencesBody = z.infer<typeof patchAbsencesBody>;

/** DELETE /absence?ids=a,b,c (comma-separated; the parameter may also be repeated). */
export const deleteAbsencesQuery = z.strictObject({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(uuid()).min(1).max(ABSENCE_BULK_MAX))
    .meta({ description: 'Absence ids, comma-separated' }),
});

export const deletedAbsences = z.object({
  deletedCount: z.number().int().min(0),
  absenceIds: z.array(uuid()),
});

export const absencesQuery = z.strictObject({
  employeeId: nonEmptyString().max(100).optional(),
  from: isoDate().optional().meta({ description: 'Days on or after' }),
  to: isoDate().optional().meta({ description: 'Days on or before' }),
  type: absenceType.optional(),
  source: z.enum(ABSENCE_SOURCES).optional(),
  ...pagingQuery({ defaultTake: 50, maxTakeExclusive: ABSENCE_PAGE_LIMIT + 1 }),
});

export const absencesPage = page(absence).meta({ id: 'AbsencePage' });
