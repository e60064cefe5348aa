// Team month calendar (issue 12, beyond the spec's routes; decision 0015): who of the employees the caller may see
// is absent on which day of a month — a row per employee, an entry per absent day (recorded or weekend-filled),
// partial days marked. The type is withheld ("absent") for employees whose health data the caller may not see.
import { z } from 'zod';
import { ACCIDENT_TYPES } from '../domain/sick-pay/types.ts';
import { absenceType } from './absences.ts';
import { accountingMonth, isoDate, nonEmptyString, pagingQuery, queryBoolean, uuid } from './common.ts';

/** At most this many employees per page (a team calendar of 200 people is one page). */
export const ABSENCE_CALENDAR_PAGE_LIMIT = 500;

export const absenceCalendarQuery = z.strictObject({
  month: accountingMonth().meta({ description: 'The month shown, YYYY-MM' }),
  search: z.string().trim().max(200).optional().meta({ description: 'Personnel number, first or last name, id' }),
  companySubunitId: nonEmptyString().max(100).optional().meta({ description: "The employees' company subunit" }),
  processingGroupId: nonEmptyString().max(100).optional().meta({ description: "The employees' processing group" }),
  absenceType: absenceType
    .optional()
    .meta({ description: 'Only days of this type (for employees whose types the caller may see)' }),
  onlyAbsent: queryBoolean()
    .optional()
    .meta({ description: 'true: only employees with at least one absent day in the month (of absenceType, if set)' }),
  ...pagingQuery({ defaultTake: 100, maxTakeExclusive: ABSENCE_CALENDAR_PAGE_LIMIT + 1 }),
});
export type AbsenceCalendarQuery = z.infer<typeof absenceCalendarQuery>;

export const absenceCalendarDay = z.object({
  date: isoDate(),
  periodId: uuid().meta({ description: 'The absence period the day belongs to' }),
  type: absenceType.nullable().meta({ description: 'null: withheld (the caller may not see health data)' }),
  accidentType: z.enum(ACCIDENT_TYPES).nullable(),
  hours: z.string().nullable(),
  percentage: z.string().nullable(),
  isFilled: z.boolean().meta({ description: 'A weekend day filled by the tenant rule (C17)' }),
  isPartial: z.boolean().meta({ description: 'Recorded in hours or below 100 %' }),
});

export const absenceCalendarRow = z.object({
  employeeId: z.string(),
  personnelNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companySubunitId: z.string().nullable(),
  processingGroupId: z.string().nullable(),
  dateOfEmployment: isoDate().nullable(),
  leavingDate: isoDate().nullable(),
  typesWithheld: z.boolean().meta({ description: 'true: the days of this employee say only "absent"' }),
  days: z.array(absenceCalendarDay),
});
export type AbsenceCalendarRow = z.infer<typeof absenceCalendarRow>;

export const absenceCalendar = z
  .object({
    month: z.string(),
    startDate: isoDate(),
    endDate: isoDate(),
    items: z.array(absenceCalendarRow),
    totalCount: z.number().int().min(0).meta({ description: 'Employees matching the filters' }),
  })
  .meta({ id: 'AbsenceCalendar' });
export type AbsenceCalendar = z.infer<typeof absenceCalendar>;
