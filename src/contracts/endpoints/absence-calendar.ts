// Team month calendar (issue 12, decision 0015): the endpoint table of this area (composed in ../endpoints.ts).
import { absenceCalendar, absenceCalendarQuery } from '../absence-calendar.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

export const absenceCalendarEndpoints = {
  absenceCalendar: {
    method: 'GET',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/absence-calendar`,
    summary:
      'Team month calendar: the employees the caller may see (active in the month or absent in it), each with ' +
      'its absent days of the month (recorded or weekend-filled, partial days marked); the type says only ' +
      '"absent" (null) where the caller may not see health data. Sorted by last name, first name; paged up to 500',
    tags: ['absences'],
    querystring: absenceCalendarQuery,
    response: absenceCalendar,
  },
} as const satisfies Record<string, Endpoint>;
