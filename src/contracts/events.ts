// Domain events for internal admins (spec section 7 "Admin: events: list and replay"; issue 12): every fact that
// changes an employee's derived state is an event (absences-modified, employee-data-modified), processed per
// employee by a worker; failed ones stay visible with their error until replayed.
import { z } from 'zod';
import { isoDate, page, pagingQuery, timestamp, uuid } from './common.ts';

export const DOMAIN_EVENT_TYPES = ['absences-modified', 'employee-data-modified'] as const;
export const DOMAIN_EVENT_STATUSES = ['pending', 'processed', 'failed'] as const;

export const domainEvent = z
  .object({
    eventId: uuid(),
    tenantId: uuid(),
    tenantName: z.string(),
    type: z.enum(DOMAIN_EVENT_TYPES),
    employeeId: z.string().nullable(),
    status: z.enum(DOMAIN_EVENT_STATUSES),
    attempts: z.number().int().min(0),
    lastError: z.string().nullable().meta({ description: 'Why the last attempt failed (never data values)' }),
    payload: z.record(z.string(), z.unknown()),
    createdAt: timestamp(),
    processedAt: timestamp().nullable(),
  })
  .meta({ id: 'DomainEvent' });

export const domainEventsQuery = z.strictObject({
  tenantId: uuid().optional(),
  type: z.enum(DOMAIN_EVENT_TYPES).optional(),
  status: z.enum(DOMAIN_EVENT_STATUSES).optional(),
  employeeId: z.string().trim().min(1).max(100).optional(),
  from: isoDate().optional().meta({ description: 'Events recorded on or after this day (UTC)' }),
  to: isoDate().optional().meta({ description: 'Events recorded on or before this day (UTC)' }),
  ...pagingQuery(),
});

export const domainEventsPage = page(domainEvent).meta({ id: 'DomainEventPage' });
export const domainEventParams = z.strictObject({ tenantId: uuid(), eventId: uuid() });

export const replayResult = z
  .object({
    replayed: z.number().int().min(0).meta({ description: 'Events taken up again' }),
    processed: z.number().int().min(0),
    failed: z.number().int().min(0).meta({ description: 'Events that failed again (their error is on the event)' }),
  })
  .meta({ id: 'EventReplayResult' });
