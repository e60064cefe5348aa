// POST /api/analytics/absence-rate/people: the people behind one figure (its period, and its group under the
// breakdown: absent = every group, null = the people without a value), asked for when the drawer opens.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { analyticsKeys, type PeopleRequest } from './analytics-keys.ts';

export function useAbsenceRatePeople(request: PeopleRequest | null) {
  return useQuery({
    queryKey: analyticsKeys.people(request as PeopleRequest),
    queryFn: ({ signal }) => apiRequest('analyticsAbsenceRatePeople', { body: request as PeopleRequest, signal }),
    enabled: request !== null,
  });
}
