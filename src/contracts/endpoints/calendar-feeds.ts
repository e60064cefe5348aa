// Calendar feeds (issue 12, beyond the spec): the endpoint table of this area (composed in ../endpoints.ts).
import { z } from 'zod';
import {
  calendarFeed,
  calendarFeedIdParams,
  calendarFeedList,
  calendarFeedTokenParams,
  createCalendarFeedBody,
  createdCalendarFeed,
} from '../calendar-feeds.ts';
import { API_PREFIX, type Endpoint, PUBLIC, permission } from '../endpoint.ts';

export const calendarFeedsEndpoints = {
  calendarFeedCreate: {
    method: 'POST',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/calendar-feeds`,
    summary:
      'Create a secret calendar subscription address (iCalendar) for the absences you may see; the address is ' +
      'shown once',
    tags: ['absences'],
    body: createCalendarFeedBody,
    status: 201,
    response: createdCalendarFeed,
  },
  calendarFeedsList: {
    method: 'GET',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/calendar-feeds`,
    summary: 'Your calendar subscriptions (without their secret)',
    tags: ['absences'],
    response: calendarFeedList,
  },
  calendarFeedRevoke: {
    method: 'POST',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/calendar-feeds/:feedId/revoke`,
    summary: 'Revoke a calendar subscription: its address answers nothing from now on',
    tags: ['absences'],
    params: calendarFeedIdParams,
    response: calendarFeed,
  },
  calendarFeedContent: {
    method: 'GET',
    access: PUBLIC,
    path: `${API_PREFIX.modular}/calendar-feed/:feedToken`,
    summary:
      'The iCalendar of a subscription (for calendar apps; the secret address is the credential): the absences ' +
      'of the employees its owner may see, 90 days back and a year ahead',
    tags: ['absences'],
    params: calendarFeedTokenParams,
    binary: true,
    rateLimitPerMinute: 60,
    response: z.string().meta({ description: 'text/calendar', format: 'binary' }),
  },
} as const satisfies Record<string, Endpoint>;
