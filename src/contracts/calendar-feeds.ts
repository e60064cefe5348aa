// Calendar feeds (issue 12, beyond the spec): a user subscribes a calendar app (Outlook, Apple, Google) to the
// absences of the employees they may see, by a secret address. Decisions: docs/decisions/0014-calendar-feeds.md.
import { z } from 'zod';
import { ABSENCE_TYPES } from '../domain/sick-pay/types.ts';
import { nonEmptyString, timestamp, uuid } from './common.ts';

export const calendarFeed = z
  .object({
    feedId: uuid(),
    name: z.string(),
    companySubunitId: z.string().nullable().meta({ description: 'Only employees of this subunit; null: all in scope' }),
    absenceTypes: z.array(z.enum(ABSENCE_TYPES)).nullable().meta({ description: 'Only these types; null: all' }),
    showAbsenceTypes: z
      .boolean()
      .meta({ description: 'Events name the absence type; otherwise they say only "absent" (never a diagnosis)' }),
    tokenPrefix: z.string().meta({ description: 'The first characters of the secret, to recognise the address' }),
    createdAt: timestamp(),
    lastFetchedAt: timestamp().nullable(),
    revokedAt: timestamp().nullable(),
  })
  .meta({ id: 'CalendarFeed' });

export const createCalendarFeedBody = z
  .strictObject({
    name: nonEmptyString().max(100),
    companySubunitId: nonEmptyString().max(100).nullable().optional(),
    absenceTypes: z.array(z.enum(ABSENCE_TYPES)).min(1).max(ABSENCE_TYPES.length).nullable().optional(),
    showAbsenceTypes: z.boolean().default(false),
  })
  .meta({ example: { name: 'Team Logistik', companySubunitId: null, absenceTypes: null, showAbsenceTypes: false } });

export const createdCalendarFeed = z.object({
  feed: calendarFeed,
  url: z.string().meta({ description: 'The subscription address (shown once; keep it secret: it needs no login)' }),
});

export const calendarFeedList = z.object({ items: z.array(calendarFeed) });
export const calendarFeedIdParams = z.strictObject({ feedId: uuid() });
export const calendarFeedTokenParams = z.strictObject({
  feedToken: z
    .string()
    .regex(/^cal_[A-Za-z0-9_-]{20,100}$/, { error: 'Not a calendar feed address' })
    .meta({ description: 'The secret of the feed address' }),
});
