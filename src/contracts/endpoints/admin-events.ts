// Admin: domain events (spec section 7 "Events: list and replay"): the endpoint table of this area.
import { API_PREFIX, type Endpoint } from '../endpoint.ts';
import { domainEvent, domainEventParams, domainEventsPage, domainEventsQuery, replayResult } from '../events.ts';
import { tenantIdParams } from '../identity.ts';

export const adminEventsEndpoints = {
  adminEventsList: {
    method: 'GET',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/events`,
    summary: 'Domain events across tenants, newest first (filters: tenant, type, status, employee, days)',
    tags: ['admin'],
    querystring: domainEventsQuery,
    response: domainEventsPage,
  },
  adminEventReplay: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/events/:eventId/replay`,
    summary:
      "Process one event again now (whatever its status): the employee's derived state is recomputed; safe to " +
      'repeat. 404 event-not-found',
    tags: ['admin'],
    params: domainEventParams,
    response: domainEvent,
  },
  adminEventsReplayFailed: {
    method: 'POST',
    access: { kind: 'admin' },
    path: `${API_PREFIX.admin}/tenant/:tenantId/events/replay-failed`,
    summary: 'Process every failed event of the tenant again now, in batches; safe to repeat',
    tags: ['admin'],
    params: tenantIdParams,
    response: replayResult,
  },
} as const satisfies Record<string, Endpoint>;
